// The accounts live in the event log's database (COMMON: one --db / DATABASE_URL), in their own
// auth_* tables. One tiny query interface over SQLite and PostgreSQL so the SQL is written once
// (`$1` placeholders, each used once and in order; SQLite gets `?`).
import type Database from "better-sqlite3";
import pg from "pg";
import { openSqliteDatabase } from "../../store/sqlite/connection.js";
import type { StoreChoice } from "../../store/open-store.js";
import { checkOut, CONNECT_TIMEOUT_MS } from "../../store/postgres/check-out.js";

export type Row = Readonly<Record<string, unknown>>;

export interface SqlClient {
  readonly dialect: "sqlite" | "postgres";
  query(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements (no parameters) in one transaction. */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
}

export function sqliteClient(db: Database.Database): SqlClient {
  return {
    dialect: "sqlite",
    query: (sql, params = []) => {
      const statement = db.prepare(sql.replace(/\$\d+/g, "?"));
      const rows = statement.reader ? (statement.all(...params) as Row[]) : (statement.run(...params), []);
      return Promise.resolve(rows);
    },
    execScript: (sql) => {
      db.transaction(() => db.exec(sql)).immediate();
      return Promise.resolve();
    },
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

export function postgresClient(url: string): SqlClient {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on("error", () => undefined); // an idle client's broken connection is replaced on next use
  return {
    dialect: "postgres",
    query: async (sql, params = []) => (await pool.query(sql, params as unknown[])).rows as Row[],
    execScript: async (sql) => {
      const client = await checkOut(pool);
      try {
        await client.query("BEGIN");
        await client.query(sql);
        await client.query("COMMIT");
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

export function openSqlClient(choice: StoreChoice): SqlClient {
  switch (choice.kind) {
    case "postgres":
      return postgresClient(choice.url);
    case "sqlite":
      return sqliteClient(openSqliteDatabase(choice.path));
    case "memory":
      return sqliteClient(openSqliteDatabase(":memory:"));
  }
}
