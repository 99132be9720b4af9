import { describe, expect, it } from "vitest";
import { withNames } from "./names.js";

describe("withNames: traces read with names, not IDs", () => {
  const names = new Map([
    ["p1", "Anna Smith"],
    ["p10", "Bob Jones"],
  ]);
  it("replaces whole IDs only", () => {
    expect(withNames("A5: p1 had played p10 as dark → sides swapped", names)).toBe(
      "A5: Anna Smith had played Bob Jones as dark → sides swapped",
    );
    expect(withNames("p100 and xp1", names)).toBe("p100 and xp1");
  });
  it("treats regex characters in IDs literally", () => {
    expect(withNames("a.b met ab", new Map([["a.b", "Carl"]]))).toBe("Carl met ab");
  });
});
