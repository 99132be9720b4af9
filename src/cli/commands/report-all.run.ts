// `handsdown report [EVENT] --all`: a whole game's results in one go, by table as on the slips.
// Lines `TABLE OPTIONS` (the short forms of `report`, e.g. `3 --winner luke --lf 15`) come from
// --results FILE (or stdin), or from a prompt per open table when stdin is a terminal. Every line
// is checked first and all results are one append: one bad line stores nothing. A table that
// already has a result is refused unless --correct --reason is given (R6). At the prompt each
// answer is checked as it is typed (names, short forms, the profile's scoring) and a bad one is
// asked again, so that one typo does not lose the answers typed before it.
import { createInterface } from "node:readline/promises";
import type { TournamentCommand } from "../../core/commands.js";
import { isOnTheEdge, profileNameOfEvent } from "../../core/games.js";
import { scalesOfGame } from "../../core/ote/scale.js";
import { firstLossesOf, scoreGameOfEvent } from "../../core/tournament/project.js";
import { findGame, lastPairing, type GameSlot, type TournamentState } from "../../core/tournament/state.js";
import { badInput, CliError, usageError } from "../exit.js";
import { nameIndex } from "../live/players.js";
import { describeCommandError, withEvent } from "../live/session.js";
import { namedScores } from "../live/show.js";
import {
  flagKey,
  resultFieldOptions,
  shortFormExample,
  shortFormFlags,
  toRawResult,
  type ResultFlags,
} from "../live/shorthand.js";
import { printJson, printLines, warn } from "../output.js";
import { readText } from "../read-results.js";
import type { ReportFlags } from "./report.run.js";
import { AFTER_FINISH, gameAtTable } from "./report.run.js";

/** The options a result line may carry: `--result` and every declared short form (shorthand.ts), by their long names. */
const LINE_OPTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  ["--result", ...shortFormFlags()].map((flag) => [flag, flagKey(flag)]),
);

export interface ResultLine {
  readonly line: number;
  readonly table: number;
  readonly flags: ResultFlags;
}

