// SPEC K7: "R = Swiss game numbers played so far". A game number is one game for every player:
// in allegiance rounds (SPEC A1) a round is two games, so round 3 game 1 is game number 5.
// The numbers are taken from the records, not assumed: the distinct (round, game) pairs of the
// Swiss games, in order, are numbered 1, 2, 3, … — in allegiance rounds that is
// (round − 1) × 2 + game, in one-deck Swiss it is the round.
import type { GameRecord } from "../../results-file/schema.js";

/** K5/K7: only Swiss games count for the standings (finals and tiebreak games do not). */
export function isSwissGame(record: GameRecord): boolean {
  return record.stage === undefined || record.stage === "swiss";
}

export interface GameNumbering {
  /** R: how many Swiss game numbers have been played so far. */
  readonly played: number;
  /** The game number (1..R) of a Swiss game record. */
  numberOf(record: Pick<GameRecord, "round" | "game">): number;
}

const keyOf = (record: Pick<GameRecord, "round" | "game">): string => `${record.round}/${record.game}`;

export function computeGameNumbering(records: readonly GameRecord[]): GameNumbering {
  const pairs = new Map<string, readonly [number, number]>();
  for (const record of records) {
    if (isSwissGame(record)) pairs.set(keyOf(record), [record.round, record.game]);
  }
  const ordered = [...pairs.entries()].sort(([, a], [, b]) => a[0] - b[0] || a[1] - b[1]);
  const numbers = new Map(ordered.map(([key], index) => [key, index + 1]));
  return {
    played: ordered.length,
    numberOf: (record) => numbers.get(keyOf(record)) ?? 0,
  };
}
