// Expected failures are values with stable codes (docs/architecture.md); exceptions are only for bugs.

export const ERROR_CODES = [
  "INVALID_FIELD",
  "UNKNOWN_PROFILE",
  "PROFILE_NOT_FOR_GAME",
  "UNKNOWN_PLAYER",
  "PLAYER_TWICE_IN_GAME",
  "WRONG_PLAYER_COUNT",
  "UNDECIDED_TRUE_TIE",
  "VALUE_OUT_OF_RANGE",
  "WINNER_REQUIRED",
  "DUPLICATE_PLAYER",
  "UNSUPPORTED_FORMAT",
  "ROUND_NOT_COMPLETE",
  "NOTHING_TO_PAIR",
  // The event log: what decide() refuses, one code per reason.
  "EVENT_NOT_CREATED",
  "EVENT_ALREADY_EXISTS",
  "EVENT_FINISHED",
  "EVENT_ALREADY_STARTED",
  "EVENT_NOT_STARTED",
  "PLAYER_NOT_CHECKED_IN",
  "PLAYER_ALREADY_CHECKED_IN",
  "PLAYER_NOT_IN_EVENT",
  "PLAYER_STILL_IN_EVENT",
  "PLAYER_ALREADY_PAIRED",
  "PLAYER_NOT_IN_GAME",
  "PLAYER_NOT_PAIRED",
  "PLAYERS_NOT_TIED",
  "UNKNOWN_GAME",
  "RESULT_MISSING",
  "RESULT_ALREADY_REPORTED",
  "RESULT_ALREADY_ACCEPTED",
  "RESULT_DISPUTED",
  "NOTHING_TO_UNDO",
  "PAIRING_HAS_RESULTS",
  "REASON_REQUIRED",
  "DECK_CHECK_CONFLICT",
  "NOT_FINAL_GAME_ONE",
  "SIDES_ALREADY_CHOSEN",
  "FINAL_TOO_EARLY",
  "FINAL_NOT_WAIVABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What kind of "no" each code is, so the server's error mapper is complete by construction
 * (docs/architecture.md: validation 400, forbidden 403, a rule says no 422):
 * - `validation`: the input is malformed whatever the event's state (a field, a value, a file);
 * - `not-found`: it names an event, player or game that is not there;
 * - `conflict`: it would create what already exists;
 * - `forbidden`: a player acting on a game he does not play (R6);
 * - `rule`: well-formed, but the event's state and the rules refuse it now.
 */
export const ERROR_KINDS = ["validation", "not-found", "conflict", "forbidden", "rule"] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Exhaustive: a new ErrorCode does not compile until it is given a kind here. */
export const ERROR_KIND: { readonly [code in ErrorCode]: ErrorKind } = {
  INVALID_FIELD: "validation",
  UNKNOWN_PROFILE: "validation",
  PROFILE_NOT_FOR_GAME: "validation",
  UNKNOWN_PLAYER: "not-found",
  PLAYER_TWICE_IN_GAME: "validation",
  WRONG_PLAYER_COUNT: "validation",
  UNDECIDED_TRUE_TIE: "validation",
  VALUE_OUT_OF_RANGE: "validation",
  WINNER_REQUIRED: "validation",
  DUPLICATE_PLAYER: "validation",
  UNSUPPORTED_FORMAT: "validation",
  ROUND_NOT_COMPLETE: "rule",
  NOTHING_TO_PAIR: "rule",
  EVENT_NOT_CREATED: "not-found",
  EVENT_ALREADY_EXISTS: "conflict",
  EVENT_FINISHED: "rule",
  EVENT_ALREADY_STARTED: "rule",
  EVENT_NOT_STARTED: "rule",
  PLAYER_NOT_CHECKED_IN: "rule",
  PLAYER_ALREADY_CHECKED_IN: "rule",
  PLAYER_NOT_IN_EVENT: "rule",
  PLAYER_STILL_IN_EVENT: "rule",
  PLAYER_ALREADY_PAIRED: "rule",
  // R6: a player reporting or accepting a game he did not play: not his to touch.
  PLAYER_NOT_IN_GAME: "forbidden",
  // A TD naming, in a swap, someone without a seat in the current game: a rule, not a permission.
  PLAYER_NOT_PAIRED: "rule",
  PLAYERS_NOT_TIED: "rule",
  UNKNOWN_GAME: "not-found",
  RESULT_MISSING: "rule",
  RESULT_ALREADY_REPORTED: "rule",
  RESULT_ALREADY_ACCEPTED: "rule",
  // R6: a player said the reported result is wrong: the TD decides it, not the players.
  RESULT_DISPUTED: "rule",
  NOTHING_TO_UNDO: "rule",
  PAIRING_HAS_RESULTS: "rule",
  REASON_REQUIRED: "validation",
  DECK_CHECK_CONFLICT: "rule",
  // F1: only the first game of a constructed Final Confrontation has a side to choose.
  NOT_FINAL_GAME_ONE: "rule",
  SIDES_ALREADY_CHOSEN: "rule",
  // A1/D3/R3: a Final Confrontation the documents rule out at this point of the event.
  FINAL_TOO_EARLY: "rule",
  // F4: only the second seed, at Championship Level, before the final is played, may waive it.
  FINAL_NOT_WAIVABLE: "rule",
};

export function errorKind(code: ErrorCode): ErrorKind {
  return ERROR_KIND[code];
}

export interface DomainError {
  readonly code: ErrorCode;
  /** JSON path of the offending field, e.g. `games[3].result.lifeForce`. */
  readonly field: string;
  /** The docs/rules.md rule ID or document section the input breaks, e.g. `S2` or `docs/rules.md §6`. */
  readonly rule: string;
  readonly message: string;
}

export type Result<T, E = DomainError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function fail(code: ErrorCode, field: string, rule: string, message: string): Result<never> {
  return { ok: false, error: { code, field, rule, message } };
}

/** `games[3].result.lifeForce: expected a number 0..999 (S1)` — the one way errors are shown to people. */
export function formatError(error: DomainError): string {
  const where = error.field ? `${error.field}: ` : "";
  const rule = toUserRule(error.rule);
  // A message that already ends on its rule is not given it twice ("… (S6) (S6)").
  if (error.message.endsWith(`(${rule})`)) return `${where}${error.message}`;
  return `${where}${error.message} (${rule})`;
}

/**
 * People read docs/rules.md, shipped with the package. A rule written the older way, as a section
 * of the design notes ("SPEC §6", "SPEC §2.3": a refusal stored or a file written then), is shown
 * as the section of docs/rules.md that carries it now ("docs/rules.md §6", "docs/rules.md §2").
 */
export function toUserRule(rule: string): string {
  return rule.replace(/^SPEC §?(\d)(?:\.\d+)?/, "docs/rules.md §$1");
}

/** Prefixes every error's field, so nested validators can report full JSON paths. */
export function atPath<T>(prefix: string, result: Result<T>): Result<T> {
  if (result.ok) return result;
  const field = result.error.field ? joinPath(prefix, result.error.field) : prefix;
  return { ok: false, error: { ...result.error, field } };
}

export function joinPath(prefix: string, field: string): string {
  if (!prefix) return field;
  return field.startsWith("[") ? `${prefix}${field}` : `${prefix}.${field}`;
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
