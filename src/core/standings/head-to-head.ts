// SW-PC Ending the Tournament, K2: head-to-head, with SPEC's Decision for three or more.
import type { EventStats } from "./player-stats.js";
import { splitByKeys, type Tiebreaker } from "./tiebreaker.js";

/** VP and diff a player took from his Swiss games against the given opponents. */
function scoreAgainst(id: string, opponents: ReadonlySet<string>, stats: EventStats): [number, number] {
  let vp = 0;
  let diff = 0;
  for (const game of stats.players.get(id)?.games ?? []) {
    if (game.opponent !== undefined && opponents.has(game.opponent)) {
      vp += game.vp;
      diff += game.diff;
    }
  }
  return [vp, diff];
}

function haveMet(a: string, b: string, stats: EventStats): boolean {
  return (stats.players.get(a)?.games ?? []).some((game) => game.opponent === b);
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
    return { groups: splitByKeys(group, (id) => scoreAgainst(id, members, stats)) };
  },
  value: () => undefined,
};
