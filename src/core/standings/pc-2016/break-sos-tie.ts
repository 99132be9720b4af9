// K7, SOS mode, among players equal on VP and SoS (higher first at each step):
// (a) SoS without the player's k lowest entries, k = 1, 2, … in turn, only players still equal
//     going on; (b) opponents' SoS; (c) if exactly two are still tied, the one who won every game
//     between them; (d) coin flip.
import { computeHeadToHeadWinner } from "./head-to-head.js";
import { computeSosWithoutLowest } from "./sos-dropped.js";
import type { SosKeys } from "./sos-keys.js";
import { makeCoinFlipTier, refineGroups, splitByKey, type Tier } from "./tiers.js";

/** The tiebreak values a player actually went through (K6: "the tiebreak values used"). */
export interface UsedTiebreaks {
  readonly sosDropped: number[];
  headToHead?: "won" | "lost" | "undecided";
}

export const DECIDED_BY = {
  sos: "SoS",
  sosDropped: (k: number) => `SoS without ${k} lowest`,
  opponentsSos: "opponents' SoS",
  headToHead: "head-to-head",
  coinFlip: "coin flip",
} as const;

export function breakSosTie(
  ids: readonly string[],
  keys: SosKeys,
  used: ReadonlyMap<string, UsedTiebreaks>,
): Tier[] {
  return breakBySosDropped(ids, 1, keys, used);
}

function breakBySosDropped(
  ids: readonly string[],
  k: number,
  keys: SosKeys,
  used: ReadonlyMap<string, UsedTiebreaks>,
): Tier[] {
  // Once k reaches the longest list of entries every sum is 0: nothing more to learn from (a).
  const longest = Math.max(...ids.map((id) => keys.sosEntries.get(id)!.length));
  if (k >= longest) return breakByOpponentsSos(ids, keys, used);
  const valueOf = (id: string) => computeSosWithoutLowest(keys.sosEntries.get(id)!, k);
  for (const id of ids) used.get(id)!.sosDropped.push(valueOf(id));
  return refineGroups(splitByKey(ids, valueOf), DECIDED_BY.sosDropped(k), (group) =>
    breakBySosDropped(group, k + 1, keys, used),
  );
}

function breakByOpponentsSos(
  ids: readonly string[],
  keys: SosKeys,
  used: ReadonlyMap<string, UsedTiebreaks>,
): Tier[] {
  const groups = splitByKey(ids, (id) => keys.opponentsSos.get(id)!);
  return refineGroups(groups, DECIDED_BY.opponentsSos, (group) => breakByHeadToHead(group, keys, used));
}

function breakByHeadToHead(
  ids: readonly string[],
  keys: SosKeys,
  used: ReadonlyMap<string, UsedTiebreaks>,
): Tier[] {
  if (ids.length !== 2) return [makeCoinFlipTier(ids)];
  const [a, b] = ids as [string, string];
  const winner = computeHeadToHeadWinner(keys.tally.players.get(a)!, keys.tally.players.get(b)!);
  if (winner === undefined) {
    used.get(a)!.headToHead = "undecided";
    used.get(b)!.headToHead = "undecided";
    return [makeCoinFlipTier(ids)];
  }
  const loser = winner === a ? b : a;
  used.get(winner)!.headToHead = "won";
  used.get(loser)!.headToHead = "lost";
  return [{ ids: [winner], decidedBy: DECIDED_BY.headToHead }, { ids: [loser] }];
}
