import type { Command } from "commander";
import { formatError } from "../../core/errors.js";
import { formatScore } from "../../core/rules/shared/outcomes.js";
import { computeStandings } from "../../core/standings/index.js";
import { toStandingJson } from "../../core/standings/to-json.js";
import type { StandingRow } from "../../core/standings/types.js";
import { badInput } from "../exit.js";
import { formatTable, printJson, printLines } from "../output.js";
import { readScoredEvent } from "../read-results.js";

/** Column titles for the tiebreak values of K6 and K7; unknown keys show as they are. */
const TIEBREAK_TITLES: Readonly<Record<string, string>> = {
  highestDiff: "Best diff",
  strengthOfSchedule: "SoS",
  finalConfrontation: "FC",
  adjustedVp: "Adj VP",
  sos: "SoS",
  opponentsSos: "Opp SoS",
};

function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join("/");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export function formatStandingsTable(rows: readonly StandingRow[]): string[] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.tiebreaks)))];
  const header = [
    "#",
    "Name",
    "ID",
    "Score",
    "Games",
    "W-L-T",
    ...keys.map((key) => TIEBREAK_TITLES[key] ?? key),
    "Decided by",
  ];
  const body = rows.map((row) => [
    String(row.rank),
    row.status === "active" || row.status === "registered" ? row.name : `${row.name} (${row.status})`,
    row.id,
    formatScore(row.vp, row.diff),
    String(row.gamesPlayed),
    `${row.record.wins}-${row.record.losses}-${row.record.ties}`,
    ...keys.map((key) => cell(row.tiebreaks[key])),
    row.decidedBy ?? "",
  ]);
  return formatTable(header, body);
}

export function registerStandings(program: Command): void {
  program
    .command("standings")
    .description("standings of a results file with the official tiebreakers (SPEC §3)")
    .argument("<file>", "results file (JSON)")
    .option("--json", "print DESIGN.md's JSON (games with scores, standings) and nothing else")
    .action((path: string, options: { json?: boolean }) => {
      const event = readScoredEvent(path);
      const standings = computeStandings(event);
      if (!standings.ok) return badInput(`${path}: ${formatError(standings.error)}`);
      if (options.json) {
        printJson({
          games: event.games.map(({ record, scored }) => ({
            round: record.round,
            game: record.game,
            ...(record.table !== undefined && { table: record.table }),
            ...(record.stage !== undefined && { stage: record.stage }),
            players: record.players,
            score: scored.score,
          })),
          standings: standings.value.rows.map(toStandingJson),
        });
        return;
      }
      const { event: info } = event.file;
      printLines([
        `${info.name} — ${info.date} — ${event.profile}, ${info.options?.tiebreaks ?? "guide"} tiebreakers — ${event.games.length} games`,
        "",
        ...formatStandingsTable(standings.value.rows),
      ]);
    });
}
