// P2/A1: players are ordered by the standings; players still exactly equal are ordered at
// random with the event's seeded generator, so the same file always gives the same order.
import { countOf } from "../words.js";
import type { Random } from "../random.js";
import type { EventHistory } from "./history.js";
import type { TieGroups } from "./types.js";

export interface PairingOrder {
  /** Active players, best first. */
  readonly ids: readonly string[];
  /** Position of every id in `ids` (its rank for pairing, 0-based). */
  readonly position: ReadonlyMap<string, number>;
  readonly trace: readonly string[];
}

/**
 * Flattens tie groups into one order, shuffling each group of exactly tied players (P2: "then
 * random"). Players not in `isActive` (dropped, quit, disqualified: R2) are left out.
 */
export function toPairingOrder(
  groups: TieGroups,
  random: Random,
  isActive: (id: string) => boolean,
): PairingOrder {
  const ids: string[] = [];
  let shuffledGroups = 0;
  let largest = 0;
  for (const group of groups) {
    const members = group.filter(isActive);
    if (members.length > 1) {
      shuffledGroups += 1;
      largest = Math.max(largest, members.length);
      ids.push(...random.shuffle(members));
    } else {
      ids.push(...members);
    }
  }
  const position = new Map<string, number>();
  ids.forEach((id, i) => position.set(id, i));
  const trace =
    shuffledGroups === 0
      ? []
      : [
          `P2/A1: ${countOf(shuffledGroups, "group")} of exactly tied players ordered at random by the event's seed (largest ${largest})`,
        ];
  return { ids, position, trace };
}

/**
 * K1 only (cumulative VP, then diff): the bench's Swiss workload and tests. Events are paired on
 * their full standings (`toTieGroups`, K1–K7); everyone level on VP and diff is one tie group here.
 */
export function toK1Groups(history: EventHistory): string[][] {
  const { vp, diff, ids } = history;
  const players = ids.map((_, i) => i).sort((x, y) => vp[y]! - vp[x]! || diff[y]! - diff[x]! || x - y);
  const groups: string[][] = [];
  let previous: number | undefined;
  for (const i of players) {
    if (previous !== undefined && vp[previous] === vp[i] && diff[previous] === diff[i])
      groups[groups.length - 1]!.push(ids[i]!);
    else groups.push([ids[i]!]);
    previous = i;
  }
  return groups;
}
