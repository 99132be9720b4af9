// docs/architecture.md: `handsdown list [--db PATH] [--json]` →
// {"events":[{"id","name","date","game","rules","players","games"}]}.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";

export function registerList(program: Command): void {
  addDbOption(
    program
      .command("list")
      .description("list the events of the event log")
      .option("--json", "print the JSON of docs/guide/results-file.md and nothing else"),
  ).action(async (...args: unknown[]) => {
    const { action } = await import("./list.run.js");
    await (action as (...a: unknown[]) => unknown)(...args);
  });
}
