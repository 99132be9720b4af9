// The JSON the server returns for an event's views (docs/server.md): declared once, here, so the
// server's view functions return exactly these types and the web imports them instead of
// re-declaring them (web/ may import src/core only; docs/architecture.md, "The flow of a view").
// views.types.test.ts fails when the web's names drift from these.
import type { Seat } from "../events.js";
import type { PairingDocument } from "../pairing-document.js";
import type { ResultsFile } from "../results-file/schema.js";
import type { GameName, PlayerStatus, ProfileName } from "../games.js";
import type { DeckCheckEntry } from "../tournament/state.js";
import type { TimerState } from "../event-rules/timer.js";
import type { RoundTimerView } from "../tournament/decide-timer.js";
import type { ScoreEntry } from "../rules/types.js";
import type { Readmission } from "../ote/types.js";

/** A game of `GET /api/events/{id}`: the results file's game plus the id commands name it by. */
export type EventFileGame = ResultsFile["games"][number] & { readonly gameId: number };

/** GET /api/events/{id}: the results file with score and standings (docs/rules.md §6). */
export type EventFileView = Omit<ResultsFile, "games"> & { readonly games: readonly EventFileGame[] };

/** One table of the current pairing, or one of a player's games. */
export interface TableView {
  readonly gameId: number;
  readonly table: number;
  readonly stage: string;
  readonly set?: string;
  /**
   * On the Edge: the players of this table who lost a game in an earlier round, with that round
   * (OTE 2.0); they score on the inactive scale (E2), a re-admitted finalist included (M6).
   * Absent when nobody at the table has lost before. The page's preview scores with it.
   */
  readonly lostIn?: Readonly<Record<string, number>>;
  readonly players: readonly Seat[];
  /** The result as reported (R6), standing or not; null while nobody has reported. */
  readonly result: Readonly<Record<string, unknown>> | null;
  readonly reportedBy: string | null;
  readonly acceptedBy: readonly string[];
  /** true once the result stands: entered by staff, or accepted by every player (R6). */
  readonly isStanding: boolean;
  /** R6: the player who said the reported result is wrong (staff decide); null otherwise. */
  readonly disputedBy: string | null;
  /** What the disputing player reported himself, when both reported different results. */
  readonly disputedResult?: Readonly<Record<string, unknown>>;
  /**
   * S7: the player whose failed deck check turned this game into a full loss; the profile scores
   * the result with it (a bye becomes 0(-30)), as the standings do.
   */
  readonly deckCheckFailure?: string;
}

/**
 * GET /api/events/{id}/pairings: the pairing JSON of `pair EVENT --json` (one writer,
 * src/core/pairing-document.ts), extended: each table with its result and who accepted it, each
 * bye with its game id, and `final` for every event.
 */
export interface PairingsView extends Omit<PairingDocument, "round" | "game" | "system" | "pairings"> {
  /** null before the first pairing. */
  readonly round: number | null;
  readonly game: number | null;
  /** Absent before the first pairing. */
  readonly system?: string;
  /** Absent before the first pairing. */
  readonly final?: boolean;
  /** The document's tables (table, gameId, players, On the Edge's set) with the live fields. */
  readonly pairings: readonly TableView[];
  readonly byeGameIds: Readonly<Record<string, number>>;
  /** F5: the TD finished the event (the route adds it from the state; absent from older servers). */
  readonly finished?: boolean;
}

/** GET /api/events/{id}/trace: every pairing with how it was made. */
export interface TraceView {
  readonly seed: string | null;
  readonly pairings: readonly {
    readonly pairing: number;
    readonly round: number;
    readonly game: number;
    readonly system: string;
    readonly final: boolean;
    readonly gameIds: readonly number[];
    readonly trace: readonly string[];
  }[];
}

