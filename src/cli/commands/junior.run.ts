// `handsdown junior [FILE] [--date D] [--birth ID=YYYY-MM-DD …] [--json]` — R9: every player
// under 15 on the event date. Exit 1 when the event cannot be a Junior event.
import {
  checkJuniorEligibility,
  type JuniorPlayer,
  type JuniorReport,
} from "../../core/event-rules/index.js";
import { CliError, EXIT_BAD_INPUT, badInput, usageError } from "../exit.js";
import { formatTable, printJson, printLines } from "../output.js";
import type { PlayerEntry } from "../../core/results-file/schema.js";
import { nameIndex } from "../live/players.js";
import { readResultsFile } from "../read-results.js";
import { orBadInput } from "./event-rules-options.js";

interface JuniorOptions {
  readonly date?: string;
  readonly birth: readonly string[];
  readonly json?: boolean;
}

function parseBirth(text: string): JuniorPlayer {
  const at = text.lastIndexOf("=");
  if (at <= 0) return badInput(`--birth ${text}: expected ID=YYYY-MM-DD (R9)`);
  return { id: text.slice(0, at), birthDate: text.slice(at + 1) };
}

function toLines(report: JuniorReport, date: string, players: readonly PlayerEntry[]): string[] {
  // Names instead of IDs for the TD, put in before the columns are measured.
  const name = nameIndex(players);
  const rows = report.players.map((p) => [
    name(p.id),
    p.age === null ? "?" : String(p.age),
    p.isEligible ? "yes" : "no",
  ]);
  return [
    `Event date ${date}: ${report.isJuniorEvent ? "every player is under 15 — a Junior event" : "not every player is under 15"} (R9, DEC II.A.ii)`,
    "",
    ...formatTable(["Player", "Age", "Under 15"], rows),
  ];
}

export const action = (file: string | undefined, options: JuniorOptions) => {
  const fromFile = file === undefined ? undefined : readResultsFile(file);
  const date = options.date ?? fromFile?.event.date;
  if (date === undefined) usageError("junior: give a results file or --date");
  const players: JuniorPlayer[] = [
    ...(fromFile?.players.map((p) => ({
      id: p.id,
      ...(p.birthDate !== undefined && { birthDate: p.birthDate }),
    })) ?? []),
    ...options.birth.map(parseBirth),
  ];
  if (players.length === 0) usageError("junior: no players (give a results file or --birth ID=YYYY-MM-DD)");
  const report = orBadInput(checkJuniorEligibility(date, players), { "event.date": "--date" });
  if (options.json) printJson({ date, ...report });
  else printLines(toLines(report, date, fromFile?.players ?? []));
  if (!report.isJuniorEvent) {
    const out = report.players
      .filter((p) => !p.isEligible)
      .map(
        (p) => `${nameIndex(fromFile?.players ?? [])(p.id)} (${p.age === null ? "no birth date" : p.age})`,
      );
    throw new CliError(`not a Junior event: ${out.join(", ")} not under 15 on ${date} (R9)`, EXIT_BAD_INPUT);
  }
};
