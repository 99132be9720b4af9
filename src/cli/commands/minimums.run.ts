// `handsdown minimums --game G --type T --players N [--games N] [--sanctioned decipher|pc]
// [--championship] [--format ID] [--json]` — SPEC R3: minimums, recommendation, warnings and
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

function toLines(report: MinimumsReport, title: string): string[] {
  const lines = [
    title,
    `Minimum players: ${value(report.minimumPlayers)}`,
    `Minimum games: ${value(report.minimumGames)}`,
    `Recommended games: ${value(report.recommendedGames)}`,
    `Even number of games: ${report.isEvenGamesRequired ? "yes (two-game rounds)" : "not required"}`,
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
  else printLines(toLines(report, describe(input)));
};
