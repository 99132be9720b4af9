// docs/rules.md §6: the results file's declared shape (schema.ts) is its one validator. On valid
// files, real and generated, it accepts and returns the file as it was (each `result` and
// standings row a prototype-free copy, so a player ID `__proto__` stays a key), and reading
// that again changes nothing. On random corruptions of them — wrong types, missing and unknown
// fields, `__proto__` keys, bad dates, control and direction characters, duplicated entries —
// it either still accepts (a value inside a result is its profile's to judge) or refuses at
// the place corrupted, in the program's words, citing docs/rules.md §6; reading the text and
// reading the value give the same answer.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEALED_FORMAT_IDS } from "../event-rules/sealed-formats.js";
import {
  EVENT_TYPES,
  GAME_NAMES,
  PLAYER_STATUSES,
  PROFILE_NAMES,
  SIDES,
  STAGES,
  TIEBREAK_MODES,
} from "../games.js";
import { toFieldPath } from "../rules/shared/validate.js";
import { parseResultsFile, parseResultsValue } from "./parse.js";
import { eventSchema, playerSchema, readAs, resultsFileSchema, type ResultsFile } from "./schema.js";
import { EVENT_LEVELS, GAME_SETS, IMPORTED_FROM, RESULTS_FORMAT, RESULTS_VERSION } from "./text-rules.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const REAL = [
  "examples/star-wars-regional.json",
  "examples/star-wars-sealed.json",
  "examples/star-wars-constructed-halfway.json",
  "examples/star-trek-2e-regional.json",
  "examples/young-jedi-constructed.json",
  "examples/on-the-edge.json",
  "test/fixtures/star-wars-10-players.json",
  "test/fixtures/star-trek-16-players.json",
].map((path) => JSON.parse(readFileSync(resolve(ROOT, path), "utf8")) as unknown);

// ---- valid files, generated --------------------------------------------------------------

const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom("Luke Skywalker", "Zoë O'Brien", "李小龍", "👩‍👩‍👧 fam", "José"),
);
const validText = text.filter(
  (s) => !/[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(s),
);
const id = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 6 }),
    fc.constantFrom("__proto__", "constructor", "toString", "alice", "bob", "carol", "dave"),
  )
  .filter((s) => !/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u.test(s));
const date = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const counting = fc.integer({ min: 1, max: 20 });

const eventArb = fc.record(
  {
    name: validText.filter((s) => s.length > 0),
    date,
    game: fc.constantFrom(...GAME_NAMES),
    rules: fc.constantFrom(...PROFILE_NAMES),
    options: fc.record(
      {
        cap: counting,
        vp: fc.record(
          { full: fc.nat(5), modified: fc.nat(5), tie: fc.nat(5), bye: fc.nat(5) },
          { requiredKeys: [] },
        ),
        tiebreaks: fc.constantFrom(...TIEBREAK_MODES),
        level: fc.constantFrom(...EVENT_LEVELS),
        k: counting,
        fewestRematches: fc.boolean(),
        format: fc.constantFrom(...SEALED_FORMAT_IDS),
      },
      { requiredKeys: [] },
    ),
    type: fc.constantFrom(...EVENT_TYPES),
    sanctioned: fc.boolean(),
    championship: fc.boolean(),
    seed: validText,
    location: validText,
    director: validText,
    importedFrom: fc.constantFrom(...IMPORTED_FROM),
  },
  { requiredKeys: ["name", "date", "game"] },
);

const playerArb = fc.record(
  {
    id,
    firstName: validText,
    lastName: validText,
    name: validText,
    birthDate: date,
    status: fc.constantFrom(...PLAYER_STATUSES),
    statusReason: validText,
    lateEntry: fc.boolean(),
  },
  { requiredKeys: ["id"] },
);

// A value a file's text can give: JSON (a -0 generated here would read back as 0 through the text).
const fileValue = fc.jsonValue({ maxDepth: 1 }).map((value) => viaJson(value));

const resultArb = fc.oneof(
  fc.record({ end: fc.constant("full"), winner: id, lifeForce: fc.nat(30) }),
  fc.dictionary(id, fileValue, { maxKeys: 3 }),
);

const gameArb = fc.record(
  {
    round: counting,
    game: counting,
    table: fc.nat(20),
    stage: fc.constantFrom(...STAGES),
    players: fc.array(fc.record({ id, side: fc.constantFrom(...SIDES) }, { requiredKeys: ["id"] }), {
      minLength: 1,
      maxLength: 3,
    }),
    result: resultArb,
    set: fc.constantFrom(...GAME_SETS),
    deckCheckFailure: id,
    note: validText,
    score: fc.array(
      fc.record(
        {
          id: fc.string({ maxLength: 4 }),
          vp: fc.integer(),
          diff: fc.double({ noNaN: true, noDefaultInfinity: true }).map((diff) => diff + 0),
          ip: fc.integer(),
        },
        { requiredKeys: ["id", "vp", "diff"] },
      ),
      { maxLength: 2 },
    ),
    gameId: counting,
  },
  { requiredKeys: ["round", "game", "players", "result"] },
);

