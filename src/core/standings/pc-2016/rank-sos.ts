// K7, SOS mode: "ranks by VP, then SoS, then among players equal on both" the steps of
// break-sos-tie.ts. "Every tie group is broken, the lowest too. Dropped players are ranked with
// everyone by the same keys."
import { breakSosTie, DECIDED_BY, type UsedTiebreaks } from "./break-sos-tie.js";
import type { SosKeys } from "./sos-keys.js";
import { refineGroups, splitByKey, type Tier } from "./tiers.js";

export interface SosOrder {
  readonly tiers: readonly Tier[];
  readonly used: ReadonlyMap<string, UsedTiebreaks>;
}

export function computeSosOrder(keys: SosKeys): SosOrder {
  const ids = [...keys.tally.players.keys()];
  const used = new Map<string, UsedTiebreaks>(ids.map((id) => [id, { sosDropped: [] }]));
  const bySos = (group: readonly string[]) =>
    refineGroups(
      splitByKey(group, (id) => keys.sos.get(id)!),
      DECIDED_BY.sos,
      (tied) => breakSosTie(tied, keys, used),
    );
  // VP is the primary key: no `decidedBy` needed for it (StandingRow.decidedBy).
  const tiers = refineGroups(
    splitByKey(ids, (id) => keys.vp.get(id)!),
    undefined,
    bySos,
  );
  return { tiers, used };
}
