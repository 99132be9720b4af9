// Issue 13 item 5: each profile's zod-free result check (fast-result.ts) and its zod schema make
// the same decision on every `result` (S1–S6, T2–T9, Y1–Y3, E1–E4, M6, O2; issue 10's messages):
// on valid results and on random corruptions of them — wrong types, out-of-range and fractional
// numbers, missing and unknown fields, `undefined`, `__proto__`/`constructor` player IDs. When the
// fast check accepts, it returns what the schema returns, field order and prototypes included;
// when it does not, checkResult answers with the schema's own error (field, rule, message).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { onTheEdgeSchemas, fastGame, fastPlayoff } from "../ote-1.2.js";
import { fastFull as swFull, fastTie as swTie, fastTime as swTime, starWarsSchemas } from "../star-wars.js";
import {
  externalResultSchema,
  fastExternal,
  fastForfeit,
  fastPointsResult,
  forfeitResultSchema,
  pointsResultSchema,
} from "../star-trek.js";
import {
  fastFull as yjFull,
  fastTie as yjTie,
  fastTime as yjTime,
  youngJediSchemas,
} from "../yj-decipher-6.99.js";
import { earnedByeSchema, fastEarnedBye, quitCheck } from "./common-results.js";
import type { FastCheck } from "./fast-result.js";
import { checkResult, parseResult } from "./validate.js";

/** Player IDs, the awkward ones included (issue 10: `__proto__` must stay a key). */
const id = fc.oneof(
  fc.constantFrom("alice", "bob", "__proto__", "constructor", "toString", "hasOwnProperty", ""),
  fc.string({ maxLength: 6 }),
);

function perPlayer<T>(value: fc.Arbitrary<T>): fc.Arbitrary<Record<string, T>> {
  // Built from JSON text, as a results file makes it: `__proto__` is then an own key.
  return fc
    .array(fc.tuple(id, value), { maxLength: 5 })
    .map(
      (entries) =>
        JSON.parse(
          `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`,
        ) as Record<string, T>,
    );
}

const int = (min: number, max: number) => fc.integer({ min, max });

/** Optional fields: left out or present, as a TD's file has them. */
function withOptional(
  required: Record<string, fc.Arbitrary<unknown>>,
  optional: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({ ...required, ...optional }, { requiredKeys: Object.keys(required) as never[] });
}

/** Values a corruption puts anywhere: every kind of JSON value and a few that JSON cannot carry. */
const junk = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    true,
    "",
    "full",
    "time",
    "tie",
    "quit",
    "bye",
    "earned-bye",
    "deck-out",
    "gameplay",
    "concession",
    "external",
    "forfeit",
    "ruling",
    "intermix-ratio",
    "not-counted",
    -1,
    0,
    2,
    3,
    60,
    61,
    1.5,
    -0,
    9999,
    10000,
    -10000,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
  ),
  fc.integer({ min: -100, max: 100 }),
  fc.double(),
  fc.string({ maxLength: 4 }),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  fc.dictionary(id, fc.integer({ min: -5, max: 70 }), { maxKeys: 2 }),
);

type Op =
  | { kind: "set"; at: number; value: unknown }
  | { kind: "delete"; at: number }
  | { kind: "add"; at: number; key: string; value: unknown };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), at: fc.nat(), value: junk }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("add" as const),
    at: fc.nat(),
    key: fc.oneof(fc.constantFrom("end", "winner", "extra", "__proto__", "points"), id),
    value: junk,
  }),
);

