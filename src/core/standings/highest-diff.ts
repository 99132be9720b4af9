// SW-PC Ending the Tournament, K3: the highest single-game differential (a bye is a game of +0).
import type { EventStats } from "./player-stats.js";
import { splitByKey, type Tiebreaker } from "./tiebreaker.js";

/** Below any real differential, for a player who has no game yet. */
const NO_GAME = -1_000_000;

export function highestSingleGameDiff(id: string, stats: EventStats): number {
  const games = stats.players.get(id)?.games ?? [];
  return games.reduce((best, game) => Math.max(best, game.diff), NO_GAME);
}

export const highestDiff: Tiebreaker = {
  name: "highestDiff",
  rule: "K3",
  label: "highest single-game differential",
  split: (group, stats) => ({ groups: splitByKey(group, (id) => highestSingleGameDiff(id, stats)) }),
  value: (id, stats) => {
    const best = highestSingleGameDiff(id, stats);
    return best === NO_GAME ? undefined : best;
  },
};
