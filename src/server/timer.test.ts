// R4/R5 over HTTP: timer commands by the judges, the timer read with the server's `now`, and the
// timer surviving a restart (it is in the log).
import { describe, expect, it } from "vitest";
import { makeMemoryStore } from "../store/memory/memory-store.js";
import { bearer, grantStaff, json, makeEventFile, makeTestServer } from "./test-helpers.js";

const T0 = Date.parse("2026-05-04T10:00:00.000Z");
const MIN = 60_000;

describe("round timer over HTTP (R4/R5)", () => {
  it("start, read at +10 min, restart, read at +20 min", async () => {
    let clock = T0;
    const store = makeMemoryStore();
    const first = await makeTestServer({ store, now: () => new Date(clock) });
    const token = await first.tokenOf("alice");
    const id = json<{ id: string }>(
      await first.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(token),
        payload: makeEventFile(2),
      }),
    ).id;
    const started = await first.app.inject({
      method: "POST",
      url: `/api/events/${id}/commands`,
      headers: bearer(token),
      payload: { type: "StartTimer", durationMs: 60 * MIN },
    });
    expect(started.statusCode).toBe(200);
    clock = T0 + 10 * MIN;
    expect(json(await first.app.inject(`/api/events/${id}/timer`))).toMatchObject({
      now: T0 + 10 * MIN,
      status: "running",
      remainingMs: 50 * MIN,
    });
    await first.app.close();

    const second = await makeTestServer({ store, now: () => new Date(clock) });
    clock = T0 + 20 * MIN;
    expect(json(await second.app.inject(`/api/events/${id}/timer`))).toMatchObject({
      status: "running",
      remainingMs: 40 * MIN,
      // the shape web/shared/timer-model.ts reads: the folded timer and its view
      state: { status: "running", durationMs: 60 * MIN, anchorAt: T0 },
      timer: { status: "running", remainingMs: 40 * MIN },
      extensions: [],
    });
    await first.auth.close();
    await second.close();
  });

  it("a scorekeeper cannot run the timer (403); a negative duration is a 400 naming the field", async () => {
    const server = await makeTestServer();
    try {
      const owner = await server.tokenOf("alice");
      const keeper = await server.tokenOf("carol");
      const id = json<{ id: string }>(
        await server.app.inject({
          method: "POST",
          url: "/api/events",
          headers: bearer(owner),
          payload: makeEventFile(2),
        }),
      ).id;
      await grantStaff(server, id, owner, "carol", "scorekeeper");
      const denied = await server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(keeper),
        payload: { type: "PauseTimer" },
      });
      expect(denied.statusCode).toBe(403);
      const bad = await server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(owner),
        payload: { type: "StartTimer", durationMs: -5 },
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).field).toBe("durationMs");
    } finally {
      await server.close();
    }
  });
});
