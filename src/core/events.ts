// docs/architecture.md "Decider pattern": what happened, in the past tense. Every event's data is plain
// JSON (the store refuses anything else), so the log can be read by any tool. ADR 0004 explains
// the model; change an event's shape only with a new schema version and an upcaster.
import type { Side, Stage } from "./games.js";
import type { EventInfo, PlayerEntry } from "./results-file/schema.js";

/** A result as the TD or a player reports it (docs/rules.md §6 `games[].result`), validated by the profile. */
export type RawResult = Readonly<Record<string, unknown>>;

export interface Seat {
  readonly id: string;
  readonly side?: Side;
}

/** A game as the results file records it, before or after its result is in (no computed score). */
export interface GameFields {
  readonly round: number;
  readonly game: number;
  readonly table?: number;
  readonly stage?: Stage;
  readonly players: readonly Seat[];
  readonly result?: RawResult;
  readonly set?: "active" | "inactive";
  readonly deckCheckFailure?: string;
  readonly note?: string;
}

export interface PairedTable {
  readonly gameId: number;
  readonly table: number;
  readonly stage: Stage;
  readonly players: readonly Seat[];
  /** On the Edge (E2): the set the group plays in. */
  readonly set?: "active" | "inactive";
}

export interface PairedBye {
  readonly gameId: number;
  readonly player: Seat;
}

/** What the log records of a pairing (GamePaired); pairing-document.ts writes its JSON from it. */
export interface GamePairedData {
  readonly pairing: number;
  readonly round: number;
  readonly game: number;
  readonly system: string;
  readonly isFinal: boolean;
  readonly tables: readonly PairedTable[];
  readonly byes: readonly PairedBye[];
  /** On the Edge: a lone inactive player who cannot form a game sits out, unscored. */
  readonly sittingOut: readonly string[];
  readonly trace: readonly string[];
}

/** R6: a player's report that staff replaced before it stood. */
export interface ReplacedReport {
  readonly result: RawResult;
  readonly reportedBy: string;
  readonly disputedBy?: string;
}

/** The penalty a failed deck check carried (S7). */
/** R7/S7: how a failed deck check failed (S7 treats a deck that cannot match its list apart). */
export type DeckCheckFailureKind = "too-many-cards" | "cards-not-on-list" | "missing-cards";

export type DeckCheckPenalty = "none" | "game" | "disqualified";

