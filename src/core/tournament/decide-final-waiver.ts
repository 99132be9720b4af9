// F4: the second seed waives the Championship Level Final Confrontation. The rule (who may, when)
// is checkFinalWaiver's (final-waiver.ts), the one the results file's `event.finalWaivedBy` obeys.
import { fail, ok, type Result } from "../errors.js";
import type { TournamentEvent } from "../events.js";
import { checkFinalWaiver, refuseWaiverOnceBegun } from "../final-waiver.js";
import { requireOpenEvent, requirePlayer } from "./guards.js";
import { scoredEventOf, type DecideViews } from "./project.js";
import { gamesOf, pendingGames, type TournamentState } from "./state.js";

export function decideFinalWaiver(
  state: TournamentState,
  playerId: string,
  views?: DecideViews,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const player = requirePlayer(state, playerId, "playerId");
  if (!player.ok) return player;
  if (event.value.finalWaivedBy !== undefined)
    return fail(
      "FINAL_NOT_WAIVABLE",
      "playerId",
      "F4",
      `the Final Confrontation was already waived by ${event.value.finalWaivedBy}`,
    );
  // F4: before the Final Confrontation is paired; checked before the results, so a paired final
  // whose game is still being played is refused for what it is.
  const begun = refuseWaiverOnceBegun(gamesOf(state).map((slot) => slot.record));
  if (!begun.ok) return begun;
  if (pendingGames(state).length > 0)
    return fail(
      "ROUND_NOT_COMPLETE",
      "games",
      "R6",
      "every Swiss result must be in before the second seed can be known and waive the Final Confrontation",
    );
  const scored = scoredEventOf(state, views);
  if (!scored.ok) return scored;
  const waiver = checkFinalWaiver(scored.value, playerId);
  if (!waiver.ok) return waiver;
  return ok([{ type: "FinalConfrontationWaived", data: { playerId } }]);
}
