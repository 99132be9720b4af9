// Shared by every command that reads or writes the event log: `--db PATH`, or DATABASE_URL
// (PostgreSQL) when no --db. The store modules (better-sqlite3, pg) are loaded only when a
// command opens the log, so `handsdown --help` does not pay for them.
import { existsSync } from "node:fs";
import type { Command } from "commander";
import type { EventStore } from "../store/event-store.js";
import { badInput } from "./exit.js";

export interface DbOptions {
  readonly db?: string;
}

export function addDbOption(command: Command): Command {
  return command.option(
    "--db <path>",
    "SQLite file of the event log (default ./handsdown.db; DATABASE_URL selects PostgreSQL)",
  );
}

export interface OpenLogOptions {
  /**
   * true for commands that only work on an existing log (list, export, standings …): a mistyped
   * SQLite path is refused instead of silently creating an empty database.
   */
  readonly mustExist?: boolean;
}

const URL_SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/** The --db value checked before anything is opened: one line naming the option, exit 1. */
export function checkDbOption(options: DbOptions, open: OpenLogOptions = {}): void {
  const db = options.db;
  if (db !== undefined && db.trim() === "") {
    badInput("--db: empty; give a SQLite file path, or leave --db out to use ./handsdown.db or DATABASE_URL");
  }
  const target = db ?? process.env.DATABASE_URL;
  const scheme = target === undefined ? undefined : URL_SCHEME.exec(target)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "postgres" && scheme !== "postgresql") {
    const from = db === undefined ? "DATABASE_URL" : "--db";
    badInput(
      `${from}: "${scheme}://" is not supported; the event log lives in SQLite (a file path) or PostgreSQL (postgres://…)`,
    );
  }
  if (!open.mustExist || scheme !== undefined) return;
  const path = db ?? (process.env.DATABASE_URL ? undefined : "./handsdown.db");
  if (path === undefined || path === ":memory:" || path === "memory") return;
  if (!existsSync(path))
    badInput(`--db: no event log at "${path}" (create an event or import a results file first)`);
}

/** Opens the store, runs the work, and always closes it. */
export async function withStore<T>(
  options: DbOptions,
  work: (store: EventStore) => Promise<T>,
  open: OpenLogOptions = {},
): Promise<T> {
  checkDbOption(options, open);
  let store: EventStore;
  try {
    const { openStore } = await import("../store/open-store.js");
    store = await openStore(options.db === undefined ? {} : { db: options.db });
  } catch (error) {
    return badInput(
      `${options.db === undefined ? "DATABASE_URL" : "--db"}: cannot open the event log: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}
