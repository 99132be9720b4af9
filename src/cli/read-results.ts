// Results files for the CLI: read as every input is (read-text.ts), then parsed and checked
// by the core's one parser (docs/rules.md §6).
import { formatError } from "../core/errors.js";
import { parseResultsFile } from "../core/results-file/parse.js";
import type { ResultsFile } from "../core/results-file/schema.js";
import { scoreEvent, type ScoredEvent } from "../core/scored-event/score-event.js";
import { badInput } from "./exit.js";
import { readText } from "./read-text.js";

export { MAX_INPUT_BYTES, readText } from "./read-text.js";

/** Reads and validates a results file; bad input ends the command with exit status 1. */
export function readResultsFile(path: string): ResultsFile {
  const parsed = parseResultsFile(readText(path));
  if (!parsed.ok) return badInput(`${path}: ${formatError(parsed.error)}`);
  return parsed.value;
}

/** Reads a results file and scores every game. */
export function readScoredEvent(path: string): ScoredEvent {
  const scored = scoreEvent(readResultsFile(path));
  if (!scored.ok) return badInput(`${path}: ${formatError(scored.error)}`);
  return scored.value;
}
