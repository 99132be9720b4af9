import type { EventStats } from "./player-stats.js";

/** The guide's tiebreakers (SW-PC Ending the Tournament; K2–K5), in the order they apply. */
export const GUIDE_TIEBREAKERS = ["tiebreakGame", "headToHead", "highestDiff", "strengthOfSchedule"] as const;
export type TiebreakerName = (typeof GUIDE_TIEBREAKERS)[number];

/** Players are their index in EventStats. */
export type Group = readonly number[];

export interface Split {
  /** The tied group, ordered into subgroups that are still equal inside. */
  readonly groups: readonly Group[];
  /** K5: a tiebreaker game overrides everything after it for the group. */
  readonly isFinal?: boolean;
}

export interface Tiebreaker {
  readonly name: TiebreakerName;
  /** The docs/rules.md rule it implements, shown when it separates two players. */
  readonly rule: string;
  readonly label: string;
  /** Orders a group of players tied on everything before this tiebreaker. */
  split(group: Group, stats: EventStats): Split;
  /**
   * K6: what separated `above` from `below` (the last of one subgroup, the first of the next), when
   * the value shown in the column is not enough to tell (K4 after dropping more than the lowest).
   * Absent: the rule and label say it.
   */
  decision?(above: number, below: number, stats: EventStats): string | undefined;
  /** The value shown in the standings for every player (K6), or undefined where it has none. */
  values(stats: EventStats): readonly (number | undefined)[] | undefined;
}

/** Groups items by a list of numbers compared in order (VP then diff, …), highest first. */
export function splitByKeys<T>(group: readonly T[], keys: (item: T) => ArrayLike<number>): T[][] {
  // Each item's keys computed once and carried beside it (no lookup per comparison); the sort
  // is stable, so equal items keep the group's order.
  const keyed = group.map((item) => ({ item, keys: keys(item) }));
  const compare = (a: { keys: ArrayLike<number> }, b: { keys: ArrayLike<number> }): number => {
    const ka = a.keys;
    const kb = b.keys;
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  return groupSorted(keyed.sort(compare), (a, b) => compare(a, b) === 0).map((sub) =>
    sub.map((entry) => entry.item),
  );
}

/** Groups players by one numeric key, highest first; equal keys stay together. */
export function splitByKey(group: Group, key: ArrayLike<number>): number[][] {
  const sorted = [...group].sort((a, b) => key[b]! - key[a]!);
  return groupSorted(sorted, (a, b) => key[a] === key[b]);
}

function groupSorted<T>(sorted: readonly T[], isEqual: (a: T, b: T) => boolean): T[][] {
  const groups: T[][] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last && isEqual(last[0]!, item)) last.push(item);
    else groups.push([item]);
  }
  return groups;
}
