// `handsdown fc-replacement FILE --disqualified ID [--json]` — F4: a finalist whose deck
// list does not match before the Final Confrontation is out of it; the next-highest player of the
// file's standings takes the place (in Star Wars and Young Jedi sealed, from the same pile).
import { formatError } from "../../core/errors.js";
import {
  computeFinalReplacementOnFile,
  type FinalReplacementOnFile,
} from "../../core/event-rules/final-replacement-file.js";
import { badInput } from "../exit.js";
import { printJson, printLines, warn } from "../output.js";
import { translateIds } from "../live/show.js";
import { readScoredEvent } from "../read-results.js";

interface FcReplacementOptions {
  readonly disqualified: string;
  readonly json?: boolean;
}

function pair(ids: readonly string[], result: FinalReplacementOnFile): string {
  const sides = result.sides;
  return ids.map((id) => (sides?.[id] ? `${id} (${sides[id]})` : id)).join(" v ");
}

function toLines(result: FinalReplacementOnFile): string[] {
  return [
    `Final Confrontation before F4: ${result.before.join(" v ")}`,
    result.explanation,
    `Final Confrontation: ${pair(result.finalists, result)}`,
  ];
}

export const action = (path: string, options: FcReplacementOptions) => {
  const event = readScoredEvent(path);
  const result = computeFinalReplacementOnFile(event, options.disqualified);
  if (!result.ok) {
    const { error } = result;
    return badInput(
      error.field === "disqualified"
        ? `--disqualified: ${error.message} (${error.rule})`
        : `${path}: ${formatError(error)}`,
    );
  }
  const replaced = result.value;
  for (const warning of replaced.warnings) warn(`handsdown: warning: ${warning}`);
  // Names instead of IDs for the TD.
  if (!options.json) return printLines(translateIds(toLines(replaced), event.file.players));
  printJson({
    disqualified: replaced.disqualified,
    before: replaced.before,
    replacement: replaced.replacement,
    finalists: replaced.finalists,
    ...(replaced.sides && { sides: replaced.sides }),
    kind: replaced.kind,
    explanation: replaced.explanation,
    warnings: replaced.warnings,
  });
};
