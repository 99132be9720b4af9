// The JSON the pages read, as DESIGN.md's HTTP contract gives it (GET /api/events/{id},
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

/** GET /api/events/{id}: the results file (SPEC §6) with score and standings. */
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

/** One current table of GET /api/events/{id}/pairings. */
export interface TableJson {
  readonly gameId: number;
  readonly table: number;
  readonly stage?: string;
  readonly set?: string;
  readonly players: readonly SeatJson[];
  readonly result?: Readonly<Record<string, unknown>> | null;
  readonly reportedBy?: string | null;
  readonly acceptedBy?: readonly string[];
  readonly isStanding?: boolean;
  /** R6: the player who said the reported result is wrong; the TD decides. */
  readonly disputedBy?: string | null;
  /** What the disputing player reported himself, when both reported. */
  readonly disputedResult?: Readonly<Record<string, unknown>>;
}

export interface PairingsJson {
  readonly round: number | null;
  readonly game: number | null;
  readonly final?: boolean;
  /** F5: the TD finished the event. */
  readonly finished?: boolean;
  readonly pairings: readonly TableJson[];
  readonly byes?: readonly string[];
  readonly sittingOut?: readonly string[];
}

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

/** GET /api/play/{token}: the player's event, current table, opponent(s) and side. */
export interface PlayJson {
  readonly event: {
    readonly id: string;
    readonly name: string;
    readonly date?: string;
    readonly game: GameName;
    readonly rules?: ProfileName;
  };
  readonly player: { readonly id: string; readonly name: string; readonly status?: string };
  readonly round: number | null;
  readonly game: number | null;
  readonly table: TableJson | null;
  readonly side: Side | null;
  readonly opponents: readonly (SeatJson & { readonly name?: string })[];
  readonly bye?: boolean;
  /** The current pairing is the final (F1, M5), and who plays it. */
  readonly final?: boolean;
  readonly finalists?: readonly { readonly id: string; readonly name: string }[];
  readonly games: readonly TableJson[];
}

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

/** `ratings show --json` (DESIGN.md CLI contract), from GET /api/ratings. */
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
