// DESIGN.md: `handsdown import FILE [--db PATH]` prints the new event's id. One append holds the
// whole file, so an import killed at any moment leaves the whole event or nothing.
import type { Command } from "commander";
import { importResultsFile } from "../../app/events-index.js";
import { formatError } from "../../core/errors.js";
import { badInput } from "../exit.js";
import { printLines } from "../output.js";
import { readText } from "../read-text.js";
import { addDbOption, withStore, type DbOptions } from "../store-option.js";

export function registerImport(program: Command): void {
  addDbOption(
    program
      .command("import")
      .description("import a results file (SPEC §6) as a new event of the event log; prints its id")
      .argument("<file>", "results file (JSON)"),
  ).action(async (path: string, options: DbOptions) => {
    // Read first: a missing or unreadable file is said once, by readText, not as bad JSON.
    const text = readText(path);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return badInput(
        `${path}: not valid JSON: ${error instanceof Error ? error.message : String(error)} (SPEC §6)`,
      );
    }
    const id = await withStore(options, (store) => importResultsFile(store, value, { actor: "cli:import" }));
    if (!id.ok) {
      const error = id.error;
      return badInput(`${path}: ${"field" in error ? formatError(error) : error.message}`);
    }
    printLines([id.value]);
  });
}
