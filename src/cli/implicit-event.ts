// With a current event (current-event.ts), the EVENT argument of a live command may be left out
// and `--db` defaults to the current database: the command line is completed here, before
// commander reads it, so every command keeps its one definition and its help. An argument or
// `--db` typed on the command line always wins. The event taken is said on stderr, so `--json`
// output stays the only thing on stdout.
import type { Command } from "commander";
import { CURRENT_FILE, currentEvent, type CurrentEvent } from "./current-event.js";

interface Scanned {
  /** Index in argv of each positional argument. */
  readonly positionals: readonly number[];
  /** Long options given (with `--name=value` or a separate value). */
  readonly options: ReadonlyMap<string, string | true>;
}

/** The sub-command argv names, and the index of its first argument. */
function locate(
  program: Command,
  argv: readonly string[],
): { command: Command; path: string; start: number } {
  let command = program;
  const path: string[] = [];
  let i = 0;
  for (; i < argv.length; i++) {
    const child = command.commands.find((c) => c.name() === argv[i] || c.aliases().includes(argv[i]!));
    if (!child) break;
    command = child;
    path.push(child.name());
  }
  return { command, path: path.join(" "), start: i };
}

function scan(command: Command, argv: readonly string[], start: number): Scanned {
  const positionals: number[] = [];
  const options = new Map<string, string | true>();
  for (let i = start; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === "--") {
      for (let j = i + 1; j < argv.length; j++) positionals.push(j);
      break;
    }
    if (word.length < 2 || !word.startsWith("-") || /^-\d/.test(word)) {
      positionals.push(i);
      continue;
    }
    const [flag, inline] = word.split(/=(.*)/s, 2) as [string, string | undefined];
    const option = command.options.find((o) => o.long === flag || o.short === flag);
    const name = option?.long ?? flag;
    if (inline !== undefined) options.set(name, inline);
    else if (option?.required || (option?.optional && !(argv[i + 1] ?? "-").startsWith("-"))) {
      options.set(name, argv[i + 1] ?? true);
      i++;
    } else options.set(name, true);
  }
  return { positionals, options };
}

/** Commands whose first argument is the event (a live command, or a read of one event). */
function takesEventFirst(command: Command, path: string): boolean {
  const first = command.registeredArguments[0]?.name();
  if (path === "use") return false;
  return first === "event" || first === "event-or-file" || path === "export";
}

/** `clock EVENT [action]`: `clock start` is the current event's clock. */
const CLOCK_ACTIONS = new Set(["start", "pause", "resume", "adjust", "status"]);

export type IsEventInLog = (eventId: string, db: string | undefined) => Promise<boolean>;

async function isEventLeftOut(
  command: Command,
  path: string,
  argv: readonly string[],
  scanned: Scanned,
  isEventInLog: IsEventInLog,
  db: string | undefined,
): Promise<boolean> {
  const given = scanned.positionals.map((i) => argv[i]!);
  if (path === "report")
    return given.length < (scanned.options.has("--table") || scanned.options.has("--all") ? 1 : 2);
  if (path === "clock") return given.length === 0 || (given.length === 1 && CLOCK_ACTIONS.has(given[0]!));
  const args = command.registeredArguments;
  const required = args.filter((a) => a.required).length;
  if (given.length < required) return true;
  // `player check-in luke leia`: players, or an event then players? An event of the log is an event.
  if (args.at(-1)?.variadic && given.length > 0) return !(await isEventInLog(given[0]!, db));
  return false;
}

export interface CompletedArgv {
  readonly argv: readonly string[];
  /** The line to print on stderr when the current event was used. */
  readonly note?: string;
  /**
   * EVENT was left out and no event is current (or the current one is another database's): the
   * usage error to give instead of commander's "missing required argument" and the whole help,
   * saying how an event is made current.
   */
  readonly missing?: string;
}

/**
 * A live command's help says what the TD may do: its EVENT argument is optional once an event is
 * current (the definition keeps it required, since without one it is).
 */
function showEventOptional(command: Command): void {
  const first = command.registeredArguments[0]!.name();
  command.usage(command.usage().replace(`<${first}>`, `[${first}]`));
  command.addHelpText(
    "after",
    `\n${first.toUpperCase()} may be left out once an event is current: handsdown use EVENT [--db PATH] in this folder, or HANDSDOWN_EVENT (and HANDSDOWN_DB); --db then defaults to its database (docs/guide/terminal.md).`,
  );
}

/** A live command whose EVENT is left out, with no event current to take: what to do instead. */
function missingEvent(command: Command): string {
  const isFileToo = command.registeredArguments[0]?.name() === "event-or-file";
  return `EVENT: missing; give the event's id${isFileToo ? " (or a results file)" : ""} — handsdown list shows them — or make it current in this folder once: handsdown use EVENT [--db PATH] (docs/guide/terminal.md)`;
}

/** Commander's own "missing required argument" case, and `report --table N` without its EVENT. */
function isRequiredEventLeftOut(
  command: Command,
  path: string,
  argv: readonly string[],
  scanned: Scanned,
): boolean {
  const given = scanned.positionals.map((i) => argv[i]!);
  if (path === "report") return given.length === 0;
  return given.length < command.registeredArguments.filter((a) => a.required).length;
}

export async function completeWithCurrentEvent(
  program: Command,
  argv: readonly string[],
  isEventInLog: IsEventInLog,
  current: CurrentEvent = currentEvent(),
): Promise<CompletedArgv> {
  const { command, path, start } = locate(program, argv);
  if (argv.includes("--help") || argv.includes("-h")) {
    if (command !== program && !path.startsWith("ratings") && takesEventFirst(command, path))
      showEventOptional(command);
    return { argv };
  }
  if (command === program || path.startsWith("ratings")) return { argv };
  const scanned = scan(command, argv, start);
  const noEvent = (): CompletedArgv =>
    takesEventFirst(command, path) && isRequiredEventLeftOut(command, path, argv, scanned)
      ? { argv, missing: missingEvent(command) }
      : { argv };
  if (current.event === undefined && current.db === undefined) return noEvent();
  const completed = [...argv];
  const hasDbOption = command.options.some((o) => o.long === "--db");
  const typedDb = scanned.options.get("--db");
  if (hasDbOption && typedDb === undefined && current.db !== undefined) completed.push("--db", current.db);
  const db = typeof typedDb === "string" ? typedDb : current.db;
  // The file's event belongs to the file's database: a --db typed for another log does not take it.
  const isEventUsable =
    current.event !== undefined &&
    (current.eventFrom !== CURRENT_FILE || typedDb === undefined || typedDb === current.db);
  if (!isEventUsable) return { ...noEvent(), argv: completed };
  if (!takesEventFirst(command, path)) return { argv: completed };
  if (!(await isEventLeftOut(command, path, argv, scanned, isEventInLog, db))) return { argv: completed };
  completed.splice(start, 0, current.event!);
  return { argv: completed, note: `handsdown: event ${current.event} (from ${current.eventFrom})` };
}
