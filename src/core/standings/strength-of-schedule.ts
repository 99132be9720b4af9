// SW-PC Ending the Tournament, K4: strength of schedule with repeated drop-lowest.
import { BYE, type EventStats } from "./player-stats.js";
import { splitByKeys, type Tiebreaker } from "./tiebreaker.js";

/**
 * Decision (K4): one entry per game played (an opponent met twice counts twice), the
 * opponent's final cumulative VP, a bye counting as an opponent with 0 VP. Lowest first.
 */
export function scheduleEntries(i: number, stats: EventStats): Float64Array {
  const start = stats.gameStart[i]!;
  const entries = new Float64Array(stats.gameStart[i + 1]! - start);
  for (let k = 0; k < entries.length; k++) {
    const opponent = stats.opponent[start + k]!;
    entries[k] = opponent === BYE ? 0 : stats.vp[opponent]!;
  }
  // A typed array sorts numerically without a comparator (one per player in every tied group).
  return entries.sort();
}

/** The sums compared in turn: without the lowest entry, then without the two lowest, … */
export function droppedSums(entries: ArrayLike<number>): Float64Array {
  const sums = new Float64Array(entries.length);
  let total = 0;
  for (let k = 0; k < entries.length; k++) total += entries[k]!;
  for (let k = 0; k < entries.length; k++) {
    total -= entries[k]!;
    sums[k] = total;
  }
  return sums;
}

export const strengthOfSchedule: Tiebreaker = {
  name: "strengthOfSchedule",
  rule: "K4",
  label: "strength of schedule",
  split: (group, stats) => ({ groups: splitByKeys(group, (i) => droppedSums(scheduleEntries(i, stats))) }),
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
