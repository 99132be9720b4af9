// docs/rules.md §3 K1–K6: the guides' standings — VP, then diff, then the tiebreakers in order.
import { playerName, quittersOf, standingStatus } from "../players/standing-line.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import type { PlayerEntry } from "../results-file/schema.js";
import { computeEventStats, gamesPlayed, type EventStats } from "./player-stats.js";
import { TIEBREAKERS } from "./registry.js";
import { GUIDE_TIEBREAKERS, type Group, type Tiebreaker } from "./tiebreaker.js";
import type { StandingRow } from "./types.js";

interface Ordered {
  readonly groups: Group[];
  /**
   * For the last player of each group but the final one: what separated him from the next (K6).
   * Absent when only the order is asked for (pairing, P2): the lines are then not written.
   */
  readonly decidedBy?: Map<number, string>;
}

/** Splits a tied group with each tiebreaker in turn; subgroups go on to the next one only (K2 Decision). */
function refine(group: Group, chain: readonly Tiebreaker[], stats: EventStats, out: Ordered): void {
  const [first, ...rest] = chain;
  if (group.length === 1 || !first) {
    out.groups.push(group);
    return;
  }
  const split = first.split(group, stats);
  split.groups.forEach((subgroup, i) => {
    if (split.isFinal || subgroup.length === 1) out.groups.push(subgroup);
    else refine(subgroup, rest, stats, out);
    if (out.decidedBy !== undefined && i < split.groups.length - 1) {
      const above = out.groups[out.groups.length - 1]!.at(-1)!;
      const detail = first.decision?.(above, split.groups[i + 1]![0]!, stats);
      out.decidedBy.set(above, `${first.rule} ${first.label}${detail ? `, ${detail}` : ""}`);
    }
  });
}

/** Why the disqualified players are last: a Decision of ours (the guides rank no one disqualified). */
export const DISQUALIFIED_BELOW =
  "R2 Decision (docs/rules.md §4): the players below are disqualified, listed after everyone still in";

/** K1: VP, then diff, highest first; disqualified players below everyone still in the event. */
function groupByScore(stats: EventStats, isDisqualified: (i: number) => boolean): Group[] {
  // Read once per player, not once per comparison (the player entries are scattered in memory).
  const isIn = Int8Array.from(stats.ids, (_, i) => (isDisqualified(i) ? 0 : 1));
  const key = (i: number): number => isIn[i]!;
  const order = stats.ids
    .map((_, i) => i)
    .sort((a, b) => key(b) - key(a) || stats.vp[b]! - stats.vp[a]! || stats.diff[b]! - stats.diff[a]!);
  const groups: number[][] = [];
  for (const i of order) {
    const last = groups[groups.length - 1];
    const head = last?.[0];
    if (
      last &&
      head !== undefined &&
      key(head) === key(i) &&
      stats.vp[head] === stats.vp[i] &&
      stats.diff[head] === stats.diff[i]
    ) {
      last.push(i);
    } else groups.push([i]);
  }
  return groups;
}

/**
 * K6: each player's tiebreak values, keyed by tiebreaker name in chain order. The guide's chain
 * shows two (K3, K4), built here as object literals of one shape: V8 creates those many times
 * faster than objects filled by computed names, and standings of thousands of players are
 * recomputed after every game (docs/performance.md: ~6 ms of 15 at 4,096 players). Any other
 * chain takes the general path; both give the same values.
 */
function toTiebreakValues(chain: readonly Tiebreaker[], stats: EventStats): Record<string, number>[] {
  const lists = chain.flatMap((tiebreaker) => {
    const list = tiebreaker.values(stats);
    return list ? [{ name: tiebreaker.name, list }] : [];
  });
  const [first, second] = lists;
  if (lists.length === 2 && first?.name === "highestDiff" && second?.name === "strengthOfSchedule") {
    return stats.ids.map((_, i): Record<string, number> => {
      const best = first.list[i];
      const sos = second.list[i]!;
      return best === undefined
        ? { strengthOfSchedule: sos }
        : { highestDiff: best, strengthOfSchedule: sos };
    });
  }
  return stats.ids.map((_, i) => {
    const values: Record<string, number> = {};
    for (const { name, list } of lists) {
      const value = list[i];
      if (value !== undefined) values[name] = value;
    }
    return values;
  });
}