/** GET /api/play/{token}: the player's event, current table, opponent(s) and side. */
export interface PlayerPageView {
  readonly event: {
    readonly id: string;
    readonly name: string;
    readonly date: string;
    readonly game: GameName;
    /** The rule profile the page scores a report with (its game's default when the event names none). */
    readonly rules: ProfileName;
  };
  readonly player: { readonly id: string; readonly name: string; readonly status: PlayerStatus };
  readonly round: number | null;
  readonly game: number | null;
  readonly table: TableView | null;
  readonly side: Seat["side"] | null;
  readonly opponents: readonly (Seat & { readonly name: string })[];
  readonly bye: boolean;
  /** The current pairing is the final (F1, M5), and who plays it. */
  readonly final: boolean;
  readonly finalists?: readonly { readonly id: string; readonly name: string }[];
  readonly games: readonly TableView[];
}

/** GET /api/events/{id}/deck-checks: R7/S7 checks as recorded, and who failed one (staff). */
export interface DeckChecksView {
  readonly deckChecks: readonly DeckCheckEntry[];
  readonly failed: readonly string[];
  /** R7: what this check point's draw is made from, frozen when it began (deck-check-point.ts). */
  readonly checkPoint: {
    readonly afterPairing: number;
    readonly label: string;
    readonly players: readonly string[];
    readonly failedBefore: readonly string[];
  };
}

/** One line of the change log (R6), GET /api/events/{id}/audit and `handsdown log`: who did what, when. */
export interface ChangeLogLine {
  readonly version: number;
  readonly recordedAt: string;
  readonly actor?: string;
  readonly commandId?: string;
  readonly type: string;
  readonly what: string;
}

/**
 * GET /api/events/{id}/timer and `handsdown clock EVENT status --json` (R4/R5): the timer at the
 * reader's `now`, each extended table's time with its table number (0: unknown), and for screens
 * that run the clock themselves the folded timer (`state`; its `lastAt` is -Infinity, JSON null,
 * before the first event), its view (`timer`) and the extensions by table.
 */
export interface TimerPageView extends RoundTimerView {
  readonly tables: readonly (RoundTimerView["tables"][number] & { readonly table: number })[];
  readonly state: TimerState;
  readonly timer: Omit<RoundTimerView, "tables">;
  readonly extensions: readonly { readonly table: number; readonly gameId: number; readonly ms: number }[];
}

/**
 * One line of the standings (`standings --json`, GET /api/events/{id}/standings): the fixed
 * fields, then the tiebreak values by name (K6). Two-player events fill `gamesPlayed`, `record`
 * and `status` (docs/rules.md §3); On the Edge its places and Tournament Score (M8, E3).
 */
export interface StandingRowView {
  /** Shared places share a rank (1, 2, 2, 4); On the Edge: null for a disqualified player (M8). */
  readonly rank: number | null;
  readonly id: string;
  readonly name: string;
  readonly vp: number;
  /** Two-player events (K1); On the Edge ranks by Tournament Score instead. */
  readonly diff?: number;
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
  /** On the Edge 2.0: the player's set (active until he loses a game). */
  readonly set?: string;
  readonly [tiebreak: string]: unknown;
}

/** One game of the standings document, in input order, with its score as the standings count it. */
export interface StandingsGameView {
  readonly round: number;
  readonly game: number;
  readonly table?: number;
  readonly stage?: string;
  readonly set?: string;
  readonly players: readonly Seat[];
  readonly score: readonly ScoreEntry[] | undefined;
}

/** `standings --json` and GET /api/events/{id}/standings (docs/architecture.md, "Contracts"). */
export interface StandingsView {
  readonly games: readonly StandingsGameView[];
  readonly standings: readonly StandingRowView[];
  /** On the Edge (M8): whether every game is in, and the finalists re-admitted (E2). */
  readonly complete?: boolean;
  readonly readmitted?: readonly Readmission[];
}

/** One line of `handsdown list --json` and GET /api/events (docs/architecture.md, "Contracts"). */
export interface EventSummary {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly game: string;
  readonly rules: string;
  readonly players: number;
  /** Games whose result stands (what the results file holds). */
  readonly games: number;
}
