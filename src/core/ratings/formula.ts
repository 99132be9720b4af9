// L2–L4: Decipher's published Elo formula for one game (DEC I.E; quoted in
// ../shared/real-data/elo-ratings-decipher-and-continuing-committee.md):
//   X = |Ra − Rb| / 400, EW = 1 / (10^X + 1) (the lower-rated player's expected share),
//   PA = round(EW × K), at least 2. The lower-rated player gains K − PA for a full win, half of
//   it for a modified win, and loses PA for any loss. Decision (L2): the higher-rated player
//   gains PA for a full win (half for a modified win) and loses K − PA for any loss.
// Ratings are whole numbers within 0..3000 (L1); a rating below 1600 never goes down (L4).

export const START_RATING = 1500; // L1
export const MIN_RATING = 0; // L1, DEC I.E: "a number between 0 and 3000"
export const MAX_RATING = 3000;
export const NO_LOSS_BELOW = 1600; // L4
export const MIN_PA = 2; // L2

/** L3: K by event level (Decipher's levels 1–4). */
export const K_BY_LEVEL = { local: 16, territorial: 32, continental: 48, worlds: 64 } as const;
export type EventLevel = keyof typeof K_BY_LEVEL;

/** L3: `event.options.k` wins; otherwise the level's K; an event without a level is local. */
export function kOf(options: { readonly level?: EventLevel; readonly k?: number } | undefined): number {
  return options?.k ?? K_BY_LEVEL[options?.level ?? "local"];
}

/** L3: halves (PA, the half gain of a modified win) round half up. */
export function roundHalfUp(value: number): number {
  // The 1e-9 keeps 3.5 (computed as 3.4999999…) from rounding down.
  return Math.floor(value + 0.5 + 1e-9);
}

/** L2: EW, the lower-rated player's expected share of the game (0.5 for equal ratings). */
export function expectedShare(a: number, b: number): number {
  return 1 / (10 ** (Math.abs(a - b) / 400) + 1);
}

/** L2: PA = EW × K rounded half up, at least 2 (and never more than K). */
export function pointsAdjustment(ew: number, k: number): number {
  return Math.min(k, Math.max(MIN_PA, roundHalfUp(ew * k)));
}

export interface GameChange {
  readonly before: number;
  readonly after: number;
  readonly change: number;
  /** `L2: 1700 vs 1900, K 16, EW 0.240, PA 4 → +12` */
  readonly why: string;
}

export interface RatedPair {
  readonly winner: GameChange;
  readonly loser: GameChange;
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function bounded(rating: number): number {
  return Math.min(MAX_RATING, Math.max(MIN_RATING, rating));
}

interface Adjustment {
  readonly ew: number;
  readonly pa: number;
  /** What a full win gives the winner (K − PA or PA, by who is the lower-rated). */
  readonly fullGain: number;
  readonly gain: number;
  readonly loss: number;
  readonly winnerAfter: number;
  readonly loserAfter: number;
}

function adjust(winnerBefore: number, loserBefore: number, k: number, isModified: boolean): Adjustment {
  const ew = expectedShare(winnerBefore, loserBefore);
  const pa = pointsAdjustment(ew, k);
  // Each side reads the formula as "you": the lower-rated side (both, for equal ratings) gains
  // K − PA for a win and loses PA; the higher-rated side gains PA and loses K − PA (L2 Decision).
  const fullGain = winnerBefore <= loserBefore ? k - pa : pa;
  const gain = isModified ? roundHalfUp(fullGain / 2) : fullGain;
  const loss = loserBefore <= winnerBefore ? pa : k - pa;
  const winnerAfter = bounded(winnerBefore + gain);
  // L4: a rating below 1600 never goes down.
  const loserAfter = loserBefore < NO_LOSS_BELOW ? loserBefore : bounded(loserBefore - loss);
  return { ew, pa, fullGain, gain, loss, winnerAfter, loserAfter };
}

/** The ratings after one game, without the explanations (what a rebuild needs; rateGame explains). */
export function ratingsAfter(
  winnerBefore: number,
  loserBefore: number,
  k: number,
  isModified: boolean,
): { readonly winnerAfter: number; readonly loserAfter: number } {
  return adjust(winnerBefore, loserBefore, k, isModified);
}

/**
 * One rated game (L2): the winner's and the loser's rating before it, K, and whether the win
 * was a modified win. With equal ratings EW is 0.5 from both sides; the winner is then read
 * as "you" of the quoted formula (gains K − PA, the loser loses PA).
 */
export function rateGame(
  winnerBefore: number,
  loserBefore: number,
  k: number,
  isModified: boolean,
): RatedPair {
  const { ew, pa, fullGain, gain, loss, winnerAfter, loserAfter } = adjust(
    winnerBefore,
    loserBefore,
    k,
    isModified,
  );
  const tail = `, K ${k}, EW ${ew.toFixed(3)}, PA ${pa} → `;

  let winnerNote = isModified ? ` (modified win: half of ${fullGain})` : "";
  if (winnerAfter !== winnerBefore + gain) winnerNote += `; L1: capped at ${MAX_RATING}`;
  const winner: GameChange = {
    before: winnerBefore,
    after: winnerAfter,
    change: winnerAfter - winnerBefore,
    why: `L2: ${winnerBefore} vs ${loserBefore}${tail}${signed(gain)}${winnerNote}`,
  };

  const loserNote =
    loserBefore < NO_LOSS_BELOW
      ? `; L4: below ${NO_LOSS_BELOW}, no loss → 0`
      : loserAfter !== loserBefore - loss
        ? `; L1: floored at ${MIN_RATING}`
        : "";
  const loser: GameChange = {
    before: loserBefore,
    after: loserAfter,
    change: loserAfter - loserBefore,
    why: `L2: ${loserBefore} vs ${winnerBefore}${tail}${signed(-loss)}${loserNote}`,
  };
  return { winner, loser };
}
