// Issue 14: the ratings live in the event log's database — `--db PATH` (SQLite, default
// ./handsdown.db), a postgres:// URL, or DATABASE_URL — chosen exactly as the event log is.
import { assertNever } from "../../core/errors.js";
import { chooseStore, type OpenStoreOptions } from "../../store/open-store.js";
import { openPostgresRatingsDb } from "../../store/ratings/postgres-db.js";
import type { RatingsDb } from "../../store/ratings/sql-db.js";
import { openSqliteRatingsDb } from "../../store/ratings/sqlite-db.js";

export async function openRatings(
  options: Pick<OpenStoreOptions, "db" | "databaseUrl" | "env"> = {},
): Promise<RatingsDb> {
  const choice = chooseStore(options);
  switch (choice.kind) {
    case "postgres":
      return openPostgresRatingsDb(choice.url);
    case "sqlite":
      return openSqliteRatingsDb(choice.path);
    case "memory":
      return openSqliteRatingsDb(":memory:");
    default:
      return assertNever(choice);
  }
}
