// SPEC §3 K1–K6: the guides' standings — VP, then diff, then the tiebreakers in order.
import type { PlayerStatus } from "../games.js";
import type { ScoredEvent } from "../results-file/score-event.js";
import { computeEventStats, type EventStats } from "./player-stats.js";
import { TIEBREAKERS } from "./registry.js";
import { GUIDE_TIEBREAKERS, splitByKeys, type Tiebreaker } from "./tiebreaker.js";
import type { StandingRow } from "./types.js";

interface Ordered {
  readonly groups: (readonly string[])[];
  /** For the last player of each group but the final one: what separated him from the next. */
  readonly decidedBy: Map<string, string>;
}

/** Splits a tied group with each tiebreaker in turn; subgroups go on to the next one only (K2 Decision). */
function refine(
  group: readonly string[],
  chain: readonly Tiebreaker[],
  stats: EventStats,
  out: Ordered,
): void {
  const [first, ...rest] = chain;
  if (group.length === 1 || !first) {
    out.groups.push(group);
    return;
  }
  const split = first.split(group, stats);
  split.groups.forEach((subgroup, i) => {
    if (split.isFinal || subgroup.length === 1) out.groups.push(subgroup);
    else refine(subgroup, rest, stats, out);
    if (i < split.groups.length - 1)
      out.decidedBy.set(out.groups[out.groups.length - 1]!.at(-1)!, `${first.rule} ${first.label}`);
  });
}

/** Shared places (K5) are listed by player ID; the rank is the place of the first of them. */
export function toRanked(groups: readonly (readonly string[])[]): { id: string; rank: number }[] {
  const rows: { id: string; rank: number }[] = [];
  for (const group of groups) {
    const rank = rows.length + 1;
    for (const id of [...group].sort()) rows.push({ id, rank });
  }
  return rows;
}

export function playerName(player: {
  id: string;
  name?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): string {
  return player.name ?? ([player.firstName, player.lastName].filter(Boolean).join(" ") || player.id);
}

export function computeGuideStandings(event: ScoredEvent): StandingRow[] {
  const stats = computeEventStats(event);
  const players = new Map(event.file.players.map((player) => [player.id, player]));
  const isDisqualified = (id: string): boolean => players.get(id)?.status === "disqualified";
  const ids = event.file.players.map((player) => player.id);
  // Disqualified players are listed last, below everyone still in the event.
  const byScore = splitByKeys(ids, (id) => [
    isDisqualified(id) ? 0 : 1,
    stats.players.get(id)!.vp,
    stats.players.get(id)!.diff,
  ]);
  const chain = GUIDE_TIEBREAKERS.map((name) => TIEBREAKERS[name]);
  const ordered: Ordered = { groups: [], decidedBy: new Map() };
  for (const group of byScore) refine(group, chain, stats, ordered);
  return toRanked(ordered.groups).map(({ id, rank }) => {
    const player = players.get(id)!;
    const own = stats.players.get(id)!;
    const tiebreaks: Record<string, number | string | readonly number[]> = {};
    for (const tiebreaker of chain) {
      const value = tiebreaker.value(id, stats);
      if (value !== undefined) tiebreaks[tiebreaker.name] = value;
    }
    const decidedBy = ordered.decidedBy.get(id);
    return {
      rank,
      id,
      name: playerName(player),
      vp: own.vp,
      diff: own.diff,
      gamesPlayed: own.games.length,
      record: own.record,
      status: (player.status ?? "active") as PlayerStatus,
      tiebreaks,
      ...(decidedBy && { decidedBy }),
    };
  });
}
