// docs/rules.md §6: reading a results file. Every error names the JSON path and the problem:
// `games[3].result.lifeForce: expected a whole number 0..999 (S1)`.
import { fail, type Result } from "../errors.js";
import {
  readAs,
  resultsFileSchema,
  RESULTS_FILE_RULE,
  RESULTS_FORMAT,
  RESULTS_VERSION,
  type ResultsFile,
} from "./schema.js";
import { scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import { checkStructure } from "./structure.js";

/**
 * Validates the envelope: what the file says it is (its format and version, said first: a file
 * of another program or version gets one clear sentence), its declared shape (schema.ts), then
 * the structural rules a shape cannot say (structure.ts).
 */
export function parseResultsValue(value: unknown): Result<ResultsFile> {
  return parseValue(value, false);
}

/** `own`: the value is the program's own (parseResultsFile's JSON.parse), read without copies. */
function parseValue(value: unknown, own: boolean): Result<ResultsFile> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const header = value as { format?: unknown; version?: unknown };
    if (header.format !== RESULTS_FORMAT) {
      return fail(
        "INVALID_FIELD",
        "format",
        RESULTS_FILE_RULE,
        `expected "${RESULTS_FORMAT}"; this is not a Hands Down results file`,
      );
    }
    if (header.version !== RESULTS_VERSION) {
      return fail(
        "UNSUPPORTED_FORMAT",
        "version",
        RESULTS_FILE_RULE,
        `this program reads results files of version ${RESULTS_VERSION}, got ${JSON.stringify(header.version)}`,
      );
    }
  }
  const file = readAs(resultsFileSchema, value, [], own);
  if (!file.ok) return file;
  const structure = checkStructure(file.value);
  if (!structure.ok) return structure;
  return file;
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
      RESULTS_FILE_RULE,
      `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // The value is ours alone: its objects are kept where a copy would be the same.
  return parseValue(value, true);
}

/** Parses and scores every game: what `handsdown check` reports. */
export function checkResultsFile(text: string): Result<ScoredEvent> {
  const file = parseResultsFile(text);
  return file.ok ? scoreEvent(file.value) : file;
}