/** K1–K5: the groups of players in standings order, each tied on everything (a shared place). */
function orderByGuide(event: ScoredEvent, stats: EventStats, explain: boolean): Ordered {
  const players = event.file.players;
  const chain = GUIDE_TIEBREAKERS.map((name) => TIEBREAKERS[name]);
  const ordered: Ordered = explain ? { groups: [], decidedBy: new Map() } : { groups: [] };
  for (const group of groupByScore(stats, (i) => players[i]!.status === "disqualified")) {
    refine(group, chain, stats, ordered);
  }
  return ordered;
}

/** K5: shared places are listed by player ID, ranked at the place of the first. */
function forEachRanked(
  groups: readonly Group[],
  stats: EventStats,
  visit: (i: number, rank: number) => void,
): void {
  let placed = 0;
  for (const group of groups) {
    const rank = placed + 1;
    const members =
      group.length === 1 ? group : [...group].sort((a, b) => (stats.ids[a]! < stats.ids[b]! ? -1 : 1));
    for (const i of members) visit(i, rank);
    placed += group.length;
  }
}

/**
 * The guide's standings order alone: each player's ID and rank, in the rows' order, without
 * their columns (K6) or the lines saying what separated them. Pairing walks it (P2, A1), and the
 * 16,384-player file of docs/performance.md would otherwise write a line for every boundary.
 */
export function guideStandingsOrder(event: ScoredEvent): { readonly id: string; readonly rank: number }[] {
  const stats = computeEventStats(event);
  const order: { readonly id: string; readonly rank: number }[] = [];
  forEachRanked(orderByGuide(event, stats, false).groups, stats, (i, rank) =>
    order.push({ id: stats.ids[i]!, rank }),
  );
  return order;
}

export function computeGuideStandings(event: ScoredEvent): StandingRow[] {
  const stats = computeEventStats(event);
  const players = event.file.players;
  const quitters = quittersOf(event);
  const ordered = orderByGuide(event, stats, true);
  const chain = GUIDE_TIEBREAKERS.map((name) => TIEBREAKERS[name]);
  const tiebreaksOf = toTiebreakValues(chain, stats);
  const rows: StandingRow[] = [];
  forEachRanked(ordered.groups, stats, (i, rank) =>
    rows.push(toRow(i, rank, stats, players[i]!, tiebreaksOf[i]!, ordered.decidedBy?.get(i), quitters)),
  );
  // R2 (Decision, docs/rules.md §4): disqualified players are listed after everyone still in; the
  // row above the first of them says so, as every other step of the order is said.
  const firstOut = rows.findIndex((row) => row.status === "disqualified");
  const above = rows[firstOut - 1];
  if (firstOut > 0 && above) rows[firstOut - 1] = { ...above, decidedBy: DISQUALIFIED_BELOW };
  return rows;
}

/** One line of the standings (K6); built as one literal per case rather than by spreading. */
function toRow(
  i: number,
  rank: number,
  stats: EventStats,
  player: PlayerEntry,
  tiebreaks: Record<string, number>,
  decidedBy: string | undefined,
  quitters: ReadonlySet<string>,
): StandingRow {
  const played = gamesPlayed(stats, i);
  const wins = stats.wins[i]!;
  const losses = stats.losses[i]!;
  const record = { wins, losses, ties: played - wins - losses, byes: stats.byes[i]! };
  const status = standingStatus(player, quitters);
  const name = playerName(player);
  const { vp, diff } = stats;
  return decidedBy === undefined
    ? {
        rank,
        id: player.id,
        name,
        vp: vp[i]!,
        diff: diff[i]!,
        gamesPlayed: played,
        record,
        status,
        tiebreaks,
      }
    : {
        rank,
        id: player.id,
        name,
        vp: vp[i]!,
        diff: diff[i]!,
        gamesPlayed: played,
        record,
        status,
        tiebreaks,
        decidedBy,
      };
}