/** Every object and array in `value`, itself included: where a corruption may land. */
function containers(value: unknown, out: (Record<string, unknown> | unknown[])[] = []) {
  if (typeof value === "object" && value !== null) {
    out.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

function corrupt(valid: unknown, ops: readonly Op[]): unknown {
  const copy = JSON.parse(JSON.stringify(valid)) as unknown;
  const root: { value: unknown } = { value: copy };
  for (const shared of ops) {
    // A copy: fc.constant's `{}` and `[]` are one object, which must not end up inside itself.
    const o = "value" in shared ? { ...shared, value: structuredClone(shared.value) } : shared;
    const all = containers(root.value);
    if (o.kind === "set" && (all.length === 0 || o.at % 5 === 0)) {
      root.value = o.value; // the whole result replaced
      continue;
    }
    if (all.length === 0) continue;
    const target = all[o.at % all.length]!;
    const keys = Object.keys(target);
    if (o.kind === "add") {
      if (Array.isArray(target)) continue; // a list gets no named fields (`length` is its own)
      Object.defineProperty(target, o.key, {
        value: o.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else if (keys.length > 0) {
      const key = keys[o.at % keys.length]!;
      if (o.kind === "delete") Reflect.deleteProperty(target, key);
      else
        Object.defineProperty(target, key, {
          value: o.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return root.value;
}

/** A value with its prototypes and key order made visible, to compare both paths exactly. */
function anatomy(value: unknown): unknown {
  if (Array.isArray(value)) return { array: value.map(anatomy) };
  if (typeof value === "object" && value !== null) {
    return {
      proto: Object.getPrototypeOf(value) === null ? "null" : "Object",
      entries: Object.keys(value).map((key) => [key, anatomy((value as Record<string, unknown>)[key])]),
    };
  }
  return Object.is(value, -0) ? "-0" : value;
}

interface Case {
  readonly name: string;
  readonly rule: string;
  readonly fast: FastCheck<unknown>;
  readonly schema: () => z.ZodType<unknown>;
  readonly valid: fc.Arbitrary<unknown>;
}

const lifeForce = int(0, 60);
const points = int(-9999, 9999);
const CASES: readonly Case[] = [
  {
    name: "Star Wars full win (S1)",
    rule: "S1",
    fast: swFull,
    schema: starWarsSchemas.full,
    valid: fc.record({ end: fc.constant("full"), winner: id, lifeForce }),
  },
  {
    name: "Star Wars time (S3)",
    rule: "S3",
    fast: swTime,
    schema: starWarsSchemas.time,
    valid: fc.record({ end: fc.constant("time"), lifeForce: perPlayer(lifeForce) }),
  },
  {
    name: "Star Wars true tie (S4)",
    rule: "S4",
    fast: swTie,
    schema: starWarsSchemas.tie,
    valid: withOptional(
      { end: fc.constant("tie") },
      { lostPile: perPlayer(lifeForce), hand: perPlayer(lifeForce), toss: id },
    ),
  },
  ...[60, 100, 59].map((max): Case => ({
    name: `quit, differential 0..${max} (S6)`,
    rule: "S6",
    fast: quitCheck(max).fast,
    schema: quitCheck(max).schema,
    valid: withOptional(
      { end: fc.constant("quit"), quitter: id, differential: int(0, max) },
      { beforePlay: fc.boolean() },
    ),
  })),
  {
    name: "earned bye (O2)",
    rule: "O2",
    fast: fastEarnedBye,
    schema: earnedByeSchema,
    valid: fc.constant({ end: "earned-bye" }),
  },
  {
    name: "Star Trek points game (T5–T9)",
    rule: "T9",
    fast: fastPointsResult,
    schema: pointsResultSchema,
    valid: withOptional(
      { end: fc.constantFrom("full", "deck-out", "time", "gameplay"), points: perPlayer(points) },
      {
        winner: id,
        bonus: perPlayer(fc.record({ points, rule: fc.constantFrom("intermix-ratio", "not-counted") })),
      },
    ),
  },
  {
    name: "Star Trek concession or external (T6)",
    rule: "T6",
    fast: fastExternal,
    schema: externalResultSchema,
    valid: fc.record({ end: fc.constantFrom("concession", "external"), winner: id }),
  },
  {
    name: "Star Trek forfeit (T7)",
    rule: "T7",
    fast: fastForfeit,
    schema: forfeitResultSchema,
    valid: fc.record({ end: fc.constant("forfeit"), forfeiter: id }),
  },
  {
    name: "Young Jedi full win (Y1)",
    rule: "Y1",
    fast: yjFull,
    schema: youngJediSchemas.full,
    valid: fc.record({ end: fc.constant("full"), winner: id, drawDeck: int(0, 60) }),
  },
  {
    name: "Young Jedi time (Y2)",
    rule: "Y2",
    fast: yjTime,
    schema: youngJediSchemas.time,
    valid: fc.record({
      end: fc.constant("time"),
      planetaryVictories: perPlayer(int(0, 2)),
      drawDeck: perPlayer(int(0, 60)),
    }),
  },
  {
    name: "Young Jedi true tie (Y3)",
    rule: "Y3",
    fast: yjTie,
    schema: youngJediSchemas.tie,
    valid: fc.constant({ end: "tie" }),
  },
  {
    name: "On the Edge game (E1)",
    rule: "E1",
    fast: fastGame,
    schema: onTheEdgeSchemas.game,
    valid: withOptional(
      { winner: id, influence: perPlayer(fc.integer({ min: -1e6, max: 1e6 })) },
      { end: fc.constant("ruling") },
    ),
  },
  {
    name: "On the Edge additional game (M6)",
    rule: "M6",
    fast: fastPlayoff,
    schema: onTheEdgeSchemas.playoff,
    valid: withOptional(
      { advanced: fc.array(id, { minLength: 1, maxLength: 3 }) },
      { influence: perPlayer(int(-30, 30)), end: fc.constant("ruling") },
    ),
  },
];

/** Both paths decide alike; when the fast check accepts, it returns exactly the schema's value. */
function agree(c: Case, value: unknown): void {
  const zod = parseResult(c.schema(), value, c.rule);
  const fast = c.fast(value);
  // The fast check never accepts what the schema refuses...
  if (fast !== undefined) {
    expect(zod.ok).toBe(true);
    if (zod.ok) expect(anatomy(fast)).toEqual(anatomy(zod.value));
  }
  // ...and the caller's answer is the schema's, error included.
  const both = checkResult(c.fast, c.schema, value, c.rule);
  expect(both.ok).toBe(zod.ok);
  if (both.ok && zod.ok) expect(anatomy(both.value)).toEqual(anatomy(zod.value));
  else expect(both).toEqual(zod);
}

/** Edges a random corruption reaches rarely: each field emptied, nulled, left undefined or doubled. */
const EDGES: readonly unknown[] = [
  null,
  undefined,
  [],
  {},
  "full",
  { end: "tie", toss: undefined },
  { end: "ruling", winner: "a", influence: {} },
  { winner: "a", influence: { a: 16 }, end: undefined },
  { advanced: [] },
  { advanced: [""] },
  { advanced: ["a", 1] },
  { advanced: ["a"], influence: { a: 1.5 } },
  { end: "full", winner: "a", lifeForce: 60 },
  { end: "full", winner: "a", lifeForce: 61, drawDeck: 1 },
  { end: "time", planetaryVictories: { a: 3 }, drawDeck: {} },
  { end: "full", points: { a: 10000 } },
  { end: "full", points: { a: 1 }, bonus: { a: { points: 1, rule: "other" } } },
  { end: "full", points: { a: 1 }, bonus: { a: { points: 1 } } },
  { end: "quit", quitter: "a", differential: 0, beforePlay: "yes" },
  { end: "forfeit", forfeiter: null },
  { end: "earned-bye", extra: 1 },
];

describe("zod-free result checks decide as the profiles' schemas (issue 13 item 5)", () => {
  for (const c of CASES) {
    it(`${c.name}: every valid result is accepted without zod, with the schema's output`, () => {
      fc.assert(
        fc.property(c.valid, (valid) => {
          const fast = c.fast(valid);
          expect(fast).not.toBeUndefined();
          const zod = parseResult(c.schema(), valid, c.rule);
          expect(zod.ok).toBe(true);
          if (zod.ok) expect(anatomy(fast)).toEqual(anatomy(zod.value));
        }),
        { numRuns: 200 },
      );
    });

    it(`${c.name}: edge values get the schema's decision and error`, () => {
      for (const value of EDGES) agree(c, value);
    });

    it(`${c.name}: corrupted results get the schema's decision and error`, () => {
      fc.assert(
        fc.property(c.valid, fc.array(op, { minLength: 1, maxLength: 3 }), (valid, ops) => {
          agree(c, corrupt(valid, ops));
        }),
        { numRuns: 300 },
      );
    });
  }
});
