import { describe, expect, it } from "vitest";
import { computeSosWithoutLowest } from "./sos-dropped.js";

describe("K7 (a) SoS without the k lowest entries", () => {
  const entries = [4, 2, 6, 2];
  it.each([
    [0, 14],
    [1, 12],
    [2, 10],
    [3, 6],
    [4, 0],
    [5, 0],
  ])("k = %i → %i", (k, expected) => {
    expect(computeSosWithoutLowest(entries, k)).toBe(expected);
  });

  it("does not change the entries it is given", () => {
    const kept = [3, 1, 2];
    computeSosWithoutLowest(kept, 1);
    expect(kept).toEqual([3, 1, 2]);
  });
});
