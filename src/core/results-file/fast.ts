// docs/rules.md §6, the results file checked without zod, for the common case of a valid
// file. A 16,384-player event has 65,000 games; zod's pass over them, and the garbage it leaves,
// cost more than scoring and pairing them. This module decides only "valid" or "not sure": it
// accepts a value only when schema.ts would accept it, and then returns what the schema would
// return (the same fields in the schema's order, `result` and standings rows as prototype-free
// copies). For anything else — a wrong type, an unknown field, an odd value it was not written
// for — it answers undefined and the caller asks the schema, which alone words the error.
// fast.test.ts checks both answers agree on valid files and on random corruptions of them.
// No zod here, so a caller that can wait for a dynamic import loads zod only for a bad file.
import {
  EVENT_TYPES,
  GAME_NAMES,
  PLAYER_STATUSES,
  PROFILE_NAMES,
  SIDES,
  STAGES,
  TIEBREAK_MODES,
} from "../games.js";
import { SEALED_FORMAT_IDS } from "../event-rules/sealed-formats.js";
import type { PlayerEntry, ResultsFile } from "./schema.js";
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

type Check = (value: unknown) => boolean;
type Plain = Record<string, unknown>;

/** A field of a strict object: its check, and whether it may be left out. */
interface Field {
  readonly check: Check;
  readonly optional: boolean;
  /** Its place in the schema's order (zod's output order), that of the table's keys. */
  readonly index: number;
}

type Fields = Readonly<Record<string, Field>>;

const required = (check: Check): Omit<Field, "index"> => ({ check, optional: false });
const optional = (check: Check): Omit<Field, "index"> => ({ check, optional: true });

/** A strict object's fields, in the schema's order. */
function fieldTable(fields: Readonly<Record<string, Omit<Field, "index">>>): Fields {
  return Object.fromEntries(Object.entries(fields).map(([key, field], index) => [key, { ...field, index }]));
}

/**
 * Only objects as JSON.parse makes them: anything else (a class instance, an object with a
 * getter) is left to the schema, whose rules for it this module does not repeat.
 */
function isPlain(value: unknown): value is Plain {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const oneOf = (values: readonly string[]): Check => {
  const set = new Set<unknown>(values);
  return (value) => set.has(value);
};

/** Printable ASCII has none of the refused characters: most IDs and names, told at once. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const isText: Check = (value) =>
  typeof value === "string" && (PRINTABLE_ASCII.test(value) || !NOT_IN_TEXT.test(value));
const isName: Check = (value) => isText(value) && (value as string).length > 0;
const isId: Check = (value) =>
  typeof value === "string" && value.length > 0 && (PRINTABLE_ASCII.test(value) || !NOT_IN_ID.test(value));
const isString: Check = (value) => typeof value === "string";
const isDate: Check = (value) => typeof value === "string" && calendarDateProblem(value) === undefined;
const isBoolean: Check = (value) => typeof value === "boolean";
const isNumber: Check = (value) => typeof value === "number" && Number.isFinite(value);
/** zod's `.int()` takes safe integers only. */
const isCounting: Check = (value) => Number.isSafeInteger(value) && (value as number) > 0;
const isWholeFromZero: Check = (value) => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Whether the objects checked may be returned as they are, the caller's value being the
 * program's own (parseResultsFile's JSON.parse): most of the garbage of a huge file is copies.
 */
let reuse = false;

/**
 * A strict object of these fields, as zod returns it: the fields in the schema's order, each
 * value as `build` makes it (the object itself when it may be reused, already in that order and
 * with nothing rebuilt). Undefined when a field is unknown, missing or wrong.
 */
function strictObject(
  value: unknown,
  fields: Fields,
  build?: (key: string, value: unknown) => unknown,
): Plain | undefined {
  if (!isPlain(value)) return undefined;
  // The order of the fields (zod's output order) is that of the table's keys.
  let inOrder = reuse && Object.getPrototypeOf(value) === Object.prototype;
  let last = -1;
  for (const key in value) {
    // An own `__proto__` key (JSON.parse makes one) is unknown too; `in` on the table would
    // find Object.prototype's accessor, hence hasOwn.
    if (!Object.hasOwn(fields, key)) return undefined;
    if (inOrder) {
      const index = fields[key]!.index;
      inOrder = index > last;
      last = index;
    }
  }
  const out: Plain = inOrder ? value : {};
  for (const key in fields) {
    const field = fields[key]!;
    if (!Object.hasOwn(value, key)) {
      if (field.optional) continue;
      return undefined;
    }
    const item = value[key];
    // A present but undefined value (never in JSON) is left to the schema.
    if (item === undefined || !field.check(item)) return undefined;
    const built = build ? build(key, item) : item;
    if (!inOrder || built !== item) out[key] = built;
  }
  return out;
}

