// docs/rules.md §6: reading a results file. Every error names the JSON path and the problem:
// `games[3].result.lifeForce: expected a whole number 0..999 (S1)`.
import { fail, ok, type Result } from "../errors.js";
import { describeIssue, toFieldPath } from "../rules/shared/validate.js";
import { resultsFileSchemas, RESULTS_FORMAT, RESULTS_VERSION, type ResultsFile } from "./schema.js";
import { scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import { checkStructure } from "./structure.js";
import { parseOwnResultsFast, parseResultsFast } from "./fast.js";

/** Validates the envelope: the schema, then the structural rules a schema cannot say (structure.ts). */
export function parseResultsValue(value: unknown): Result<ResultsFile> {
  return parseValue(value, parseResultsFast);
}

/**
 * `parseFast` (fast.ts) decides the common, valid case; the schema decides the rest and words
 * the error, with `fresh()`'s value when the fast path may have changed the first one. Both
 * accept the same files (fast.test.ts).
 */
function parseValue(
  value: unknown,
  parseFast: (value: unknown) => ResultsFile | undefined,
  fresh = () => value,
): Result<ResultsFile> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const header = value as { format?: unknown; version?: unknown };
    if (header.format !== RESULTS_FORMAT) {
      return fail(
        "INVALID_FIELD",
        "format",
        "docs/rules.md §6",
        `expected "${RESULTS_FORMAT}"; this is not a Hands Down results file`,
      );
    }
    if (header.version !== RESULTS_VERSION) {
      return fail(
        "UNSUPPORTED_FORMAT",
        "version",
        "docs/rules.md §6",
        `this program reads results files of version ${RESULTS_VERSION}, got ${JSON.stringify(header.version)}`,
      );
    }
  }
  const fast = parseFast(value);
  const file = fast ? ok(fast) : parseWithSchema(fresh());
  if (!file.ok) return file;
  const structure = checkStructure(file.value);
  if (!structure.ok) return structure;
  return file;
}

/** The schema's answer: the file as it returns it, or its first issue in the program's words. */
export function parseWithSchema(value: unknown): Result<ResultsFile> {
  const parsed = resultsFileSchemas().resultsFileSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail("INVALID_FIELD", toFieldPath(issue.path), "docs/rules.md §6", describeIssue(issue));
  }
  return ok(parsed.data);
}

export function parseResultsFile(text: string): Result<ResultsFile> {
  let value: unknown;
  // A UTF-8 byte-order mark, as some editors write, is not part of the JSON.
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return fail(
      "INVALID_FIELD",
      "",
      "docs/rules.md §6",
      `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // The value is ours alone: the fast path may keep its objects instead of copying them, and
  // the schema, if it is needed, reads the text again.
  return parseValue(value, parseOwnResultsFast, () => JSON.parse(json) as unknown);
}

/** Parses and scores every game: what `handsdown check` reports. */
export function checkResultsFile(text: string): Result<ScoredEvent> {
  const file = parseResultsFile(text);
  return file.ok ? scoreEvent(file.value) : file;
}
