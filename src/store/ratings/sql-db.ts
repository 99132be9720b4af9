// The ratings tables live in the event log's database (SQLite file or PostgreSQL).
// One small SQL port lets the ratings logic be written once for both: `?` placeholders
// (PostgreSQL's adapter numbers them), rows as plain objects, one transaction at a time.

export type SqlValue = string | number | null;

export interface SqlDb {
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a statement; returns the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Inserts many rows into `table` (in batches). */
  insertMany(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly SqlValue[])[],
  ): Promise<void>;
}

export interface RatingsDb extends SqlDb {
  readonly dialect: "sqlite" | "postgres";
  /** Runs `work` in one transaction that holds the ratings write lock: all of it or none. */
  transaction<T>(work: (tx: SqlDb) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
