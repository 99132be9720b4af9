// SW-PC Ending the Tournament, K5: a tiebreaker game played by the whole tied group overrides K2–K4.
import type { EventStats } from "./player-stats.js";
import { splitByKeys, type Group, type Tiebreaker } from "./tiebreaker.js";

function tiebreakScores(group: Group, stats: EventStats): Map<number, [number, number]> | undefined {
  const members = new Set(group);
  const totals = new Map<number, [number, number]>();
  for (const game of stats.byStage.get("tiebreak") ?? []) {
    const players = game.record.players.map((p) => stats.indexOf.get(p.id)!);
    if (!players.every((i) => members.has(i))) continue;
    for (const entry of game.scored.score) {
      const i = stats.indexOf.get(entry.id)!;
      const [vp, diff] = totals.get(i) ?? [0, 0];
      totals.set(i, [vp + entry.vp, diff + entry.diff]);
    }
  }
  // Only when the whole group played: a game between some of them does not rank the others.
  return group.every((i) => totals.has(i)) ? totals : undefined;
}

export const tiebreakGame: Tiebreaker = {
  name: "tiebreakGame",
  rule: "K5",
  label: "tiebreaker game",
  split(group, stats) {
    const totals = tiebreakScores(group, stats);
    if (!totals) return { groups: [group] };
    return { groups: splitByKeys(group, (i) => totals.get(i)!), isFinal: true };
  },
  values: () => undefined,
};
