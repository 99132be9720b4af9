import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { expectAppended, makeTestClock } from "../contract.js";
import { migratePostgres } from "./migrate.js";
import { POSTGRES_MIGRATIONS } from "./migrations.js";
import { openPostgresStore } from "./postgres-store.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

const databases: TestDatabase[] = [];
const pools: pg.Pool[] = [];
async function freshPool(): Promise<{ database: TestDatabase; pool: () => pg.Pool }> {
  const database = await createTestDatabase("handsdown_migrate");
  databases.push(database);
  return {
    database,
    pool: () => {
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      // DROP DATABASE … WITH (FORCE) in afterEach terminates any connection still closing;
      // without a handler that termination surfaces as an unhandled error in a later test.
      pool.on("error", () => undefined);
      pools.push(pool);
      return pool;
    },
  };
}
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.end();
  for (const database of databases.splice(0)) await database.drop();
});

describe("PostgreSQL migrations (schema_migrations)", () => {
  it("two app servers starting together on an empty database apply each migration exactly once", async () => {
    const { pool } = await freshPool();
    const clock = makeTestClock();
    const [first, second] = await Promise.all([
      migratePostgres(pool(), clock.now),
      migratePostgres(pool(), clock.now),
    ]);
    expect([...first!, ...second!].sort()).toEqual(POSTGRES_MIGRATIONS.map((m) => m.version));
    const rows = await pool().query("SELECT version, name FROM schema_migrations ORDER BY version");
    expect(rows.rows).toEqual(POSTGRES_MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
    expect(await migratePostgres(pool(), clock.now)).toEqual([]);
  });

  it("applies a new migration to a database that already holds events, keeping them", async () => {
    const { database, pool } = await freshPool();
    const store = await openPostgresStore(database.url);
    expectAppended(await store.append("s", 0, [{ type: "EventCreated", data: { name: "Regional" } }]));
    await store.close();
    const next = {
      version: POSTGRES_MIGRATIONS.length + 1,
      name: "type index",
      sql: "CREATE INDEX events_type ON events (type)",
    };
    expect(await migratePostgres(pool(), makeTestClock().now, [...POSTGRES_MIGRATIONS, next])).toEqual([
      next.version,
    ]);
    expect((await pool().query("SELECT COUNT(*)::int AS n FROM events")).rows[0]).toEqual({ n: 1 });
  });

  it("migration 3 moves command ids to their events: a database written before it keeps every id on its events, where the app reads them", async () => {
    const { database, pool } = await freshPool();
    await migratePostgres(pool(), makeTestClock().now, POSTGRES_MIGRATIONS.slice(0, 2));
    // What Hands Down wrote before migration 3: the id on the event row and in `commands`.
    await pool().query(
      "INSERT INTO events (stream, version, type, data, schema_version, command_id, actor, recorded_at) VALUES ('e', 1, 'EventCreated', $1, 1, 'create-1', 'td:alice', '2026-05-04T09:00:00.000Z')",
      [JSON.stringify({ event: { name: "Regional", date: "2026-05-04", game: "swccg", seed: "s" } })],
    );
    await pool().query(
      "INSERT INTO commands (command_id, stream, first_version, last_version) VALUES ('create-1', 'e', 1, 1)",
    );
    const store = await openPostgresStore(database.url);
    try {
      expect((await pool().query("SELECT to_regclass('commands') AS t")).rows[0]).toEqual({ t: null });
      expect((await store.read("e")).map((e) => [e.version, e.commandId, e.actor])).toEqual([
        [1, "create-1", "td:alice"],
      ]);
    } finally {
      await store.close();
    }
  });

  it("a failing migration rolls back completely, and a newer database is refused", async () => {
    const { database, pool } = await freshPool();
    await migratePostgres(pool(), makeTestClock().now);
    const broken = {
      version: POSTGRES_MIGRATIONS.length + 1,
      name: "broken",
      sql: "CREATE TABLE extra (x integer); SELECT * FROM no_such_table",
    };
    await expect(
      migratePostgres(pool(), makeTestClock().now, [...POSTGRES_MIGRATIONS, broken]),
    ).rejects.toThrow(/no_such_table/);
    expect((await pool().query("SELECT to_regclass('extra') AS t")).rows[0]).toEqual({ t: null });
    await pool().query(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', now())",
    );
    await expect(openPostgresStore(database.url)).rejects.toThrow(/migration 99.*upgrade Hands Down/);
  });
});
