// What every manage view reads: the event's results file, the current pairing and the standings
// (docs/server.md), and one way to send a command and refresh.
import type { EventInfo, PlayerEntry } from "../../../src/core/results-file/schema.js";
import type { Seat } from "../../../src/core/events.js";
import type { StandingJson } from "../../shared/types.js";
import { playerName } from "../../../src/core/players/standing-line.js";

export interface ScoredGame {
  /** What commands name the game by (CorrectResult); absent only from an older server. */
  readonly gameId?: number;
  readonly round: number;
  readonly game: number;
  readonly table?: number;
  readonly stage?: string;
  readonly set?: string;
  readonly players: readonly Seat[];
  readonly result: Readonly<Record<string, unknown>>;
  readonly score?: readonly {
    readonly id: string;
    readonly vp: number;
    readonly diff: number;
    readonly ip?: number;
  }[];
  readonly deckCheckFailure?: string;
  readonly note?: string;
}

export interface EventFile {
  readonly event: EventInfo & { readonly options?: Record<string, unknown> };
  readonly players: readonly PlayerEntry[];
  readonly games: readonly ScoredGame[];
  readonly standings?: readonly StandingJson[];
}

// One shape of a standings line for the console and the public pages.
export type { StandingJson } from "../../shared/types.js";

// The server's view types (src/core/views/types.ts), not re-declared here.
export type { PairingsView, TableView } from "../../../src/core/views/types.js";
import type { PairingsView } from "../../../src/core/views/types.js";

export interface StandingsView {
  readonly standings: readonly StandingJson[];
  readonly complete?: boolean;
}

export interface ManageContext {
  readonly eventId: string;
  readonly file: EventFile;
  readonly pairings: PairingsView | undefined;
  readonly standings: StandingsView | undefined;
  /** Sends one core command; resolves true when it was accepted, shows the error otherwise. */
  readonly run: (command: Record<string, unknown>, done?: string) => Promise<boolean>;
  readonly nameOf: (id: string) => string;
  readonly names: ReadonlyMap<string, string>;
}

/** docs/rules.md §6's display name: the core's one rule. */
export { playerName };
