// R4/R5 on a hosted set-up: two app servers on one PostgreSQL database, each with its own clock.
// Concurrent timer commands from both are serialised like any other write to the event — every
// valid one is applied once (200; never a 400 or 409) — and a command's instant is its own
// server's clock, taken once, but never earlier than the timer's last event in the log (another
// server's clock may run ahead of this one's, or this one's may have stepped back).
import { afterAll, describe, expect, it } from "vitest";
import type { EventStore } from "../store/event-store.js";
import { openPostgresStore } from "../store/postgres/postgres-store.js";
import { makeSharedTestDatabase } from "../store/postgres/test-database.js";
import { openAuthStore } from "./auth/auth-store.js";
import { postgresClient } from "./auth/sql-client.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

const database = makeSharedTestDatabase("handsdown_timer");
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  await database.drop();
});

const T0 = Date.parse("2026-05-04T10:00:00.000Z");
const MIN = 60_000;

async function serverOn(
  url: string,
  now: () => Date,
  wrap: (store: EventStore) => EventStore = (store) => store,
): Promise<TestServer> {
  const server = await makeTestServer({
    store: wrap(await openPostgresStore(url)),
    auth: await openAuthStore(postgresClient(url)),
    now,
  });
  servers.push(server);
  return server;
}

describe("timer commands from two servers on one PostgreSQL database", () => {
  it("100 concurrent adjustments, 50 through each server, their clocks a second apart: all 200, each applied once", async () => {
    const { url } = await database.get();
    // B's clock runs 1 s behind A's: every command B decides after one of A's is "earlier".
    const a = await serverOn(url, () => new Date(T0 + 5 * MIN + 1_000));
    // And B's first adjustment loses a race for certain: A appends between B's read and B's write.
    let conflicts = 0;
    let isRaced = false;
    const b = await serverOn(
      url,
      () => new Date(T0 + 5 * MIN),
      (store) => ({
        ...store,
        append: async (...args: Parameters<EventStore["append"]>) => {
          if (!isRaced && args[2].some((event) => event.type === "TimerAdjusted")) {
            isRaced = true;
            expect(
              (await run(a, { type: "AdjustTimer", deltaMs: 1_000, commandId: "race" })).statusCode,
            ).toBe(200);
          }
          const appended = await store.append(...args);
          if (!appended.ok) conflicts++;
          return appended;
        },
      }),
    );
    const token = await a.tokenOf("alice");
    const id = json<{ id: string }>(
      await a.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(token),
        payload: makeEventFile(2, "Two Server Open"),
      }),
    ).id;
    function run(server: TestServer, body: Record<string, unknown>) {
      return server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(token),
        payload: body,
      });
    }
    expect((await run(a, { type: "StartTimer", durationMs: 60 * MIN })).statusCode).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        run(i % 2 === 0 ? a : b, { type: "AdjustTimer", deltaMs: 1_000, commandId: `adjust-${i}` }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(
      statuses.filter((status) => status !== 200),
      replies.find((reply) => reply.statusCode !== 200)?.body,
    ).toEqual([]);
    const log = await a.store.read(id);
    expect(conflicts).toBeGreaterThan(0);
    expect(log.filter((event) => event.type === "TimerAdjusted")).toHaveLength(101);
    // The instants in the log never go back.
    const instants = log.flatMap((event) => {
      const at = (event.data as { at?: unknown }).at;
      return typeof at === "number" ? [at] : [];
    });
    expect(instants).toEqual([...instants].sort((x, y) => x - y));
    // Both servers see the same timer: 60 min + 100 s, read at either server's instant.
    for (const server of [a, b]) {
      const timer = json<{ status: string; remainingMs: number }>(
        await server.app.inject(`/api/events/${id}/timer`),
      );
      expect(timer.status).toBe("running");
      expect(timer.remainingMs).toBeGreaterThanOrEqual(60 * MIN + 101_000 - 5 * MIN - 1_000);
    }
  }, 60_000);

  it("after a server's clock steps back an hour, its judges can still pause and resume the timer at once", async () => {
    const { url } = await database.get();
    let clock = T0 + 60 * MIN;
    const server = await serverOn(url, () => new Date(clock));
    const token = await server.tokenOf("alice");
    const id = json<{ id: string }>(
      await server.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(token),
        payload: makeEventFile(2, "Clock Step Open"),
      }),
    ).id;
    const run = (body: Record<string, unknown>) =>
      server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(token),
        payload: body,
      });
    expect((await run({ type: "StartTimer", durationMs: 50 * MIN })).statusCode).toBe(200);
    clock = T0; // NTP steps the clock back an hour
    const paused = await run({ type: "PauseTimer" });
    expect(paused.statusCode, paused.body).toBe(200);
    const resumed = await run({ type: "ResumeTimer" });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(json(await server.app.inject(`/api/events/${id}/timer`))).toMatchObject({
      status: "running",
      remainingMs: 50 * MIN,
    });
  });
});
