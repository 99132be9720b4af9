import { Command, CommanderError } from "commander";
import { commands } from "./commands/index.js";
import { CliError, EXIT_USAGE } from "./exit.js";

export function buildProgram(): Command {
  const program = new Command()
    .name("handsdown")
    .description("Tournament-director software for Decipher card games and On the Edge")
    .version("0.1.0")
    .exitOverride()
    .showHelpAfterError();
  for (const register of commands) register(program);
  return program;
}

export async function run(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv, { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`handsdown: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof CommanderError) {
      // Help and version are successes; anything else commander rejects is a usage error.
      return error.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    throw error;
  }
}
