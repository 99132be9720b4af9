// The event as a scored results file, its standings document and its deck checks: pure
// functions of the folded state and its scored view (docs/rules.md §6).
import { computeEventStandings, toStandingsDocument, type EventStandings } from "../event-standings.js";
import type { Result } from "../errors.js";
import { exportResultsFile } from "../results-file/export.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { deckCheckPoint } from "../tournament/deck-check-point.js";
import type { ResultsFile } from "../results-file/schema.js";
import { standingSlots, toScoredEvent } from "../tournament/project.js";
import type { TournamentState } from "../tournament/state.js";
import type { DeckChecksView, EventFileView, StandingsView } from "./types.js";

/** An event's state with its scored view and standings (the command pipeline keeps them per version). */
export interface ScoredState {
  readonly state: TournamentState;
  readonly scored: Result<ScoredEvent>;
  readonly standings: Result<EventStandings>;
}

/**
 * GET /api/events/{id}: the results file with score and standings (docs/rules.md §6), each game
 * with its `gameId` so a client corrects a result without guessing ids. The scored event holds
 * the standing games in creation order, as standingSlots.
 */
export function toEventFile(view: ScoredState): Result<EventFileView> {
  const { scored, standings } = view;
  if (!scored.ok) return scored;
  if (!standings.ok) return standings;
  const file = exportResultsFile(scored.value, standings.value);
  const slots = standingSlots(view.state);
  if (slots.length !== file.games.length)
    throw new Error(`toEventFile: ${file.games.length} scored games but ${slots.length} standing slots`);
  return {
    ok: true,
    value: { ...file, games: file.games.map((game, i) => ({ ...game, gameId: slots[i]!.gameId })) },
  };
}

/**
 * docs/rules.md §6 export (`handsdown export`): the results file with every game's computed score
 * and the final standings, from a state folded once (a read outside the pipeline).
 */
export function toExportedFile(state: TournamentState): Result<ResultsFile> {
  const scored = toScoredEvent(state);
  if (!scored.ok) return scored;
  const standings = computeEventStandings(scored.value);
  if (!standings.ok) return standings;
  return { ok: true, value: exportResultsFile(scored.value, standings.value) };
}

/** GET /api/events/{id}/standings: the `standings --json` document of the CLI contract. */
export function toStandingsView(view: ScoredState): Result<StandingsView> {
  const { scored, standings } = view;
  if (!scored.ok) return scored;
  if (!standings.ok) return standings;
  return { ok: true, value: toStandingsDocument(scored.value, standings.value) };
}

/** GET /api/events/{id}/deck-checks: R7/S7 checks as recorded, with who failed one. */
export function toDeckChecksView(state: TournamentState): DeckChecksView {
  const failed = [...new Set(state.deckChecks.filter((c) => !c.passed).map((c) => c.playerId))];
  // R7: what this check point's draw is made from, frozen when it began (deck-check-point.ts).
  const { afterPairing, label, players, failedBefore } = deckCheckPoint(state);
  return { deckChecks: state.deckChecks, failed, checkPoint: { afterPairing, label, players, failedBefore } };
}
