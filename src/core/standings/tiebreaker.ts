import type { EventStats } from "./player-stats.js";

/** The guide's tiebreakers (SW-PC Ending the Tournament; SPEC K2–K5), in the order they apply. */
export const GUIDE_TIEBREAKERS = ["tiebreakGame", "headToHead", "highestDiff", "strengthOfSchedule"] as const;
export type TiebreakerName = (typeof GUIDE_TIEBREAKERS)[number];

export interface Split {
  /** The tied group, ordered into subgroups that are still equal inside. */
  readonly groups: readonly (readonly string[])[];
  /** K5: a tiebreaker game overrides everything after it for the group. */
  readonly isFinal?: boolean;
}

export interface Tiebreaker {
  readonly name: TiebreakerName;
  /** The SPEC rule it implements, shown when it separates two players. */
  readonly rule: string;
  readonly label: string;
  /** Orders a group of players tied on everything before this tiebreaker. */
  split(group: readonly string[], stats: EventStats): Split;
  /** The value shown in the standings for each player (K6). */
  value(id: string, stats: EventStats): number | string | readonly number[] | undefined;
}

/** Groups players by a numeric key, highest first; equal keys stay together. */
export function splitByKey(group: readonly string[], key: (id: string) => number): string[][] {
  const sorted = [...group].sort((a, b) => key(b) - key(a));
  const groups: string[][] = [];
  for (const id of sorted) {
    const last = groups[groups.length - 1];
    if (last && key(last[0]!) === key(id)) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

/** Groups players by a list of numbers compared in order (VP then diff, …), highest first. */
export function splitByKeys(group: readonly string[], keys: (id: string) => readonly number[]): string[][] {
  const cache = new Map(group.map((id) => [id, keys(id)]));
  const compare = (a: string, b: string): number => {
    const ka = cache.get(a)!;
    const kb = cache.get(b)!;
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  const sorted = [...group].sort(compare);
  const groups: string[][] = [];
  for (const id of sorted) {
    const last = groups[groups.length - 1];
    if (last && compare(last[0]!, id) === 0) last.push(id);
    else groups.push([id]);
  }
  return groups;
}
