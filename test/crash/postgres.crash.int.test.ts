import pg from "pg";
import { afterAll, describe, it } from "vitest";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { makeSharedTestDatabase } from "../../src/store/postgres/test-database.js";
import { runCrashTest, STREAM } from "./crash-harness.js";

const database = makeSharedTestDatabase("handsdown_crash");
afterAll(() => database.drop());

describe("crash test on PostgreSQL (issue 5, item 6)", () => {
  it("SIGKILL at a random moment loses no acknowledged append and leaves no half-written batch", async () => {
    const { url } = await database.get();
    const report = await runCrashTest({
      childArgs: ["--database-url", url],
      open: () => openPostgresStore(url),
      rawRows: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const rows = await client.query<{ version: number; data: string; commandId: string | null }>(
            'SELECT version, data::text AS data, command_id AS "commandId" FROM events WHERE stream = $1 ORDER BY version',
            [STREAM],
          );
          return rows.rows;
        } finally {
          await client.end();
        }
      },
    });
    console.log(`PostgreSQL crash test: ${report.join("; ")}`);
  }, 30_000);
});
