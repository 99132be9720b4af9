// The public surface of the core, for the server, the web app and the tests. Pure: no I/O, no
// clock, no randomness of its own (docs/architecture.md); it runs in the browser. The app (src/app) and the
// CLI import the modules they use by their own paths instead: this surface loads every module of
// the core, which a one-shot command should not pay for.

// Errors: stable codes, each with its kind for the server's error mapper.
export {
  ERROR_CODES,
  ERROR_KIND,
  ERROR_KINDS,
  errorKind,
  formatError,
  fail,
  ok,
  assertNever,
} from "./errors.js";
export type { DomainError, ErrorCode, ErrorKind, Result } from "./errors.js";

// Games, profiles, statuses (docs/rules.md §1, §6).
export * from "./games.js";
export { PROFILES, isProfileName, profileFor, scoreGame } from "./rules/index.js";
export type * from "./rules/types.js";

// The results file (docs/rules.md §6), its declared shape (the one validator of a file) and its scoring.
export {
  eventSchema,
  gameSchema,
  playerSchema,
  readAs,
  resultsFileSchema,
  RESULTS_FORMAT,
  RESULTS_VERSION,
} from "./results-file/schema.js";
export type { EventInfo, EventOptions, GameRecord, PlayerEntry, ResultsFile } from "./results-file/schema.js";
export { checkResultsFile, parseResultsFile, parseResultsValue } from "./results-file/parse.js";
export { exportResultsFile } from "./results-file/export.js";
export {
  extendScoredEvent,
  profileNameOf,
  profileNameOfEvent,
  scoreEvent,
  scoringOptionsOf,
  scoringOptionsOfEvent,
} from "./scored-event/score-event.js";
export type { ScoredEvent, ScoredRecord } from "./scored-event/types.js";

// Standings (docs/rules.md §3, On the Edge M8) and pairing (docs/rules.md §2, 2.6): one entry point each.
export {
  computeEventStandings,
  scoresByGame,
  toStandingsJson,
  type EventStandings,
} from "./event-standings.js";
export { isOnTheEdge, pairEventNext, type EventPairing, type PairEventOptions } from "./event-pairing.js";
export type { StandingRow, Standings, PlayerRecord } from "./standings/types.js";
export type { NextPairing, PairedPlayer, PairingSystem } from "./pairing/types.js";
export type { OteGroup, OtePairing, OteStandingRow, OteStandings } from "./ote/types.js";
export { describeSystem } from "./pairing/system.js";

// Players (R1, K6).
export { makePlayerId } from "./players/player-id.js";
export { parseBirthDate } from "./players/birth-date.js";
export { playerName, quittersOf, standingStatus } from "./players/standing-line.js";

// The event log: commands, events, decide/evolve, the state and its projections.
export type { DecideContext, PlayerInput, TournamentCommand, TournamentCommandType } from "./commands.js";
export type {
  DeckCheckFailureKind,
  DeckCheckPenalty,
  GameFields,
  PairedBye,
  PairedTable,
  RawResult,
  Seat,
  TournamentEvent,
  TournamentEventType,
} from "./events.js";
export { TOURNAMENT_EVENT_TYPES, isTournamentEventType } from "./events.js";
export { decide } from "./decide.js";
export { evolve, fold } from "./evolve.js";
export * from "./tournament/state.js";
export {
  scoreGameOfEvent,
  scoredEventOf,
  standingSlots,
  toResultsFile,
  toScoredEvent,
  type DecideViews,
} from "./tournament/project.js";

// Seeded randomness (docs/rules.md §2): every shuffle and coin toss comes from the event's seed.
export { makeRandom, type Random } from "./random.js";
