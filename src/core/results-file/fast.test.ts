// The zod-free fast path (fast.ts) and the schema (schema.ts) make the same
// decision on every results file (docs/rules.md §6): on valid files, generated and real, and on
// random corruptions of them — wrong types, missing and unknown fields, `__proto__` keys, bad
// dates, control and direction characters, duplicated entries. When the fast path accepts, it
// returns what the schema returns, field order and prototypes included; and parseResultsValue
// answers exactly as the schema-only parser did before the fast path, messages included.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { SEALED_FORMAT_IDS } from "../event-rules/sealed-formats.js";
import { describe, expect, it } from "vitest";
import { fail, type Result } from "../errors.js";
import {
  EVENT_TYPES,
  GAME_NAMES,
  PLAYER_STATUSES,
  PROFILE_NAMES,
  SIDES,
  STAGES,
  TIEBREAK_MODES,
} from "../games.js";
import { parseOwnResultsFast, parsePlayerFast, parseResultsFast } from "./fast.js";
import { parseResultsFile, parseResultsValue, parseWithSchema } from "./parse.js";
import { resultsFileSchemas, type ResultsFile } from "./schema.js";
import { checkStructure } from "./structure.js";
import { EVENT_LEVELS, GAME_SETS, RESULTS_FORMAT, RESULTS_VERSION } from "./text-rules.js";

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

/** The parser as it was before the fast path: header, schema, structure (parse.ts). */
function schemaOnly(value: unknown): Result<ResultsFile> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const header = value as { format?: unknown; version?: unknown };
    if (header.format !== RESULTS_FORMAT)
      return fail(
        "INVALID_FIELD",
        "format",
        "docs/rules.md §6",
        `expected "${RESULTS_FORMAT}"; this is not a Hands Down results file`,
      );
    if (header.version !== RESULTS_VERSION)
      return fail(
        "UNSUPPORTED_FORMAT",
        "version",
        "docs/rules.md §6",
        `this program reads results files of version ${RESULTS_VERSION}, got ${JSON.stringify(header.version)}`,
      );
  }
  const file = parseWithSchema(value);
  if (!file.ok) return file;
  const structure = checkStructure(file.value);
  return structure.ok ? file : structure;
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

/** The fast path and the schema agree on `value`: same decision, same output, same message. */
function expectAgreement(value: unknown): void {
  const fast = parseResultsFast(value);
  const schema = parseWithSchema(value);
  expect(fast !== undefined, "the fast path accepts exactly what the schema accepts").toBe(schema.ok);
  if (fast !== undefined && schema.ok) expect(exact(fast)).toEqual(exact(schema.value));
  expect(parseResultsValue(value)).toEqual(schemaOnly(value));
  // The program's own value (parseResultsFile): objects kept, not copied, the same answer.
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) return;
  const own = parseOwnResultsFast(JSON.parse(json));
  const ownSchema = parseWithSchema(JSON.parse(json));
  expect(own !== undefined, "the fast path on its own value accepts what the schema accepts").toBe(
    ownSchema.ok,
  );
  if (own !== undefined && ownSchema.ok) expect(exact(own)).toEqual(exact(ownSchema.value));
  expect(parseResultsFile(json)).toEqual(schemaOnly(JSON.parse(json)));
}

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

