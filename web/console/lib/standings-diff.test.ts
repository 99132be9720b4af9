import { describe, expect, it } from "vitest";
import { compareStandings, describeLine } from "./standings-diff.js";

describe("compareStandings: what a correction changed", () => {
  const a = { id: "a", name: "Anna", rank: 1, vp: 2, diff: 15 };
  const b = { id: "b", name: "Bob", rank: 2, vp: 0, diff: -15 };
  it("lists only the players whose place, VP or diff moved", () => {
    const a2 = { ...a, rank: 2, vp: 0, diff: -10 };
    const b2 = { ...b, rank: 1, vp: 2, diff: 10 };
    const c = { id: "c", name: "Carl", rank: 3, vp: 0, diff: 0 };
    expect(compareStandings([a, b, c], [b2, a2, c])).toEqual([
      { id: "b", name: "Bob", before: b, after: b2 },
      { id: "a", name: "Anna", before: a, after: a2 },
    ]);
  });
  it("nothing changed → no lines", () => {
    expect(compareStandings([a, b], [a, b])).toEqual([]);
  });
  it("writes a line as #rank VP(±diff)", () => {
    expect(describeLine(b)).toBe("#2 0(-15)");
    expect(describeLine(undefined)).toBe("—");
  });
});