const fileArb = fc.record(
  {
    format: fc.constant(RESULTS_FORMAT),
    version: fc.constant(RESULTS_VERSION),
    event: eventArb,
    players: fc.array(playerArb, { maxLength: 4 }),
    games: fc.array(gameArb, { maxLength: 4 }),
    standings: fc.array(fc.dictionary(fc.string({ maxLength: 4 }), fileValue, { maxKeys: 3 }), {
      maxLength: 2,
    }),
  },
  { requiredKeys: ["format", "version", "event", "players", "games"] },
);

/** Through the text, as every interface reads a file: JSON.parse keeps `__proto__` as a key. */
const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

// ---- corruptions ---------------------------------------------------------------------------

type Path = readonly (string | number)[];

/** Every path to an object, an array or a value inside `value`, the root included. */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (typeof value === "object" && value !== null)
    for (const key of Object.keys(value))
      pathsOf((value as Record<string, unknown>)[key], [...path, key], out);
  return out;
}

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], root);
}

/** Sets an own property, `__proto__` included (plain assignment would replace the prototype). */
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const NASTY: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  2 ** 53,
  "",
  "x",
  "a\u0000b",
  "a\nb",
  "\u200Eluke",
  "\u202Eevil",
  "\u2028",
  "\uD800",
  "a\u00ADb",
  "2026-02-30",
  "2026-13-01",
  "1899-12-31",
  "0000-00-00",
  "2024-02-29",
  "dark",
  "light",
  "full",
  "swccg",
  "ote",
  "final",
  "active",
  "pc-2016-sos",
  "worlds",
  [],
  [{}],
  {},
  { id: "alice" },
  { end: "full" },
];

const HOSTILE_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "nick", "score", "id", "end"];

const replacement = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("replace" as const), value: replacement }),
  fc.record({ kind: fc.constant("delete" as const) }),
  fc.record({
    kind: fc.constant("add-key" as const),
    key: fc.constantFrom(...HOSTILE_KEYS),
    value: replacement,
  }),
  fc.record({ kind: fc.constant("duplicate" as const) }),
);

type Mutation =
  | { kind: "replace"; value: unknown }
  | { kind: "delete" }
  | { kind: "add-key"; key: string; value: unknown }
  | { kind: "duplicate" };

/** `value` (a fresh copy) with one corruption at one of its paths. */
function corrupt(value: unknown, pick: number, change: Mutation): unknown {
  const root = { value: viaJson(value) };
  const paths = pathsOf(root.value).map((p) => ["value", ...p] as Path);
  const path = paths[pick % paths.length]!;
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  const target = parent[key];
  switch (change.kind) {
    case "replace":
      setOwn(parent, key, change.value);
      break;
    case "delete":
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else Reflect.deleteProperty(parent, key);
      break;
    case "add-key":
      if (typeof target === "object" && target !== null && !Array.isArray(target))
        setOwn(target, change.key, change.value);
      else setOwn(parent, key, { [change.key]: change.value });
      break;
    case "duplicate":
      if (Array.isArray(target) && target.length > 0) target.push(viaJson(target[0]));
      else if (Array.isArray(parent)) parent.push(viaJson(target));
      break;
  }
  return root.value;
}

