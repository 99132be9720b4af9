// A game's `result`, declared once per shape (docs/architecture.md, "Where things go"): each
// profile says which endings it accepts and, for each, its fields — their kind, bounds and the
// words an error says. The declaration is the validator (one per shape, no zod: a 65,000-game
// results file checks every `result`, and the CLI starts without loading zod) and it words the
// error (the field under `result`, the rule, what was expected). It is plain data too (`kind`,
// `min`, `max`, `values`), for whatever shows or parses a shape's fields. The results file's
// envelope (results-file/schema.ts) is declared with the same rules: one validator for both.
import { fail, ok, type Result } from "../../errors.js";
import { received, toFieldPath } from "./validate.js";

/** A value accepted (what the profile reads), or the path and words of the first problem. */
export type Verdict<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly path: readonly PropertyKey[]; readonly message: string };

/** What every field rule has: its check. */
export interface RuleBase<T> {
  /**
   * `own`: the value is the program's own, made by its JSON.parse (parseResultsFile), and may be
   * returned instead of a copy where the copy would be the same, or changed in place (a result
   * loses its prototype): a 65,000-game file is then read without copying its 400,000 objects.
   */
  readonly check: (value: unknown, own?: boolean) => Verdict<T>;
}

/** One field's rule: what kind of value it is, with its bounds, and its check. */
export type FieldRule<T> = RuleBase<T> &
  (
    | { readonly kind: "text" | "flag" | "number" }
    /** Any object, read as a prototype-free copy (a result before its profile reads it). */
    | { readonly kind: "object" }
    | { readonly kind: "one-of"; readonly values: readonly string[] }
    | { readonly kind: "whole"; readonly min: number; readonly max: number }
    | { readonly kind: "per-player"; readonly item: FieldRule<unknown> }
    | { readonly kind: "list"; readonly item: FieldRule<unknown>; readonly min: number }
    | { readonly kind: "shape"; readonly fields: Readonly<Record<string, FieldEntry>> }
  );

/** A field of a shape: its rule, and whether it may be left out. */
export interface FieldEntry {
  readonly rule: FieldRule<unknown>;
  readonly optional: boolean;
}

const accept = <T>(value: T): Verdict<T> => ({ ok: true, value });
const refuse = (message: string, path: readonly PropertyKey[] = []): Verdict<never> => ({
  ok: false,
  path,
  message,
});
type Refusal = Extract<Verdict<unknown>, { ok: false }>;
/** A refusal of a field, said from the object holding it. */
const within = (key: PropertyKey, refusal: Refusal): Verdict<never> =>
  refuse(refusal.message, [key, ...refusal.path]);

/** "is missing (expected text)" or "expected text, got null": the type checks' words. */
const wrongType = (expected: string, value: unknown): Verdict<never> =>
  refuse(
    value === undefined
      ? `is missing (expected ${expected})`
      : `expected ${expected}, got ${received(value)}`,
  );

/**
 * Text, said as `expected` when it is missing or not text, and refused with the words
 * `problem` gives (an ID with a control character, a date that is not one).
 */
export function textOf(expected: string, problem?: (text: string) => string | undefined): FieldRule<string> {
  return {
    kind: "text",
    check: (value) => {
      if (typeof value !== "string") return wrongType(expected, value);
      const refused = problem?.(value);
      return refused === undefined ? accept(value) : refuse(refused);
    },
  };
}

export const text: FieldRule<string> = textOf("text");

/** Any finite number (a score an exported file carries, recomputed on import). */
export const number: FieldRule<number> = {
  kind: "number",
  check: (value) =>
    typeof value === "number" && Number.isFinite(value) ? accept(value) : wrongType("a number", value),
};

export const flag: FieldRule<boolean> = {
  kind: "flag",
  check: (value) => (typeof value === "boolean" ? accept(value) : wrongType("true or false", value)),
};

/** One of fixed values (an `end`, a bonus rule). */
export function oneOf<const V extends string>(...values: readonly V[]): FieldRule<V> {
  const expected =
    values.length === 1
      ? `expected ${JSON.stringify(values[0])}`
      : `expected one of ${values.map((v) => JSON.stringify(v)).join(", ")}`;
  return {
    kind: "one-of",
    values,
    check: (value) => (values.includes(value as V) ? accept(value as V) : refuse(expected)),
  };
}

