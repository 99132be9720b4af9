// The standings order pairing walks (P2, A1: "ordered by the full standings of §3").
import { ok, type Result } from "../errors.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { computeStandingsOrder, computeSwissStandings } from "../standings/index.js";
import type { EventHistory } from "./history.js";
import type { TieGroups } from "./types.js";

/** Rows in rank order; equal `rank` = a shared place, to be ordered at random by pairing. */
export function toTieGroups(
  rows: readonly { readonly id: string; readonly rank: number }[],
  allIds: readonly string[],
): string[][] {
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

/**
 * The event's standings (K1–K5, or K7 by `event.options.tiebreaks`) as tie groups. Players the
 * standings list but who have left are kept here; pairing filters them out (R2).
 */
export function standingsGroups(event: ScoredEvent, history: EventHistory): Result<TieGroups> {
  const order = computeStandingsOrder(event);
  if (!order.ok) return order;
  return ok(toTieGroups(order.value, history.ids));
}

/** K5/N2: the Swiss standings only (no Final Confrontation or top-cut games) as tie groups. */
export function swissStandingsGroups(event: ScoredEvent, history: EventHistory): Result<TieGroups> {
  const standings = computeSwissStandings(event);
  if (!standings.ok) return standings;
  return ok(toTieGroups(standings.value.rows, history.ids));
}
