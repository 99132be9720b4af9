// The program's root (name, version, error handling) without its sub-commands, so that a run of
// one sub-command can load that command's definition alone: program.ts adds
// every command, `runAlone` only the one the user typed.
import { Command, CommanderError } from "commander";
import { CliError, EXIT_USAGE } from "./exit.js";
import { completeWithCurrentEvent } from "./implicit-event.js";

export function newProgram(): Command {
  return new Command()
    .name("handsdown")
    .description("Tournament-director software for Decipher card games and On the Edge")
    .version("0.1.0")
    .exitOverride()
    .showHelpAfterError()
    .addHelpText(
      "after",
      "\nA live command's EVENT (and --db) may be left out once an event is current: handsdown use EVENT [--db PATH],\nor HANDSDOWN_EVENT and HANDSDOWN_DB (docs/guide/terminal.md).",
    );
}

export async function runProgram(program: Command, argv: readonly string[]): Promise<number> {
  try {
    const completed = await completeWithCurrentEvent(program, argv, async (id, db) =>
      (await import("./event-in-log.js")).isEventInLog(id, db),
    );
    if (completed.missing !== undefined) throw new CliError(completed.missing, EXIT_USAGE);
    if (completed.note !== undefined) process.stderr.write(`${completed.note}\n`);
    await program.parseAsync(completed.argv, { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      // An empty message: the command has already said what went wrong (e.g. each refused file).
      if (error.message !== "") process.stderr.write(`handsdown: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof CommanderError) {
      // Help and version are successes; anything else commander rejects is a usage error.
      return error.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    throw error;
  }
}

/**
 * Sub-commands whose definition file declares that one command and nothing else: `handsdown
 * standings FILE` loads standings.ts, not the 35 other definitions. Anything else — no
 * command, `help`, a command not listed here — goes through the whole program (program.ts).
 * root.test.ts checks each is the same command, with the same help, as in the whole program.
 */
export const ALONE: Readonly<Record<string, () => Promise<(program: Command) => void>>> = {
  standings: async () => (await import("./commands/standings.js")).registerStandings,
  pair: async () => (await import("./commands/pair.js")).registerPair,
  check: async () => (await import("./commands/check.js")).registerCheck,
};

/** Runs `argv` with its command alone when ALONE lists it; undefined when it does not. */
export async function runAlone(argv: readonly string[]): Promise<number | undefined> {
  const name = argv[0];
  if (name === undefined || !Object.hasOwn(ALONE, name)) return undefined;
  const program = newProgram();
  (await ALONE[name]!())(program);
  return runProgram(program, argv);
}