/** Words of a line, with "double" or 'single' quotes around a name with spaces. */
function words(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** `3 --winner luke --lf 15` → table 3 and its flags; `where` names the line in messages. */
export function parseResultLine(text: string, line: number, where: string): ResultLine | undefined {
  const [first, ...rest] = words(text.replace(/#.*$/, ""));
  if (first === undefined) return undefined;
  if (!/^\d+$/.test(first) || Number(first) < 1)
    return badInput(`${where}: "${first}" is not a table number; expected e.g. 3 --winner luke --lf 15 (R6)`);
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const option = rest[i]!;
    const key = LINE_OPTIONS[option];
    if (key === undefined)
      return badInput(
        `${where}: ${option} is not a result option; use ${Object.keys(LINE_OPTIONS).join(", ")}`,
      );
    const value = rest[i + 1];
    if (value === undefined) return badInput(`${where}: ${option} needs a value`);
    flags[key] = value;
  }
  return { line, table: Number(first), flags };
}

export function parseResultLines(text: string, source: string): ResultLine[] {
  return text
    .split(/\r?\n/)
    .flatMap((line, i) => parseResultLine(line, i + 1, `${source} line ${i + 1}`) ?? []);
}

/** The current game's tables with a seat for a result (byes have none), in table order. */
function currentTables(state: TournamentState): GameSlot[] {
  const pairing = lastPairing(state);
  if (!pairing) return badInput("--all: no game is paired yet; pair one first (R6)");
  return pairing.gameIds
    .flatMap((id) => findGame(state, id) ?? [])
    .filter((slot) => !slot.isBye)
    .sort((a, b) => (a.record.table ?? 0) - (b.record.table ?? 0));
}

export type Ask = (question: string) => Promise<string>;

/** Checks one answer of the prompt; throws the CliError that says what is wrong with it. */
export type CheckLine = (line: ResultLine) => void;

/**
 * One prompt per table still open (every table with --correct); an empty answer skips it. A bad
 * answer (`check`) is said and its table asked again.
 */
export async function promptTables(
  state: TournamentState,
  ask: Ask,
  includeReported: boolean,
  check: CheckLine = () => undefined,
): Promise<ResultLine[]> {
  const name = nameIndex(state.players);
  // The profile's own first short form (shorthand.ts): --points for Star Trek, --lf for Star Wars.
  const example = state.event ? shortFormExample(profileNameOfEvent(state.event)) : "--result JSON";
  const lines: ResultLine[] = [];
  for (const slot of currentTables(state)) {
    if (slot.record.result !== undefined && !includeReported) continue;
    const seats = slot.record.players.map((s) => `${name(s.id)}${s.side ? ` (${s.side})` : ""}`).join(" vs ");
    const table = slot.record.table ?? 0;
    for (;;) {
      const answer = (await ask(`Table ${table}: ${seats} — result (e.g. ${example}; empty: skip)? `)).trim();
      if (answer === "") break;
      try {
        const line = parseResultLine(`${table} ${answer}`, lines.length + 1, `table ${table}`)!;
        check(line);
        lines.push(line);
        break;
      } catch (error) {
        if (!(error instanceof CliError)) throw error;
        warn(`handsdown: ${error.message}; type it again (empty: skip)`);
      }
    }
  }
  return lines;
}

async function readLines(
  flags: ReportFlags,
  state: TournamentState,
  check: CheckLine,
): Promise<ResultLine[]> {
  if (flags.results !== undefined && flags.results !== "-")
    return parseResultLines(readText(flags.results), flags.results);
  if (flags.results === undefined && process.stdin.isTTY) {
    const terminal = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return await promptTables(
        state,
        (question) => terminal.question(question),
        flags.correct === true,
        check,
      );
    } finally {
      terminal.close();
    }
  }
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return parseResultLines(text, "stdin");
}

type ResultCommand = Extract<TournamentCommand, { type: "ReportResult" | "CorrectResult" }>;

/** A line's game (its table in the current game) and the command that stores its result. */
function toEntry(
  state: TournamentState,
  flags: ReportFlags,
  entry: ResultLine,
): { slot: GameSlot; command: ResultCommand } {
  const event = state.event!;
  let slot: GameSlot;
  try {
    slot = gameAtTable(state, entry.table);
  } catch (error) {
    if (error instanceof CliError) return badInput(error.message.replace(/^--table \d+: /, ""));
    throw error;
  }
  const hasResult = slot.record.result !== undefined;
  if (hasResult && !flags.correct)
    return badInput(
      `table ${entry.table} already has a result; to change it give --correct --reason "…" (R6)`,
    );
  if (!hasResult && flags.correct)
    return badInput(`--correct: table ${entry.table} has no result yet; report it without --correct (R6)`);
  const result = toRawResult(
    entry.flags,
    profileNameOfEvent(event),
    slot.record.players,
    state.players,
    event.options?.cap ?? 100,
  );
  const command: ResultCommand = flags.correct
    ? {
        type: "CorrectResult",
        gameId: slot.gameId,
        result,
        reason: `${state.isFinished ? AFTER_FINISH : ""}${flags.reason!.trim()}`,
      }
    : { type: "ReportResult", gameId: slot.gameId, result };
  return { slot, command };
}

export async function runReportAll(
  eventId: string,
  gameIdText: string | undefined,
  flags: ReportFlags,
  ask?: Ask,
): Promise<void> {
  if (gameIdText !== undefined || flags.table !== undefined)
    return usageError("--all: every open table of the current game; give no GAMEID or --table with it");
  if (flags.correct && (flags.reason === undefined || flags.reason.trim() === ""))
    return usageError("--reason: a correction needs the reason, kept in the change log (R6)");
  if (!flags.correct && flags.reason !== undefined) return usageError("--reason: only with --correct (R6)");
  const given = Object.values(LINE_OPTIONS).filter(
    (key) => (flags as Readonly<Record<string, unknown>>)[key] !== undefined,
  );
  if (given.length > 0)
    return usageError("--all: the results are on the lines, one per table, not in options");
  await withEvent(flags, eventId, async (live) => {
    const state = live.state;
    if (flags.correct && state.isFinished && !flags.force)
      return badInput(
        "--force: the event is finished; corrections change its final standings — confirm with --force (R6)",
      );
    const optionsOf = (result: ResultCommand["result"]) =>
      resultFieldOptions(profileNameOfEvent(state.event!), result);
    const check: CheckLine = (line) => {
      const { slot, command } = toEntry(state, flags, line);
      // The one scoring of the core (what ReportResult and CorrectResult check) says now, at the
      // prompt, what the batch would refuse after the last table.
      const scored = scoreGameOfEvent(state, { ...slot.record, result: command.result });
      if (!scored.ok) return badInput(describeCommandError(scored.error, optionsOf(command.result)));
    };
    // A prompt with no open table would ask nothing and say "no result entered": say why instead.
    const isPrompt = ask !== undefined || (flags.results === undefined && process.stdin.isTTY === true);
    if (
      isPrompt &&
      !flags.correct &&
      currentTables(state).every((slot) => slot.record.result !== undefined)
    ) {
      const pairing = lastPairing(state)!;
      return printLines([
        `every table of round ${pairing.round}, game ${pairing.game} has its result: nothing to ask (pair the next game; to change a result, report --all --correct --reason "…")`,
      ]);
    }
    const lines = ask
      ? await promptTables(state, ask, flags.correct === true, check)
      : await readLines(flags, state, check);
    if (lines.length === 0) return printLines(["no result entered"]);
    const seen = new Map<number, number>();
    const entries = lines.map((entry) => {
      const where = `line ${entry.line} (table ${entry.table})`;
      const earlier = seen.get(entry.table);
      if (earlier !== undefined)
        return badInput(`${where}: table ${entry.table} is already on line ${earlier}`);
      seen.set(entry.table, entry.line);
      try {
        return { entry, ...toEntry(state, flags, entry) };
      } catch (error) {
        if (error instanceof CliError) return badInput(`${where}: ${error.message}`);
        throw error;
      }
    });
    const outcome = await live.sendAll(entries.map((e) => e.command));
    if (!outcome.ok) {
      const error = outcome.error;
      if (error.code !== "BATCH_REFUSED") return badInput(describeCommandError(error));
      const described = error.refusals.map(
        (r) =>
          `line ${entries[r.index]!.entry.line} (table ${entries[r.index]!.entry.table}): ${describeCommandError(r.error, optionsOf(entries[r.index]!.command.result))}`,
      );
      for (const line of described.slice(0, -1)) warn(`handsdown: ${line}`);
      return badInput(`${described.at(-1)!} — ${described.length} bad line(s), nothing stored`);
    }
    const after = outcome.value.state;
    const name = nameIndex(after.players);
    const games = entries.map(({ entry, slot }) => {
      const scored = scoreGameOfEvent(after, findGame(after, slot.gameId)!.record);
      return { table: entry.table, gameId: slot.gameId, ...(scored.ok && { score: scored.value.score }) };
    });
    // E2, M6: On the Edge, a re-admitted finalist's scale is said beside his VP.
    const isOte = isOnTheEdge(after.event!);
    const firstLoss = isOte ? firstLossesOf(after) : undefined;
    const scalesOf = (gameId: number) =>
      firstLoss && scalesOfGame(firstLoss, findGame(after, gameId)!.record);
    const open = currentTables(after).filter((slot) => slot.record.result === undefined).length;
    // The tables first, then how many are in and how many are still open: the last line read.
    if (flags.json) printJson({ games });
    else
      printLines(
        games.map(
          (g) =>
            `Table ${g.table} (game ${g.gameId})${flags.correct ? " corrected" : ""}: ${namedScores(g.score ?? [], name, isOte, scalesOf(g.gameId))}`,
        ),
      );
    warn(
      `handsdown: ${games.length} result(s) stored; ${open === 0 ? "every table is in" : `${open} table(s) still open`}`,
    );
  });
}
