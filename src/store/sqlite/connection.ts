// docs/architecture.md / WAL lets the player pages read while the TD's console writes;
// synchronous=FULL syncs the WAL on every commit, so an append that has returned survives a
// power cut (NORMAL would only survive a crash of the program).
import Database from "better-sqlite3";

export const BUSY_TIMEOUT_MS = 5_000; // the CLI and the server may share the file

export function openSqliteDatabase(path: string): Database.Database {
  const db = new Database(path);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const mode = db.pragma("journal_mode = WAL", { simple: true });
    if (path !== ":memory:" && mode !== "wal")
      throw new Error(`SQLite refused WAL mode on ${path} (got ${String(mode)})`);
    db.pragma("synchronous = FULL");
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
