// LISTEN/NOTIFY across app servers (docs/architecture.md): a subscriber on one store instance hears the
// appends of another, and keeps hearing them after its LISTEN connection is cut.
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { expectAppended } from "../contract.js";
import type { StoredEvent } from "../event-store.js";
import { EVENTS_CHANNEL } from "./locks.js";
import { PostgresListener } from "./listener.js";
import { openPostgresStore } from "./postgres-store.js";
import { makeSharedTestDatabase } from "./test-database.js";

const database = makeSharedTestDatabase("handsdown_listen");
afterAll(() => database.drop());

async function terminateListeners(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1",
      [`LISTEN ${EVENTS_CHANNEL}`],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe("PostgreSQL live updates", () => {
  it("a subscriber whose LISTEN connection is killed reconnects and catches up on what it missed", async () => {
    const { url } = await database.get();
    const writer = await openPostgresStore(url);
    const reader = await openPostgresStore(url);
    const received: StoredEvent[] = [];
    const unsubscribe = await reader.subscribe(0, (event) => void received.push(event));
    expectAppended(await writer.append("s", 0, [{ type: "A", data: {} }]));
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });

    expect(await terminateListeners(url)).toBe(1);
    expectAppended(await writer.append("s", 1, [{ type: "B", data: {} }])); // may fall in the gap
    await vi.waitFor(() => expect(received.map((event) => event.type)).toEqual(["A", "B"]), {
      timeout: 8_000,
    });
    expectAppended(await writer.append("s", 2, [{ type: "C", data: {} }]));
    await vi.waitFor(() => expect(received.map((event) => event.type)).toEqual(["A", "B", "C"]), {
      timeout: 8_000,
    });

    await unsubscribe();
    await reader.close();
    await writer.close();
  }, 20_000);

  it("a LISTEN that fails after connecting closes its connection: no client left open on the server", async () => {
    const { url } = await database.get();
    const name = `handsdown_listen_fails_${process.pid}`;
    const listenerUrl = new URL(url);
    listenerUrl.searchParams.set("application_name", name);
    // The server refuses the LISTEN (as it would under a failover or a lost privilege).
    const realQuery = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      if (args[0] === `LISTEN ${EVENTS_CHANNEL}`) return Promise.reject(new Error("LISTEN refused"));
      return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    const listener = new PostgresListener(listenerUrl.toString(), () => undefined);
    try {
      await expect(listener.start()).rejects.toThrow("LISTEN refused");
    } finally {
      spy.mockRestore();
    }
    const open = async (): Promise<number> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1",
          [name],
        );
        return (result.rows[0] as { n: number }).n;
      } finally {
        await client.end();
      }
    };
    await vi.waitFor(async () => expect(await open()).toBe(0), { timeout: 5_000 });
    await listener.stop();
  }, 20_000);
});
