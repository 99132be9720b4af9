import { fail, ok } from "../errors.js";
import { clamp, resolveVp } from "./star-trek.js";
import { makeStarTrekProfile } from "./star-trek-profile.js";

const DEFAULT_CAP = 100;

/** docs/rules.md §1: Star Trek CCG 1E and 2E under the 2014 Organized Play ruling, with `cap`. */
export const stccgOpg2014 = makeStarTrekProfile({
  name: "stccg-opg-2014",
  games: ["stccg1e", "stccg2e"],
  cap: (options) => {
    const cap = options.cap ?? DEFAULT_CAP;
    if (!Number.isInteger(cap) || cap <= 0)
      return fail(
        "VALUE_OUT_OF_RANGE",
        "event.options.cap",
        "O1",
        "expected a positive whole number of points",
      );
    return ok(cap);
  },
  vp: (options) => resolveVp(options.vp),
  differential(game, cap) {
    // O5: a gameplay-based win or a deck-out win sets the winner's score to the cap, whatever it was.
    const isSetToCap = game.end === "gameplay" || game.end === "deck-out";
    const winner = isSetToCap ? cap : clamp(game.winnerPoints, 0, cap);
    const loser = clamp(game.loserPoints, 0, cap);
    const how = isSetToCap ? `O5: winner counts ${cap}` : `O1: clamped 0..${cap}`;
    // O3 applies after O5 (O7): a winner not ahead gets +1.
    if (winner - loser <= 0) return { diff: 1, why: `O3: winner's ${winner} not above ${loser} → +1/-1` };
    return { diff: winner - loser, why: `${how}, ${winner} − ${loser}` };
  },
  earnedByeDiff: (cap) => cap,
  rules: { external: "O4", forfeit: "O4, O7", tie: "O2", quit: "O7", bye: "O2" },
});
