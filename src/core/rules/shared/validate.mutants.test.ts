// "Messages that say the truth": every refusal of a result is said in the program's
// own words, naming the field, never in zod's ("Invalid input: expected string, received null",
// "Too small: expected number to be >=0"). The mutation run showed the wording of most issue
// kinds unchecked: here each kind of issue is provoked once and the message people read asserted.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { checkResult, count, perPlayer, required, resultShape, text, whole } from "./result-shape.js";
import { describeIssue, received, safeRecord, toFieldPath } from "./validate.js";

/** The message of the first issue a schema raises for a value. */
function said(schema: z.ZodType, value: unknown): string {
  // As every parser of the program does: the input is kept so that a wrong value is told apart
  // from a missing one.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return describeIssue(parsed.error.issues[0]!);
}

describe("results are refused in the program's words (docs/rules.md §6)", () => {
  it("a value of the wrong type says what was expected and what came", () => {
    expect(said(z.string(), null)).toBe("expected text, got null");
    expect(said(z.string(), 3)).toBe("expected text, got a whole number");
    expect(said(z.string(), 1.5)).toBe("expected text, got a number");
    expect(said(z.string(), true)).toBe("expected text, got true");
    expect(said(z.string(), [])).toBe("expected text, got a list");
    expect(said(z.string(), {})).toBe("expected text, got an object");
    expect(said(z.number(), "7")).toBe("expected a number, got text");
    expect(said(z.boolean(), 1)).toBe("expected true or false, got a whole number");
    expect(said(z.array(z.string()), "x")).toBe("expected a list, got text");
    expect(said(z.object({}), 2)).toBe("expected an object, got a whole number");
    expect(said(z.record(z.string(), z.number()), 3)).toBe("expected an object, got a whole number");
    // A type the program has no word for keeps zod's name for it.
    expect(said(z.date(), "2026-01-01")).toBe("expected date, got text");
  });

  it("a missing field is said to be missing, with what it should hold", () => {
    expect(said(z.object({ winner: z.string() }).strict(), {})).toBe("is missing (expected text)");
  });

  it('S1: a result whose winner is null says "got null", not "is missing" (regression)', () => {
    const winner = resultShape<{ winner: string }>({ winner: required(text) });
    const refused = checkResult(winner, { winner: null }, "S1");
    expect(refused.ok ? "" : refused.error.message).toBe("expected text, got null");
    const lifeForce = resultShape<{ lifeForce: Record<string, number> }>({
      lifeForce: required(perPlayer(whole(0, 60, { type: "expected a number" }))),
    });
    const inMap = checkResult(lifeForce, { lifeForce: { a: null } }, "S3");
    expect(inMap.ok ? "" : `${inMap.error.field}: ${inMap.error.message}`).toBe(
      "result.lifeForce.a: expected a number",
    );
  });

  it("what came, in words: null, a list, text, numbers, booleans, objects, other types", () => {
    expect(received(null)).toBe("null");
    expect(received([1])).toBe("a list");
    expect(received("a")).toBe("text");
    expect(received(4)).toBe("a whole number");
    expect(received(4.5)).toBe("a number");
    expect(received(false)).toBe("false");
    expect(received({ a: 1 })).toBe("an object");
    expect(received(Symbol("s"))).toBe("symbol");
    expect(received(undefined)).toBe("undefined");
  });

  it("a fixed value, or one of a list, is quoted", () => {
    expect(said(z.literal("full"), "ful")).toBe('expected "full"');
    expect(said(z.enum(["active", "inactive"]), "x")).toBe('expected one of "active", "inactive"');
  });

  it("unknown fields are named, one or several", () => {
    expect(said(z.object({}).strict(), { extra: 1 })).toBe('unknown field "extra"');
    expect(said(z.object({}).strict(), { a: 1, b: 2 })).toBe('unknown fields "a", "b"');
  });

  it('bounds say "more than 0", never "at least 0" (round: 0)', () => {
    expect(said(z.number().positive(), 0)).toBe("expected a number more than 0");
    expect(said(z.number().min(1), 0)).toBe("expected a number 1 or more");
    expect(said(z.number().max(5), 6)).toBe("expected a number 5 or less");
    expect(said(z.number().lt(5), 5)).toBe("expected a number less than 5");
    expect(said(z.array(z.string()).min(1), [])).toBe("expected at least 1 entry");
    expect(said(z.array(z.string()).min(2), [])).toBe("expected at least 2 entries");
    expect(said(z.array(z.string()).max(1), ["a", "b"])).toBe("expected at most 1 entries");
    expect(said(z.string().min(1), "")).toBe("must not be empty");
    expect(said(z.string().max(3), "abcd")).toBe("is longer than 3 characters");
  });

  it("unions, formats, keys and anything else have a plain sentence", () => {
    expect(said(z.union([z.string(), z.number()]), null)).toBe("is not one of the forms this field takes");
    expect(said(z.string().email(), "not-mail")).toBe("is not in the expected format");
    expect(said(z.record(z.string().min(2), z.number()), { a: 1 })).toBe("has a key that is not valid");
    expect(said(z.number().multipleOf(2), 3)).toBe("is not valid");
  });

  it("a message a schema sets itself is kept as it is", () => {
    expect(said(z.number({ error: "expected whole Influence Points" }), "x")).toBe(
      "expected whole Influence Points",
    );
  });

  it("S1/S6: counts are whole numbers 0..max, said with the range", () => {
    for (const bad of [-1, 61, 1.5, "3", undefined])
      expect(count(60).check(bad)).toEqual({ ok: false, path: [], message: "expected a whole number 0..60" });
    expect(count(60).check(0)).toEqual({ ok: true, value: 0 });
    expect(count(60).check(60)).toEqual({ ok: true, value: 60 });
  });
});