/**
 * A whole number in min..max (a Life Force count, Star Trek points, Influence Points), with the
 * words a wrong type and a value out of range get (the same, for a count: "a whole number 0..60").
 */
export function whole(
  min: number,
  max: number,
  words: { readonly type: string; readonly range?: string },
): FieldRule<number> {
  const range = words.range ?? words.type;
  return {
    kind: "whole",
    min,
    max,
    check: (value) =>
      // Number.isSafeInteger: NaN, Infinity, fractions and unsafe integers are not whole numbers.
      !Number.isSafeInteger(value)
        ? refuse(words.type)
        : (value as number) < min || (value as number) > max
          ? refuse(range)
          : accept(value as number),
  };
}

/**
 * A whole number from `min` on, said as `expected` (with what was given instead when it is no
 * number at all): a round number, a table number, an Elo K.
 */
export function wholeFrom(min: number, expected: string): FieldRule<number> {
  return {
    kind: "whole",
    min,
    max: Number.MAX_SAFE_INTEGER,
    check: (value) =>
      typeof value !== "number" || !Number.isFinite(value)
        ? wrongType(expected.replace(/^expected /, ""), value)
        : Number.isSafeInteger(value) && value >= min
          ? accept(value)
          : refuse(expected),
  };
}

/** A whole number of cards or points in 0..max, with the message people read. */
export const count = (max: number): FieldRule<number> =>
  whole(0, max, { type: `expected a whole number 0..${max}` });

/** Only objects as JSON.parse makes them (a class instance, an array, null are not). */
function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Values keyed by player ID: `{"alice": 12, "bob": 7}`, returned without a prototype so that a
 * player ID `__proto__` stays a key and a key not there reads `undefined`, whatever the key.
 */
export function perPlayer<T>(item: FieldRule<T>): FieldRule<Record<string, T>> {
  return {
    kind: "per-player",
    item,
    check: (value) => {
      if (!isPlain(value)) return refuse("expected an object keyed by player ID");
      const out = Object.create(null) as Record<string, T>;
      for (const key of Object.keys(value)) {
        const checked = item.check(value[key]);
        if (!checked.ok) return within(key, checked);
        // On a prototype-free object `__proto__` has no setter: assignment makes an own key.
        out[key] = checked.value;
      }
      return accept(out);
    },
  };
}

/**
 * Any plain object, read as a prototype-free copy with the same own keys (`__proto__` stays a
 * key): what a profile reads later as its result, or an exported standings row.
 */
export function anyObject(message: string): FieldRule<Record<string, unknown>> {
  return {
    kind: "object",
    check: (value, own) => {
      if (!isPlain(value)) return refuse(message);
      if (own === true) {
        // The same own properties, in the same order, without a copy.
        Object.setPrototypeOf(value, null);
        return accept(value);
      }
      const out = Object.create(null) as Record<string, unknown>;
      for (const key of Object.keys(value)) out[key] = value[key];
      return accept(out);
    },
  };
}

/** A list of at least `min` entries (On the Edge's players who advanced, a game's players). */
export function list<T>(item: FieldRule<T>, min: number, tooFew?: string): FieldRule<T[]> {
  return {
    kind: "list",
    item,
    min,
    check: (value, own) => {
      if (!Array.isArray(value)) return wrongType("a list", value);
      if (value.length < min)
        return refuse(tooFew ?? `expected at least ${min} ${min === 1 ? "entry" : "entries"}`);
      // The program's own list is kept unless an entry read differs from the one given.
      let out: T[] | undefined = own === true ? undefined : [];
      for (let i = 0; i < value.length; i++) {
        const checked = item.check(value[i], own);
        if (!checked.ok) return within(i, checked);
        if (out === undefined && checked.value !== value[i]) out = value.slice(0, i) as T[];
        out?.push(checked.value);
      }
      return accept(out ?? (value as T[]));
    },
  };
}

export const required = (rule: FieldRule<unknown>): FieldEntry & { readonly optional: false } => ({
  rule,
  optional: false,
});
export const optional = (rule: FieldRule<unknown>): FieldEntry & { readonly optional: true } => ({
  rule,
  optional: true,
});

/**
 * The fields of a shape read as `T`: every field of `T` declared, no other, and a field `T` may
 * leave out declared optional. The compiler then keeps a type and its declaration together.
 */
