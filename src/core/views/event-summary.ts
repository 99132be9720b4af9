// One line of the event list (`handsdown list --json`, GET /api/events): a pure function of an
// event's folded state (docs/architecture.md, "The flow of a view").
import { profileNameOfEvent } from "../games.js";
import { standingSlots } from "../tournament/project.js";
import type { TournamentState } from "../tournament/state.js";
import type { EventSummary } from "./types.js";

export function toEventSummary(id: string, state: TournamentState): EventSummary | undefined {
  const event = state.event;
  if (!event) return undefined;
  return {
    id,
    name: event.name,
    date: event.date,
    game: event.game,
    rules: profileNameOfEvent(event),
    players: state.players.length,
    games: standingSlots(state).length,
  };
}
