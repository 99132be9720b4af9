// Issue 13 item 5: a game's `result` checked without zod, for the common case of a valid one.
// A 16,384-player results file has 65,000 games, and each profile ran its zod schema on every
// `result`. A check here decides only "valid" or "not sure": it accepts a value only when the
// profile's zod schema would, and then returns what that schema returns (a new object with the
// schema's fields in the schema's order; per-player maps prototype-free, as `safeRecord` makes
// them). Anything else — a wrong type, an unknown field, an `undefined`, an object that is not
// plain — answers undefined, and the caller asks the schema, which alone words the error
// (`checkResult` in validate.ts). fast-result.test.ts checks both answers agree, per profile.
// No zod here: the schemas are built only when a result needs them.

/** The value the schema would return, or undefined when unsure (then the schema decides). */
export type FastCheck<T> = (value: unknown) => T | undefined;

type Plain = Record<string, unknown>;

/** Only objects as JSON.parse makes them: anything else is left to the schema. */
function isPlain(value: unknown): value is Plain {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export const text: FastCheck<string> = (value) => (typeof value === "string" ? value : undefined);

export const flag: FastCheck<boolean> = (value) => (typeof value === "boolean" ? value : undefined);

/** One of fixed values (`z.literal`, `z.enum`). */
export function oneOf<const V extends string>(...values: readonly V[]): FastCheck<V> {
  return (value) => (values.includes(value as V) ? (value as V) : undefined);
}

/** A whole number in min..max (`count`, Star Trek points, Influence Points). */
export function whole(min: number, max: number): FastCheck<number> {
  // Number.isSafeInteger: zod's `.int()` refuses unsafe integers, NaN and Infinity too.
  return (value) =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : undefined;
}

/** A non-empty list (`z.array(item).min(1)`), copied as zod copies it. */
export function nonEmptyList<T>(item: FastCheck<T>): FastCheck<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const out: T[] = [];
    for (let i = 0; i < value.length; i++) {
      const checked = item(value[i]);
      if (checked === undefined) return undefined;
      out.push(checked);
    }
    return out;
  };
}

/** `safeRecord(item)`: a prototype-free copy, every key an own property (issue 10). */
export function perPlayerMap<T>(item: FastCheck<T>): FastCheck<Record<string, T>> {
  return (value) => {
    if (!isPlain(value)) return undefined;
    const out = Object.create(null) as Record<string, T>;
    for (const key of Object.keys(value)) {
      const checked = item(value[key]);
      if (checked === undefined) return undefined;
      // On a prototype-free object `__proto__` has no setter: plain assignment makes an own key,
      // as safeRecord's defineProperty does, without its cost (65,000 maps in a big file).
      out[key] = checked;
    }
    return out;
  };
}

interface Field {
  readonly check: FastCheck<unknown>;
  readonly optional: boolean;
}

export const required = (check: FastCheck<unknown>): Field => ({ check, optional: false });
export const optional = (check: FastCheck<unknown>): Field => ({ check, optional: true });

/**
 * `z.object(fields).strict()`: no other field, each field valid, and the output a new object
 * with the fields in the table's order (the schema's). An optional field left out stays out.
 */
export function strictObject<T>(fields: Readonly<Record<string, Field>>): FastCheck<T> {
  const names = Object.keys(fields);
  return (value) => {
    if (!isPlain(value)) return undefined;
    // Strict: every key of the value is one the table has (counted below), no other.
    const present = Object.keys(value).length;
    const out: Plain = {};
    let seen = 0;
    for (const name of names) {
      const field = fields[name]!;
      if (!Object.hasOwn(value, name)) {
        if (!field.optional) return undefined;
        continue;
      }
      seen++;
      const checked = field.check(value[name]);
      if (checked === undefined) return undefined;
      out[name] = checked;
    }
    // A key not in the table, or one Object.keys did not list (not enumerable): the schema's to judge.
    return seen === present ? (out as T) : undefined;
  };
}