export type TournamentEvent =
  | {
      readonly type: "EventCreated";
      readonly data: { readonly event: EventInfo; readonly isImported?: boolean };
    }
  | { readonly type: "PlayerRegistered"; readonly data: { readonly player: PlayerEntry } }
  | {
      readonly type: "LatePlayerEntered";
      /** R2: the Swiss games he missed count 0(+0) with no opponent; nothing is recorded for them. */
      readonly data: { readonly player: PlayerEntry; readonly missedGames: number };
    }
  | { readonly type: "PlayerCheckedIn"; readonly data: { readonly playerId: string } }
  | { readonly type: "PlayerDropped"; readonly data: { readonly playerId: string; readonly reason?: string } }
  | { readonly type: "PlayerQuit"; readonly data: { readonly playerId: string; readonly gameId?: number } }
  | {
      readonly type: "PlayerDisqualified";
      readonly data: { readonly playerId: string; readonly reason: string };
    }
  | { readonly type: "PlayerReinstated"; readonly data: { readonly playerId: string } }
  /** R2: taken off before game 1; nothing of the event refers to him any more. */
  | { readonly type: "PlayerRemoved"; readonly data: { readonly playerId: string; readonly reason?: string } }
  /**
   * R1: the player's entry as corrected (names, birth date); `player.id` differs from `playerId`
   * only before game 1, when the R1 ID made from the corrected name replaces the old one.
   */
  | {
      readonly type: "PlayerCorrected";
      readonly data: { readonly playerId: string; readonly player: PlayerEntry };
    }
  | { readonly type: "GamePaired"; readonly data: GamePairedData }
  | {
      readonly type: "PlayersSwapped";
      readonly data: {
        readonly players: readonly [string, string];
        readonly gameIds: readonly [number, number];
        readonly reason: string;
      };
    }
  | {
      readonly type: "FinalSideChosen";
      /** F1: `playerId` is the higher seed, who plays `side` in game 1; his opponent the other side. */
      readonly data: { readonly gameId: number; readonly playerId: string; readonly side: Side };
    }
  | {
      readonly type: "FinalConfrontationWaived";
      /** F4: the second seed, who waived it; F5 then places the first seed 1st and him 2nd. */
      readonly data: { readonly playerId: string };
    }
  | {
      readonly type: "PairingUndone";
      readonly data: { readonly pairing: number; readonly gameIds: readonly number[] };
    }
  | {
      readonly type: "ResultReported";
      /**
       * reportedBy: the player who entered it from his phone; absent when the TD entered it (R6).
       * replaces: staff decided a table whose player report did not stand yet (waiting or
       * disputed); what that report was, who made it and who disputed it, for the change log.
       */
      readonly data: {
        readonly gameId: number;
        readonly result: RawResult;
        readonly reportedBy?: string;
        readonly replaces?: ReplacedReport;
      };
    }
  | { readonly type: "ResultAccepted"; readonly data: { readonly gameId: number; readonly playerId: string } }
  | {
      readonly type: "ResultDisputed";
      /**
       * R6: `playerId` says the reported result is wrong; the TD decides. `result`: what he
       * reported himself, when both players reported different results.
       */
      readonly data: { readonly gameId: number; readonly playerId: string; readonly result?: RawResult };
    }
  | {
      readonly type: "ResultCorrected";
      readonly data: {
        readonly gameId: number;
        readonly result: RawResult;
        readonly previous: RawResult;
        readonly reason: string;
      };
    }
  | {
      readonly type: "GameRecorded";
      /** A finished game entered whole: from an imported results file, or a tiebreaker game (K5). */
      readonly data: { readonly gameId: number; readonly record: GameFields };
    }
  | {
      readonly type: "DeckListRecorded";
      readonly data: { readonly playerId: string; readonly deckList: string };
    }
  | {
      readonly type: "DeckCheckRecorded";
      readonly data: {
        readonly playerId: string;
        readonly passed: boolean;
        readonly failure?: DeckCheckFailureKind;
        readonly penalty: DeckCheckPenalty;
        /** S7: the game whose result the failure changes (its `deckCheckFailure`). */
        readonly gameId?: number;
        readonly explanation: string;
      };
    }
  | { readonly type: "EventFinished"; readonly data: Readonly<Record<string, never>> }
  /** Only the settings that changed, each with its new value. */
  | {
      readonly type: "EventSettingsChanged";
      readonly data: { readonly name?: string; readonly date?: string; readonly sanctioned?: boolean };
    }
  // R4/R5 (decide-timer.ts): `at` is the command's instant in ms since the epoch.
  | {
      readonly type: "TimerStarted";
      readonly data: { readonly at: number; readonly durationMs: number; readonly label?: string };
    }
  | { readonly type: "TimerPaused"; readonly data: { readonly at: number } }
  | { readonly type: "TimerResumed"; readonly data: { readonly at: number } }
  | { readonly type: "TimerAdjusted"; readonly data: { readonly at: number; readonly deltaMs: number } }
  /** R5: the TD stopped (reset) the timer; nothing shows until the next start. */
  | { readonly type: "TimerStopped"; readonly data: { readonly at: number } }
  | {
      readonly type: "TableTimeExtended";
      readonly data: { readonly at: number; readonly gameId: number; readonly deltaMs: number };
    };

export type TournamentEventType = TournamentEvent["type"];

export const TOURNAMENT_EVENT_TYPES: readonly TournamentEventType[] = [
  "EventCreated",
  "PlayerRegistered",
  "LatePlayerEntered",
  "PlayerCheckedIn",
  "PlayerDropped",
  "PlayerQuit",
  "PlayerDisqualified",
  "PlayerReinstated",
  "PlayerRemoved",
  "PlayerCorrected",
  "GamePaired",
  "PlayersSwapped",
  "FinalSideChosen",
  "FinalConfrontationWaived",
  "PairingUndone",
  "ResultReported",
  "ResultAccepted",
  "ResultCorrected",
  "GameRecorded",
  "DeckListRecorded",
  "DeckCheckRecorded",
  "EventFinished",
  "EventSettingsChanged",
  "TimerStarted",
  "TimerPaused",
  "TimerResumed",
  "TimerAdjusted",
  "TimerStopped",
  "TableTimeExtended",
  "ResultDisputed",
];

export function isTournamentEventType(type: string): type is TournamentEventType {
  return (TOURNAMENT_EVENT_TYPES as readonly string[]).includes(type);
}
