// LISTEN/NOTIFY across app servers (docs/architecture.md): a subscriber on one store instance hears the
// appends of another, and keeps hearing them after its LISTEN connection is cut.
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { expectAppended } from "../contract.js";
import type { StoredEvent } from "../event-store.js";
import { EVENTS_CHANNEL } from "./locks.js";
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
});
