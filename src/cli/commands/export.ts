// docs/architecture.md: `handsdown export ID [--db PATH]` prints the event as a results file (docs/rules.md §6), with
// every game's computed score and the final standings.
// Definition only: the implementation is loaded when the command runs (fast --help).
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";

export function registerExport(program: Command): void {
  addDbOption(
    program
      .command("export")
      .description("print an event of the event log as a results file (docs/rules.md §6)")
      .argument("<id>", "the event's id (see handsdown list)"),
  ).action(async (...args: unknown[]) => {
    const { action } = await import("./export.run.js");
    await (action as (...a: unknown[]) => unknown)(...args);
  });
}
