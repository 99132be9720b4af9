// OTE 2.5–2.62 / M2–M3: the active set is grouped at random; off-numbered games are filled
// first, by players who have not yet played one unless no other option exists.
import type { Random } from "../random.js";
import { computeGroupSizes, formatGroupSizes, isOffNumbered } from "./group-sizes.js";

export interface ActivePlayer {
  readonly id: string;
  readonly offNumberedGames: number;
}

export interface Grouping {
  readonly groups: readonly (readonly string[])[];
  readonly trace: readonly string[];
}

export function groupActiveSet(
  players: readonly ActivePlayer[],
  random: Random,
  isFirstRound: boolean,
): Grouping {
  const sizes = computeGroupSizes(players.length);
  const trace = [`M1: ${players.length} active players → ${formatGroupSizes(sizes)}`];
  const offSizes = sizes.filter(isOffNumbered);
  const offSeats = offSizes.reduce((sum, size) => sum + size, 0);
  // 2.61 "unless no other option exists": generalised to "fewest off-numbered games first", so
  // nobody plays a second one while another has played none, nor a third while another has one.
  // A shuffle then a stable sort keeps the choice random among equals.
  const ordered = random.shuffle(players).sort((a, b) => a.offNumberedGames - b.offNumberedGames);
  const offPlayers = ordered.slice(0, offSeats).map((p) => p.id);
  const rest = random.shuffle(ordered.slice(offSeats)).map((p) => p.id);
  if (isFirstRound) {
    trace.push("M2 (2.5): round 1, everyone grouped at random");
  } else if (offSeats > 0) {
    const fresh = players.filter((p) => p.offNumberedGames === 0).length;
    const how =
      fresh >= offSeats
        ? `chosen at random among the ${fresh} who have not played one`
        : `all ${fresh} who have not played one, then at random among those who have played fewest (no other option)`;
    trace.push(
      `M3 (2.61): off-numbered games (${formatGroupSizes(offSizes)}) filled first, ${how}: ${offPlayers.join(", ")}`,
    );
  }
  if (!isFirstRound) trace.push("M3 (2.62): the other active players grouped at random in games of three");
  return { groups: cutIntoGroups([...offPlayers, ...rest], sizes), trace };
}

/** Consecutive players into groups of the given sizes, in order. */
export function cutIntoGroups(ids: readonly string[], sizes: readonly number[]): string[][] {
  const groups: string[][] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(ids.slice(at, at + size));
    at += size;
  }
  return groups;
}
