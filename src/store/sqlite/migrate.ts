import type Database from "better-sqlite3";
import type { Clock } from "../event-store.js";
import { planMigrations, type Migration } from "../migration.js";
import { SQLITE_MIGRATIONS } from "./migrations.js";

/** Applies the missing migrations, each with its record, in one IMMEDIATE transaction. Returns the versions applied. */
export function migrateSqlite(
  db: Database.Database,
  now: Clock,
  known: readonly Migration[] = SQLITE_MIGRATIONS,
): number[] {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT",
  );
  const run = db.transaction((): number[] => {
    const applied = db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[];
    const pending = planMigrations(known, applied);
    const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
    for (const migration of pending) {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now().toISOString());
    }
    return pending.map((migration) => migration.version);
  });
  // IMMEDIATE: two processes opening a new file at once cannot both run migration 1.
  return run.immediate();
}
