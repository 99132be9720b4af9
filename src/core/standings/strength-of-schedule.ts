// SW-PC Ending the Tournament, K4: strength of schedule with repeated drop-lowest.
import { BYE, type EventStats } from "./player-stats.js";
import { splitByKeys, type Tiebreaker } from "./tiebreaker.js";

/**
 * Decision (K4): one entry per game played (an opponent met twice counts twice), the
 * opponent's final cumulative VP, a bye counting as an opponent with 0 VP. Lowest first.
 */
export function scheduleEntries(i: number, stats: EventStats): number[] {
  const entries: number[] = [];
  for (let g = stats.gameStart[i]!; g < stats.gameStart[i + 1]!; g++) {
    const opponent = stats.opponent[g]!;
    const entry = opponent === BYE ? 0 : stats.vp[opponent]!;
    // Insertion sort: a dozen entries or so, for every player of every tied group after each game.
    let k = entries.length;
    entries.push(entry);
    while (k > 0 && entries[k - 1]! > entry) {
      entries[k] = entries[k - 1]!;
      k--;
    }
    entries[k] = entry;
  }
  return entries;
}

/** The sums compared in turn: without the lowest entry, then without the two lowest, … */
export function droppedSums(entries: readonly number[]): number[] {
  const sums: number[] = [];
  let total = 0;
  for (const value of entries) total += value;
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
  split: (group, stats) => ({ groups: splitByKeys(group, (i) => droppedSums(scheduleEntries(i, stats))) }),
  // K6: the column shows the sum without the lowest entry; when the two were level there and a
  // later drop decided, the line names that drop and its sums ("6 v 6" alone would not say why).
  decision(above, below, stats) {
    const a = droppedSums(scheduleEntries(above, stats));
    const b = droppedSums(scheduleEntries(below, stats));
    const k = Array.from({ length: Math.max(a.length, b.length) }, (_, j) => j).find(
      (j) => (a[j] ?? 0) !== (b[j] ?? 0),
    );
    if (k === undefined) return undefined;
    const without = k === 0 ? "the lowest entry" : `the ${k + 1} lowest entries`;
    const level = k === 0 ? "" : ` (level at ${a[0] ?? 0} without the lowest)`;
    return `without ${without}: ${a[k] ?? 0} v ${b[k] ?? 0}${level}`;
  },
  // K6: the value shown is the guide's first comparison, the sum without the lowest opponent,
  // computed without sorting: the total less the smallest entry.
  values(stats) {
    const out: number[] = [];
    for (let i = 0; i < stats.ids.length; i++) {
      let sum = 0;
      let lowest = Infinity;
      for (let g = stats.gameStart[i]!; g < stats.gameStart[i + 1]!; g++) {
        const opponent = stats.opponent[g]!;
        const entry = opponent === BYE ? 0 : stats.vp[opponent]!;
        sum += entry;
        lowest = Math.min(lowest, entry);
      }
      out.push(lowest === Infinity ? 0 : sum - lowest);
    }
    return out;
  },
};