/** A safe object keyed by user data, as safeRecord makes it: own properties, no prototype. */
function safeCopy(value: Plain): Plain {
  const out = Object.create(null) as Plain;
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, {
      value: value[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * A game's `result` as safeRecord makes it. The program's own value loses its prototype in
 * place: the same own properties, in the same order, without a copy per game.
 */
function safeResult(value: Plain): Plain {
  if (!reuse) return safeCopy(value);
  Object.setPrototypeOf(value, null);
  return value;
}

/** An array whose every entry `entry` turns into its output; undefined when one is refused. */
function arrayOf(value: unknown, entry: (item: unknown) => unknown, min = 0): unknown[] | undefined {
  if (!Array.isArray(value) || value.length < min) return undefined;
  const out = reuse ? value : new Array<unknown>(value.length);
  for (let i = 0; i < value.length; i++) {
    // `in`: a hole (never in JSON) is left to the schema.
    const item = i in value ? entry(value[i]) : undefined;
    if (item === undefined) return undefined;
    if (out[i] !== item) out[i] = item;
  }
  return out;
}

const VP_FIELDS = fieldTable({
  full: optional(isWholeFromZero),
  modified: optional(isWholeFromZero),
  tie: optional(isWholeFromZero),
  bye: optional(isWholeFromZero),
});

const OPTION_FIELDS = fieldTable({
  cap: optional(isCounting),
  vp: optional(isPlain),
  tiebreaks: optional(oneOf(TIEBREAK_MODES)),
  level: optional(oneOf(EVENT_LEVELS)),
  k: optional(isCounting),
  fewestRematches: optional(isBoolean),
  format: optional(oneOf(SEALED_FORMAT_IDS)),
});

const EVENT_FIELDS = fieldTable({
  name: required(isName),
  date: required(isDate),
  game: required(oneOf(GAME_NAMES)),
  rules: optional(oneOf(PROFILE_NAMES)),
  options: optional(isPlain),
  type: optional(oneOf(EVENT_TYPES)),
  sanctioned: optional(isBoolean),
  championship: optional(isBoolean),
  finalWaivedBy: optional(isId),
  seed: optional(isText),
  location: optional(isText),
  director: optional(isText),
  importedFrom: optional(oneOf(IMPORTED_FROM)),
});

const PLAYER_FIELDS = fieldTable({
  id: required(isId),
  firstName: optional(isText),
  lastName: optional(isText),
  name: optional(isText),
  birthDate: optional(isDate),
  status: optional(oneOf(PLAYER_STATUSES)),
  statusReason: optional(isText),
  lateEntry: optional(isBoolean),
});

const GAME_PLAYER_FIELDS = fieldTable({
  id: required(isId),
  side: optional(oneOf(SIDES)),
});

const SCORE_FIELDS = fieldTable({
  id: required(isString),
  vp: required(isNumber),
  diff: required(isNumber),
  ip: optional(isNumber),
});

const GAME_FIELDS = fieldTable({
  round: required(isCounting),
  game: required(isCounting),
  table: optional(isWholeFromZero),
  stage: optional(oneOf(STAGES)),
  players: required(Array.isArray),
  result: required(isPlain),
  set: optional(oneOf(GAME_SETS)),
  deckCheckFailure: optional(isId),
  note: optional(isText),
  score: optional(Array.isArray),
  gameId: optional(isCounting),
});

const FILE_FIELDS = fieldTable({
  format: required((value) => value === RESULTS_FORMAT),
  version: required((value) => value === RESULTS_VERSION),
  event: required(isPlain),
  players: required(Array.isArray),
  games: required(Array.isArray),
  standings: optional(Array.isArray),
});

/** Nested values are rebuilt after their parent's own fields passed; a refusal is thrown here. */
class NotSure extends Error {}

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new NotSure();
  return value;
}

const option = (key: string, value: unknown): unknown =>
  key === "vp" ? must(strictObject(value, VP_FIELDS)) : value;

const event = (key: string, value: unknown): unknown =>
  key === "options" ? must(strictObject(value, OPTION_FIELDS, option)) : value;

const player = (value: unknown): Plain | undefined => strictObject(value, PLAYER_FIELDS);
const gamePlayer = (value: unknown): Plain | undefined => strictObject(value, GAME_PLAYER_FIELDS);
const scoreEntry = (value: unknown): Plain | undefined => strictObject(value, SCORE_FIELDS);

function game(key: string, value: unknown): unknown {
  switch (key) {
    case "players":
      return must(arrayOf(value, gamePlayer, 1));
    case "result":
      return safeResult(value as Plain);
    case "score":
      return must(arrayOf(value, scoreEntry));
    default:
      return value;
  }
}

const gameRecord = (value: unknown): Plain | undefined => strictObject(value, GAME_FIELDS, game);
const standingsRow = (value: unknown): Plain | undefined => (isPlain(value) ? safeCopy(value) : undefined);

function file(key: string, value: unknown): unknown {
  switch (key) {
    case "event":
      return must(strictObject(value, EVENT_FIELDS, event));
    case "players":
      return must(arrayOf(value, player));
    case "games":
      return must(arrayOf(value, gameRecord));
    case "standings":
      return must(arrayOf(value, standingsRow));
    default:
      return value;
  }
}

/**
 * The results file `value` as resultsFileSchema would return it, when the schema accepts it
 * and this check is sure of it; undefined otherwise: ask the schema (parse.ts), which words
 * the error. The structural rules (structure.ts) are not checked here.
 */
export function parseResultsFast(value: unknown): ResultsFile | undefined {
  return checkFile(value, false);
}

/** One player entry as playerSchema would return it, or undefined: ask the schema (R1 registration). */
export function parsePlayerFast(value: unknown): PlayerEntry | undefined {
  return player(value) as PlayerEntry | undefined;
}

/**
 * The same for a value nobody else holds (JSON.parse's, in parseResultsFile): its objects are
 * returned instead of copies where the copy would be the same, and may be changed in place
 * (each `result` becomes its prototype-free copy). Undefined: ask the schema, with a fresh
 * value, as this one may have been changed.
 */
export function parseOwnResultsFast(value: unknown): ResultsFile | undefined {
  return checkFile(value, true);
}

function checkFile(value: unknown, reuseValue: boolean): ResultsFile | undefined {
  reuse = reuseValue;
  try {
    return strictObject(value, FILE_FIELDS, file) as ResultsFile | undefined;
  } catch (error) {
    if (error instanceof NotSure) return undefined;
    throw error;
  } finally {
    reuse = false;
  }
}
