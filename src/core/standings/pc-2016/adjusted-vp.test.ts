import { describe, expect, it } from "vitest";
import { computeAdjustedVp, computeByeValue } from "./adjusted-vp.js";
import type { PlayedGame, PlayerTally } from "./tally.js";

const played = (gameNumber: number, vp: number, opponents: string[] = ["x"]): PlayedGame => ({
  gameNumber,
  opponents,
  vp,
  diff: 0,
  outcome: opponents.length === 0 ? "bye" : vp === 2 ? "full" : "modified",
});
const tally = (...games: PlayedGame[]): PlayerTally => ({ id: "p", games });

describe("K7 adjusted VP", () => {
  it("is the VP won when the player played every game number", () => {
    expect(computeAdjustedVp(tally(played(1, 2), played(2, 0), played(3, 2), played(4, 2)), 4)).toBe(6);
  });

  it("adds 1 per game number without a game (drop): 1 win in 2 games, dropped, R = 8 → 2 + 6", () => {
    expect(computeAdjustedVp(tally(played(1, 2), played(2, 0)), 8)).toBe(8);
  });

  it("adds 1 per game number without a game (late entry): missed 1-2, won 1 of 4, R = 6 → 2 + 2", () => {
    expect(computeAdjustedVp(tally(played(3, 2), played(4, 0), played(5, 0), played(6, 0)), 6)).toBe(4);
  });

  it("is raised to ⌊R/2⌋: no win in 8 games → 4; no win in 3 games → 1", () => {
    const losses = (n: number) => tally(...Array.from({ length: n }, (_, i) => played(i + 1, 0)));
    expect(computeAdjustedVp(losses(8), 8)).toBe(4);
    expect(computeAdjustedVp(losses(3), 3)).toBe(1);
  });

  it("counts a bye as a game played with its 2 VP (S5)", () => {
    expect(computeAdjustedVp(tally(played(1, 2, []), played(2, 0)), 2)).toBe(2);
  });

  it("counts a modified win as the 1 VP won (K7 Decision)", () => {
    expect(computeAdjustedVp(tally(played(1, 1), played(2, 2), played(3, 1), played(4, 2)), 4)).toBe(6);
  });

  it("gives a registered player with no game R (every game number missed)", () => {
    expect(computeAdjustedVp(tally(), 5)).toBe(5);
  });

  it("values a bye at ⌊R/2⌋", () => {
    expect([1, 2, 5, 8].map(computeByeValue)).toEqual([0, 1, 2, 4]);
  });
});
