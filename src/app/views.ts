// Read models: pure functions of one event's state. Everything shown is computed from the log
// (scores, standings by the existing functions), so a view rebuilt from the log equals the live one.
import { computeEventStandings } from "../core/event-standings.js";
import { formatError, type Result } from "../core/errors.js";
import { profileNameOfEvent } from "../core/games.js";
import { exportResultsFile } from "../core/results-file/export.js";
import type { ResultsFile } from "../core/results-file/schema.js";
import { standingSlots, toScoredEvent } from "../core/tournament/project.js";
import type { TournamentState } from "../core/tournament/state.js";

/** docs/architecture.md `handsdown list --json`: one line per event. */
export interface EventSummary {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly game: string;
  readonly rules: string;
  readonly players: number;
  /** Games whose result stands (what the results file holds). */
  readonly games: number;
}

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

/** docs/rules.md §6 export: the results file with every game's computed score and the final standings. */
export function toExportedFile(state: TournamentState): Result<ResultsFile> {
  const scored = toScoredEvent(state);
  if (!scored.ok) return scored;
  const standings = computeEventStandings(scored.value);
  if (!standings.ok) return standings;
  return { ok: true, value: exportResultsFile(scored.value, standings.value) };
}

/** For messages: a DomainError as one line. */
export const describeError = formatError;
