import type { Command } from "commander";
import { registerCheck } from "./check.js";
import { registerDeck } from "./deck.js";
import { registerStandings } from "./standings.js";

/** Each sub-command lives in its own file and adds itself to the program. */
export type RegisterCommand = (program: Command) => void;

export const commands: RegisterCommand[] = [registerStandings, registerCheck, registerDeck];
