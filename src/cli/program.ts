import type { Command } from "commander";
import { commands } from "./commands/index.js";
import { newProgram, provideCommonJsZod, runProgram } from "./root.js";

export function buildProgram(): Command {
  const program = newProgram();
  for (const register of commands) register(program);
  // zod is loaded only when a schema is first built (core/zod.ts), as for the commands run alone
  // (root.ts): reading the event log, listing, exporting never need it. `serve` imports the
  // server, which hands in zod's ES module before any schema is built, so it wins there.
  program.hook("preAction", provideCommonJsZod);
  return program;
}

export async function run(argv: readonly string[]): Promise<number> {
  return runProgram(buildProgram(), argv);
}
