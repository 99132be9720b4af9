// Tiers to standings lines: one rank per tier, shared within it (1, 2, 2, 4 — docs/architecture.md).
// Inside a tier the players await a coin flip (K7 (d)), so each but the last says so.
import type { StandingRow } from "../types.js";
import { DECIDED_BY } from "./break-sos-tie.js";
import type { Tier } from "./tiers.js";

export type RowOf = (id: string, rank: number, decidedBy: string | undefined) => StandingRow;

export function toStandingRows(tiers: readonly Tier[], rowOf: RowOf): StandingRow[] {
  const rows: StandingRow[] = [];
  for (const tier of tiers) {
    const rank = rows.length + 1;
    tier.ids.forEach((id, index) => {
      const isLast = index === tier.ids.length - 1;
      rows.push(rowOf(id, rank, isLast ? tier.decidedBy : DECIDED_BY.coinFlip));
    });
  }
  return rows;
}
