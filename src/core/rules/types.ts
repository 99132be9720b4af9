import type { Result } from "../errors.js";
import type { GameName, ProfileName, Side } from "../games.js";
import type { Ending } from "./shared/result-shape.js";

/** One player's line of a scored game: `VP(±diff)`, plus final Influence Points for On the Edge. */
export interface ScoreEntry {
  readonly id: string;
  readonly vp: number;
  readonly diff: number;
  readonly ip?: number;
}

/**
 * How the game ended, in the guides' words: full win, modified win (time, deck-out), true tie,
 * bye, quit or forfeit. Head-to-head (K2), ratings (L2) and deck checks (S7) read it.
 */
export type Outcome = "full" | "modified" | "tie" | "bye" | "earned-bye" | "quit" | "forfeit" | "placed";

export interface ScoredGame {
  readonly score: readonly ScoreEntry[];
  readonly outcome: Outcome;
  /** Absent for true ties (1 VP each) and byes. */
  readonly winner?: string;
  /** Set when a player quit (S6): the quitter is dropped from the rest of the event. */
  readonly quitter?: string;
  /** A quit before play began (S6), recorded for ratings (L4). */
  readonly beforePlay?: boolean;
  /** One line a TD can read, citing the rule: `S2: 65 Life Force capped at 59`. */
  readonly explanation: string;
}

export interface GamePlayer {
  readonly id: string;
  readonly side?: Side;
}

/** What a profile needs to score one game: who played and the raw result as the TD reported it. */
export interface GameInput {
  readonly players: readonly GamePlayer[];
  readonly result: unknown;
  /** On the Edge: the set the game was played in (E2). */
  readonly set?: "active" | "inactive";
  /**
   * On the Edge: the players of this game who lost a game in an earlier round, with the round of
   * their first loss (OTE 2.0). They score on the inactive scale (E2), re-admitted to the final
   * included (M6); src/core/ote/scale.ts works it out from the event's games.
   */
  readonly lostIn?: Readonly<Record<string, number>>;
  /** S7: the player whose failed deck check turns this game into a full loss. */
  readonly deckCheckFailure?: string;
}

/** Victory points per kind of result; docs/rules.md §1 makes them configurable per event. */
export interface VictoryPoints {
  readonly full: number;
  readonly modified: number;
  readonly tie: number;
  readonly bye: number;
}

export interface ScoringOptions {
  /** stccg-opg-2014: the points required to win (O1, default 100). */
  readonly cap?: number;
  /** stccg-opg-2014: VP per result (docs/rules.md §1 Decision). */
  readonly vp?: Partial<VictoryPoints>;
}

export interface RuleProfile {
  readonly name: ProfileName;
  /** The games an event may use this profile for. */
  readonly games: readonly GameName[];
  /** S7: the profile applies the failed-deck-check penalty (a Players Committee rule: swccg-pc-2.3.6). */
  readonly hasDeckCheckPenalty?: boolean;
  /**
   * The ways a game can end that a TD or a player reports, in the order a form offers them,
   * each with its shape and its fields' words (result-shape.ts `ending`): the result forms and
   * `handsdown report`'s short forms offer exactly these. Byes are the pairing's, not reported.
   */
  readonly endings: readonly Ending[];
  /**
   * The ending of a result whose short form fits several (Star Trek's points without `--end`):
   * undefined when the profile cannot tell.
   */
  guessEnd?(result: Readonly<Record<string, unknown>>, options: ScoringOptions): string | undefined;
  /** Scores one game. Errors name the field relative to the game (`result.lifeForce`). */
  score(game: GameInput, options: ScoringOptions): Result<ScoredGame>;
}
