// The standings order pairing walks (P2, A1: "ordered by the full standings of §3").
import { ok, type Result } from "../errors.js";
import type { ScoredEvent } from "../results-file/score-event.js";
import type { EventHistory } from "./history.js";
import { toK1Groups } from "./order.js";
import type { TieGroups } from "./types.js";

/** Rows in rank order; equal `rank` = a shared place, to be ordered at random by pairing. */
export function toTieGroups(rows: readonly { readonly id: string; readonly rank: number }[], allIds: readonly string[]): string[][] {
  const groups: string[][] = [];
  let rank: number | undefined;
  const seen = new Set<string>();
  for (const row of rows) {
    if (rank === row.rank) groups[groups.length - 1]!.push(row.id);
    else groups.push([row.id]);
    rank = row.rank;
    seen.add(row.id);
  }
  // A player the standings do not list (e.g. a late entry before his first game) goes last.
  const missing = allIds.filter((id) => !seen.has(id));
  if (missing.length > 0) groups.push(missing);
  return groups;
}

export function standingsGroups(_event: ScoredEvent, history: EventHistory): Result<TieGroups> {
  return ok(toK1Groups(history));
}
