import type { DbOptions } from "../store-option.js";
import { existsSync } from "node:fs";
import { auditStoredEvent } from "../../app/audit-pairings.js";
import { auditScoredEvent, type AuditKind, type AuditReport } from "../../core/audit/audit-event.js";
import { formatError, type Result } from "../../core/errors.js";
import { CliError, badInput, EXIT_BAD_INPUT } from "../exit.js";
import { printJson, printLines } from "../output.js";
import { readScoredEvent } from "../read-results.js";
import { withStore } from "../store-option.js";

export interface AuditOptions extends DbOptions {
  readonly json?: boolean;
}

const KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  score: "score",
  swap: "TD swap",
  manual: "manual change",
  rematch: "rematch",
  bye: "bye",
};

/** A path to a .json file that exists is a results file; anything else an event id (docs/architecture.md). */
function isFile(target: string): boolean {
  return target.endsWith(".json") || existsSync(target);
}

export async function run(target: string, options: AuditOptions): Promise<void> {
  const report: Result<AuditReport> = isFile(target)
    ? auditScoredEvent(readScoredEvent(target))
    : await withStore(options, (store) => auditStoredEvent(store, target));
  if (!report.ok) return badInput(`${target}: ${formatError(report.error)}`);
  const { checkedGames, checkedScores, differences, notes, pairedBy } = report.value;
  const clean = differences.length === 0;
  if (options.json)
    printJson({ clean, checkedGames, checkedScores, differences, notes, ...(pairedBy && { pairedBy }) });
  else {
    printLines([
      ...differences.map((d) => `${KIND_LABELS[d.kind]}: ${d.message}`),
      ...notes.map((note) => `note: ${note}`),
      `${checkedGames} game(s) ${pairedBy ? `paired by ${pairedBy} checked` : "paired again from the seed"}, ${checkedScores} recorded score(s) checked: ${
        clean ? "no difference" : `${differences.length} difference(s)`
      }`,
    ]);
  }
  // Exit 1: the event is not as the software would have made it (one line on stderr, so --json stays clean).
  if (!clean) throw new CliError(`audit: ${differences.length} difference(s) in ${target}`, EXIT_BAD_INPUT);
}
