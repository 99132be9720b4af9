// Each profile's result shapes (result-shape.ts) word their errors as the zod schemas they
// replaced did (S1–S6, T2–T9, Y1–Y3, E1–E4, M6, O2: the field, the rule, the message), so the
// messages the CLI, the server and the tests read stay the same: on valid results and on random
// corruptions of them — wrong types, out-of-range and fractional numbers, missing and unknown
// fields, `undefined`, `__proto__`/`constructor` player IDs. The former schemas live here only,
// as the reference; the program validates each shape once, from its declaration, without zod.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { gameShape, playoffShape } from "../ote-1.2.js";
import { fullShape as swFull, tieShape as swTie, timeShape as swTime } from "../star-wars.js";
import { externalShape, forfeitShape, POINTS_ENDS, pointsShape } from "../star-trek.js";
import { fullShape as yjFull, tieShape as yjTie, timeShape as yjTime } from "../yj-decipher-6.99.js";
import { MAX_CARD_COUNT } from "./card-count.js";
import { earnedByeShape, quitShape } from "./common-results.js";
import { checkResult, type ResultShape } from "./result-shape.js";
import { fail, type Result } from "../../errors.js";
import { toFieldPath } from "./validate.js";
import { describeIssue, safeRecord } from "./zod-reference.test-helpers.js";

/**
 * How a result was validated against its former zod schema. The error names the field under
 * `result` and the rule the value breaks; zod's wording is replaced by ours where we set one.
 */
function parseResult<T>(schema: z.ZodType<T>, value: unknown, rule: string): Result<T> {
  // reportInput: zod v4 leaves the offending value out of its issues unless asked, and without
  // it a `null` reads as "is missing" (messages that say the truth).
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = toFieldPath(["result", ...issue.path]);
  const message =
    issue.code === "invalid_union" ? "is not a result this profile knows" : describeIssue(issue);
  return fail("INVALID_FIELD", field, rule, message);
}

