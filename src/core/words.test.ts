import { describe, expect, it } from "vitest";
import { countHas, countOf } from "./words.js";

describe("counted words in messages and traces", () => {
  it("singular for one, plural otherwise (zero too)", () => {
    expect([countOf(1, "group"), countOf(2, "group"), countOf(0, "game")]).toEqual([
      "1 group",
      "2 groups",
      "0 games",
    ]);
    expect(countOf(3, "match", "matches")).toBe("3 matches");
    expect([countHas(1, "game"), countHas(4, "game")]).toEqual(["1 game has", "4 games have"]);
  });
});
