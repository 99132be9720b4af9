// `handsdown junior [FILE] [--date D] [--birth ID=YYYY-MM-DD …] [--json]` — R9: every player
// under 15 on the event date. Exit 1 when the event cannot be a Junior event.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";

export function registerJunior(program: Command): void {
  program
    .command("junior")
    .description("check that every player is under 15 on the event date (docs/rules.md R9)")
    .argument("[file]", "results file: event.date and players[].birthDate")
    .option("--date <date>", "event date YYYY-MM-DD (overrides the file's)")
    .option("--birth <id=date...>", "players' birth dates, e.g. anakin=2010-05-04", [])
    .option("--json", "print the report as JSON and nothing else")
    .action(async (...args: unknown[]) => {
      const { action } = await import("./junior.run.js");
      await (action as (...a: unknown[]) => unknown)(...args);
    });
}
