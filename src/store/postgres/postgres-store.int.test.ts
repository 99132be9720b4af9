// The contract against a real PostgreSQL (issue 5, item 5): one fresh database for this file;
// each test empties it and opens its own store.
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { describeEventStoreContract } from "../contract.js";
import { openPostgresStore } from "./postgres-store.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function run(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describeEventStoreContract(
  "PostgreSQL",
  async (now) => {
    const store = await openPostgresStore(database.url, { now });
    await run("TRUNCATE events, commands RESTART IDENTITY; DROP FUNCTION IF EXISTS fail_insert CASCADE");
    return {
      store,
      openAnother: () => openPostgresStore(database.url, { now }),
      failInsertsOfType: (type) =>
        run(`
          CREATE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'forced failure'; END $$;
          CREATE TRIGGER fail_insert BEFORE INSERT ON events FOR EACH ROW WHEN (NEW.type = '${type}') EXECUTE FUNCTION fail_insert();`),
      cleanup: () => store.close(),
    };
  },
  { isShared: true, hasDatabase: true },
);
