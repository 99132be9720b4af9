// An ordering is a list of tiers: players in one tier share a place (only a coin flip, K7 (d),
// leaves one); `decidedBy` names the step that put the tier above the next one.

export interface Tier {
  readonly ids: readonly string[];
  readonly decidedBy?: string;
}

/** Groups of equal key, highest key first (K7: "higher first at each step"); stable. */
export function splitByKey(ids: readonly string[], keyOf: (id: string) => number): string[][] {
  const groups = new Map<number, string[]>();
  for (const id of ids) {
    const key = keyOf(id);
    const group = groups.get(key);
    if (group) group.push(id);
    else groups.set(key, [id]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([, group]) => group);
}

/**
 * Orders groups already sorted by one step: each group of two or more goes on to `refine`
 * (the next step); the boundary between two groups is labelled with this step's name, the
 * boundaries inside a group keep the later steps' names.
 */
export function refineGroups(
  groups: readonly (readonly string[])[],
  label: string | undefined,
  refine: (ids: readonly string[]) => readonly Tier[],
): Tier[] {
  const out: Tier[] = [];
  groups.forEach((group, index) => {
    const tiers = group.length > 1 ? refine(group) : [{ ids: group }];
    const isLastGroup = index === groups.length - 1;
    tiers.forEach((tier, j) => {
      const isBoundary = j === tiers.length - 1 && !isLastGroup;
      out.push(isBoundary ? withDecidedBy(tier, label) : tier);
    });
  });
  return out;
}

function withDecidedBy(tier: Tier, label: string | undefined): Tier {
  return label === undefined ? { ids: tier.ids } : { ids: tier.ids, decidedBy: label };
}

/** K7 (d) / K5: players still equal share a place, listed by player ID. */
export function makeCoinFlipTier(ids: readonly string[]): Tier {
  return { ids: [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}
