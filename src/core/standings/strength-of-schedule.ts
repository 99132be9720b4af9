// SW-PC Ending the Tournament, K4: strength of schedule with repeated drop-lowest.
import type { EventStats } from "./player-stats.js";
import { splitByKeys, type Tiebreaker } from "./tiebreaker.js";

/**
 * Decision (K4): one entry per game played (an opponent met twice counts twice), the
 * opponent's final cumulative VP, a bye counting as an opponent with 0 VP. Lowest first.
 */
export function scheduleEntries(id: string, stats: EventStats): number[] {
  const games = stats.players.get(id)?.games ?? [];
  return games
    .map((game) => (game.opponent === undefined ? 0 : (stats.players.get(game.opponent)?.vp ?? 0)))
    .sort((a, b) => a - b);
}

/** The sums compared in turn: without the lowest entry, then without the two lowest, … */
export function droppedSums(entries: readonly number[]): number[] {
  const sums: number[] = [];
  let total = entries.reduce((sum, value) => sum + value, 0);
  for (const value of entries) {
    total -= value;
    sums.push(total);
  }
  return sums;
}

export const strengthOfSchedule: Tiebreaker = {
  name: "strengthOfSchedule",
  rule: "K4",
  label: "strength of schedule",
  split: (group, stats) => ({ groups: splitByKeys(group, (id) => droppedSums(scheduleEntries(id, stats))) }),
  // K6: the value shown is the guide's first comparison, the sum without the lowest opponent.
  value: (id, stats) => droppedSums(scheduleEntries(id, stats))[0] ?? 0,
};
