// S7 (SW-PC Championship Level, Deck Lists – Deck Checks): what a failed deck check does.
// This module decides and describes; the rescoring itself is the rule profile's, through the
// game's `deckCheckFailure` field (docs/rules.md §6), so there stays one scoring function.
import { fail, ok, type Result } from "../errors.js";
import type { DeckCheckFailureKind } from "../events.js";
import type { ScoreEntry } from "../rules/types.js";
import { isDeckCheckLossStanding, toDeckCheckLossScore } from "../rules/shared/deck-check.js";

/**
 * SW-PC names the failures: more cards than allowed, or cards other than the list's (penalised);
 * a deck simply missing cards may replace them without penalty.
 */

export interface PreviousGame {
  readonly round: number;
  readonly game: number;
  /** The game's score as it stands (from scoreGame). A bye has one entry. */
  readonly score: readonly ScoreEntry[];
}

export interface DeckCheckPenaltyInput {
  readonly violator: string;
  readonly kind: DeckCheckFailureKind;
  /** Failed (penalised) deck checks of this player earlier in the event. */
  readonly failuresBefore: number;
  /** The violator's game just before the check; absent before his first game. */
  readonly previousGame?: PreviousGame;
  /** false when the player cannot make his deck match his list. */
  readonly canMatchList?: boolean;
}

export type DeckCheckDecision =
  | { readonly action: "no-penalty"; readonly explanation: string }
  | { readonly action: "disqualify"; readonly explanation: string }
  | {
      readonly action: "result-stands" | "change-result";
      /** Set `deckCheckFailure` to the violator on this game (docs/rules.md §6); the profile rescores it. */
      readonly game: {
        readonly round: number;
        readonly game: number;
        readonly deckCheckFailure: string;
      } | null;
      readonly before: readonly ScoreEntry[];
      readonly after: readonly ScoreEntry[];
      readonly explanation: string;
    };

const S7 = "S7";

export function decideDeckCheckPenalty(input: DeckCheckPenaltyInput): Result<DeckCheckDecision> {
  if (!Number.isInteger(input.failuresBefore) || input.failuresBefore < 0) {
    return fail(
      "VALUE_OUT_OF_RANGE",
      "failuresBefore",
      S7,
      `expected a whole number ≥ 0, got ${input.failuresBefore}`,
    );
  }
  if (input.canMatchList === false) {
    return ok({
      action: "disqualify",
      explanation: `S7: ${input.violator} cannot match his deck to his deck list: disqualification`,
    });
  }
  if (input.kind === "missing-cards") {
    return ok({
      action: "no-penalty",
      explanation: `S7: ${input.violator}'s deck is only missing cards: he replaces them without penalty`,
    });
  }
  if (input.failuresBefore > 0) {
    return ok({
      action: "disqualify",
      explanation: `S7: second deck-check violation by ${input.violator}: disqualification`,
    });
  }
  const previous = input.previousGame;
  if (!previous) {
    return ok({
      action: "result-stands",
      game: null,
      before: [],
      after: [],
      explanation: `S7: ${input.violator} has no previous game to change; he must match his deck to his list`,
    });
  }
  const mine = previous.score.find((entry) => entry.id === input.violator);
  if (!mine)
    return fail(
      "UNKNOWN_PLAYER",
      "previousGame.score",
      S7,
      `${input.violator} did not play round ${previous.round} game ${previous.game}`,
    );
  if (previous.score.length > 2)
    return fail("WRONG_PLAYER_COUNT", "previousGame.score", S7, "S7 applies to two-player games");
  const opponent = previous.score.find((entry) => entry.id !== input.violator);
  const where = `round ${previous.round} game ${previous.game}`;
  const mark = { round: previous.round, game: previous.game, deckCheckFailure: input.violator };
  if (isDeckCheckLossStanding(mine)) {
    return ok({
      action: "result-stands",
      game: mark,
      before: previous.score,
      after: previous.score,
      explanation: `S7: ${input.violator} already lost ${where} by ${-mine.diff} (30 or more): the result stands`,
    });
  }
  // Decision: a bye as the previous game becomes a full loss 0(-30) with nobody to credit.
  // The same numbers the rule profile scores the game with (rules/shared/deck-check.ts), violator first.
  const after: ScoreEntry[] = toDeckCheckLossScore(
    [mine, ...(opponent ? [opponent] : [])],
    input.violator,
    2,
  ).map(({ id, vp, diff }) => ({ id, vp, diff }));
  const them = opponent ? `, ${opponent.id} ${show(opponent)} → 2(+30)` : "";
  return ok({
    action: "change-result",
    game: mark,
    before: previous.score,
    after,
    explanation: `S7: failed deck check — ${where} becomes a full loss: ${input.violator} ${show(mine)} → 0(-30)${them}`,
  });
}

function show(entry: ScoreEntry): string {
  return `${entry.vp}(${entry.diff >= 0 ? "+" : ""}${entry.diff})`;
}
