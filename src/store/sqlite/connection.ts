// docs/architecture.md / WAL lets the player pages read while the TD's console writes;
// synchronous=FULL syncs the WAL on every commit, so an append that has returned survives a
// power cut (NORMAL would only survive a crash of the program).
import Database from "better-sqlite3";

export const BUSY_TIMEOUT_MS = 5_000; // the CLI and the server may share the file

/** Between two tries of switching a new file to WAL while another process holds its lock. */
const WAL_RETRY_MS = 10;

function isBusy(error: unknown): boolean {
  return (
    error instanceof Database.SqliteError &&
    (error.code === "SQLITE_BUSY" || error.code.startsWith("SQLITE_BUSY_"))
  );
}

/**
 * Switching a file to WAL needs its exclusive lock, and SQLite answers SQLITE_BUSY at once rather
 * than through the busy handler when another connection holds it: two processes opening one new
 * file together (the CLI and the server may share it, docs/architecture.md) had one of them fail
 * to open. Tried again until BUSY_TIMEOUT_MS is over, like any other lock wait.
 */
function enableWal(db: Database.Database): unknown {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      return db.pragma("journal_mode = WAL", { simple: true });
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      // Opening is synchronous (better-sqlite3): wait without a busy loop.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAL_RETRY_MS);
    }
  }
}

export function openSqliteDatabase(path: string): Database.Database {
  const db = new Database(path);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const mode = enableWal(db);
    if (path !== ":memory:" && mode !== "wal")
      throw new Error(`SQLite refused WAL mode on ${path} (got ${String(mode)})`);
    db.pragma("synchronous = FULL");
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
