import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../results-file/schema.js";
import { computeGameNumbering, isSwissGame } from "./game-numbers.js";

const game = (round: number, gameInRound: number, stage?: GameRecord["stage"]): GameRecord => ({
  round,
  game: gameInRound,
  players: [{ id: "a" }, { id: "b" }],
  result: {},
  ...(stage && { stage }),
});

describe("K7 R: Swiss game numbers played so far", () => {
  it("numbers allegiance games (round - 1) * 2 + game (A1: a round is two games)", () => {
    const records = [game(1, 1), game(1, 2), game(2, 1), game(2, 2), game(3, 1)];
    const numbering = computeGameNumbering(records);
    expect(records.map((r) => numbering.numberOf(r))).toEqual([1, 2, 3, 4, 5]);
    expect(numbering.played).toBe(5);
  });

  it("numbers one-deck Swiss rounds 1, 2, 3 (one game per round, docs/rules.md §2)", () => {
    const numbering = computeGameNumbering([game(3, 1), game(1, 1), game(2, 1), game(1, 1)]);
    expect(numbering.played).toBe(3);
    expect(numbering.numberOf({ round: 3, game: 1 })).toBe(3);
  });

  it("counts only Swiss games (K5: finals and tiebreak games do not count)", () => {
    const records = [game(1, 1), game(1, 2, "swiss"), game(2, 1, "final"), game(2, 2, "tiebreak")];
    expect(records.map(isSwissGame)).toEqual([true, true, false, false]);
    expect(computeGameNumbering(records.filter(isSwissGame)).played).toBe(2);
  });

  it("reads the games per round from the records: round 2 game 1 is 2 while no round had a game 2, 3 once one had", () => {
    expect(computeGameNumbering([game(1, 1), game(2, 1)]).played).toBe(2);
    expect(computeGameNumbering([game(1, 1), game(1, 2), game(2, 1)]).played).toBe(3);
  });

  it("counts a game number nobody has a record for: R is the highest game number (K7)", () => {
    const numbering = computeGameNumbering([game(1, 1), game(1, 2), game(3, 1)]);
    expect(numbering.played).toBe(5);
    expect(numbering.numberOf({ round: 3, game: 1 })).toBe(5);
  });

  it("is 0 before any game", () => {
    expect(computeGameNumbering([]).played).toBe(0);
  });
});
