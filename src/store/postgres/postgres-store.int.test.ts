// The contract against a real PostgreSQL: one fresh database for this file;
// each test empties it and opens its own store.
import pg from "pg";
import { afterAll } from "vitest";
import { describeEventStoreContract } from "../contract.js";
import { openPostgresStore } from "./postgres-store.js";
import { makeSharedTestDatabase } from "./test-database.js";

const database = makeSharedTestDatabase();
afterAll(() => database.drop());

async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
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
    const { url } = await database.get();
    const store = await openPostgresStore(url, { now });
    await run(url, "TRUNCATE events RESTART IDENTITY; DROP FUNCTION IF EXISTS fail_insert CASCADE");
    return {
      store,
      openAnother: () => openPostgresStore(url, { now }),
      failInsertsOfType: (type) =>
        run(
          url,
          `
          CREATE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'forced failure'; END $$;
          CREATE TRIGGER fail_insert BEFORE INSERT ON events FOR EACH ROW WHEN (NEW.type = '${type}') EXECUTE FUNCTION fail_insert();`,
        ),
      cleanup: () => store.close(),
    };
  },
  { isShared: true, hasDatabase: true },
);
