import { z } from "zod";
import { fail, type Result } from "../../errors.js";

/** `["lifeForce", "abc"]` → `lifeForce.abc`, `["players", 0]` → `players[0]`. */
export function toFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === "number") return `${acc}[${key}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, "");
}

/**
 * Validates a raw result against a profile's schema. The error names the field under
 * `result` and the rule the value breaks; zod's wording is replaced by ours where we set one.
 */
export function parseResult<T>(schema: z.ZodType<T>, value: unknown, rule: string): Result<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = toFieldPath(["result", ...issue.path]);
  const message = issue.code === "invalid_union" ? "is not a result this profile knows" : issue.message;
  return fail("INVALID_FIELD", field, rule, message);
}

/** A whole number of cards or points in 0..max, with the message people read. */
export function count(max: number): z.ZodNumber {
  const message = `expected a whole number 0..${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message });
}

/** Card counts keyed by player ID: `{"alice": 12, "bob": 7}`. */
export function perPlayer<T extends z.ZodType>(value: T) {
  return z.record(z.string(), value);
}
