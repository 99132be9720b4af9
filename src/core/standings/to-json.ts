import type { StandingRowView } from "../views/types.js";
import type { StandingRow } from "./types.js";

/** the contracts in docs/architecture.md: `{"rank","id","name","vp","diff", ...tiebreak values}`, shared places share a rank. */
export function toStandingJson(row: StandingRow): StandingRowView {
  return {
    rank: row.rank,
    id: row.id,
    name: row.name,
    vp: row.vp,
    diff: row.diff,
    gamesPlayed: row.gamesPlayed,
    record: row.record,
    status: row.status,
    ...row.tiebreaks,
    ...(row.decidedBy && { decidedBy: row.decidedBy }),
  };
}
