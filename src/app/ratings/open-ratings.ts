// The ratings live in the event log's database — `--db PATH` (SQLite, default
// ./handsdown.db), a postgres:// URL, or DATABASE_URL — chosen exactly as the event log is.
import { assertNever } from "../../core/errors.js";
import { chooseStore, type OpenStoreOptions } from "../../store/open-store.js";
import type { RatingsDb } from "../../store/ratings/sql-db.js";

export async function openRatings(
  options: Pick<OpenStoreOptions, "db" | "databaseUrl" | "env"> = {},
): Promise<RatingsDb> {
  const choice = chooseStore(options);
  // As the event log's store (open-store.ts): only the chosen driver is loaded.
  switch (choice.kind) {
    case "postgres": {
      const { openPostgresRatingsDb } = await import("../../store/ratings/postgres-db.js");
      return openPostgresRatingsDb(choice.url);
    }
    case "sqlite":
    case "memory": {
      const { openSqliteRatingsDb } = await import("../../store/ratings/sqlite-db.js");
      return openSqliteRatingsDb(choice.kind === "memory" ? ":memory:" : choice.path);
    }
    default:
      return assertNever(choice);
  }
}

/**
 * For the server (`registerRatingsRoutes(app, { openRatings: ratings.open })`): opens the
 * ratings database on first use and keeps it; `close` (an onClose hook) closes it if opened.
 */
export function makeRatingsOpener(options: Pick<OpenStoreOptions, "db" | "databaseUrl" | "env"> = {}): {
  open: () => Promise<RatingsDb>;
  close: () => Promise<void>;
} {
  let opened: Promise<RatingsDb> | undefined;
  return {
    open: () => {
      opened ??= openRatings(options);
      // A failed open is retried by the next request instead of being remembered.
      opened.catch(() => {
        opened = undefined;
      });
      return opened;
    },
    close: async () => {
      const db = await opened?.catch(() => undefined);
      opened = undefined;
      await db?.close();
    },
  };
}
