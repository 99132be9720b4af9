// K7: "R = Swiss game numbers played so far". A game number is one game for every player:
// in allegiance rounds (A1) a round is two games, so round 3 game 1 is game number 5. The
// games per round are read from the records (the highest `game` of a Swiss record: 2 in
// allegiance rounds, 1 in one-deck Swiss), not assumed, and R is the highest game number played.
import type { GameRecord } from "../../results-file/schema.js";

/** K5/K7: only Swiss games count for the standings (finals and tiebreak games do not). */
export function isSwissGame(record: GameRecord): boolean {
  return record.stage === undefined || record.stage === "swiss";
}

export interface GameNumbering {
  /** R: the highest Swiss game number played so far. */
  readonly played: number;
  /** The game number (1..R) of a Swiss game record. */
  numberOf(record: Pick<GameRecord, "round" | "game">): number;
}

export function computeGameNumbering(records: readonly GameRecord[]): GameNumbering {
  const swiss = records.filter(isSwissGame);
  const gamesPerRound = Math.max(1, ...swiss.map((record) => record.game));
  const numberOf = (record: Pick<GameRecord, "round" | "game">) =>
    (record.round - 1) * gamesPerRound + record.game;
  return { played: Math.max(0, ...swiss.map(numberOf)), numberOf };
}
