import { describe, expect, it } from "vitest";
import { replaceFinalist } from "./final-replacement.js";

const standings = ["ann", "bob", "cat", "dan", "eve"];

describe("F4 Final Confrontation replacement (SW-PC Deck Lists: the next highest scoring player)", () => {
  it("F4 the second seed's list does not match: the third-placed player takes the place", () => {
    const r = replaceFinalist({ standings, finalists: ["ann", "bob"], disqualified: "bob" });
    expect(r.ok && r.value).toMatchObject({ finalists: ["ann", "cat"], replacement: "cat" });
  });

  it("F4 the first seed is out: the second seed becomes the higher seed, the third player joins", () => {
    const r = replaceFinalist({ standings, finalists: ["ann", "bob"], disqualified: "ann" });
    expect(r.ok && r.value.finalists).toEqual(["bob", "cat"]);
  });

  it("F4 skips ineligible players; sealed (F3) takes the next player of the same pile", () => {
    const skip = replaceFinalist({
      standings,
      finalists: ["ann", "bob"],
      disqualified: "bob",
      ineligible: ["cat"],
    });
    expect(skip.ok && skip.value.replacement).toBe("dan");
    const sides = { ann: "dark", bob: "light", cat: "dark", dan: "dark", eve: "light" } as const;
    const sealed = replaceFinalist({ standings, finalists: ["ann", "bob"], disqualified: "bob", sides });
    expect(sealed.ok && sealed.value).toMatchObject({ finalists: ["ann", "eve"], replacement: "eve" });
  });

  it("F4 refuses a player who is not a finalist, and reports when nobody is left", () => {
    expect(replaceFinalist({ standings, finalists: ["ann", "bob"], disqualified: "cat" }).ok).toBe(false);
    expect(
      replaceFinalist({ standings: ["ann", "bob"], finalists: ["ann", "bob"], disqualified: "bob" }).ok,
    ).toBe(false);
  });
});