/** zod's English, and what a message built from a value it did not expect would show. */
const NOT_OUR_WORDS = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b|undefined|\[object /;

/** A valid file is read as it was, its results without a prototype, and reading it again changes nothing. */
function expectReadAsItWas(value: unknown): ResultsFile {
  const read = readAs(resultsFileSchema, value);
  if (!read.ok) throw new Error(`${read.error.field}: ${read.error.message}`);
  expect(read.value).toEqual(viaJson(value));
  for (const game of read.value.games) expect(Object.getPrototypeOf(game.result)).toBeNull();
  for (const row of read.value.standings ?? []) expect(Object.getPrototypeOf(row)).toBeNull();
  expect(readAs(resultsFileSchema, read.value)).toEqual(read);
  return read.value;
}

/** One path is the other's start: the refusal is at the place corrupted, above it or inside it. */
const related = (a: Path, b: readonly PropertyKey[]): boolean =>
  a.slice(0, b.length).every((key, i) => key === b[i]) ||
  b.slice(0, a.length).every((key, i) => key === a[i]);

/** A corrupted file is still read, or refused at the corruption, in the program's words. */
function expectRefusedWhereCorrupted(value: unknown, path: Path): void {
  const checked = resultsFileSchema.check(value);
  if (!checked.ok) {
    expect(
      related(path, checked.path),
      `${toFieldPath(checked.path)} for a corruption at ${toFieldPath(path)}`,
    ).toBe(true);
    expect(checked.message).not.toMatch(NOT_OUR_WORDS);
    const read = readAs(resultsFileSchema, value);
    expect(read).toMatchObject({
      ok: false,
      error: {
        code: "INVALID_FIELD",
        field: toFieldPath(checked.path),
        rule: "docs/rules.md §6",
        message: checked.message,
      },
    });
  }
  const json = JSON.stringify(value) as string | undefined;
  if (json !== undefined) expect(parseResultsFile(json)).toEqual(parseResultsValue(JSON.parse(json)));
}

/** `corrupt`, and the path it changed. */
function corruptAt(value: unknown, pick: number, change: Mutation): { value: unknown; path: Path } {
  const paths = pathsOf(viaJson(value));
  return { value: corrupt(value, pick, change), path: paths[pick % paths.length]! };
}

/** A value with what toEqual does not see made visible: key order, prototypes, -0. */
function exact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(exact);
  if (typeof value === "object" && value !== null) {
    const proto = Object.getPrototypeOf(value) === null ? "null" : "Object";
    return {
      proto,
      entries: Object.keys(value).map((k) => [k, exact((value as Record<string, unknown>)[k])]),
    };
  }
  if (Object.is(value, -0)) return "-0";
  return value;
}

/**
 * The program's own value (parseResultsFile's JSON.parse) is read without copies where a copy
 * would be the same: the same answer, field order and prototypes included, as a copy's.
 */
function expectOwnReadAlike(value: unknown): void {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) return;
  const copied = readAs(resultsFileSchema, JSON.parse(json));
  const own = readAs(resultsFileSchema, JSON.parse(json), [], true);
  expect(own.ok).toBe(copied.ok);
  if (own.ok && copied.ok) expect(exact(own.value)).toEqual(exact(copied.value));
  else expect(own).toEqual(copied);
}

