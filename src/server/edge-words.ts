// The edge's refusal of a malformed request in the core's words (docs/server.md "Errors"): zod
// checks the shape (schemas.ts), and what it found is said as the core says a refused field
// (formatError: "games[3].result.lifeForce: expected a number 0..999") — the field's path
// without a `body.` prefix, then what was expected and what was given — never zod's own English
// ("Invalid input: expected string, received number"). API clients read these words as they are;
// the console shows them beside the field's input (web/shared/problem-words.ts).
import { received, toFieldPath } from "../core/rules/shared/validate.js";

/** One issue as fastify-type-provider-zod hands it on (`keyword` is zod's issue code). */
export interface EdgeIssue {
  readonly keyword: string;
  readonly instancePath: string;
  readonly message?: string;
  readonly params?: Record<string, unknown>;
}

/** Where the issue points (`field` of the problem) and the words of its `detail`. */
export interface EdgeRefusal {
  readonly field: string;
  readonly detail: string;
}

/** zod's names of types, as the core says them (validate.ts `received`, result-shape.ts). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
};

/** `body`'s `players/0/id` → `players[0].id`; another part of the request keeps its name (`params.id`). */
export function edgeField(where: string, segments: readonly PropertyKey[]): string {
  const path = toFieldPath(segments);
  if (where === "body") return path === "" ? "body" : path;
  return path === "" ? where : toFieldPath([where, ...segments]);
}

function segmentsOf(instancePath: string): PropertyKey[] {
  return instancePath
    .split("/")
    .filter((part) => part !== "")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The value the request holds at `segments` (undefined when it holds none). */
function valueAt(input: unknown, segments: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of segments) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What was given, short: a short text as itself (quoted), anything else by its kind. */
function given(value: unknown): string {
  if (value === undefined) return "nothing";
  return typeof value === "string" && value.length <= 40 ? JSON.stringify(value) : received(value);
}

const quoted = (values: readonly unknown[]): string => values.map((v) => JSON.stringify(v)).join(", ");

function expectedOneOf(values: readonly unknown[], value: unknown): string {
  const expected = values.length === 1 ? `expected ${quoted(values)}` : `expected one of ${quoted(values)}`;
  return value === undefined ? `is missing (${expected})` : `${expected}, got ${given(value)}`;
}

/** A length or a size, said with its unit: "200 characters", "1 item". */
function counted(count: number, origin: unknown): string {
  const unit = origin === "string" ? "character" : "item";
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

function sizeOf(value: unknown): number | undefined {
  return typeof value === "string" || Array.isArray(value) ? value.length : undefined;
}

/** A bound (`too_big`, `too_small`) in words: "text of at most 200 characters, got 300". */
function boundWords(keyword: string, params: Record<string, unknown>, value: unknown): string {
  const big = keyword === "too_big";
  const limit = Number(big ? params.maximum : params.minimum);
  const inclusive = params.inclusive !== false;
  const { origin } = params;
  if (origin === "string" || origin === "array") {
    const size = sizeOf(value);
    if (!big && limit === 1 && size === 0) return `is empty (expected ${TYPE_WORDS[origin]!})`;
    const kind = origin === "string" ? "text" : "a list";
    const bound = big ? (inclusive ? "at most" : "under") : inclusive ? "at least" : "over";
    return `expected ${kind} of ${bound} ${counted(limit, origin)}${size === undefined ? "" : `, got ${size}`}`;
  }
  const bound = big
    ? inclusive
      ? `${limit} or less`
      : `less than ${limit}`
    : inclusive
      ? `${limit} or more`
      : `more than ${limit}`;
  return `expected ${bound}, got ${typeof value === "number" ? String(value) : given(value)}`;
}

/** The words of one issue about `value` (undefined: the request has no such field). */
function issueWords(issue: EdgeIssue, value: unknown): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case "invalid_type": {
      const expected = TYPE_WORDS[String(params.expected)] ?? String(params.expected);
      return value === undefined
        ? `is missing (expected ${expected})`
        : `expected ${expected}, got ${received(value)}`;
    }
    case "too_big":
    case "too_small":
      return boundWords(issue.keyword, params, value);
    case "invalid_value":
      return expectedOneOf((params.values as unknown[] | undefined) ?? [], value);
    case "invalid_union":
      // A discriminated union (a command's `type`): the names it knows.
      if (Array.isArray(params.options)) return expectedOneOf(params.options, value);
      return "expected one of the shapes this request takes";
    case "invalid_format":
    case "custom":
      // The schema's own words (schemas.ts says them as the core does: "expected …").
      return issue.message && !/^Invalid\b/.test(issue.message)
        ? issue.message
        : "is not in the expected form";
    default:
      return "is not valid here";
  }
}

/**
 * The first issue of a refused request, as a problem's `field` and `detail`; `input` is the part
 * of the request it concerns (the body, the params, the query). Of several bounds on the same
 * field (a whole number's safe range and the schema's maximum), the tightest is said.
 */
export function edgeRefusal(where: string, issues: readonly EdgeIssue[], input: unknown): EdgeRefusal {
  const [first] = issues;
  if (!first) return { field: where, detail: `${where}: is not valid` };
  const segments = segmentsOf(first.instancePath);
  if (first.keyword === "unrecognized_keys") {
    // The keys are the caller's text: a few, each cut short, so a refusal never echoes a body.
    const given = ((first.params?.keys as string[] | undefined) ?? []).map(String);
    const keys = given.slice(0, MAX_KEYS_SAID).map(shortKey);
    const at = edgeField(where, segments);
    const more = given.length > keys.length ? ` and ${given.length - keys.length} more` : "";
    const words = `unknown field${given.length > 1 ? "s" : ""} ${quoted(keys)}${more}`;
    return {
      field: edgeField(where, [...segments, keys[0] ?? ""]),
      detail: segments.length === 0 && where === "body" ? words : `${at}: ${words}`,
    };
  }
  const issue = tightest(first, issues);
  const field = edgeField(where, segments);
  return { field, detail: `${field}: ${issueWords(issue, valueAt(input, segments))}` };
}

const MAX_KEYS_SAID = 5;
const MAX_KEY_SAID = 40;
const shortKey = (key: string): string =>
  key.length <= MAX_KEY_SAID ? key : `${key.slice(0, MAX_KEY_SAID - 1)}…`;

function tightest(first: EdgeIssue, issues: readonly EdgeIssue[]): EdgeIssue {
  if (first.keyword !== "too_big" && first.keyword !== "too_small") return first;
  const key = first.keyword === "too_big" ? "maximum" : "minimum";
  const same = issues.filter((i) => i.instancePath === first.instancePath && i.keyword === first.keyword);
  return same.reduce((best, i) => {
    const [a, b] = [Number(i.params?.[key]), Number(best.params?.[key])];
    return (first.keyword === "too_big" ? a < b : a > b) ? i : best;
  }, first);
}
