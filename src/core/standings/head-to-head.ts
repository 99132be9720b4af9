// SW-PC Ending the Tournament, K2: head-to-head, with the Decision for three or more.
import type { EventStats } from "./player-stats.js";
import { splitByKeys, type Tiebreaker } from "./tiebreaker.js";

/** VP and diff a player took from his Swiss games against the given opponents. */
function scoreAgainst(i: number, opponents: ReadonlySet<number>, stats: EventStats): [number, number] {
  let vp = 0;
  let diff = 0;
  for (let g = stats.gameStart[i]!; g < stats.gameStart[i + 1]!; g++) {
    if (opponents.has(stats.opponent[g]!)) {
      vp += stats.gameVp[g]!;
      diff += stats.gameDiff[g]!;
    }
  }
  return [vp, diff];
}

function haveMet(a: number, b: number, stats: EventStats): boolean {
  for (let g = stats.gameStart[a]!; g < stats.gameStart[a + 1]!; g++)
    if (stats.opponent[g] === b) return true;
  return false;
}

export const headToHead: Tiebreaker = {
  name: "headToHead",
  rule: "K2",
  label: "head-to-head",
  split(group, stats) {
    // Decision (K2): with three or more, only if every pair among them met.
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        if (!haveMet(group[i]!, group[j]!, stats)) return { groups: [group] };
      }
    }
    const members = new Set(group);
    // The winner of their game, or the combination of their games: VP, then diff.
    return { groups: splitByKeys(group, (i) => scoreAgainst(i, members, stats)) };
  },
  values: () => undefined,
};
