import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { runCrashTest, STREAM } from "./crash-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-crash-"));
const path = join(dir, "handsdown.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function withRaw<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

describe("crash test on SQLite (issue 5, item 6)", () => {
  it("SIGKILL at a random moment loses no acknowledged append and leaves no half-written batch", async () => {
    const report = await runCrashTest({
      childArgs: ["--db", path],
      open: async () => openSqliteStore(path),
      rawRows: async () =>
        withRaw((db) =>
          db
            .prepare<[string], { version: number; data: string; commandId: string | null }>(
              "SELECT version, data, command_id AS commandId FROM events WHERE stream = ? ORDER BY version",
            )
            .all(STREAM),
        ),
      checkIntegrity: async () =>
        expect(withRaw((db) => db.pragma("integrity_check", { simple: true }))).toBe("ok"),
    });
    console.log(`SQLite crash test: ${report.join("; ")}`);
  }, 30_000);
});
