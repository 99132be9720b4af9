// docs/rules.md §6: the results file, the interchange format and what tests feed the program.
// The envelope is declared here, once, with the rules a game's result is declared with
// (rules/shared/result-shape.ts): the declaration is the only validator of a file, of a player
// registered (R1) and of an event's settings, and it words each error (the field, what was
// expected, what was given). No zod: a 65,000-game file is checked without it and the CLI
// starts without loading it. Each game's `result` is read here as any object and validated by
// its rule profile, which knows what a Star Wars or a Star Trek result looks like.
import { fail, ok, type Result } from "../errors.js";
import {
  EVENT_TYPES,
  GAME_NAMES,
  PLAYER_STATUSES,
  PROFILE_NAMES,
  SIDES,
  STAGES,
  TIEBREAK_MODES,
  type EventType,
  type GameName,
  type PlayerStatus,
  type ProfileName,
  type Side,
  type Stage,
  type TiebreakMode,
} from "../games.js";
import {
  anyObject,
  flag,
  list,
  number,
  oneOf,
  optional,
  required,
  strictShape,
  textOf,
  whole,
  wholeFrom,
  type FieldRule,
} from "../rules/shared/result-shape.js";
import { toFieldPath } from "../rules/shared/validate.js";
import { SEALED_FORMAT_IDS, type SealedFormatId } from "../event-rules/sealed-formats.js";
import {
  calendarDateProblem,
  EVENT_LEVELS,
  GAME_SETS,
  IMPORTED_FROM,
  NOT_IN_ID,
  NOT_IN_TEXT,
  RESULTS_FORMAT,
  RESULTS_VERSION,
} from "./text-rules.js";

export { calendarDateProblem, RESULTS_FORMAT, RESULTS_VERSION } from "./text-rules.js";

/** The rule of every refusal here: the results file's format. */
export const RESULTS_FILE_RULE = "docs/rules.md §6";

export type VictoryPointsOption = {
  full?: number;
  modified?: number;
  tie?: number;
  bye?: number;
};

export type EventOptions = {
  cap?: number;
  vp?: VictoryPointsOption;
  tiebreaks?: TiebreakMode;
  level?: (typeof EVENT_LEVELS)[number];
  k?: number;
  fewestRematches?: boolean;
  /** R12: the sealed format picked from the catalogue (its deck-building and game times, R4). */
  format?: SealedFormatId;
};

export type EventInfo = {
  name: string;
  date: string;
  game: GameName;
  rules?: ProfileName;
  options?: EventOptions;
  type?: EventType;
  sanctioned?: boolean;
  championship?: boolean;
  /** F4: the second seed who waived the Championship Level Final Confrontation (final-waiver.ts). */
  finalWaivedBy?: string;
  seed?: string;
  location?: string;
  director?: string;
  /**
   * The event came from the Players Committee's files (`import --from swccg-pc`): its player
   * IDs are the PC's UUIDs, a new one per file, so the ratings match players by name
   * (docs/guide/ratings.md, L5).
   */
  importedFrom?: (typeof IMPORTED_FROM)[number];
};

export type PlayerEntry = {
  id: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  birthDate?: string;
  status?: PlayerStatus;
  statusReason?: string;
  /**
   * R2: the player entered after the first game was paired. A file holds finished games only,
   * so without this mark a player with no game yet could as well be the player of a last
   * table not entered: pairing refuses that one (next-game.ts).
   */
  lateEntry?: boolean;
};

export type GamePlayerEntry = {
  id: string;
  side?: Side;
};

export type ScoreEntryRecord = {
  id: string;
  vp: number;
  diff: number;
  ip?: number;
};

export type GameRecord = {
  round: number;
  game: number;
  table?: number;
  stage?: Stage;
  players: GamePlayerEntry[];
  /** Read as any object, without a prototype; its profile validates it (scoreGame). */
  result: Record<string, unknown>;
  set?: (typeof GAME_SETS)[number];
  deckCheckFailure?: string;
  note?: string;
  /** Added on export; recomputed, never trusted, on import. */
  score?: ScoreEntryRecord[];
  /** Added by the server's read of a live event (the id commands name the game by); an import numbers its games itself. */
  gameId?: number;
};

export type ResultsFile = {
  format: typeof RESULTS_FORMAT;
  version: typeof RESULTS_VERSION;
  event: EventInfo;
  players: PlayerEntry[];
  games: GameRecord[];
  /** Added on export; recomputed, never trusted, on import. */
  standings?: Record<string, unknown>[];
};

