import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { runCrashTest, runRaceTest, STREAM, type CrashTarget } from "./crash-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function makeSqliteTarget(path: string): CrashTarget {
  const withRaw = <T>(work: (db: Database.Database) => T): T => {
    const db = new Database(path, { readonly: true });
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
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
  };
}

describe("crash test on SQLite", () => {
  it("SIGKILL at a random moment loses no acknowledged append and leaves no half-written batch", async () => {
    const report = await runCrashTest(makeSqliteTarget(join(dir, "crash.db")));
    console.log(`SQLite crash test: ${report.join("; ")}`);
  }, 30_000);

  it("two processes appending to one stream at once: each append stored once and whole, no gap", async () => {
    console.log(`SQLite race: ${await runRaceTest(makeSqliteTarget(join(dir, "race.db")))}`);
  }, 30_000);
});
