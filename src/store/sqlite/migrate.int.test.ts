import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectAppended, makeTestClock } from "../contract.js";
import { openSqliteDatabase } from "./connection.js";
import { migrateSqlite } from "./migrate.js";
import { SQLITE_MIGRATIONS } from "./migrations.js";
import { openSqliteStore } from "./sqlite-store.js";

const dirs: string[] = [];
function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), "handsdown-migrate-"));
  dirs.push(dir);
  return join(dir, "handsdown.db");
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("SQLite migrations (schema_migrations)", () => {
  it("applies every migration once, records it, and does nothing at the next startup", () => {
    const clock = makeTestClock();
    const db = openSqliteDatabase(tempPath());
    expect(migrateSqlite(db, clock.now)).toEqual(SQLITE_MIGRATIONS.map((m) => m.version));
    expect(migrateSqlite(db, clock.now)).toEqual([]);
    expect(
      db.prepare("SELECT version, name, applied_at FROM schema_migrations ORDER BY version").all(),
    ).toEqual(
      SQLITE_MIGRATIONS.map((m) => ({
        version: m.version,
        name: m.name,
        applied_at: "2024-05-04T10:00:00.000Z",
      })),
    );
    db.close();
  });

  it("applies a new migration to a file that already holds events, keeping them", async () => {
    const path = tempPath();
    const store = openSqliteStore(path);
    expectAppended(await store.append("s", 0, [{ type: "EventCreated", data: { name: "Regional" } }]));
    await store.close();
    const db = openSqliteDatabase(path);
    const next = {
      version: SQLITE_MIGRATIONS.length + 1,
      name: "type index",
      sql: "CREATE INDEX events_type ON events (type)",
    };
    expect(migrateSqlite(db, makeTestClock().now, [...SQLITE_MIGRATIONS, next])).toEqual([next.version]);
    expect(db.prepare("SELECT COUNT(*) FROM events").pluck().get()).toBe(1);
    db.close();
  });

  it("migration 3 moves command ids to their events: a database written before it keeps every id on its events, where the app reads them", async () => {
    const path = tempPath();
    const db = openSqliteDatabase(path);
    migrateSqlite(db, makeTestClock().now, SQLITE_MIGRATIONS.slice(0, 2));
    // What Hands Down wrote before migration 3: the id on the event row and in `commands`.
    db.prepare(
      "INSERT INTO events (stream, version, type, data, schema_version, command_id, actor, recorded_at) VALUES ('e', 1, 'EventCreated', ?, 1, 'create-1', 'td:alice', '2026-05-04T09:00:00.000Z')",
    ).run(JSON.stringify({ event: { name: "Regional", date: "2026-05-04", game: "swccg", seed: "s" } }));
    db.prepare(
      "INSERT INTO commands (command_id, stream, first_version, last_version) VALUES ('create-1', 'e', 1, 1)",
    ).run();
    db.close();
    const store = openSqliteStore(path);
    try {
      const check = openSqliteDatabase(path);
      expect(check.prepare("SELECT name FROM sqlite_master WHERE name = 'commands'").get()).toBeUndefined();
      check.close();
      expect((await store.read("e")).map((e) => [e.version, e.commandId, e.actor])).toEqual([
        [1, "create-1", "td:alice"],
      ]);
    } finally {
      await store.close();
    }
  });

  it("a failing migration leaves the schema as it was (the whole step rolls back)", () => {
    const db = openSqliteDatabase(tempPath());
    migrateSqlite(db, makeTestClock().now);
    const broken = {
      version: SQLITE_MIGRATIONS.length + 1,
      name: "broken",
      sql: "CREATE TABLE extra (x INTEGER); SELECT * FROM no_such_table",
    };
    expect(() => migrateSqlite(db, makeTestClock().now, [...SQLITE_MIGRATIONS, broken])).toThrow(
      /no_such_table/,
    );
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toBeUndefined();
    expect(db.prepare("SELECT MAX(version) FROM schema_migrations").pluck().get()).toBe(
      SQLITE_MIGRATIONS.length,
    );
    db.close();
  });

  it("refuses to open a file written by a newer Hands Down", async () => {
    const path = tempPath();
    await openSqliteStore(path).close();
    const raw = new Database(path);
    raw
      .prepare(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', '2030-01-01T00:00:00.000Z')",
      )
      .run();
    raw.close();
    expect(() => openSqliteStore(path)).toThrow(/migration 99.*upgrade Hands Down/);
  });
});