describe("field paths name the field under result (docs/rules.md §6)", () => {
  it("keys are joined with dots, list positions in brackets", () => {
    expect(toFieldPath(["lifeForce", "abc"])).toBe("lifeForce.abc");
    expect(toFieldPath(["players", 0, "id"])).toBe("players[0].id");
    expect(toFieldPath([0])).toBe("[0]");
    expect(toFieldPath([])).toBe("");
  });

  it("a result shape names the field under result and the rule", () => {
    const schema = resultShape<{ lifeForce: Record<string, number> }>({
      lifeForce: required(perPlayer(count(60))),
    });
    const bad = checkResult(schema, { lifeForce: { alice: 61 } }, "S1");
    expect(bad).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: "INVALID_FIELD",
        field: "result.lifeForce.alice",
        rule: "S1",
        message: "expected a whole number 0..60",
      }) as unknown,
    });
    const good = checkResult(schema, { lifeForce: { alice: 12 } }, "S1");
    expect(good.ok && good.value.lifeForce.alice).toBe(12);
  });
});

describe("maps keyed by player ID are safe (__proto__)", () => {
  it("a player ID __proto__ is an own key holding its value, and unknown keys read undefined", () => {
    const parsed = safeRecord(z.number()).parse(JSON.parse('{"__proto__": 7, "bob": 3}'));
    expect(Object.keys(parsed)).toEqual(["__proto__", "bob"]);
    expect(parsed["__proto__"]).toBe(7);
    expect(parsed["constructor"]).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    // The value stays an ordinary, writable, enumerable property.
    parsed["bob"] = 4;
    expect(parsed["bob"]).toBe(4);
    expect(Object.getOwnPropertyDescriptor(parsed, "bob")).toMatchObject({
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });

  it("only a plain object is a map: lists, null, class instances and text are refused", () => {
    const schema = safeRecord(z.number());
    for (const bad of [[1], null, "x", new Date(0), 3]) {
      expect(said(schema, bad)).toBe("expected an object keyed by player ID");
    }
    expect(schema.parse(Object.create(null))).toEqual({});
    // A missing map (S3: a timed result without lifeForce) is refused the same way, not a crash.
    expect(said(z.object({ lifeForce: schema }), {})).toBe("expected an object keyed by player ID");
    expect(said(safeRecord(z.number(), "expected Influence by player"), [])).toBe(
      "expected Influence by player",
    );
  });

  it("a bad value is refused at its key, in the program's words", () => {
    expect(perPlayer(count(60)).check({ alice: 3, bob: -2 })).toEqual({
      ok: false,
      path: ["bob"],
      message: "expected a whole number 0..60",
    });
    const nested = safeRecord(z.object({ points: z.number() }).strict()).safeParse({
      alice: { points: "x" },
    });
    expect(nested.error!.issues[0]!.path).toEqual(["alice", "points"]);
    expect(nested.error!.issues[0]!.message).toBe("expected a number, got text");
  });
});
