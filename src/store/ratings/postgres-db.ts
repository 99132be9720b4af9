// The ratings tables in the PostgreSQL database of the event log (DATABASE_URL).
import pg from "pg";
import { planMigrations } from "../migration.js";
import { POSTGRES_RATINGS_MIGRATIONS } from "./migrations.js";
import type { RatingsDb, SqlDb, SqlValue } from "./sql-db.js";
import { checkOut, CONNECT_TIMEOUT_MS } from "../postgres/check-out.js";

// "HD" plus a number, as src/store/postgres/locks.ts; its own keys, for the ratings.
const RATINGS_MIGRATION_LOCK = 0x4844_0014;
const RATINGS_WRITE_LOCK = 0x4844_0015;
const BATCH_ROWS = 1_000;

/** `?` → `$1`, `$2`, … (our SQL has no `?` inside string literals). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function onClient(client: pg.Pool | pg.PoolClient): SqlDb {
  return {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) =>
      (await client.query(numbered(sql), [...params])).rows as T[],
    run: async (sql, params = []) => (await client.query(numbered(sql), [...params])).rowCount ?? 0,
    insertMany: async (table, columns, rows) => {
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const batch = rows.slice(start, start + BATCH_ROWS);
        const values = batch.map(
          (_, r) => `(${columns.map((_c, c) => `$${r * columns.length + c + 1}`).join(", ")})`,
        );
        await client.query(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")}`,
          batch.flat(),
        );
      }
    },
  };
}

async function migrate(pool: pg.Pool, now: () => Date): Promise<void> {
  const client = await checkOut(pool);
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [RATINGS_MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS ratings_schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)",
    );
    const applied = await client.query<{ version: number }>("SELECT version FROM ratings_schema_migrations");
    const pending = planMigrations(
      POSTGRES_RATINGS_MIGRATIONS,
      applied.rows.map((row) => row.version),
    );
    for (const migration of pending) {
      await client.query(migration.sql);
      await client.query(
        "INSERT INTO ratings_schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
        [migration.version, migration.name, now().toISOString()],
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function openPostgresRatingsDb(
  url: string,
  now: () => Date = () => new Date(),
): Promise<RatingsDb> {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on("error", () => undefined);
  try {
    await migrate(pool, now);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    ...onClient(pool),
    dialect: "postgres",
    async transaction<T>(work: (tx: SqlDb) => Promise<T>): Promise<T> {
      const client = await checkOut(pool);
      try {
        await client.query("BEGIN");
        // One writer at a time (two imports on two app servers recompute in turn).
        await client.query("SELECT pg_advisory_xact_lock($1)", [RATINGS_WRITE_LOCK]);
        const result = await work(onClient(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
