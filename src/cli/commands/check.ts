import type { Command } from "commander";
import { readScoredEvent } from "../read-results.js";
import { printLines } from "../output.js";

export function registerCheck(program: Command): void {
  program
    .command("check")
    .description(
      "validate a results file (docs/rules.md §6) and score every game; exit 1 naming the field and rule if anything is wrong",
    )
    .argument("<file>", "results file (JSON)")
    .action((path: string) => {
      const event = readScoredEvent(path);
      printLines([
        `${path}: valid — ${event.file.players.length} players, ${event.games.length} games, rules ${event.profile}`,
      ]);
    });
}
