import { headToHead } from "./head-to-head.js";
import { highestDiff } from "./highest-diff.js";
import { strengthOfSchedule } from "./strength-of-schedule.js";
import { tiebreakGame } from "./tiebreak-game.js";
import type { Tiebreaker, TiebreakerName } from "./tiebreaker.js";

/** Every guide tiebreaker, keyed by name (docs/architecture.md: typed registries). */
export const TIEBREAKERS: { readonly [N in TiebreakerName]: Tiebreaker & { readonly name: N } } = {
  tiebreakGame: tiebreakGame as Tiebreaker & { readonly name: "tiebreakGame" },
  headToHead: headToHead as Tiebreaker & { readonly name: "headToHead" },
  highestDiff: highestDiff as Tiebreaker & { readonly name: "highestDiff" },
  strengthOfSchedule: strengthOfSchedule as Tiebreaker & { readonly name: "strengthOfSchedule" },
};
