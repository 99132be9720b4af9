import { describe, expect, it } from "vitest";
import { computeGroupSizes, isOffNumbered } from "./group-sizes.js";

describe("M1 (OTE 2.4): group sizes", () => {
  it.each([
    [2, [2]],
    [3, [3]],
    [4, [4]],
    [5, [2, 3]],
    [6, [3, 3]],
    [7, [4, 3]],
    [8, [4, 4]],
    [9, [3, 3, 3]],
    [10, [4, 3, 3]],
    [11, [4, 4, 3]],
    [14, [4, 4, 3, 3]],
  ])("M1 (2.41, 2.42): %d players → %j", (n, sizes) => {
    expect(computeGroupSizes(n)).toEqual(sizes);
  });

  it("one player (or none) forms no game", () => {
    expect(computeGroupSizes(1)).toEqual([]);
    expect(computeGroupSizes(0)).toEqual([]);
  });

  it("2.41 for every n from 2 to 300 except 5: seats everyone, as many threes as possible, fours only to absorb the rest", () => {
    for (let n = 2; n <= 300; n++) {
      const sizes = computeGroupSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      if (n === 5 || n === 2) continue;
      expect(sizes.every((s) => s === 3 || s === 4)).toBe(true);
      expect(sizes.length).toBe(Math.floor(n / 3));
      expect(sizes.filter((s) => s === 4).length).toBe(n % 3);
      // off-numbered games are listed first: 2.61 and 2.72 fill them first
      expect(sizes).toEqual([...sizes].sort((a, b) => Number(isOffNumbered(b)) - Number(isOffNumbered(a))));
    }
  });

  it("2.0: off-numbered games are the four- and two-player games", () => {
    expect([2, 3, 4].map(isOffNumbered)).toEqual([true, false, true]);
  });
});
