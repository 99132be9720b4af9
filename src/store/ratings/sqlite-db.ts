// The ratings tables in the SQLite file of the event log (default ./handsdown.db).
import type Database from "better-sqlite3";
import { planMigrations } from "../migration.js";
import { openSqliteDatabase } from "../sqlite/connection.js";
import { SQLITE_RATINGS_MIGRATIONS } from "./migrations.js";
import type { RatingsDb, SqlDb, SqlValue } from "./sql-db.js";

function migrate(db: Database.Database, now: () => Date): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS ratings_schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT",
  );
  db.transaction(() => {
    const applied = db.prepare("SELECT version FROM ratings_schema_migrations").pluck().all() as number[];
    const record = db.prepare(
      "INSERT INTO ratings_schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
    );
    for (const migration of planMigrations(SQLITE_RATINGS_MIGRATIONS, applied)) {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now().toISOString());
    }
  }).immediate();
}

export function openSqliteRatingsDb(path: string, now: () => Date = () => new Date()): RatingsDb {
  const db = openSqliteDatabase(path);
  try {
    migrate(db, now);
  } catch (error) {
    db.close();
    throw error;
  }
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const sqlDb: SqlDb = {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).all(...params) as T[],
    run: async (sql, params = []) => prepare(sql).run(...params).changes,
    insertMany: async (table, columns, rows) => {
      if (rows.length === 0) return;
      const insert = prepare(
        `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      );
      for (const row of rows) insert.run(...row);
    },
  };
  return {
    ...sqlDb,
    dialect: "sqlite",
    async transaction<T>(work: (tx: SqlDb) => Promise<T>): Promise<T> {
      // IMMEDIATE: two imports into one file wait for each other (busy_timeout) instead of racing.
      db.exec("BEGIN IMMEDIATE");
      try {
        const result = await work(sqlDb);
        db.exec("COMMIT");
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    close: async () => {
      db.close();
    },
  };
}
