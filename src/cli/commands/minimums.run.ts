// `handsdown minimums --game G --type T --players N [--games N] [--sanctioned decipher|pc]
// [--championship] [--format ID] [--json]` — R3: minimums, recommendation, warnings and
// whether the event can be sanctioned (a report: exit 0 either way).
import { computeMinimums, type MinimumsInput, type MinimumsReport } from "../../core/event-rules/index.js";
import { printJson, printLines } from "../output.js";
import {
  orBadInput,
  parseFormat,
  parseGame,
  parseSanctioning,
  parseType,
  parseWhole,
} from "./event-rules-options.js";

interface MinimumsOptions {
  readonly game: string;
  readonly type: string;
  readonly players: string;
  readonly games?: string;
  readonly sanctioned?: string;
  readonly championship?: boolean;
  readonly format?: string;
  readonly json?: boolean;
}

function value(n: number | null): string {
  return n === null ? "none (not a sanctioned format)" : String(n);
}

/** R3: whether the plan meets the even-games rule, not only whether the rule applies. */
function evenLine(report: MinimumsReport, games: number | undefined): string {
  if (!report.isEvenGamesRequired) return "Even number of games: not required";
  const rule = "required (two-game rounds)";
  if (games === undefined) return `Even number of games: ${rule}`;
  return `Even number of games: ${rule} — ${games} games: ${games % 2 === 0 ? "even, met" : "odd, NOT met"}`;
}

function toLines(report: MinimumsReport, title: string, games: number | undefined): string[] {
  const lines = [
    title,
    `Minimum players: ${value(report.minimumPlayers)}`,
    `Minimum games: ${value(report.minimumGames)}`,
    `Recommended games: ${value(report.recommendedGames)}`,
    evenLine(report, games),
    `Can be sanctioned: ${report.canBeSanctioned ? "yes" : "no"}`,
  ];
  for (const reason of report.reasons)
    lines.push(`  because: ${reason.message} (${reason.rule}, ${reason.source})`);
  for (const warning of report.warnings)
    lines.push(`  warning: ${warning.message} (${warning.rule}, ${warning.source})`);
  return lines;
}

function describe(input: MinimumsInput): string {
  const body = input.sanctioning === "pc" ? "the Players Committee (SW-PC)" : "Decipher (DEC)";
  const level = input.championship ? ", Championship Level" : "";
  const games = input.games === undefined ? "" : `, ${input.games} games`;
  return `${input.game} ${input.type}${input.format ? ` (${input.format})` : ""}${level} under ${body}: ${input.players} players${games}`;
}

export const action = (options: MinimumsOptions) => {
  const game = parseGame(options.game);
  const input = {
    game,
    type: parseType(options.type),
    sanctioning: parseSanctioning(options.sanctioned, game, "R3"),
    players: parseWhole("--players", options.players, "R3")!,
    games: parseWhole("--games", options.games, "R3"),
    championship: options.championship === true,
    format: parseFormat(options.format),
  };
  const report = orBadInput(computeMinimums(input), {
    players: "--players",
    games: "--games",
    sanctioning: "--sanctioned",
    game: "--game",
    format: "--format",
  });
  if (options.json) printJson(report);
  else printLines(toLines(report, describe(input), input.games));
};
