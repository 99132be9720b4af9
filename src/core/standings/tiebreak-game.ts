// SW-PC Ending the Tournament, K5: a tiebreaker game played by the whole tied group overrides K2–K4.
import type { EventStats } from "./player-stats.js";
import { splitByKeys, type Tiebreaker } from "./tiebreaker.js";

function tiebreakScores(
  group: readonly string[],
  stats: EventStats,
): Map<string, [number, number]> | undefined {
  const members = new Set(group);
  const games = (stats.byStage.get("tiebreak") ?? []).filter((game) =>
    game.record.players.every((p) => members.has(p.id)),
  );
  const totals = new Map<string, [number, number]>();
  for (const game of games) {
    for (const entry of game.scored.score) {
      const [vp, diff] = totals.get(entry.id) ?? [0, 0];
      totals.set(entry.id, [vp + entry.vp, diff + entry.diff]);
    }
  }
  // Only when the whole group played: a game between some of them does not rank the others.
  return group.every((id) => totals.has(id)) ? totals : undefined;
}

export const tiebreakGame: Tiebreaker = {
  name: "tiebreakGame",
  rule: "K5",
  label: "tiebreaker game",
  split(group, stats) {
    const totals = tiebreakScores(group, stats);
    if (!totals) return { groups: [group] };
    return { groups: splitByKeys(group, (id) => totals.get(id)!), isFinal: true };
  },
  value: () => undefined,
};
