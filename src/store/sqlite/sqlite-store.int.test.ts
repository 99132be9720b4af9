// The contract against a real SQLite file in WAL mode.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeEventStoreContract } from "../contract.js";
import { BUSY_TIMEOUT_MS, openSqliteDatabase } from "./connection.js";
import { openSqliteStore } from "./sqlite-store.js";

function makeTempFile(): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "handsdown-sqlite-"));
  return { path: join(dir, "handsdown.db"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describeEventStoreContract(
  "SQLite",
  async (now) => {
    const file = makeTempFile();
    const store = openSqliteStore(file.path, { now, pollIntervalMs: 20 });
    return {
      store,
      openAnother: async () => openSqliteStore(file.path, { now, pollIntervalMs: 20 }),
      failInsertsOfType: async (type) => {
        const raw = new Database(file.path);
        raw
          .prepare(
            `CREATE TRIGGER fail_${type} BEFORE INSERT ON events WHEN NEW.type = '${type}' BEGIN SELECT RAISE(ABORT, 'forced failure'); END`,
          )
          .run();
        raw.close();
      },
      cleanup: async () => {
        await store.close();
        file.remove();
      },
    };
  },
  { isShared: true, hasDatabase: true },
);

describe("SQLite durability settings", () => {
  it("opens the file in WAL mode with synchronous=FULL, so an acknowledged append survives a power cut", () => {
    const file = makeTempFile();
    const db = openSqliteDatabase(file.path);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2); // 2 = FULL
    expect(db.pragma("busy_timeout", { simple: true })).toBe(BUSY_TIMEOUT_MS);
    db.close();
    file.remove();
  });
});
