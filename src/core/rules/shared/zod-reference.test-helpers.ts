// The zod reference the tests compare the declared shapes with (result-shape.test.ts): the
// schemas a game's result was validated with before its shapes were declared (result-shape.ts),
// and how their issues were worded. Test code only: the program validates without zod.
import { z } from "zod";
import { received } from "./validate.js";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An object keyed by player ID, validated value by value into an object without a prototype. */
export function safeRecord<T extends z.ZodType>(
  value: T,
  message = "expected an object keyed by player ID",
): z.ZodType<Record<string, z.output<T>>> {
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
