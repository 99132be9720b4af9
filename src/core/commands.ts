// docs/architecture.md "Decider pattern": what a TD or a player asks for, in the imperative. decide() turns
// a command into events or a DomainError; the server validates the JSON shape at the edge, the
// decider checks the rules.
import type { DeckCheckFailureKind } from "./events.js";
import type { RawResult, Seat } from "./events.js";
import type { Side } from "./games.js";

/** R1: a player is registered by ID, or by name and birth date (the ID is then made from them). */
export interface PlayerInput {
  readonly id?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly name?: string;
  readonly birthDate?: string;
}

/** What ChangeEventSettings may change (the rest — game, rules, type, seed — makes the event). */
export interface EventSettings {
  readonly name?: string;
  readonly date?: string;
  readonly sanctioned?: boolean;
}

export type TournamentCommand =
  /** `event` is docs/rules.md §6's `event` object; the date defaults to today, the seed to the context's. */
  | { readonly type: "CreateEvent"; readonly event: unknown }
  /** docs/rules.md §6: a whole results file becomes an event (scores and standings are recomputed). */
  | { readonly type: "ImportResultsFile"; readonly file: unknown }
  | { readonly type: "RegisterPlayer"; readonly player: PlayerInput }
  | { readonly type: "CheckInPlayer"; readonly playerId: string }
  | { readonly type: "EnterLatePlayer"; readonly player: PlayerInput }
  | { readonly type: "DropPlayer"; readonly playerId: string; readonly reason?: string }
  /** S6: differential X is set by the TD (0..59 under SW-PC); used when he quits a paired game. */
  | {
      readonly type: "QuitPlayer";
      readonly playerId: string;
      readonly differential?: number;
      readonly beforePlay?: boolean;
    }
  | { readonly type: "DisqualifyPlayer"; readonly playerId: string; readonly reason: string }
  | { readonly type: "ReinstatePlayer"; readonly playerId: string }
  /** R2: a no-show taken off the list before game 1, as if never registered (not "dropped"). */
  | { readonly type: "RemovePlayer"; readonly playerId: string; readonly reason?: string }
  /** R1: a misspelled name or birth date corrected; before game 1 the ID made from them follows. */
  | { readonly type: "CorrectPlayer"; readonly playerId: string; readonly player: PlayerInput }
  /** Any system of docs/rules.md §2; `final` for the Final Confrontation (F1/F3), `topCut` for N2's cut. */
  | { readonly type: "PairNextGame"; readonly final?: boolean; readonly topCut?: number }
  /** TD override: two players of the current pairing change seats; logged with the reason. */
  | {
      readonly type: "SwapPlayers";
      readonly playerA: string;
      readonly playerB: string;
      readonly reason: string;
    }
  /** R6: `reportedBy` is the player entering it from his phone; absent when the TD enters it. */
  | {
      readonly type: "ReportResult";
      readonly gameId: number;
      readonly result: RawResult;
      readonly reportedBy?: string;
    }
  | { readonly type: "AcceptResult"; readonly gameId: number; readonly playerId: string }
  /**
   * R6: a player of the game says the reported result is wrong (he does not initial the card);
   * it waits for staff, whose ReportResult then decides it.
   */
  | { readonly type: "DisputeResult"; readonly gameId: number; readonly playerId: string }
  | {
      readonly type: "CorrectResult";
      readonly gameId: number;
      readonly result: RawResult;
      readonly reason: string;
    }
  /** F1: the higher seed's allegiance for Final Confrontation game 1; game 2 switches it. */
  | { readonly type: "ChooseFinalSide"; readonly gameId: number; readonly side: Side }
  /** F4: the second seed waives the Championship Level Final Confrontation (final-waiver.ts). */
  | { readonly type: "WaiveFinalConfrontation"; readonly playerId: string }
  | { readonly type: "UndoPairing" }
  | { readonly type: "RecordDeckList"; readonly playerId: string; readonly deckList: string }
  | {
      readonly type: "RecordDeckCheck";
      readonly playerId: string;
      readonly passed: boolean;
      readonly failure?: DeckCheckFailureKind;
      readonly canMatchList?: boolean;
    }
  /** K5: a game played by the whole tied group; it overrides K2–K4 for them. */
  | { readonly type: "RecordTiebreakerGame"; readonly players: readonly Seat[]; readonly result: RawResult }
  | { readonly type: "FinishEvent" }
  /** The settings that can change once the event exists: its name, its date, whether it is sanctioned. */
  | { readonly type: "ChangeEventSettings"; readonly settings: EventSettings }
  /** R4/R5: the round timer (decide-timer.ts); the instant is the context's `now`. */
  | { readonly type: "StartTimer"; readonly durationMs: number; readonly label?: string }
  | { readonly type: "PauseTimer" }
  | { readonly type: "ResumeTimer" }
  /** R5: stops the timer and clears it (a game timed wrongly, or the round is over early). */
  | { readonly type: "StopTimer" }
  /** R5: adds (positive) or removes (negative) time for every table. */
  | { readonly type: "AdjustTimer"; readonly deltaMs: number }
  /** R5: extra time for one table (a judge call, a delay), on top of the round's time. */
  | { readonly type: "ExtendTableTime"; readonly gameId: number; readonly deltaMs: number };

export type TournamentCommandType = TournamentCommand["type"];

/** The core has no clock and no randomness of its own: time and fresh values come in here. */
export interface DecideContext {
  /** ISO 8601: now, for defaults such as the event's date. */
  readonly now: string;
  /** A fresh seed for CreateEvent when the TD gives none (docs/rules.md §2: stored with the event). */
  readonly seed?: string;
}
