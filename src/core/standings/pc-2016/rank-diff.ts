// K7, DIFF mode: "ranks by VP, then cumulative diff; equal stays tied (coin flip)".
import type { SosKeys } from "./sos-keys.js";
import { makeCoinFlipTier, refineGroups, splitByKey, type Tier } from "./tiers.js";

export function computeDiffOrder(keys: SosKeys): Tier[] {
  const ids = [...keys.tally.players.keys()];
  const byDiff = (group: readonly string[]) =>
    refineGroups(
      splitByKey(group, (id) => keys.diff.get(id)!),
      undefined,
      (tied) => [makeCoinFlipTier(tied)],
    );
  return refineGroups(
    splitByKey(ids, (id) => keys.vp.get(id)!),
    undefined,
    byDiff,
  );
}
