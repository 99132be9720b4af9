import type { Command } from "commander";
import { formatError } from "../../core/errors.js";
import { formatScore } from "../../core/rules/shared/outcomes.js";
import {
  computeEventStandings,
  scoresByGame,
  toStandingsJson,
  type EventStandings,
} from "../../core/event-standings.js";
import type { OteStandingRow } from "../../core/ote/index.js";
import type { StandingRow } from "../../core/standings/types.js";
import { badInput } from "../exit.js";
import { formatTable, printJson, printLines } from "../output.js";
import { readScoredEvent } from "../read-results.js";

/** Column titles for the tiebreak values of K6 and K7; unknown keys show as they are. */
const TIEBREAK_TITLES: Readonly<Record<string, string>> = {
  highestDiff: "Best diff",
  strengthOfSchedule: "SoS",
  finalConfrontation: "FC",
  topCut: "Top cut",
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
    .description("standings of a results file with the official tiebreakers (docs/rules.md §3)")
    .argument("<file>", "results file (JSON)")
    .option("--json", "print the JSON of docs/guide/results-file.md (games with scores, standings) and nothing else")
    .action((path: string, options: { json?: boolean }) => {
      const event = readScoredEvent(path);
      const standings = computeEventStandings(event);
      if (!standings.ok) return badInput(`${path}: ${formatError(standings.error)}`);
      if (options.json) {
        const scores = scoresByGame(event, standings.value);
        printJson({
          games: event.games.map(({ record }, i) => ({
            round: record.round,
            game: record.game,
            ...(record.table !== undefined && { table: record.table }),
            ...(record.stage !== undefined && { stage: record.stage }),
            ...(record.set !== undefined && { set: record.set }),
            players: record.players,
            score: scores[i],
          })),
          standings: toStandingsJson(standings.value),
          ...(standings.value.kind === "ote" && {
            complete: standings.value.standings.complete,
            readmitted: standings.value.standings.readmitted,
          }),
        });
        return;
      }
      const { event: info } = event.file;
      const tiebreaks =
        info.game === "ote" ? "On the Edge places (M8)" : `${info.options?.tiebreaks ?? "guide"} tiebreakers`;
      printLines([
        `${info.name} — ${info.date} — ${event.profile}, ${tiebreaks} — ${event.games.length} games`,
        "",
        ...formatEventTable(standings.value),
      ]);
    });
}

function formatEventTable(result: EventStandings): string[] {
  if (result.kind === "two-player") return formatStandingsTable(result.standings.rows);
  const lines = formatOteTable(result.standings.rows);
  if (!result.standings.complete) lines.push("", "Provisional: the final has not been played yet (M8).");
  return lines;
}

export function formatOteTable(rows: readonly OteStandingRow[]): string[] {
  return formatTable(
    ["#", "Name", "ID", "VP", "IP", "Tournament Score", "Games", "Set"],
    rows.map((row) => [
      row.rank === null ? "-" : String(row.rank),
      row.status === "active" || row.status === "registered" ? row.name : `${row.name} (${row.status})`,
      row.id,
      String(row.vp),
      String(row.ip),
      String(row.tournamentScore),
      String(row.gamesPlayed),
      row.set,
    ]),
  );
}
