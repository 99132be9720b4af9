import pg from "pg";
import { afterAll, describe, it } from "vitest";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { makeSharedTestDatabase } from "../../src/store/postgres/test-database.js";
import { runCrashTest, runRaceTest, STREAM, type CrashTarget } from "./crash-harness.js";

const crashDatabase = makeSharedTestDatabase("handsdown_crash");
const raceDatabase = makeSharedTestDatabase("handsdown_race");
afterAll(async () => {
  await crashDatabase.drop();
  await raceDatabase.drop();
});

function makePostgresTarget(url: string): CrashTarget {
  return {
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
    settle: async () => {
      // The database is this test's alone: once no other backend is connected, the killed
      // writer's last transaction has committed or rolled back.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (let attempt = 0; attempt < 500; attempt++) {
          const others = await client.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
          );
          if (others.rows[0]!.n === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error("a writer's connection to PostgreSQL was still open 10 s after it ended");
      } finally {
        await client.end();
      }
    },
  };
}

describe("crash test on PostgreSQL", () => {
  it("SIGKILL at a random moment loses no acknowledged append and leaves no half-written batch", async () => {
    const report = await runCrashTest(makePostgresTarget((await crashDatabase.get()).url));
    console.log(`PostgreSQL crash test: ${report.join("; ")}`);
  }, 30_000);

  it("two app servers appending to one stream at once: each append stored once and whole, no gap", async () => {
    console.log(`PostgreSQL race: ${await runRaceTest(makePostgresTarget((await raceDatabase.get()).url))}`);
  }, 30_000);
});
