import type { Command } from "commander";
import { commands } from "./commands/index.js";
import { newProgram, runProgram } from "./root.js";

export function buildProgram(): Command {
  const program = newProgram();
  for (const register of commands) register(program);
  // The core builds its schemas from zod's ES module (core/zod.ts), as the server does: given
  // before any command runs, not when the program loads, so `--help` still loads no zod.
  program.hook("preAction", async () => {
    await import("../core/zod-esm.js");
  });
  return program;
}

export async function run(argv: readonly string[]): Promise<number> {
  return runProgram(buildProgram(), argv);
}
