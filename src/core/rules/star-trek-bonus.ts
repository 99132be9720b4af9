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

/**
 * T8 in words, for the explanation line: what the bonus was, the limit it met and what counted.
 * DEC: "your non-bonus points plus your bonus points, up to a maximum of double your non-bonus
 * points" — so a TD sees why 35 + 50 bonus counts 70, not 85.
 */
export function describeBonus(id: string, nonBonus: number, bonus: number, rule: BonusRule): string {
  const counted = countedScore(nonBonus, bonus, rule);
  switch (rule) {
    case "intermix-ratio": {
      const limit = Math.max(nonBonus, 0);
      const within = bonus <= limit;
      return `T8: ${id} ${nonBonus} + ${bonus} bonus counts ${counted} (Intermix Ratio: bonus counts up to the non-bonus points, ${limit}, at most double${within ? "; within the limit" : `; ${bonus - limit} over the limit not counted`})`;
    }
    case "not-counted":
      return `T8: ${id} ${nonBonus} + ${bonus} bonus counts ${counted} (the bonus does not count toward winning)`;
  }
}
