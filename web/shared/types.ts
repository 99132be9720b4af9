// The JSON the pages read, as docs/server.md gives it (GET /api/events/{id},
// /pairings, /standings, /api/play/{token}, /timer, /api/ratings…). Types only: no code.
import type { Side } from "../../src/core/games.js";
import type { TimerPageView } from "../../src/core/views/types.js";

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

// GET /api/events/{id}: the results file (docs/rules.md §6) with score and standings: the core's view.
export type { EventFileView as EventFileJson } from "../../src/core/views/types.js";

// The pairing views are the server's own types (src/core/views/types.ts), not re-declared here.
export type { TableView as TableJson, PairingsView as PairingsJson } from "../../src/core/views/types.js";

// The standings document is the core's (`standings --json`, GET /api/events/{id}/standings).
export type {
  StandingRowView as StandingJson,
  StandingsView as StandingsJson,
} from "../../src/core/views/types.js";

export type { PlayerPageView as PlayJson } from "../../src/core/views/types.js";

// GET /api/events/{id}/timer: the core's timer view (src/core/views/timer.ts) and the version.
export type TimerJson = TimerPageView & { readonly version?: number };

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
