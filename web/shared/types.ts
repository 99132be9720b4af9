// The JSON the pages read, as docs/server.md gives it (GET /api/events/{id},
// /pairings, /standings, /api/play/{token}, /timer, /api/ratings…). Types only: no code.
import type { GameName, ProfileName, Side } from "../../src/core/games.js";
import type { TimerState, TimerView } from "../../src/core/event-rules/timer.js";

export interface SeatJson {
  readonly id: string;
  readonly side?: Side;
}

export interface PlayerJson {
  readonly id: string;
  readonly name?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly status?: string;
}

/** GET /api/events/{id}: the results file (docs/rules.md §6) with score and standings. */
export interface EventFileJson {
  readonly event: {
    readonly name: string;
    readonly date: string;
    readonly game: GameName;
    readonly rules?: ProfileName;
    readonly type?: string;
    readonly options?: Readonly<Record<string, unknown>>;
  };
  readonly players: readonly PlayerJson[];
  readonly games?: readonly unknown[];
}

// The pairing views are the server's own types (src/core/views/types.ts), not re-declared here.
export type { TableView as TableJson, PairingsView as PairingsJson } from "../../src/core/views/types.js";

/** One line of `standings --json` (K6): the fixed fields, then tiebreak values by name. */
export interface StandingJson {
  readonly rank: number;
  readonly id: string;
  readonly name: string;
  readonly vp: number;
  readonly diff: number;
  readonly gamesPlayed?: number;
  readonly record?: {
    readonly wins: number;
    readonly losses: number;
    readonly ties: number;
    readonly byes: number;
  };
  readonly status?: string;
  readonly decidedBy?: string;
  readonly ip?: number;
  readonly tournamentScore?: number;
  readonly [tiebreak: string]: unknown;
}

export interface StandingsJson {
  readonly standings: readonly StandingJson[];
}

export type { PlayerPageView as PlayJson } from "../../src/core/views/types.js";

/**
 * GET /api/events/{id}/timer: the R5 timer at the server's `now` — the core's TimerView fields
 * (status, remainingMs, expiresAt, …) and each extended table's extra time, keyed by gameId.
 * The page also reads a folded TimerState under `state` (the same instant arithmetic).
 */
export interface TimerJson extends Partial<TimerView> {
  readonly now: number;
  readonly state?: TimerState;
  /** R5: per-table extra time, keyed by gameId; `table` is the number to show (0: unknown). */
  readonly tables?: readonly { readonly gameId: number; readonly extraMs: number; readonly table?: number }[];
}

/** `ratings show --json` (the contracts in docs/architecture.md), from GET /api/ratings. */
export interface RatingsJson {
  readonly pools: Readonly<
    Record<
      string,
      readonly {
        readonly rank?: number;
        readonly id: string;
        readonly name: string;
        readonly rating: number;
        readonly games: number;
      }[]
    >
  >;
}

/** `ratings player ID --json`, from GET /api/ratings/players/{id}. */
export interface RatingHistoryJson {
  readonly id: string;
  readonly name?: string;
  readonly history: readonly {
    readonly event: string;
    readonly date: string;
    readonly pool: string;
    readonly opponent: string;
    readonly opponentName?: string;
    readonly result?: string;
    readonly before: number;
    readonly after: number;
    readonly change: number;
    readonly why: string;
  }[];
}
