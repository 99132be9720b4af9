// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerCheck(program: Command): void {
  program
    .command("check")
    .description(
      "validate a results file (docs/rules.md §6) and score every game; exit 1 naming the field and rule if anything is wrong",
    )
    .argument("<file>", "results file (JSON)")
    .option("--explain", "list every game's score with the rule that gave it")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./check.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