const resultArb = fc.oneof(
  fc.record({ end: fc.constant("full"), winner: id, lifeForce: fc.nat(30) }),
  fc.dictionary(id, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
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
          diff: fc.double({ noNaN: true, noDefaultInfinity: true }),
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
    standings: fc.array(
      fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
      {
        maxLength: 2,
      },
    ),
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

describe("the fast path decides as the schema does (docs/rules.md §6)", () => {
  it.each(REAL.map((file, i) => [i, file]))("real file %i: accepted, the same output", (_i, file) => {
    expect(parseResultsFast(file)).toBeDefined();
    expectAgreement(file);
  });

  it("generated valid files: the same decision and output", () => {
    fc.assert(
      fc.property(fileArb, (file) => {
        expectAgreement(file);
        expectAgreement(viaJson(file));
      }),
      { numRuns: 300 },
    );
  });

  it("generated files are mostly accepted (the generator is not all refusals)", () => {
    const accepted = fc
      .sample(fileArb, { numRuns: 200, seed: 13 })
      .filter((f) => parseResultsFast(f) !== undefined);
    expect(accepted.length).toBeGreaterThan(150);
  });

  it("random corruptions of real files: the same decision, output and message", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.nat(), mutation, (file, pick, change) => {
        expectAgreement(corrupt(file, pick, change));
      }),
      { numRuns: 1000 },
    );
  });

  it("random corruptions of generated files: the same decision, output and message", () => {
    fc.assert(
      fc.property(fileArb, fc.nat(), mutation, (file, pick, change) => {
        expectAgreement(corrupt(file, pick, change));
      }),
      { numRuns: 1000 },
    );
  });

  it("R1: one player entry (registration) — the same decision and output as playerSchema, valid or corrupted", () => {
    const agrees = (entry: unknown): void => {
      const fast = parsePlayerFast(entry);
      const schema = resultsFileSchemas().playerSchema.safeParse(entry);
      if (fast === undefined) return; // the schema decides, and words any refusal
      expect(schema.success).toBe(true);
      expect(fast).toStrictEqual(schema.data);
      expect(Object.keys(fast)).toEqual(Object.keys(schema.data!));
    };
    fc.assert(
      fc.property(playerArb, fc.nat(), mutation, (entry, pick, change) => {
        agrees(entry);
        agrees(corrupt(entry, pick, change));
      }),
      { numRuns: 1000 },
    );
    // The generator is not all refusals: most valid entries take the fast path.
    const taken = fc.sample(playerArb, { numRuns: 200, seed: 1 }).filter((e) => parsePlayerFast(e));
    expect(taken.length).toBeGreaterThan(150);
  });

  it("values that are not JSON are left to the schema (never accepted by the fast path alone)", () => {
    const file = viaJson(REAL[0]) as { event: Record<string, unknown>; games: unknown[] };
    for (const odd of [
      { ...file, event: { ...file.event, seed: undefined } },
      { ...file, games: Object.assign([], file.games, { length: file.games.length + 1 }) },
      { ...file, event: Object.assign(Object.create({ inherited: 1 }) as object, file.event) },
      new Map(),
      [file],
      "text",
      null,
    ]) {
      expect(parseResultsFast(odd)).toBeUndefined();
      expect(parseResultsValue(odd)).toEqual(schemaOnly(odd));
    }
  });

  it("on its own value, the fast path keeps the objects already in the schema's order", () => {
    const value = viaJson(REAL[0]) as ResultsFile;
    const own = parseOwnResultsFast(value)!;
    expect(own).toBe(value);
    expect(own.games[0]).toBe(value.games[0]);
    expect(Object.getPrototypeOf(own.games[0]!.result)).toBeNull();
    const reordered = viaJson(REAL[0]) as ResultsFile;
    const { round, ...rest } = reordered.games[0]!;
    (reordered.games as unknown[])[0] = { ...rest, round };
    const schema = parseWithSchema(viaJson(reordered));
    const copied = parseOwnResultsFast(reordered)!;
    expect(Object.keys(copied.games[0]!)[0]).toBe("round");
    expect(schema.ok && exact(copied)).toEqual(schema.ok && exact(schema.value));
  });

  it("a result keyed by `__proto__` stays a key, on a prototype-free copy", () => {
    const file = JSON.parse(
      JSON.stringify(REAL[6]).replace('"result":{', '"result":{"__proto__":{"x":1},'),
    ) as unknown;
    const fast = parseResultsFast(file)!;
    const result = fast.games[0]!.result;
    expect(Object.getPrototypeOf(result)).toBeNull();
    expect(Object.keys(result)).toContain("__proto__");
    expect(result.toString).toBeUndefined();
    expectAgreement(file);
  });
});
