// DESIGN.md: `handsdown export ID [--db PATH]` prints the event as a results file (SPEC §6), with
// every game's computed score and the final standings.
import type { Command } from "commander";
import { exportEvent } from "../../app/events-index.js";
import { formatError } from "../../core/errors.js";
import { badInput } from "../exit.js";
import { printJson } from "../output.js";
import { addDbOption, withStore, type DbOptions } from "../store-option.js";

export function registerExport(program: Command): void {
  addDbOption(
    program
      .command("export")
      .description("print an event of the event log as a results file (docs/rules.md §6)")
      .argument("<id>", "the event's id (see handsdown list)"),
  ).action(async (id: string, options: DbOptions) => {
    const file = await withStore(options, (store) => exportEvent(store, id));
    if (!file.ok) return badInput(formatError(file.error));
    printJson(file.value);
  });
}
