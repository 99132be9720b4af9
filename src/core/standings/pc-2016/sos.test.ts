import { describe, expect, it } from "vitest";
import { computeSosEntries, sumOf } from "./sos.js";
import type { PlayedGame, PlayerTally } from "./tally.js";

const vs = (gameNumber: number, ...opponents: string[]): PlayedGame => ({
  gameNumber,
  opponents,
  vp: 0,
  diff: 0,
  outcome: "full",
});
const adjusted: Record<string, number> = { a: 6, b: 3, c: 8 };
const adjustedOf = (id: string) => adjusted[id]!;

describe("K7 SoS entries", () => {
  it("has one entry per game: the opponent's adjusted VP", () => {
    const player: PlayerTally = { id: "p", games: [vs(1, "a"), vs(2, "b"), vs(3, "c")] };
    expect(computeSosEntries(player, adjustedOf, 3)).toEqual([6, 3, 8]);
  });

  it("counts a rematch again (K7: 'a rematch counts again')", () => {
    const player: PlayerTally = { id: "p", games: [vs(1, "a"), vs(2, "a")] };
    expect(sumOf(computeSosEntries(player, adjustedOf, 2))).toBe(12);
  });

  it("counts a bye ⌊R/2⌋: R = 5 → 2", () => {
    const player: PlayerTally = { id: "p", games: [vs(1), vs(2, "c")] };
    expect(computeSosEntries(player, adjustedOf, 5)).toEqual([2, 8]);
  });

  it("is empty for a player without games", () => {
    expect(computeSosEntries({ id: "p", games: [] }, adjustedOf, 4)).toEqual([]);
  });
});
