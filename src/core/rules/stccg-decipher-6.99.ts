import { ok } from "../errors.js";
import { clamp, DEFAULT_STAR_TREK_VP } from "./star-trek.js";
import { makeStarTrekProfile } from "./star-trek-profile.js";

/** DEC "Unique to Star Trek CCG": scores count as 0..100 for differential only (T1). */
const DECIPHER_CAP = 100;

/** docs/rules.md §1: Star Trek CCG First Edition under Decipher's guide 6.99. */
export const stccgDecipher = makeStarTrekProfile({
  name: "stccg-decipher-6.99",
  games: ["stccg1e"],
  cap: () => ok(DECIPHER_CAP),
  vp: () => DEFAULT_STAR_TREK_VP,
  differential(game, cap) {
    const winner = clamp(game.winnerPoints, 0, cap);
    const loser = clamp(game.loserPoints, 0, cap);
    const clamped =
      winner !== game.winnerPoints || loser !== game.loserPoints ? ` (clamped to ${winner}-${loser})` : "";
    // T4 and its Decision: both ≥ 100, both ≤ 0, or any altered-victory win not ahead → +1/-1.
    if (winner - loser <= 0)
      return { diff: 1, why: `T4: clamped difference ${winner - loser}${clamped} → +1/-1` };
    return { diff: winner - loser, why: `T1: ${winner} − ${loser}${clamped}` };
  },
  earnedByeDiff: () => undefined,
  rules: { external: "T9", forfeit: "T6", tie: "T5", quit: "T9", bye: "T9" },
});
