// Test support for *.int.test.ts, the crash test and the bench: a fresh database per test file
// on the PostgreSQL of TEST_DATABASE_URL, dropped afterwards. If PostgreSQL is down, this
// throws a clear error so the tests FAIL (CI starts PostgreSQL; a skip would hide a broken adapter).
import { randomBytes } from "node:crypto";
import pg from "pg";

export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(adminUrl);
    where.password = "";
    throw new Error(
      `PostgreSQL is not reachable at ${where.toString()} (${(error as Error).message}). ` +
        "The PostgreSQL tests need it and fail rather than skip: start PostgreSQL (CI's .ci/run does) or set TEST_DATABASE_URL.",
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(prefix = "handsdown_test"): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/**
 * One database for a whole test file, created by the first test that needs it (so that, with
 * PostgreSQL down, every test fails with the message above instead of being skipped by a
 * failed beforeAll). Call drop() in afterAll.
 */
export function makeSharedTestDatabase(prefix?: string): {
  get: () => Promise<TestDatabase>;
  drop: () => Promise<void>;
} {
  let created: Promise<TestDatabase> | undefined;
  return {
    get: () => (created ??= createTestDatabase(prefix)),
    drop: async () => {
      const database = await created?.catch(() => undefined);
      await database?.drop();
    },
  };
}
