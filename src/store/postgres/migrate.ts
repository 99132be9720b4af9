import type pg from "pg";
import type { Clock } from "../event-store.js";
import { planMigrations, type Migration } from "../migration.js";
import { MIGRATION_LOCK } from "./locks.js";
import { POSTGRES_MIGRATIONS } from "./migrations.js";
import { checkOut } from "./check-out.js";

/**
 * Applies the missing migrations in one transaction (PostgreSQL DDL is transactional: all or
 * none). The advisory lock makes app servers that start together wait for each other instead
 * of racing on CREATE TABLE. Returns the versions applied.
 */
export async function migratePostgres(
  pool: pg.Pool,
  now: Clock,
  known: readonly Migration[] = POSTGRES_MIGRATIONS,
): Promise<number[]> {
  const client = await checkOut(pool);
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)",
    );
    const applied = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    const pending = planMigrations(
      known,
      applied.rows.map((row) => row.version),
    );
    for (const migration of pending) {
      await client.query(migration.sql);
      await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        migration.version,
        migration.name,
        now().toISOString(),
      ]);
    }
    await client.query("COMMIT");
    return pending.map((migration) => migration.version);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