export type FieldsOf<T> = {
  readonly [K in keyof T]-?: undefined extends T[K]
    ? FieldEntry & { readonly optional: true }
    : FieldEntry & { readonly optional: false };
};

/** The fields given are in the declaration's order (a field not declared is left to the check). */
function isInOrder(keys: readonly string[], order: ReadonlyMap<string, number>): boolean {
  let last = -1;
  for (let k = 0; k < keys.length; k++) {
    const index = order.get(keys[k]!);
    if (index === undefined) continue;
    if (index < last) return false;
    last = index;
  }
  return true;
}

/**
 * An object of exactly these fields: each present one valid, each required one present, no
 * other. The value read is a new object with the fields in the declaration's order.
 */
export function shape<T>(fields: Readonly<Record<string, FieldEntry>>): FieldRule<T> {
  const names = Object.keys(fields);
  const order = new Map(names.map((name, i) => [name, i]));
  /** The fields given, in the declaration's order, up to (not with) `stop`. */
  const copy = (input: Record<string, unknown>, stop?: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const name of names) {
      if (name === stop) break;
      if (Object.hasOwn(input, name)) out[name] = input[name];
    }
    return out;
  };
  return {
    kind: "shape",
    fields,
    check: (value, own) => {
      if (typeof value !== "object" || value === null || Array.isArray(value))
        return wrongType("an object", value);
      const input = value as Record<string, unknown>;
      const keys = Object.keys(input);
      // The program's own object is kept unless a field read differs from the one given, or its
      // fields are in another order: it is then read as a copy in the declaration's order, made
      // in the one pass below.
      const keep =
        own === true && Object.getPrototypeOf(input) === Object.prototype && isInOrder(keys, order);
      let out: Record<string, unknown> | undefined = keep ? undefined : {};
      let known = 0;
      for (const name of names) {
        const field = fields[name]!;
        const given = Object.hasOwn(input, name);
        if (given) known++;
        if (field.optional && (!given || input[name] === undefined)) {
          // An optional field given as `undefined` (never in JSON) is read as given.
          if (given && out !== undefined) out[name] = undefined;
          continue;
        }
        const item = given ? input[name] : undefined;
        const checked = field.rule.check(item, own);
        if (!checked.ok) return within(name, checked);
        if (out === undefined && checked.value !== item) out = copy(input, name);
        if (out !== undefined) out[name] = checked.value;
      }
      // Counted first, listed only when one is unknown: a 65,000-game file checks 400,000 objects.
      if (keys.length > known) {
        const unknown = keys.filter((key) => !Object.hasOwn(fields, key));
        return refuse(
          `unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => JSON.stringify(k)).join(", ")}`,
        );
      }
      return accept((out ?? input) as T);
    },
  };
}

/** One result shape: its fields (`end` first, when it has one), and its check. */
export type ResultShape<T> = FieldRule<T> & { readonly kind: "shape" };

/** An object of exactly the fields of `T`, each declared (`FieldsOf`): a results file's entry. */
export const strictShape = <T>(fields: FieldsOf<T>): FieldRule<T> & { readonly kind: "shape" } =>
  shape<T>(fields as Readonly<Record<string, FieldEntry>>) as FieldRule<T> & { readonly kind: "shape" };

/** A result shape declared: `resultShape<Full>({ end: required(oneOf("full")), … })`. */
export const resultShape = <T>(fields: Readonly<Record<string, FieldEntry>>): ResultShape<T> =>
  shape<T>(fields) as ResultShape<T>;

/** `result` checked against its shape: the value read, or an error naming the field and the rule. */
export function checkResult<T>(shape: ResultShape<T>, value: unknown, rule: string): Result<T> {
  const checked = shape.check(value);
  if (checked.ok) return ok(checked.value);
  return fail("INVALID_FIELD", toFieldPath(["result", ...checked.path]), rule, checked.message);
}

/**
 * The bounds a shape declares for a whole-number field (a per-player map's values included):
 * what a form offers (web/shared/result-form.ts) is what the profile accepts.
 */
export function boundsOf(shape: ResultShape<unknown>, key: string): { min: number; max: number } {
  let rule: FieldRule<unknown> | undefined = shape.fields[key]?.rule;
  if (rule?.kind === "per-player") rule = rule.item;
  if (rule?.kind !== "whole") throw new Error(`${key} is not a whole-number field of this shape`);
  return { min: rule.min, max: rule.max };
}

