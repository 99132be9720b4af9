// DEC "Unique to Star Trek CCG", T8: bonus points that "do not count toward winning" are left
// out of the game score, both for the winner and for differential.

export type BonusRule =
  /** Intermix Ratio: bonus counts only up to the non-bonus points, so the score is at most double. */
  | "intermix-ratio"
  /** Altonian Brain Teaser and the like: the bonus does not count at all. */
  | "not-counted";

/** The score that counts: `35 + 50 bonus` under Intermix Ratio → 70 (DEC worked example). */
export function countedScore(nonBonus: number, bonus: number, rule: BonusRule): number {
  switch (rule) {
    case "intermix-ratio":
      return nonBonus + Math.min(bonus, Math.max(nonBonus, 0));
    case "not-counted":
      return nonBonus;
  }
}
