// "Messages that say the truth": every refusal of a result or of a results file is said in the
// program's own words, naming the field (result-shape.ts, the one validator). The mutation run
// showed the wording of most refusals unchecked: here each kind is provoked once and the message
// people read asserted.
import { describe, expect, it } from "vitest";
import {
  anyObject,
  checkResult,
  count,
  flag,
  list,
  number,
  oneOf,
  perPlayer,
  required,
  resultShape,
  shape,
  text,
  textOf,
  whole,
  wholeFrom,
  type FieldRule,
} from "./result-shape.js";
import { received, toFieldPath } from "./validate.js";

/** The message of the refusal of `value` by `rule`. */
function said(rule: FieldRule<unknown>, value: unknown): string {
  const checked = rule.check(value);
  if (checked.ok) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return checked.message;
}

describe("results are refused in the program's words (docs/rules.md §6)", () => {
  it("a value of the wrong type says what was expected and what came", () => {
    expect(said(text, null)).toBe("expected text, got null");
    expect(said(text, 3)).toBe("expected text, got a whole number");
    expect(said(text, 1.5)).toBe("expected text, got a number");
    expect(said(text, true)).toBe("expected text, got true");
    expect(said(text, [])).toBe("expected text, got a list");
    expect(said(text, {})).toBe("expected text, got an object");
    expect(said(number, "7")).toBe("expected a number, got text");
    expect(said(number, Number.NaN)).toBe("expected a number, got a number");
    expect(said(flag, 1)).toBe("expected true or false, got a whole number");
    expect(said(list(text, 0), "x")).toBe("expected a list, got text");
    expect(said(shape({}), 2)).toBe("expected an object, got a whole number");
    expect(said(perPlayer(number), 3)).toBe("expected an object keyed by player ID");
    expect(said(textOf("an ID: text"), 7)).toBe("expected an ID: text, got a whole number");
  });

  it("a missing field is said to be missing, with what it should hold", () => {
    expect(said(shape({ winner: required(text) }), {})).toBe("is missing (expected text)");
    expect(said(shape({ id: required(textOf("an ID: text")) }), {})).toBe(
      "is missing (expected an ID: text)",
    );
    expect(
      said(shape({ round: required(wholeFrom(1, "expected a whole round number more than 0")) }), {}),
    ).toBe("is missing (expected a whole round number more than 0)");
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
    expect(said(oneOf("full"), "ful")).toBe('expected "full"');
    expect(said(oneOf("active", "inactive"), "x")).toBe('expected one of "active", "inactive"');
  });

  it("unknown fields are named, one or several", () => {
    expect(said(shape({}), { extra: 1 })).toBe('unknown field "extra"');
    expect(said(shape({}), { a: 1, b: 2 })).toBe('unknown fields "a", "b"');
    expect(said(shape({}), JSON.parse('{"__proto__": 1}'))).toBe('unknown field "__proto__"');
  });

  it('bounds say "more than 0", never "at least 0" (round: 0), and lists their length', () => {
    const round = wholeFrom(1, "expected a whole round number more than 0");
    for (const bad of [0, -1, 1.5, 2 ** 53])
      expect(said(round, bad)).toBe("expected a whole round number more than 0");
    expect(said(round, "1")).toBe("expected a whole round number more than 0, got text");
    expect(round.check(1)).toEqual({ ok: true, value: 1 });
    expect(said(list(text, 1), [])).toBe("expected at least 1 entry");
    expect(said(list(text, 2), [])).toBe("expected at least 2 entries");
    expect(said(list(text, 1, "a game lists at least one player"), [])).toBe(
      "a game lists at least one player",
    );
  });

  it("a rule's own words for a value it refuses are kept as they are", () => {
    const id = textOf("an ID: text", (t) => (t === "" ? "an ID must not be empty" : undefined));
    expect(said(id, "")).toBe("an ID must not be empty");
    expect(id.check("luke")).toEqual({ ok: true, value: "luke" });
    expect(said(anyObject("expected a standings row: an object"), [])).toBe(
      "expected a standings row: an object",
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
    const checked = perPlayer(number).check(JSON.parse('{"__proto__": 7, "bob": 3}'));
    if (!checked.ok) throw new Error(checked.message);
    const parsed = checked.value;
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

  it("any object (a result before its profile reads it) is a prototype-free copy, __proto__ a key", () => {
    const input = JSON.parse('{"__proto__": {"x": 1}, "end": "full"}') as Record<string, unknown>;
    const checked = anyObject("expected the result").check(input);
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.value).not.toBe(input);
    expect(Object.getPrototypeOf(checked.value)).toBeNull();
    expect(Object.keys(checked.value)).toEqual(["__proto__", "end"]);
    expect(checked.value.toString).toBeUndefined();
    for (const bad of [[1], null, "x", new Date(0), 3, undefined])
      expect(said(anyObject("expected the result"), bad)).toBe("expected the result");
  });

  it("only a plain object is a map: lists, null, class instances and text are refused", () => {
    const rule = perPlayer(number);
    for (const bad of [[1], null, "x", new Date(0), 3]) {
      expect(said(rule, bad)).toBe("expected an object keyed by player ID");
    }
    expect(rule.check(Object.create(null))).toEqual({ ok: true, value: {} });
    // A missing map (S3: a timed result without lifeForce) is refused the same way, not a crash.
    expect(said(shape({ lifeForce: required(rule) }), {})).toBe("expected an object keyed by player ID");
  });

  it("a bad value is refused at its key, in the program's words", () => {
    expect(perPlayer(count(60)).check({ alice: 3, bob: -2 })).toEqual({
      ok: false,
      path: ["bob"],
      message: "expected a whole number 0..60",
    });
    const nested = perPlayer(shape({ points: required(number) })).check({ alice: { points: "x" } });
    expect(nested).toEqual({ ok: false, path: ["alice", "points"], message: "expected a number, got text" });
  });
});
