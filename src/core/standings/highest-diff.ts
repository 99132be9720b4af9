// SW-PC Ending the Tournament, K3: the highest single-game differential (a bye is a game of +0).
import { NO_GAME } from "./player-stats.js";
import { splitByKey, type Tiebreaker } from "./tiebreaker.js";

export const highestDiff: Tiebreaker = {
  name: "highestDiff",
  rule: "K3",
  label: "highest single-game differential",
  split: (group, stats) => ({ groups: splitByKey(group, stats.highestDiff) }),
  values: (stats) => Array.from(stats.highestDiff, (best) => (best === NO_GAME ? undefined : best)),
};
