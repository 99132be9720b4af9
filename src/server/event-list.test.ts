// `GET /api/events` (docs/server.md "Event list"): the `list --json` lines a page at a time, from
// a maintained projection. The contract's `{events:[…]}` holds; `next` (and a Link header) lead
// to the following page. No timing: the tests count the store reads a list request makes.
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { makeMemoryStore } from "../store/memory/memory-store.js";
import type { EventStore } from "../store/event-store.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The memory store, counting whole-stream and catch-up reads. */
function countingStore(): EventStore & { reads: number } {
  const inner = makeMemoryStore();
  const counted = Object.create(inner) as EventStore & { reads: number };
  counted.reads = 0;
  counted.read = (stream, afterVersion) => {
    counted.reads += 1;
    return inner.read(stream, afterVersion);
  };
  return counted;
}

interface ListAnswer {
  events: { id: string; name: string; players: number; unlisted?: boolean }[];
  next?: string;
}

async function createEvents(
  s: TestServer,
  token: string,
  names: readonly string[],
  query = "",
): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const response = await s.app.inject({
      method: "POST",
      url: `/api/events${query}`,
      headers: bearer(token),
      payload: makeEventFile(4, name),
    });
    ids.push(json<{ id: string }>(response).id);
  }
  return ids;
}

describe("GET /api/events", () => {
  it("reads no event again until it changes: a list costs the events that changed, not all of them", async () => {
    const store = countingStore();
    server = await makeTestServer({ store });
    const token = await server.tokenOf("alice");
    const ids = await createEvents(server, token, ["Hoth Open", "Endor Open", "Bespin Open", "Yavin Open"]);
    const first = json<ListAnswer>(await server.app.inject("/api/events"));
    expect(first.events.map((e) => e.id)).toEqual(ids);

    store.reads = 0;
    for (let i = 0; i < 8; i++) expect((await server.app.inject("/api/events")).statusCode).toBe(200);
    expect(store.reads).toBe(0);

    const checkIn = await server.app.inject({
      method: "POST",
      url: `/api/events/${ids[1]}/commands`,
      headers: bearer(token),
      payload: { type: "RegisterPlayer", player: { id: "p0005", name: "Wedge Antilles" } },
    });
    expect(checkIn.statusCode).toBe(200);
    store.reads = 0;
    const after = json<ListAnswer>(await server.app.inject("/api/events"));
    expect(after.events.find((e) => e.id === ids[1])?.players).toBe(5);
    expect(store.reads).toBeLessThanOrEqual(1);
  });

  it("pages: `limit`, then `next` (body and Link header) until the last page, which has none", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const ids = await createEvents(server, token, ["A Open", "B Open", "C Open", "D Open", "E Open"]);
    const seen: string[] = [];
    let url: string | undefined = "/api/events?limit=2";
    let pages = 0;
    while (url !== undefined) {
      const response: LightMyRequestResponse = await server.app.inject(url);
      expect(response.statusCode).toBe(200);
      const page: ListAnswer = json<ListAnswer>(response);
      seen.push(...page.events.map((e) => e.id));
      if (page.next !== undefined) expect(response.headers.link).toBe(`<${page.next}>; rel="next"`);
      else expect(response.headers.link).toBeUndefined();
      url = page.next;
      pages += 1;
    }
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);

    const newest = json<ListAnswer>(await server.app.inject("/api/events?order=newest&limit=2"));
    expect(newest.events.map((e) => e.id)).toEqual([ids[4], ids[3]]);
    const then = json<ListAnswer>(await server.app.inject(newest.next!));
    expect(then.events.map((e) => e.id)).toEqual([ids[2], ids[1]]);
  });

  it("a page counts only what the caller may see; `mine=true` is the caller's events", async () => {
    server = await makeTestServer();
    const alice = await server.tokenOf("alice");
    const bob = await server.tokenOf("bob");
    const [listed] = await createEvents(server, alice, ["Listed Open"]);
    const hidden = await createEvents(server, alice, ["Hidden One", "Hidden Two"], "?unlisted=true");
    const [bobs] = await createEvents(server, bob, ["Bob Open"]);
    const anonymous = json<ListAnswer>(await server.app.inject("/api/events?limit=1"));
    expect(anonymous.events.map((e) => e.id)).toEqual([listed]);
    expect(json<ListAnswer>(await server.app.inject(anonymous.next!)).events.map((e) => e.id)).toEqual([
      bobs,
    ]);
    const own = json<ListAnswer>(
      await server.app.inject({ url: "/api/events?mine=true", headers: bearer(alice) }),
    );
    expect(own.events.map((e) => e.id)).toEqual([listed, ...hidden]);
    expect((await server.app.inject("/api/events?mine=true")).statusCode).toBe(401);
  });

  it("refuses a cursor it did not give and a page size out of range, naming the field", async () => {
    server = await makeTestServer();
    const bad = await server.app.inject("/api/events?cursor=bm90LWFuLWV2ZW50");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_REQUEST", field: "querystring.cursor" });
    for (const limit of ["0", "501", "ten"]) {
      const response = await server.app.inject(`/api/events?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field).toBe("querystring.limit");
    }
  });
});
