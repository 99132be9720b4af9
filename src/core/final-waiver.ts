// F4 (SW-PC Championship Level Event Rules): "The Final Confrontation must be played unless the
// second-seeded player waives their right to it. The second-seeded player may not gain any
// advantage, prize support or otherwise, by waiving their right to a Final Confrontation."
// The waiver is recorded in the results file as `event.finalWaivedBy` (the second seed's ID) and
// in the log as FinalConfrontationWaived; F5's places then put the first seed 1st and the waiving
// second seed 2nd (he gains nothing). docs/rules.md §2 (Final Confrontation).
import { fail, ok, type Result } from "./errors.js";
import { computeFinalSeeds } from "./pairing/final-seeds.js";
import type { ScoredEvent } from "./scored-event/types.js";
import type { StandingRow } from "./standings/types.js";

export interface FinalWaiver {
  readonly first: string;
  readonly second: string;
}

/** May `waivedBy` waive this event's Final Confrontation? Only its second seed, at Championship Level, before it is played. */
export function checkFinalWaiver(
  event: ScoredEvent,
  waivedBy: string,
  field = "playerId",
): Result<FinalWaiver> {
  if (event.file.event.championship !== true)
    return fail(
      "FINAL_NOT_WAIVABLE",
      field,
      "F4",
      "only a Championship Level event's Final Confrontation is mandatory and can be waived; elsewhere, simply do not pair it",
    );
  const begun = refuseWaiverOnceBegun(
    event.games.map((game) => game.record),
    field,
  );
  if (!begun.ok) return begun;
  const seeds = computeFinalSeeds(event);
  if (!seeds.ok) return seeds;
  const [first, second] = seeds.value;
  if (waivedBy !== second)
    return fail(
      "FINAL_NOT_WAIVABLE",
      field,
      "F4",
      `only the second seed may waive the Final Confrontation: that is "${second}" (first seed "${first}"), not "${waivedBy}"`,
    );
  return ok({ first, second });
}

/**
 * F4: the waiver comes before the Final Confrontation: refused once a game of stage `final` is
 * paired (the live event's games, results or not) or played (a results file's).
 */
export function refuseWaiverOnceBegun(
  games: readonly { readonly stage?: string }[],
  field = "playerId",
): Result<void> {
  if (games.some((game) => game.stage === "final"))
    return fail(
      "FINAL_NOT_WAIVABLE",
      field,
      "F4",
      "the Final Confrontation has been paired; the second seed may waive it only before it is paired",
    );
  return ok(undefined);
}

/**
 * F4/F5 with a waiver: the first seed is 1st, the waiving second seed 2nd, everyone else keeps
 * his Swiss place after them (shared places stay shared). Rows are the Swiss standings.
 */
export function applyFinalWaiver(rows: readonly StandingRow[], event: ScoredEvent): Result<StandingRow[]> {
  const waivedBy = event.file.event.finalWaivedBy;
  if (waivedBy === undefined) return ok([...rows]);
  const waiver = checkFinalWaiver(event, waivedBy, "event.finalWaivedBy");
  if (!waiver.ok) return waiver;
  const { first, second } = waiver.value;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const place = (id: string, rank: number, decidedBy: string): StandingRow => {
    const { decidedBy: _swiss, ...row } = byId.get(id)!;
    return { ...row, rank, decidedBy };
  };
  const top = [
    place(
      first,
      1,
      `F4/F5 ${second}, the second seed, waived the Final Confrontation: the first seed is 1st`,
    ),
    place(second, 2, "F4 waived the Final Confrontation: 2nd, gaining nothing by it"),
  ];
  const others = rows.filter((row) => row.id !== first && row.id !== second);
  const rest: StandingRow[] = [];
  others.forEach((row, i) => {
    const previous = others[i - 1];
    const rank = previous && previous.rank === row.rank ? rest[i - 1]!.rank : top.length + i + 1;
    rest.push({ ...row, rank });
  });
  return ok([...top, ...rest]);
}
