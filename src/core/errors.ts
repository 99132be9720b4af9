// Expected failures are values with stable codes (DESIGN.md); exceptions are only for bugs.

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
  // The event log (issue 5): what decide() refuses, one code per reason.
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
  "UNKNOWN_GAME",
  "RESULT_MISSING",
  "RESULT_ALREADY_REPORTED",
  "RESULT_ALREADY_ACCEPTED",
  "NOTHING_TO_UNDO",
  "PAIRING_HAS_RESULTS",
  "REASON_REQUIRED",
  "DECK_CHECK_CONFLICT",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface DomainError {
  readonly code: ErrorCode;
  /** JSON path of the offending field, e.g. `games[3].result.lifeForce`. */
  readonly field: string;
  /** The SPEC rule ID or document section the input breaks, e.g. `S2` or `SPEC §6`. */
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

/** `games[3].result.lifeForce: expected a number 0..60 (S1)` — the one way errors are shown to people. */
export function formatError(error: DomainError): string {
  const where = error.field ? `${error.field}: ` : "";
  return `${where}${error.message} (${toUserRule(error.rule)})`;
}

/** People read docs/rules.md (shipped with the package), not the SPEC: "SPEC §6" → "docs/rules.md §6". */
export function toUserRule(rule: string): string {
  return rule.replace(/^SPEC (§?\d)/, "docs/rules.md $1");
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
