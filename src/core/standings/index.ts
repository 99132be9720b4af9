// SPEC §3: standings by the guide (K1–K6, the default) or by the Players Committee's 2016
// software (K7), chosen per event by `event.options.tiebreaks`; F5 then places the finalists.
import { assertNever, ok, type Result } from "../errors.js";
import type { TiebreakMode } from "../games.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { applyFinalConfrontation } from "./final-confrontation.js";
import { computeGuideStandings } from "./guide.js";
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

export function computeStandings(event: ScoredEvent): Result<Standings> {
  const rows = swissStandings(event, tiebreakModeOf(event));
  return ok({ rows: applyFinalConfrontation(rows, event) });
}