describe("the results file's shape is its one validator (docs/rules.md §6)", () => {
  it.each(REAL.map((file, i) => [i, file]))("real file %i: read as it was", (_i, file) => {
    expectReadAsItWas(file);
    expect(parseResultsValue(file).ok).toBe(true);
  });

  it("generated valid files: read as they were", () => {
    fc.assert(
      fc.property(fileArb, (file) => {
        expectReadAsItWas(file);
        expectReadAsItWas(viaJson(file));
        expectOwnReadAlike(file);
      }),
      { numRuns: 300 },
    );
  });

  it("random corruptions of real files: read, or refused where corrupted in the program's words", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.nat(), mutation, (file, pick, change) => {
        const { value, path } = corruptAt(file, pick, change);
        expectRefusedWhereCorrupted(value, path);
        expectOwnReadAlike(value);
      }),
      { numRuns: 1000 },
    );
  });

  it("random corruptions of generated files: read, or refused where corrupted in the program's words", () => {
    fc.assert(
      fc.property(fileArb, fc.nat(), mutation, (file, pick, change) => {
        const { value, path } = corruptAt(file, pick, change);
        expectRefusedWhereCorrupted(value, path);
      }),
      { numRuns: 1000 },
    );
  });

  it("corruptions are mostly refused (the property is not all acceptances)", () => {
    const refused = fc
      .sample(fc.tuple(fileArb, fc.nat(), mutation), { numRuns: 300, seed: 7 })
      .filter(([file, pick, change]) => !resultsFileSchema.check(corrupt(file, pick, change)).ok);
    expect(refused.length).toBeGreaterThan(100);
  });

  it("R1: one player entry (registration) and an event's settings: read as they were, or refused where corrupted", () => {
    fc.assert(
      fc.property(playerArb, eventArb, fc.nat(), mutation, (entry, event, pick, change) => {
        expect(readAs(playerSchema, entry)).toEqual({ ok: true, value: entry });
        expect(readAs(eventSchema, event)).toEqual({ ok: true, value: event });
        for (const [schema, value] of [
          [playerSchema, entry],
          [eventSchema, event],
        ] as const) {
          const { value: bad, path } = corruptAt(value, pick, change);
          const checked = schema.check(bad);
          if (!checked.ok) {
            expect(related(path, checked.path)).toBe(true);
            expect(checked.message).not.toMatch(NOT_OUR_WORDS);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("what a TD reads for each kind of mistake: the field and the words", () => {
    type Entry = Record<string, unknown>;
    type FileCopy = Entry & { event: Entry; players: Entry[]; games: Entry[] };
    const file = viaJson(REAL[0]);
    const refusal = (change: (copy: FileCopy) => void): string => {
      const copy = viaJson(file) as FileCopy;
      change(copy);
      const read = parseResultsValue(copy);
      return read.ok ? "accepted" : `${read.error.field}: ${read.error.message} (${read.error.rule})`;
    };
    expect(refusal((f) => delete f.event.date)).toBe(
      "event.date: is missing (expected a date YYYY-MM-DD) (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.event.date = "2026-02-30"))).toBe(
      'event.date: "2026-02-30" is not a calendar date: month 02 of 2026 has no day 30 (docs/rules.md §6)',
    );
    expect(refusal((f) => (f.event.name = ""))).toBe("event.name: must not be empty (docs/rules.md §6)");
    expect(refusal((f) => (f.event.game = "chess"))).toBe(
      'event.game: expected one of "swccg", "stccg1e", "stccg2e", "yj", "ote" (docs/rules.md §6)',
    );
    expect(refusal((f) => (f.players[0]!.id = ""))).toBe(
      "players[0].id: an ID must not be empty (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.players[0]!.id = "a\u202Eb"))).toBe(
      "players[0].id: an ID must not contain control or invisible formatting characters (U+202E at character 2) (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.players[0]!.name = "Luke\nSkywalker"))).toBe(
      "players[0].name: must not contain control characters or direction marks (U+000A at character 5) (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.players[0]!.nick = "x"))).toBe(
      'players[0]: unknown field "nick" (docs/rules.md §6)',
    );
    expect(refusal((f) => (f.games[1]!.round = 0))).toBe(
      "games[1].round: expected a whole round number more than 0 (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.games[1]!.round = "1"))).toBe(
      "games[1].round: expected a whole round number more than 0, got text (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.games[1]!.table = -1))).toBe(
      "games[1].table: expected a whole table number more than 0 (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.games[1]!.players = []))).toBe(
      "games[1].players: a game lists at least one player (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.games[1]!.result = null))).toBe(
      'games[1].result: expected the result: an object such as {"end": "full", …} (docs/rules.md §6)',
    );
    expect(refusal((f) => (f.games = {} as Entry[]))).toBe(
      "games: expected a list, got an object (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.event.options = { vp: { full: -1 } }))).toBe(
      "event.options.vp.full: expected a whole number 0 or more (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.event.sanctioned = "yes"))).toBe(
      "event.sanctioned: expected true or false, got text (docs/rules.md §6)",
    );
    expect(refusal((f) => (f.format = "other"))).toBe(
      'format: expected "handsdown-results"; this is not a Hands Down results file (docs/rules.md §6)',
    );
    expect(parseResultsValue([file])).toMatchObject({
      ok: false,
      error: { field: "", message: "expected an object, got a list" },
    });
  });

  it("the program's own value is kept, not copied, where its fields are in the declared order", () => {
    const value = viaJson(REAL[0]) as ResultsFile;
    const own = readAs(resultsFileSchema, value, [], true);
    if (!own.ok) throw new Error(own.error.message);
    expect(own.value).toBe(value);
    expect(own.value.games[0]).toBe(value.games[0]);
    expect(Object.getPrototypeOf(own.value.games[0]!.result)).toBeNull();
    // A game whose fields are in another order is read as a copy in the declared order.
    const reordered = viaJson(REAL[0]) as ResultsFile;
    const { round, ...rest } = reordered.games[0]!;
    (reordered.games as unknown[])[0] = { ...rest, round };
    const copied = readAs(resultsFileSchema, reordered, [], true);
    if (!copied.ok) throw new Error(copied.error.message);
    expect(copied.value.games[0]).not.toBe(reordered.games[0]);
    expect(Object.keys(copied.value.games[0]!)[0]).toBe("round");
    expect(copied.value.games[1]).toBe(reordered.games[1]);
  });

  it("a result keyed by `__proto__` stays a key, on a prototype-free copy", () => {
    const file = JSON.parse(
      JSON.stringify(REAL[6]).replace('"result":{', '"result":{"__proto__":{"x":1},'),
    ) as unknown;
    const read = readAs(resultsFileSchema, file);
    if (!read.ok) throw new Error(read.error.message);
    const result = read.value.games[0]!.result;
    expect(Object.getPrototypeOf(result)).toBeNull();
    expect(Object.keys(result)).toContain("__proto__");
    expect(result.toString).toBeUndefined();
  });
});
