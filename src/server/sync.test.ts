// Publish (docs/server.md): the hosted server lets in only events the core could have written.
// A TD pushing malformed events once made `GET /api/events` answer 500 to everyone, for good;
// now the push is refused with 422 naming the event, and an event whose log cannot be read
// (written before pushes were checked) is left out of the list instead of breaking it.
import { afterEach, describe, expect, it } from "vitest";
import { makeMemoryStore } from "../store/memory/memory-store.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer | undefined;
afterEach(async () => server?.close());

const created = {
  version: 1,
  type: "EventCreated",
  schemaVersion: 1,
  data: { event: { name: "Endor Open", date: "2026-05-04", game: "swccg", seed: "endor" } },
};
/** Folds without a complaint, then breaks every read that asks whether the game stands. */
const brokenGame = [
  {
    version: 2,
    type: "GameRecorded",
    schemaVersion: 1,
    data: { gameId: 1, record: { result: {}, players: null } },
  },
  { version: 3, type: "ResultReported", schemaVersion: 1, data: { gameId: 1, result: {}, reportedBy: "p1" } },
];

async function listed(s: TestServer): Promise<{ status: number; ids: string[] }> {
  const response = await s.app.inject({ method: "GET", url: "/api/events" });
  const body = response.json() as { events?: { id: string }[] };
  return { status: response.statusCode, ids: (body.events ?? []).map((e) => e.id) };
}

describe("POST /api/events/{id}/sync: the core decides", () => {
  it("refuses a push the core could not have written with 422 naming the event; nothing is stored, the list still answers", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const good = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: makeEventFile(4),
    });
    expect(good.statusCode).toBe(201);
    const push = await server.app.inject({
      method: "POST",
      url: "/api/events/endor/sync",
      headers: bearer(token),
      payload: { events: [created, ...brokenGame] },
    });
    expect(push.statusCode).toBe(422);
    const problem = json(push);
    expect(problem).toMatchObject({ code: "SYNC_INVALID", field: "events[1].data" });
    expect(problem.detail).toContain("GameRecorded");
    expect(await server.store.read("endor")).toEqual([]);
    expect(await listed(server)).toEqual({ status: 200, ids: [json<{ id: string }>(good).id] });
  });

  it("refuses a player registration with data no command writes (a null player)", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const push = await server.app.inject({
      method: "POST",
      url: "/api/events/endor/sync",
      headers: bearer(token),
      payload: {
        events: [created, { version: 2, type: "PlayerRegistered", schemaVersion: 1, data: { player: null } }],
      },
    });
    expect(push.statusCode).toBe(422);
    expect(json(push)).toMatchObject({ code: "SYNC_INVALID", field: "events[1]" });
  });

  it("a continuing push is checked on the state the hosted copy holds (events[i] counts from the body)", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const first = await server.app.inject({
      method: "POST",
      url: "/api/events/endor/sync",
      headers: bearer(token),
      payload: { events: [created] },
    });
    expect(first.statusCode).toBe(200);
    const again = await server.app.inject({
      method: "POST",
      url: "/api/events/endor/sync",
      headers: bearer(token),
      // A retry of version 1 (acknowledged) and a second creation: the core says the event exists.
      payload: { events: [created, { ...created, version: 2 }] },
    });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: "SYNC_INVALID", field: "events[1]", rule: "docs/rules.md §6" });
    expect(json(again).detail).toContain("EventCreated");
  });
});

describe("GET /api/events: one unreadable event never breaks the list", () => {
  it("leaves out an event whose stored log cannot be read, and says so in the log, across restarts", async () => {
    const store = makeMemoryStore();
    server = await makeTestServer({ store });
    const token = await server.tokenOf("alice");
    const good = json<{ id: string }>(
      await server.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(token),
        payload: makeEventFile(4),
      }),
    ).id;
    // A log written before pushes were checked: it folds, and every read of it throws.
    const appended = await store.append(
      "endor",
      0,
      [created, ...brokenGame].map(({ type, data, schemaVersion }) => ({ type, data, schemaVersion })),
    );
    expect(appended.ok).toBe(true);
    expect(await listed(server)).toEqual({ status: 200, ids: [good] });
    await server.app.close();
    // A restart: a new app on the same database.
    const restarted = await makeTestServer({ store, auth: server.auth });
    expect(await listed(restarted)).toEqual({ status: 200, ids: [good] });
    await restarted.app.close();
  });
});