/** The zod schemas the shapes replaced, as they were: the reference for the wording. */
const count = (max: number) => {
  const message = `expected a whole number 0..${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message });
};
const zPoints = z
  .number({ error: "expected a whole number of points" })
  .int({ error: "expected a whole number of points" })
  .min(-9999, { error: "expected points between -9999 and 9999" })
  .max(9999, { error: "expected points between -9999 and 9999" });
const zInfluence = safeRecord(
  z.number({ error: "expected whole Influence Points" }).int({ error: "expected whole Influence Points" }),
);
const FORMER = {
  swFull: z.object({ end: z.literal("full"), winner: z.string(), lifeForce: count(MAX_CARD_COUNT) }).strict(),
  swTime: z.object({ end: z.literal("time"), lifeForce: safeRecord(count(MAX_CARD_COUNT)) }).strict(),
  swTie: z
    .object({
      end: z.literal("tie"),
      lostPile: safeRecord(count(MAX_CARD_COUNT)).optional(),
      hand: safeRecord(count(MAX_CARD_COUNT)).optional(),
      toss: z.string().optional(),
    })
    .strict(),
  quit: (max: number) =>
    z
      .object({
        end: z.literal("quit"),
        quitter: z.string(),
        differential: count(max),
        beforePlay: z.boolean().optional(),
      })
      .strict(),
  earnedBye: z.object({ end: z.literal("earned-bye") }).strict(),
  points: z
    .object({
      end: z.enum(POINTS_ENDS),
      points: safeRecord(zPoints),
      winner: z.string().optional(),
      bonus: safeRecord(
        z.object({ points: zPoints, rule: z.enum(["intermix-ratio", "not-counted"]) }).strict(),
      ).optional(),
    })
    .strict(),
  external: z.object({ end: z.enum(["concession", "external"]), winner: z.string() }).strict(),
  forfeit: z.object({ end: z.literal("forfeit"), forfeiter: z.string() }).strict(),
  yjFull: z.object({ end: z.literal("full"), winner: z.string(), drawDeck: count(60) }).strict(),
  yjTime: z
    .object({
      end: z.literal("time"),
      planetaryVictories: safeRecord(count(2)),
      drawDeck: safeRecord(count(60)),
    })
    .strict(),
  yjTie: z.object({ end: z.literal("tie") }).strict(),
  oteGame: z
    .object({ winner: z.string(), influence: zInfluence, end: z.literal("ruling").optional() })
    .strict(),
  otePlayoff: z
    .object({
      advanced: z.array(z.string()).min(1),
      influence: zInfluence.optional(),
      end: z.literal("ruling").optional(),
    })
    .strict(),
};

/** Player IDs, the awkward ones included (`__proto__` must stay a key). */
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
  readonly shape: ResultShape<unknown>;
  readonly former: z.ZodType<unknown>;
  readonly valid: fc.Arbitrary<unknown>;
}

const lifeForce = int(0, MAX_CARD_COUNT);
const points = int(-9999, 9999);
const CASES: readonly Case[] = [
  {
    name: "Star Wars full win (S1)",
    rule: "S1",
    shape: swFull,
    former: FORMER.swFull,
    valid: fc.record({ end: fc.constant("full"), winner: id, lifeForce }),
  },
  {
    name: "Star Wars time (S3)",
    rule: "S3",
    shape: swTime,
    former: FORMER.swTime,
    valid: fc.record({ end: fc.constant("time"), lifeForce: perPlayer(lifeForce) }),
  },
  {
    name: "Star Wars true tie (S4)",
    rule: "S4",
    shape: swTie,
    former: FORMER.swTie,
    valid: withOptional(
      { end: fc.constant("tie") },
      { lostPile: perPlayer(lifeForce), hand: perPlayer(lifeForce), toss: id },
    ),
  },
  ...[60, 100, 59].map((max): Case => ({
    name: `quit, differential 0..${max} (S6)`,
    rule: "S6",
    shape: quitShape(max),
    former: FORMER.quit(max),
    valid: withOptional(
      { end: fc.constant("quit"), quitter: id, differential: int(0, max) },
      { beforePlay: fc.boolean() },
    ),
  })),
  {
    name: "earned bye (O2)",
    rule: "O2",
    shape: earnedByeShape,
    former: FORMER.earnedBye,
    valid: fc.constant({ end: "earned-bye" }),
  },
  {
    name: "Star Trek points game (T5–T9)",
    rule: "T9",
    shape: pointsShape,
    former: FORMER.points,
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
    shape: externalShape,
    former: FORMER.external,
    valid: fc.record({ end: fc.constantFrom("concession", "external"), winner: id }),
  },
  {
    name: "Star Trek forfeit (T7)",
    rule: "T7",
    shape: forfeitShape,
    former: FORMER.forfeit,
    valid: fc.record({ end: fc.constant("forfeit"), forfeiter: id }),
  },
  {
    name: "Young Jedi full win (Y1)",
    rule: "Y1",
    shape: yjFull,
    former: FORMER.yjFull,
    valid: fc.record({ end: fc.constant("full"), winner: id, drawDeck: int(0, 60) }),
  },
  {
    name: "Young Jedi time (Y2)",
    rule: "Y2",
    shape: yjTime,
    former: FORMER.yjTime,
    valid: fc.record({
      end: fc.constant("time"),
      planetaryVictories: perPlayer(int(0, 2)),
      drawDeck: perPlayer(int(0, 60)),
    }),
  },
  {
    name: "Young Jedi true tie (Y3)",
    rule: "Y3",
    shape: yjTie,
    former: FORMER.yjTie,
    valid: fc.constant({ end: "tie" }),
  },
  {
    name: "On the Edge game (E1)",
    rule: "E1",
    shape: gameShape,
    former: FORMER.oteGame,
    valid: withOptional(
      { winner: id, influence: perPlayer(fc.integer({ min: -1e6, max: 1e6 })) },
      { end: fc.constant("ruling") },
    ),
  },
  {
    name: "On the Edge additional game (M6)",
    rule: "M6",
    shape: playoffShape,
    former: FORMER.otePlayoff,
    valid: withOptional(
      { advanced: fc.array(id, { minLength: 1, maxLength: 3 }) },
      { influence: perPlayer(int(-30, 30)), end: fc.constant("ruling") },
    ),
  },
];

/** The shape decides as the former schema did: the same value read, or the same error. */
function agree(c: Case, value: unknown): void {
  const former = parseResult(c.former, value, c.rule);
  const checked = checkResult(c.shape, value, c.rule);
  expect(checked.ok).toBe(former.ok);
  if (checked.ok && former.ok) expect(anatomy(checked.value)).toEqual(anatomy(former.value));
  else expect(checked).toEqual(former);
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

describe("result shapes decide and word errors as the schemas they replaced", () => {
  for (const c of CASES) {
    it(`${c.name}: every valid result is accepted, read as before`, () => {
      fc.assert(
        fc.property(c.valid, (valid) => {
          const checked = checkResult(c.shape, valid, c.rule);
          expect(checked.ok).toBe(true);
          agree(c, valid);
        }),
        { numRuns: 200 },
      );
    });

    it(`${c.name}: edge values get the same decision and error`, () => {
      for (const value of EDGES) agree(c, value);
    });

    it(`${c.name}: corrupted results get the same decision and error`, () => {
      fc.assert(
        fc.property(c.valid, fc.array(op, { minLength: 1, maxLength: 3 }), (valid, ops) => {
          agree(c, corrupt(valid, ops));
        }),
        { numRuns: 300 },
      );
    });
  }
});
