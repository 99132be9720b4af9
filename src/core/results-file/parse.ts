// SPEC §6: reading a results file. Every error names the JSON path and the problem:
// `games[3].result.lifeForce: expected a whole number 0..60 (S1)`.
import type { z } from "zod";
import { fail, ok, type Result } from "../errors.js";
import { toFieldPath } from "../rules/shared/validate.js";
import { resultsFileSchema, RESULTS_FORMAT, RESULTS_VERSION, type ResultsFile } from "./schema.js";
import { scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return `expected ${issue.expected}${"input" in issue && issue.input === undefined ? ", but it is missing" : ""}`;
    case "invalid_value":
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    case "too_small":
      return issue.origin === "array"
        ? `expected at least ${String(issue.minimum)} entries`
        : issue.origin === "string"
          ? "must not be empty"
          : `expected at least ${String(issue.minimum)}`;
    case "too_big":
      return `expected at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/** Validates the envelope: structure, then what a schema cannot say (unique IDs). */
export function parseResultsValue(value: unknown): Result<ResultsFile> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const header = value as { format?: unknown; version?: unknown };
    if (header.format !== RESULTS_FORMAT) {
      return fail(
        "INVALID_FIELD",
        "format",
        "SPEC §6",
        `expected "${RESULTS_FORMAT}"; this is not a Hands Down results file`,
      );
    }
    if (header.version !== RESULTS_VERSION) {
      return fail(
        "UNSUPPORTED_FORMAT",
        "version",
        "SPEC §6",
        `this program reads results files of version ${RESULTS_VERSION}, got ${JSON.stringify(header.version)}`,
      );
    }
  }
  const parsed = resultsFileSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail("INVALID_FIELD", toFieldPath(issue.path), "SPEC §6", describeIssue(issue));
  }
  const file = parsed.data;
  const seen = new Map<string, number>();
  for (const [i, player] of file.players.entries()) {
    const first = seen.get(player.id);
    if (first !== undefined)
      return fail(
        "DUPLICATE_PLAYER",
        `players[${i}].id`,
        "R1",
        `player ID "${player.id}" is already used by players[${first}]`,
      );
    seen.set(player.id, i);
  }
  return ok(file);
}

export function parseResultsFile(text: string): Result<ResultsFile> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail(
      "INVALID_FIELD",
      "",
      "SPEC §6",
      `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseResultsValue(value);
}

/** Parses and scores every game: what `handsdown check` reports. */
export function checkResultsFile(text: string): Result<ScoredEvent> {
  const file = parseResultsFile(text);
  return file.ok ? scoreEvent(file.value) : file;
}
