import type { Side, Stage } from "../games.js";

/** One seat of a pairing: the player and, in allegiance games, the side he plays. */
export interface PairedPlayer {
  readonly id: string;
  readonly side?: Side;
}

/** One table of the next game (docs/architecture.md `pair --json` contract). */
export interface Pairing {
  readonly table: number;
  readonly players: readonly PairedPlayer[];
}

/** Which procedure of docs/rules.md §2 paired the game; the trace names it too. */
export type PairingSystem =
  | "one-deck-swiss"
  | "allegiance-pc"
  | "allegiance-decipher"
  | "sealed-allegiance"
  | "final-confrontation"
  | "elimination"
  | "top-cut";

/** The next game of an event: what `handsdown pair FILE --json` prints. */
export interface NextPairing {
  readonly round: number;
  readonly game: number;
  readonly stage: Stage;
  readonly system: PairingSystem;
  /** Tables in order, top of the standings first. */
  readonly pairings: readonly Pairing[];
  readonly byes: readonly string[];
  /**
   * D1 sealed: the fixed allegiance of a bye player, so the TD can record it on the bye
   * (`players: [{id, side}]`) and the next game finds him in the right pile.
   */
  readonly byeSides?: Readonly<Record<string, Side>>;
  /** Lines a TD can read, each citing the rule applied ("5 had played 6 → paired with 7 (P3)"). */
  readonly trace: readonly string[];
}

/**
 * A standings order as pairing needs it: groups of players in rank order; the players of
 * one group are exactly tied (shared place), and pairing orders them at random (P2, A1).
 */
export type TieGroups = readonly (readonly string[])[];

/** A pair as the procedures build it, before tables are numbered: higher-ranked player first. */
export interface DraftPair {
  readonly a: PairedPlayer;
  readonly b: PairedPlayer;
}

/** What a procedure returns: pairs in table order, byes, and its trace lines. */
export interface Draft {
  readonly pairs: readonly DraftPair[];
  readonly byes: readonly string[];
  readonly trace: readonly string[];
}