/**
 * Whose value a field of an ending is, which says how a form asks for it and how the CLI reads
 * it: a player picked (the winner, who quit, who forfeited), who won the toss (S4), one number
 * of the winner's (Life Force left) or of the game's (the quit's X), a number per player, or
 * players in order (On the Edge's additional game).
 */
export type FieldOwner = "pick" | "toss" | "winner" | "game" | "each" | "order";

/** The words of an ending's field: the form's label and help, and the CLI's flag. */
export interface FieldWords {
  readonly label: string;
  readonly help?: string;
  /** `handsdown report`'s option for it, e.g. `--lf`. */
  readonly flag: string;
  /** For a whole number: whether it is the winner's or the game's. */
  readonly owner?: "winner" | "game" | "toss";
  /** What a form's − / + buttons offer, when narrower than what the shape accepts. */
  readonly offered?: { readonly min: number; readonly max: number };
  /** Asked for though the shape lets it out: a rule beyond the shape needs it (T9: a gameplay win names the winner). */
  readonly required?: true;
}

/** One field of an ending, with what its shape says of it: optional or not, its bounds. */
export interface EndingField extends Omit<FieldWords, "owner"> {
  readonly key: string;
  readonly owner: FieldOwner;
  readonly optional: boolean;
  readonly min?: number;
  readonly max?: number;
}

/**
 * One way a game can end, as a TD or a player reports it: the `end` it writes (or its name,
 * when the result has none: On the Edge's "win"), the words, the shape that validates it and
 * the fields a form or the CLI asks for, in order. Declared once, in its profile; the console's
 * and the phone's result forms (web/shared/result-form.ts) and `handsdown report`'s short forms
 * (src/cli/live/shorthand.ts) offer exactly a profile's endings.
 */
export interface Ending {
  readonly end: string;
  /** Whether the result holds `end` (On the Edge's win at 16 does not). */
  readonly writesEnd: boolean;
  /** The TD's words, with the rule. */
  readonly label: string;
  /** How a player says it on the phone; absent when only the TD enters this ending (R6). */
  readonly phone?: { readonly label: string; readonly hint: string };
  /** The rule a short form's error cites. */
  readonly rule: string;
  /**
   * Taken only when named (`--end ruling`), never guessed from the fields given: a TD's ruling
   * (a concession, an On the Edge ruling) has the fields of an ordinary ending.
   */
  readonly byName: boolean;
  readonly shape: ResultShape<unknown>;
  readonly fields: readonly EndingField[];
}

/**
 * An ending declared from its shape: each field named by `fields` must be one of the shape's,
 * and its kind says whose it is (text: a player picked; a per-player map: a number each; a
 * list: players in order; a whole number: the winner's or the game's, as `owner` says).
 */
export function ending(
  shape: ResultShape<unknown>,
  declared: {
    readonly end: string;
    readonly writesEnd?: boolean;
    readonly label: string;
    readonly phone?: { readonly label: string; readonly hint: string };
    readonly rule: string;
    readonly byName?: true;
    readonly fields?: Readonly<Record<string, FieldWords>>;
  },
): Ending {
  const fields = Object.entries(declared.fields ?? {}).map(([key, words]): EndingField => {
    const entry = shape.fields[key];
    if (entry === undefined) throw new Error(`${declared.end}: ${key} is not a field of its shape`);
    const rule = entry.rule;
    const owner: FieldOwner =
      rule.kind === "text"
        ? words.owner === "toss"
          ? "toss"
          : "pick"
        : rule.kind === "per-player"
          ? "each"
          : rule.kind === "list"
            ? "order"
            : rule.kind === "whole" && words.owner !== undefined && words.owner !== "toss"
              ? words.owner
              : fieldKindError(declared.end, key);
    const bounds = rule.kind === "whole" || rule.kind === "per-player" ? boundsOf(shape, key) : undefined;
    return { ...words, key, owner, optional: entry.optional && words.required !== true, ...bounds };
  });
  return {
    end: declared.end,
    writesEnd: declared.writesEnd ?? true,
    label: declared.label,
    ...(declared.phone !== undefined && { phone: declared.phone }),
    rule: declared.rule,
    byName: declared.byName ?? false,
    shape,
    fields,
  };
}

function fieldKindError(end: string, key: string): never {
  throw new Error(`${end}: ${key} is a whole number: say whether it is the winner's or the game's`);
}
