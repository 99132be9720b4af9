// The one projection everything else is computed from: the tournament as a docs/rules.md §6 results file.
// Scores, standings and the next pairing are derived from it by the existing pure functions
// (scoreEvent, computeEventStandings, pairNext), so a live event and an imported file are
// scored by exactly the same code.
import type { Result } from "../errors.js";
import type { GameFields } from "../events.js";
import {
  RESULTS_FORMAT,
  RESULTS_VERSION,
  type GameRecord,
  type ResultsFile,
} from "../results-file/schema.js";
import { isOnTheEdge } from "../games.js";
import { firstLosses, lostBefore } from "../ote/scale.js";
import {
  profileNameOfEvent,
  scoreEvent,
  toPlayedGame,
  scoringOptionsOfEvent,
  type ScoredEvent,
} from "../scored-event/score-event.js";
import { scoreGame } from "../rules/index.js";
import type { ScoredGame } from "../rules/types.js";
import { gamesOf, isStanding, type GameSlot, type TournamentState } from "./state.js";

/** The games of the results file: those whose result stands (R6), in the order they were created. */
export function standingSlots(state: TournamentState): GameSlot[] {
  return gamesOf(state).filter(isStanding);
}

function toGameRecord(fields: GameFields): GameRecord {
  // The record keeps its own key order (an imported game exports as it came in).
  return fields as GameRecord;
}

export function toResultsFile(state: TournamentState): ResultsFile {
  if (!state.event) throw new Error("toResultsFile: the event has not been created");
  return {
    format: RESULTS_FORMAT,
    version: RESULTS_VERSION,
    event: state.event,
    players: [...state.players],
    games: standingSlots(state).map((slot) => toGameRecord(slot.record)),
  };
}

export function toScoredEvent(state: TournamentState): Result<ScoredEvent> {
  return scoreEvent(toResultsFile(state));
}

/**
 * What a decision may read instead of re-deriving it from the state: the read model
 * (src/core/views/read-model.ts, folded by the command pipeline) keeps the scored games and
 * extends them result by result. It must equal `toScoredEvent(state)` for the state given
 * ("replay equals live").
 */
export interface DecideViews {
  readonly scored?: () => Result<ScoredEvent>;
}

export function scoredEventOf(state: TournamentState, views?: DecideViews): Result<ScoredEvent> {
  return views?.scored ? views.scored() : toScoredEvent(state);
}

/**
 * OTE 2.0: the round in which each player of an On the Edge event first lost a game whose result
 * stands (empty for other games, or while the standing results do not score).
 */
export function firstLossesOf(state: TournamentState): ReadonlyMap<string, number> {
  if (!state.event || !isOnTheEdge(state.event)) return new Map();
  const scored = toScoredEvent(state);
  return scored.ok ? firstLosses(scored.value.games.map(toPlayedGame)) : new Map();
}

/**
 * One scoring function for everyone (docs/architecture.md): one game of this event, scored by its
 * profile. On the Edge: each player on his own scale, from his losses in earlier rounds (E2, M6).
 */
export function scoreGameOfEvent(state: TournamentState, record: GameFields): Result<ScoredGame> {
  if (!state.event) throw new Error("scoreGameOfEvent: the event has not been created");
  const lostIn = isOnTheEdge(state.event)
    ? lostBefore(firstLossesOf(state), record.round, record.players)
    : undefined;
  return scoreGame(profileNameOfEvent(state.event), scoringOptionsOfEvent(state.event), {
    ...toGameRecord(record),
    ...(lostIn && { lostIn }),
  });
}
