// F1/F3: the two seeds of the Final Confrontation as `pair --final` would pair them (the Swiss
// standings, exact ties by the event's seed, players still in, finalKind's rule), for the rules
// that need them without pairing: the second seed's waiver (F4, final-waiver.ts).
import type { Result } from "../errors.js";
import type { ScoredEvent } from "../scored-event/types.js";
import { finalKind, seededFinalOrder, selectFinalists } from "./final.js";
import { firstSideOf, historyOfEvent, isOut } from "./history.js";
import { eventRandom } from "./pair-next.js";
import { swissStandingsGroups } from "./standings-order.js";

/** The first and the second seed, higher seed first. */
export function computeFinalSeeds(event: ScoredEvent): Result<readonly [string, string]> {
  const history = historyOfEvent(event);
  const groups = swissStandingsGroups(event, history);
  if (!groups.ok) return groups;
  const order = seededFinalOrder(groups.value, eventRandom(event)).ids;
  return selectFinalists(
    order,
    finalKind(event),
    (id) => !isOut(history, id),
    (id) => firstSideOf(history, id),
  );
}
