import type { ScoreEntry, ScoredGame } from "../types.js";
import { formatScore } from "./outcomes.js";

/** SW-PC Championship Level Event Rules, S7: the differential a failed deck check imposes. */
export const DECK_CHECK_DIFFERENTIAL = 30;

/** S7: a loss by 30 or more differential stands as it is. */
export function isDeckCheckLossStanding(own: ScoreEntry): boolean {
  return own.vp === 0 && own.diff <= -DECK_CHECK_DIFFERENTIAL;
}

/**
 * S7: the game as a full loss for the violator, 0(-30), and a full win for his opponent
 * (fullWinVp, +30); a bye he took becomes 0(-30) with nobody to credit. In the score's order.
 */
export function toDeckCheckLossScore(
  score: readonly ScoreEntry[],
  violator: string,
  fullWinVp: number,
): ScoreEntry[] {
  return score.map((entry) =>
    entry.id === violator
      ? { ...entry, vp: 0, diff: -DECK_CHECK_DIFFERENTIAL }
      : { ...entry, vp: fullWinVp, diff: DECK_CHECK_DIFFERENTIAL },
  );
}

/**
 * S7: the violator's previous game becomes a full loss. A loss by 30 or more stands;
 * anything else becomes violator 0(-30), opponent 2(+30). A bye the violator took becomes 0(-30).
 */
export function applyDeckCheckFailure(scored: ScoredGame, violator: string, fullWinVp: number): ScoredGame {
  const own = scored.score.find((entry) => entry.id === violator);
  if (own && scored.winner !== undefined && scored.winner !== violator && isDeckCheckLossStanding(own)) {
    return {
      ...scored,
      explanation: `${scored.explanation}; S7: ${violator} failed a deck check but had already lost by ${-own.diff}, the result stands`,
    };
  }
  const score = toDeckCheckLossScore(scored.score, violator, fullWinVp);
  const opponent = score.find((entry) => entry.id !== violator);
  return {
    score,
    outcome: "full",
    ...(opponent && { winner: opponent.id }),
    explanation: `S7: ${violator} failed a deck check; the game becomes a full loss ${formatScore(0, -DECK_CHECK_DIFFERENTIAL)}${opponent ? `, ${opponent.id} ${formatScore(fullWinVp, DECK_CHECK_DIFFERENTIAL)}` : ""} (was: ${scored.explanation})`,
  };
}