function codePointAt(text: string, pattern: RegExp): string {
  const found = pattern.exec(text);
  const code = found ? found[0].codePointAt(0)! : 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${found ? found.index + 1 : 0}`;
}

/** Printable ASCII has none of the refused characters: most IDs and names, told at once. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A player ID or any other ID (docs/rules.md §6: any unique string), without control characters. */
const idText = textOf("an ID: text", (text) =>
  text.length === 0
    ? "an ID must not be empty"
    : PRINTABLE_ASCII.test(text) || !NOT_IN_ID.test(text)
      ? undefined
      : `an ID must not contain control or invisible formatting characters (${codePointAt(text, NOT_IN_ID)})`,
);

const textProblem = (text: string): string | undefined =>
  PRINTABLE_ASCII.test(text) || !NOT_IN_TEXT.test(text)
    ? undefined
    : `must not contain control characters or direction marks (${codePointAt(text, NOT_IN_TEXT)})`;

/** A name, a note: any printable text. */
const plainText = textOf("text", textProblem);

/** An event's name: printable text, not empty. */
const nameText = textOf(
  "text",
  (text) => textProblem(text) ?? (text.length === 0 ? "must not be empty" : undefined),
);

/** A calendar date YYYY-MM-DD (`2026-13-45`, February 30, `0000-00-00` are refused). */
const isoDate = textOf("a date YYYY-MM-DD", calendarDateProblem);

/** A whole number 1, 2, 3, …: the message says "more than 0", which is what is checked. */
const countingNumber = (what: string): FieldRule<number> =>
  wholeFrom(1, `expected a whole ${what} more than 0`);

/** A number of victory points: a whole number from 0. */
const victoryPoints = wholeFrom(0, "expected a whole number 0 or more");

const vpSchema = strictShape<VictoryPointsOption>({
  full: optional(victoryPoints),
  modified: optional(victoryPoints),
  tie: optional(victoryPoints),
  bye: optional(victoryPoints),
});

const eventOptionsSchema = strictShape<EventOptions>({
  cap: optional(countingNumber("number of points")),
  vp: optional(vpSchema),
  tiebreaks: optional(oneOf(...TIEBREAK_MODES)),
  level: optional(oneOf(...EVENT_LEVELS)),
  k: optional(countingNumber("number")),
  fewestRematches: optional(flag),
  format: optional(oneOf(...SEALED_FORMAT_IDS)),
});

export const eventSchema = strictShape<EventInfo>({
  name: required(nameText),
  date: required(isoDate),
  game: required(oneOf(...GAME_NAMES)),
  rules: optional(oneOf(...PROFILE_NAMES)),
  options: optional(eventOptionsSchema),
  type: optional(oneOf(...EVENT_TYPES)),
  sanctioned: optional(flag),
  championship: optional(flag),
  finalWaivedBy: optional(idText),
  seed: optional(plainText),
  location: optional(plainText),
  director: optional(plainText),
  importedFrom: optional(oneOf(...IMPORTED_FROM)),
});

export const playerSchema = strictShape<PlayerEntry>({
  id: required(idText),
  firstName: optional(plainText),
  lastName: optional(plainText),
  name: optional(plainText),
  birthDate: optional(isoDate),
  status: optional(oneOf(...PLAYER_STATUSES)),
  statusReason: optional(plainText),
  lateEntry: optional(flag),
});

const gamePlayerSchema = strictShape<GamePlayerEntry>({
  id: required(idText),
  side: optional(oneOf(...SIDES)),
});

const scoreEntrySchema = strictShape<ScoreEntryRecord>({
  id: required(textOf("text")),
  vp: required(number),
  diff: required(number),
  ip: optional(number),
});

const TABLE_NUMBER = "expected a whole table number more than 0";

export const gameSchema = strictShape<GameRecord>({
  round: required(countingNumber("round number")),
  game: required(countingNumber("game number")),
  // 0 is let through to say what a bye's table is (structure.ts): leave it out.
  table: optional(whole(0, Number.MAX_SAFE_INTEGER, { type: TABLE_NUMBER })),
  stage: optional(oneOf(...STAGES)),
  players: required(list(gamePlayerSchema, 1, "a game lists at least one player")),
  result: required(anyObject('expected the result: an object such as {"end": "full", …}')),
  set: optional(oneOf(...GAME_SETS)),
  deckCheckFailure: optional(idText),
  note: optional(plainText),
  score: optional(list(scoreEntrySchema, 0)),
  gameId: optional(countingNumber("game id")),
});

export const resultsFileSchema = strictShape<ResultsFile>({
  format: required(oneOf(RESULTS_FORMAT)),
  version: required(versionRule()),
  event: required(eventSchema),
  players: required(list(playerSchema, 0)),
  games: required(list(gameSchema, 0)),
  standings: optional(list(anyObject("expected a standings row: an object"), 0)),
});

function versionRule(): FieldRule<typeof RESULTS_VERSION> {
  const expected = `expected ${RESULTS_VERSION}`;
  return {
    kind: "whole",
    min: RESULTS_VERSION,
    max: RESULTS_VERSION,
    check: (value) =>
      value === RESULTS_VERSION
        ? { ok: true, value: RESULTS_VERSION }
        : { ok: false, path: [], message: expected },
  };
}

/**
 * `value` read by `schema` (`own`: the program's own value, kept where a copy would be the
 * same: FieldRule's `check`), or the first problem as an error naming its field under `prefix`
 * (`games[3].round`, `player.birthDate`, `settings.name`) and docs/rules.md §6.
 */
export function readAs<T>(
  schema: FieldRule<T>,
  value: unknown,
  prefix: readonly PropertyKey[] = [],
  own = false,
): Result<T> {
  const checked = schema.check(value, own);
  if (checked.ok) return ok(checked.value);
  return fail("INVALID_FIELD", toFieldPath([...prefix, ...checked.path]), RESULTS_FILE_RULE, checked.message);
}
