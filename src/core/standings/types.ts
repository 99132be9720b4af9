import type { PlayerStatus } from "../games.js";

/** Wins, losses and ties, counted over Swiss games (K6). Byes count as wins and are also listed. */
export interface PlayerRecord {
  readonly wins: number;
  readonly losses: number;
  readonly ties: number;
  readonly byes: number;
}

/** One line of the standings (K6): rank, name, ID, VP(±diff), games, record, tiebreak values. */
export interface StandingRow {
  /** Shared places share a rank: 1, 2, 2, 4 (docs/architecture.md). */
  readonly rank: number;
  readonly id: string;
  readonly name: string;
  readonly vp: number;
  readonly diff: number;
  readonly gamesPlayed: number;
  readonly record: PlayerRecord;
  readonly status: PlayerStatus;
  /** The tiebreak values used, keyed by tiebreaker name (`sos`, `highestDiff`, …). */
  readonly tiebreaks: Readonly<Record<string, number | string | readonly number[]>>;
  /** Why this player is above the next one, when it took more than VP and diff. */
  readonly decidedBy?: string;
}

export interface Standings {
  readonly rows: readonly StandingRow[];
}
