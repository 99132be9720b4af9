// OTE 2.7–2.72 / M5: the inactive set is ranked by VP, then IP, random within ties, and
// grouped from the top down, off-numbered games first.
import type { Random } from "../random.js";
import { cutIntoGroups, type Grouping } from "./group-active.js";
import { computeGroupSizes, formatGroupSizes } from "./group-sizes.js";

export interface InactivePlayer {
  readonly id: string;
  readonly vp: number;
  readonly ip: number;
}

/** 2.71: VP first, IP second, greater values higher; equal players in random order. */
export function rankInactiveSet(players: readonly InactivePlayer[], random: Random): InactivePlayer[] {
  return random.shuffle(players).sort((a, b) => b.vp - a.vp || b.ip - a.ip);
}

export function groupInactiveSet(
  players: readonly InactivePlayer[],
  random: Random,
): Grouping & { readonly sittingOut: readonly string[] } {
  if (players.length === 0) return { groups: [], sittingOut: [], trace: [] };
  const ranked = rankInactiveSet(players, random);
  const sizes = computeGroupSizes(players.length);
  const trace = [
    `M1: ${players.length} inactive players → ${formatGroupSizes(sizes)}`,
    `M5 (2.71): inactive set ranked by VP, then IP, ties at random: ${ranked.map((p) => `${p.id} ${p.vp}/${p.ip}`).join(", ")}`,
  ];
  if (sizes.length === 0) {
    // One player cannot form a game (2.4); On the Edge has no byes, so he sits this round out.
    trace.push(`M5: ${ranked[0]!.id} is the only inactive player and sits this round out, unscored`);
    return { groups: [], sittingOut: ranked.map((p) => p.id), trace };
  }
  // 2.72: off-numbered games first (computeGroupSizes lists them first), then consecutive players.
  trace.push("M5 (2.72): off-numbered games filled first, then consecutive players from the top");
  return {
    groups: cutIntoGroups(
      ranked.map((p) => p.id),
      sizes,
    ),
    sittingOut: [],
    trace,
  };
}
