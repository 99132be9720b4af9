// docs/rules.md §3: standings by the guide (K1–K6, the default) or by the Players Committee's 2016
// software (K7), chosen per event by `event.options.tiebreaks`; F5 then places the finalists.
import { assertNever, ok, type Result } from "../errors.js";
import type { TiebreakMode } from "../games.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { applyFinalConfrontation, finalsOf } from "./final-confrontation.js";
import { computeGuideStandings, guideStandingsOrder } from "./guide.js";
import { computePc2016Standings } from "./pc-2016/index.js";
import type { StandingRow, Standings } from "./types.js";

export type * from "./types.js";

export function tiebreakModeOf(event: ScoredEvent): TiebreakMode {
  return event.file.event.options?.tiebreaks ?? "guide";
}

function swissStandings(event: ScoredEvent, mode: TiebreakMode): readonly StandingRow[] {
  switch (mode) {
    case "guide":
      return computeGuideStandings(event);
    case "pc-2016-sos":
      return computePc2016Standings(event, "sos").rows;
    case "pc-2016-diff":
      return computePc2016Standings(event, "diff").rows;
    default:
      return assertNever(mode);
  }
}

/**
 * K5: the standings of the Swiss games only (K1–K4), before the Final Confrontation or a top cut
 * reorders its players (F5, N2). A top cut is seeded from these, so its bracket does not move
 * while it is played.
 */
export function computeSwissStandings(event: ScoredEvent): Result<Standings> {
  return ok({ rows: swissStandings(event, tiebreakModeOf(event)) });
}

export function computeStandings(event: ScoredEvent): Result<Standings> {
  const rows = swissStandings(event, tiebreakModeOf(event));
  return ok({ rows: applyFinalConfrontation(rows, event) });
}

/**
 * The standings' order alone — each player's ID and rank in the rows' order, equal ranks a shared
 * place (K5) — as pairing reads it (P2, A1: "ordered by the full standings"). Without a Final
 * Confrontation (F5 would reorder its players) the guide's order is read without the rows'
 * columns and K6 lines; otherwise, and for the Players Committee's modes (K7), it is read from the
 * full standings. Either way the same as `computeStandings`' rows (standings-order.test.ts).
 */
export function computeStandingsOrder(
  event: ScoredEvent,
): Result<readonly { readonly id: string; readonly rank: number }[]> {
  if (tiebreakModeOf(event) === "guide" && finalsOf(event).length === 0)
    return ok(guideStandingsOrder(event));
  const standings = computeStandings(event);
  return standings.ok ? ok(standings.value.rows) : standings;
}
