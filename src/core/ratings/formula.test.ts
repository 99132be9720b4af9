import { describe, expect, it } from "vitest";
import { expectedShare, kOf, pointsAdjustment, rateGame, roundHalfUp } from "./formula.js";

describe("L2: Decipher's formula, the real-data note's worked example (1700 vs 1900, K 16)", () => {
  // 200/400 = 0.5; 10^0.5 = 3.162; 1/(1 + 3.162) = 0.2402 = EW; 16 × 0.2402 = 3.84 → PA 4.
  it("EW is 0.2402 and PA is 4", () => {
    expect(expectedShare(1700, 1900)).toBeCloseTo(0.2402, 3);
    expect(expectedShare(1900, 1700)).toBeCloseTo(0.2402, 3);
    expect(pointsAdjustment(expectedShare(1700, 1900), 16)).toBe(4);
  });
  it("a full win of the lower-rated player adds 16 − 4 = 12, with the explanation", () => {
    const { winner } = rateGame(1700, 1900, 16, false);
    expect(winner).toEqual({
      before: 1700,
      after: 1712,
      change: 12,
      why: "L2: 1700 vs 1900, K 16, EW 0.240, PA 4 → +12",
    });
  });
  it("a modified win adds half of 12 = 6", () => {
    expect(rateGame(1700, 1900, 16, true).winner.change).toBe(6);
  });
  it("a loss of the lower-rated player takes PA = 4", () => {
    const { loser } = rateGame(1900, 1700, 16, false);
    expect(loser).toEqual({
      before: 1700,
      after: 1696,
      change: -4,
      why: "L2: 1700 vs 1900, K 16, EW 0.240, PA 4 → -4",
    });
  });
  it("L2 Decision: the higher-rated player gains PA = 4 for a win and loses K − PA = 12 for a loss", () => {
    expect(rateGame(1900, 1700, 16, false).winner.change).toBe(4);
    expect(rateGame(1900, 1700, 16, true).winner.change).toBe(2); // half of 4
    expect(rateGame(1700, 1900, 16, false).loser.change).toBe(-12);
    // "any type of loss": the loser of a modified win loses the full amount
    expect(rateGame(1700, 1900, 16, true).loser.change).toBe(-12);
  });
});

describe("L2/L3: rounding and the minimum PA", () => {
  it("PA is at least 2 (800 points apart, K 16: EW 0.0099, 16 × 0.0099 = 0.16 → 2)", () => {
    expect(pointsAdjustment(expectedShare(1000, 1800), 16)).toBe(2);
    expect(rateGame(1800, 1000, 16, false).winner.change).toBe(2);
    expect(rateGame(1000, 1800, 16, false).winner.change).toBe(14);
  });
  it("PA and the half gain round half up (equal ratings, K 15: 7.5 → 8; modified 7/2 = 3.5 → 4)", () => {
    expect(roundHalfUp(7.5)).toBe(8);
    expect(roundHalfUp(3.5)).toBe(4);
    expect(roundHalfUp(3.49)).toBe(3);
    expect(pointsAdjustment(0.5, 15)).toBe(8);
    // equal ratings: the winner gains K − PA = 7, the loser (≥ 1600) loses PA = 8
    const full = rateGame(1700, 1700, 15, false);
    expect([full.winner.change, full.loser.change]).toEqual([7, -8]);
    expect(rateGame(1700, 1700, 15, true).winner.change).toBe(4);
  });
});

describe("L4 and L1: no loss below 1600, bounded 0..3000", () => {
  // 101/400 = 0.2525; EW = 1/(10^0.2525 + 1) = 0.3586; 16 × 0.3586 = 5.74 → PA 6
  it("a player rated 1599 who loses keeps 1599, and the explanation says why", () => {
    const { loser } = rateGame(1700, 1599, 16, false);
    expect(loser.after).toBe(1599);
    expect(loser.why).toBe("L2: 1599 vs 1700, K 16, EW 0.359, PA 6 → -6; L4: below 1600, no loss → 0");
  });
  it("a player rated exactly 1600 does lose", () => {
    // 100/400 = 0.25; EW = 1/(10^0.25 + 1) = 0.3599; 16 × 0.3599 = 5.76 → PA 6
    expect(rateGame(1700, 1600, 16, false).loser.after).toBe(1594);
  });
  it("a win never goes above 3000", () => {
    const { winner } = rateGame(2995, 2995, 64, false);
    expect(winner.after).toBe(3000);
    expect(winner.why).toContain("L1: capped at 3000");
  });
});

describe("L3: K by level or options.k", () => {
  it.each([
    [undefined, 16],
    [{}, 16],
    [{ level: "local" as const }, 16],
    [{ level: "territorial" as const }, 32],
    [{ level: "continental" as const }, 48],
    [{ level: "worlds" as const }, 64],
    [{ level: "worlds" as const, k: 20 }, 20],
  ])("%j → K %i", (options, k) => {
    expect(kOf(options)).toBe(k);
  });
});
