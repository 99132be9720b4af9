// Which adapter (docs/architecture.md): PostgreSQL when given a database URL, SQLite otherwise
// (the file `./handsdown.db` unless --db names another), in memory for ":memory:" / "memory".
import { assertNever } from "../core/errors.js";
import type { Clock, EventStore } from "./event-store.js";
import { makeMemoryStore } from "./memory/memory-store.js";

export const DEFAULT_DB_FILE = "./handsdown.db";

export interface OpenStoreOptions {
  /** `--db PATH`: a SQLite file, ":memory:"/"memory", or a postgres:// URL. */
  readonly db?: string;
  /** A PostgreSQL connection URL; wins over everything else. */
  readonly databaseUrl?: string;
  readonly now?: Clock;
  /** Where DATABASE_URL is read from; process.env by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export type StoreChoice =
  | { readonly kind: "postgres"; readonly url: string }
  | { readonly kind: "sqlite"; readonly path: string }
  | { readonly kind: "memory" };

const isPostgresUrl = (text: string): boolean => /^postgres(ql)?:\/\//i.test(text);

/**
 * An explicit option beats the environment: databaseUrl, then db, then DATABASE_URL, then
 * the default file — so `--db copy.db` works on a machine where DATABASE_URL is set.
 */
export function chooseStore(options: OpenStoreOptions = {}): StoreChoice {
  if (options.databaseUrl) return { kind: "postgres", url: options.databaseUrl };
  const db = options.db;
  if (db) {
    if (db === ":memory:" || db === "memory") return { kind: "memory" };
    return isPostgresUrl(db) ? { kind: "postgres", url: db } : { kind: "sqlite", path: db };
  }
  const fromEnv = (options.env ?? process.env).DATABASE_URL;
  if (fromEnv) return { kind: "postgres", url: fromEnv };
  return { kind: "sqlite", path: DEFAULT_DB_FILE };
}

export async function openStore(options: OpenStoreOptions = {}): Promise<EventStore> {
  const choice = chooseStore(options);
  const clock = options.now === undefined ? {} : { now: options.now };
  switch (choice.kind) {
    // Each adapter is loaded only when chosen: a CLI command on SQLite never pays for the
    // PostgreSQL driver's start-up (every command answers at once), nor the reverse.
    case "postgres": {
      const { openPostgresStore } = await import("./postgres/postgres-store.js");
      return openPostgresStore(choice.url, clock);
    }
    case "sqlite": {
      const { openSqliteStore } = await import("./sqlite/sqlite-store.js");
      return openSqliteStore(choice.path, clock);
    }
    case "memory":
      return makeMemoryStore(clock);
    default:
      return assertNever(choice);
  }
}
