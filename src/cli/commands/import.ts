// DESIGN.md: `handsdown import FILE [--db PATH]` prints the new event's id. One append holds the
// whole file, so an import killed at any moment leaves the whole event or nothing.
import type { Command } from "commander";
import { openStore } from "../../store/open-store.js";
import type { EventStore } from "../../store/event-store.js";
import { importResultsFile } from "../../app/events-index.js";
import { formatError } from "../../core/errors.js";
import { badInput } from "../exit.js";
import { printLines } from "../output.js";
import { readText } from "../read-results.js";

export function registerImport(program: Command): void {
  addDbOption(
    program
      .command("import")
      .description("import a results file (SPEC §6) as a new event of the event log; prints its id")
      .argument("<file>", "results file (JSON)"),
  ).action(async (path: string, options: DbOptions) => {
    let value: unknown;
    try {
      value = JSON.parse(readText(path));
    } catch (error) {
      return badInput(`${path}: not valid JSON: ${error instanceof Error ? error.message : String(error)} (SPEC §6)`);
    }
    const id = await withStore(options, (store) => importResultsFile(store, value, { actor: "cli:import" }));
    if (!id.ok) {
      const error = id.error;
      return badInput(`${path}: ${"field" in error ? formatError(error) : error.message}`);
    }
    printLines([id.value]);
  });
}

// Shared by import, export and list: `--db PATH`, or DATABASE_URL (PostgreSQL) when no --db.
export interface DbOptions {
  readonly db?: string;
}

export function addDbOption(command: Command): Command {
  return command.option("--db <path>", "SQLite file of the event log (default ./handsdown.db; DATABASE_URL selects PostgreSQL)");
}

/** Opens the store, runs the work, and always closes it. */
export async function withStore<T>(options: DbOptions, work: (store: EventStore) => Promise<T>): Promise<T> {
  let store: EventStore;
  try {
    store = await openStore(options.db === undefined ? {} : { db: options.db });
  } catch (error) {
    return badInput(`cannot open the event log: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}
