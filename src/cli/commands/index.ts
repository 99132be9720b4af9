import type { Command } from "commander";

/** Each sub-command lives in its own file and adds itself to the program. */
export type RegisterCommand = (program: Command) => void;

export const commands: RegisterCommand[] = [];
