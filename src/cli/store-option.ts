import type { Command } from "commander";
import type { EventStore } from "../store/event-store.js";
import { openStore } from "../store/open-store.js";
import { badInput } from "./exit.js";

// Shared by import, export and list: `--db PATH`, or DATABASE_URL (PostgreSQL) when no --db.
export interface DbOptions {
  readonly db?: string;
}

export function addDbOption(command: Command): Command {
  return command.option(
    "--db <path>",
    "SQLite file of the event log (default ./handsdown.db; DATABASE_URL selects PostgreSQL)",
  );
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
