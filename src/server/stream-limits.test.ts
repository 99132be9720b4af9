// Live streams are capped per client address and in all (docs/server.md "Limits"): beyond the
// client's share a 429, beyond the server's a 503, each with Retry-After; health checks and
// writes still answer; a closed stream gives its slot back. Addresses come from X-Forwarded-For
// (the test trusts its own proxy, 127.0.0.1).
import { afterEach, describe, expect, it } from "vitest";
import { openSse, type SseConnection } from "./sse-client.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer | undefined;
const open: SseConnection[] = [];
afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  await server?.close();
  server = undefined;
});

async function setUp() {
  server = await makeTestServer({ trustProxy: "127.0.0.1", limits: { streams: 3, streamsPerClient: 2 } });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const token = await server.tokenOf("alice");
  const { id } = json<{ id: string }>(
    await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: makeEventFile(4),
    }),
  );
  const stream = async (client: string) => {
    const connection = await openSse(`${base}/api/events/${id}/live`, { "x-forwarded-for": client });
    open.push(connection);
    return connection;
  };
  /** A stream the server refuses: its answer, read whole. */
  const refused = (client: string) =>
    fetch(`${base}/api/events/${id}/live`, { headers: { "x-forwarded-for": client } });
  return { id, token, stream, refused };
}

describe("live stream limits", () => {
  it("429 beyond a client's share, 503 beyond the server's; health and writes still answer", async () => {
    const { id, token, stream, refused } = await setUp();
    const a1 = await stream("203.0.113.1");
    const a2 = await stream("203.0.113.1");
    expect([a1.response.statusCode, a2.response.statusCode]).toEqual([200, 200]);
    const a3 = await refused("203.0.113.1");
    expect(a3.status).toBe(429);
    expect(a3.headers.get("retry-after")).toBe("10");
    expect(await a3.json()).toMatchObject({ status: 429, code: "TOO_MANY_STREAMS" });

    expect((await stream("203.0.113.2")).response.statusCode).toBe(200);
    const c1 = await refused("203.0.113.3");
    expect(c1.status).toBe(503);
    expect(c1.headers.get("retry-after")).toBe("10");
    expect(await c1.json()).toMatchObject({ status: 503, code: "STREAMS_FULL" });

    expect((await server!.app.inject("/api/health")).statusCode).toBe(200);
    const write = await server!.app.inject({
      method: "POST",
      url: `/api/events/${id}/commands`,
      headers: bearer(token),
      payload: { type: "CheckInPlayer", playerId: "p0001" },
    });
    expect(write.statusCode).toBe(200);
    // The stream that was open gets the write.
    await a1.until((messages) => messages.some((m) => m.event === "PlayerCheckedIn"));
  });

  it("a closed stream gives its slot back", async () => {
    const { stream, refused } = await setUp();
    const a1 = await stream("203.0.113.1");
    await stream("203.0.113.1");
    expect((await refused("203.0.113.1")).status).toBe(429);
    a1.close();
    // The server sees the close asynchronously: wait until the slot is free again.
    let statusCode = 0;
    for (let attempt = 0; attempt < 100 && statusCode !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await stream("203.0.113.1");
      statusCode = again.response.statusCode ?? 0;
    }
    expect(statusCode).toBe(200);
    expect(server!.app.server.listening).toBe(true);
  });
});
