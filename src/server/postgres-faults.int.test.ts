// A hosted server on PostgreSQL survives its database connections being cut (docs/server.md
// "Errors", docs/guide/hosting.md). Before: a connection terminated during writes killed the
// process (an 'error' event with no listener on a checked-out pg client); after one failed read
// the live subscription stopped for good (streams got heartbeats and no events) while
// `/api/health` kept answering 200.
import { createServer, connect, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { EventStore } from "../store/event-store.js";
import { openPostgresStore } from "../store/postgres/postgres-store.js";
import { makeSharedTestDatabase, testDatabaseUrl } from "../store/postgres/test-database.js";
import { openAuthStore } from "./auth/auth-store.js";
import { postgresClient } from "./auth/sql-client.js";
import { openSse } from "./sse-client.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

const database = makeSharedTestDatabase("handsdown_faults");
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
  await database.drop();
});

/** pg_terminate_backend on every connection to the test database but the caller's. */
async function terminateBackends(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** A TCP hop to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function cuttableProxy(): Promise<{
  port: number;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}> {
  const target = new URL(testDatabaseUrl());
  const sockets = new Set<Socket>();
  let isDown = false;
  const server: Server = createServer((client) => {
    if (isDown) return void client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        cut: () => {
          isDown = true;
          for (const socket of sockets) socket.destroy();
        },
        restore: () => {
          isDown = false;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    }),
  );
}

async function serverOn(url: string, authUrl = url): Promise<TestServer> {
  const store = await openPostgresStore(url);
  const server = await makeTestServer({ store, auth: await openAuthStore(postgresClient(authUrl)) });
  cleanup.push(() => server.close());
  return server;
}

async function createEvent(server: TestServer, token: string, players: number): Promise<string> {
  const created = await server.app.inject({
    method: "POST",
    url: "/api/events",
    headers: bearer(token),
    payload: makeEventFile(players),
  });
  expect(created.statusCode).toBe(201);
  return json<{ id: string }>(created).id;
}

describe("PostgreSQL connections cut under a running server", () => {
  it("writes in flight fail with 503 problem+json (never a crash, never a 500); retried by commandId each applies once; the server reconnects", async () => {
    const { url } = await database.get();
    const server = await serverOn(url);
    const token = await server.tokenOf("alice");
    const id = await createEvent(server, token, 8);
    const write = (n: number) =>
      server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(token),
        payload: {
          type: "RecordDeckList",
          playerId: `p${String((n % 8) + 1).padStart(4, "0")}`,
          deckList: `list ${n}`,
          commandId: `deck-${n}`,
        },
      });
    const writes = Array.from({ length: 120 }, (_, n) => n);
    const answers = new Map<number, { statusCode: number; body: string; headers: Record<string, unknown> }>();
    let terminated = 0;
    const killer = (async () => {
      for (let round = 0; round < 6; round++) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        terminated += await terminateBackends(url);
      }
    })();
    await Promise.all(writes.map(async (n) => answers.set(n, await write(n))));
    await killer;
    expect(terminated).toBeGreaterThan(0);
    const statuses = [...answers.values()].map((a) => a.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const answer of answers.values()) {
      if (answer.statusCode !== 503) continue;
      const problem = JSON.parse(answer.body) as Record<string, unknown>;
      expect(answer.headers["content-type"]).toContain("application/problem+json");
      expect(problem).toMatchObject({ status: 503, code: "DATABASE_UNAVAILABLE" });
      expect(typeof problem.requestId).toBe("string");
    }
    // The client retries what failed, with the same commandId, until the server answers.
    for (const n of writes) {
      if (answers.get(n)!.statusCode === 200) continue;
      await vi.waitFor(async () => expect((await write(n)).statusCode).toBe(200), { timeout: 10_000 });
    }
    const log = await server.store.read(id);
    for (const n of writes)
      expect(
        log.filter((event) => event.commandId === `deck-${n}`),
        `deck-${n}`,
      ).toHaveLength(1);
    // The server reconnects by itself: the LISTEN connection the kills also cut comes back after
    // listener.ts's reconnect delay, and `live` is "down" until then (docs/server.md "Health and
    // database faults"), so health is awaited, not read once the retries are through.
    await vi.waitFor(async () => expect((await server.app.inject("/api/health")).statusCode).toBe(200), {
      timeout: 10_000,
    });
  }, 60_000);

  it("the live subscription reconnects and catches up (nothing missed, nothing twice); health is 503 while the database is away", async () => {
    const { url } = await database.get();
    const proxy = await cuttableProxy();
    cleanup.push(() => proxy.close());
    const viaProxy = new URL(url);
    viaProxy.port = String(proxy.port);
    viaProxy.hostname = "127.0.0.1";
    const server = await serverOn(viaProxy.toString(), url);
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    // Another app server on the same database, which keeps its connections.
    const other: EventStore = await openPostgresStore(url);
    cleanup.push(() => other.close());
    const token = await server.tokenOf("alice");
    const id = await createEvent(server, token, 4);
    const version = async () => (await other.read(id)).at(-1)!.version;
    const appendDrop = async (playerId: string, reason: string) => {
      const appended = await other.append(id, await version(), [
        { type: "PlayerDropped", data: { playerId, reason }, schemaVersion: 1 },
      ]);
      expect(appended.ok).toBe(true);
    };
    const stream = await openSse(`${base}/api/events/${id}/live`);
    cleanup.push(async () => stream.close());
    const health = async () => {
      const response = await server.app.inject("/api/health");
      return { status: response.statusCode, body: json(response) };
    };
    expect((await health()).status).toBe(200);

    proxy.cut();
    await vi.waitFor(async () => expect((await health()).status).toBe(503), { timeout: 10_000 });
    const down = (await health()).body;
    expect(down).toMatchObject({ status: "unavailable", database: "down" });
    await appendDrop("p0001", "while away"); // written by the other server while this one is cut off
    expect(json(await server.app.inject("/api/events"))).toMatchObject({
      status: 503,
      code: "DATABASE_UNAVAILABLE",
    });

    proxy.restore();
    await vi.waitFor(
      async () => expect((await health()).body).toMatchObject({ status: "ok", database: "ok", live: "ok" }),
      {
        timeout: 15_000,
      },
    );
    await stream.until((m) => m.some((message) => message.data?.includes("while away")), 10_000);
    await appendDrop("p0002", "after");
    await stream.until((m) => m.some((message) => message.data?.includes("after")), 5_000);
    const ids = stream.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(stream.messages.filter((message) => message.event === "PlayerDropped")).toHaveLength(2);
  }, 60_000);

  it("a NUL character anywhere in a request is a 400 naming the field, never a 500 from the database", async () => {
    const { url } = await database.get();
    const server = await serverOn(url);
    const token = await server.tokenOf("alice");
    const file = makeEventFile(2);
    (file.players as { name: string }[])[1]!.name = "Han\u0000Solo";
    const created = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: file,
    });
    expect(created.statusCode).toBe(400);
    expect(json(created)).toMatchObject({ code: "INVALID_REQUEST", field: "players[1].name" });
    const read = await server.app.inject("/api/events/a%00b");
    expect(read.statusCode).toBe(400);
    expect(json(read).field).toBe("params.id");
  });
});
