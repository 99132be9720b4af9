import type { Command } from "commander";
import { commands } from "./commands/index.js";
import { newProgram, runProgram } from "./root.js";

export function buildProgram(): Command {
  const program = newProgram();
  for (const register of commands) register(program);
  return program;
}

export async function run(argv: readonly string[]): Promise<number> {
  return runProgram(buildProgram(), argv);
}
