// `handsdown final-waive EVENT|FILE --player NAME`: F4 — the second seed waives the Championship
// Level Final Confrontation (he gains nothing: F5 places him 2nd). For an event of the log it is
// recorded (WaiveFinalConfrontation); for a results file (a path ending in .json) the file is
// printed with `event.finalWaivedBy` set, after the same check.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import type { FinalWaiveFlags } from "./final-waive.run.js";

export function registerFinalWaive(program: Command): void {
  addDbOption(
    program
      .command("final-waive")
      .description(
        "the second seed waives the Championship Level Final Confrontation (F4); the first seed is 1st, he is 2nd (F5)",
      )
      .argument("<event-or-file>", "an event of the log, or a results file ending in .json")
      .requiredOption("--player <name>", "the second seed, by ID or name"),
  ).action(async (target: string, flags: FinalWaiveFlags) => {
    const { runFinalWaive } = await import("./final-waive.run.js");
    await runFinalWaive(target, flags);
  });
}
