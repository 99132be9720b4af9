import type { z } from "zod";
import { zod } from "../../zod.js";

/** `["lifeForce", "abc"]` → `lifeForce.abc`, `["players", 0]` → `players[0]`. */
export function toFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === "number") return `${acc}[${key}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, "");
}

/**
 * A schema built on first use, not when its module loads: a valid result is
 * decided by its fast check, so most runs never build it.
 */
export function lazy<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * An object keyed by user data (player IDs), validated value by value into an object without a
 * prototype. zod's own record builds `{}` and assigns each key, so a player ID
 * `__proto__` would replace the prototype instead of becoming a key: his Life Force vanished and
 * `lifeForce["__proto__"]` read Object.prototype. Every key is an own property here, and reading
 * a key that is not there gives `undefined`, whatever the key.
 */
export function safeRecord<T extends z.ZodType>(
  value: T,
  message = "expected an object keyed by player ID",
): z.ZodType<Record<string, z.output<T>>> {
  const z = zod();
  return z.custom<Record<string, unknown>>(isPlainObject, { error: message }).transform((input, ctx) => {
    const out = Object.create(null) as Record<string, z.output<T>>;
    for (const key of Object.keys(input)) {
      const parsed = value.safeParse(input[key], { reportInput: true });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.issues.push({
            code: "custom",
            message: describeIssue(issue),
            path: [key, ...issue.path],
            input: input[key],
          });
        }
        return z.NEVER;
      }
      Object.defineProperty(out, key, {
        value: parsed.data,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }) as unknown as z.ZodType<Record<string, z.output<T>>>;
}

/** zod's own English ("Invalid input: expected string, received null", "Too small: …"). */
const ZOD_WORDING = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  record: "an object",
  literal: "a fixed value",
};

/** What a value of the wrong type is, in words: `null`, `text`, `a list`. */
export function received(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "a list";
  switch (typeof input) {
    case "string":
      return "text";
    case "number":
      return Number.isInteger(input) ? "a whole number" : "a number";
    case "boolean":
      return String(input);
    case "object":
      return "an object";
    default:
      return typeof input;
  }
}

function bound(
  issue: { minimum?: unknown; maximum?: unknown; inclusive?: boolean },
  kind: "min" | "max",
): string {
  const limit = Number(kind === "min" ? issue.minimum : issue.maximum);
  if (issue.inclusive === false) return kind === "min" ? `more than ${limit}` : `less than ${limit}`;
  return kind === "min" ? `${limit} or more` : `${limit} or less`;
}

/**
 * One voice: a zod issue in the program's words. A message a schema sets itself is
 * kept; zod's defaults are rewritten, e.g. `round: 0` → "expected a whole number of 1 or more"
 * is said as "expected a number more than 0", never "expected at least 0".
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (!ZOD_WORDING.test(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type": {
      const input = (issue as { input?: unknown }).input;
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (input === undefined) return `is missing (expected ${expected})`;
      return `expected ${expected}, got ${received(input)}`;
    }
    case "invalid_value":
      return issue.values.length === 1
        ? `expected ${JSON.stringify(issue.values[0])}`
        : `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}`;
    case "too_small":
      if (issue.origin === "array")
        return `expected at least ${String(issue.minimum)} ${Number(issue.minimum) === 1 ? "entry" : "entries"}`;
      if (issue.origin === "string") return "must not be empty";
      return `expected a number ${bound(issue, "min")}`;
    case "too_big":
      if (issue.origin === "array") return `expected at most ${String(issue.maximum)} entries`;
      if (issue.origin === "string") return `is longer than ${String(issue.maximum)} characters`;
      return `expected a number ${bound(issue, "max")}`;
    case "invalid_union":
      return "is not one of the forms this field takes";
    case "invalid_format":
      return "is not in the expected format";
    case "invalid_key":
      return "has a key that is not valid";
    default:
      return "is not valid";
  }
}
