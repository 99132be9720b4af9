// Every PostgreSQL pool of the program (events, accounts, ratings) takes its transaction clients
// from here, so that a connection cut mid-transaction fails a request instead of the process.
import pg from "pg";

/** A database that does not answer fails the request (503) instead of queueing it for ever. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool client for a transaction. A checked-out client whose connection is cut between two
 * queries (pg_terminate_backend, a database restart) emits 'error'; with no listener that kills
 * the process. The listener stays for the client's life (a client is released, then reused):
 * the query in flight fails with the cut instead, and the broken client is discarded on release.
 */
export async function checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  if (client.listenerCount("error") === 0) client.on("error", () => undefined);
  return client;
}
