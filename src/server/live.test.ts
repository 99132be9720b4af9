// docs/architecture.md live stream: headers at once; without Last-Event-ID it starts at the end of the log;
// each message is one log event (`id:` its global position, `event:` its type, `data:` its
// JSON); with Last-Event-ID every later event of this stream, in order, once, then live.
import { afterEach, describe, expect, it } from "vitest";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";
import { openSse, type SseConnection } from "./sse-client.js";

let server: TestServer | undefined;
const open: SseConnection[] = [];
afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  await server?.close();
  server = undefined;
});

async function listen(s: TestServer): Promise<string> {
  await s.app.listen({ port: 0, host: "127.0.0.1" });
  const address = s.app.server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

async function sse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const connection = await openSse(url, headers);
  open.push(connection);
  return connection;
}

async function setUp() {
  server = await makeTestServer({ heartbeatMs: 50 });
  const base = await listen(server);
  const token = await server.tokenOf("alice");
  const id = json<{ id: string }>(
    await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: makeEventFile(4),
    }),
  ).id;
  const run = (body: Record<string, unknown>) =>
    server!.app.inject({
      method: "POST",
      url: `/api/events/${id}/commands`,
      headers: bearer(token),
      payload: body,
    });
  return { base, id, token, run };
}

describe("GET /api/events/{id}/live", () => {
  it("sends headers at once, starts at the end of the log, then one message per new event", async () => {
    const { base, id, run } = await setUp();
    const stream = await sse(`${base}/api/events/${id}/live`);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    const checkIn = json<{ events: { position: number }[] }>(
      await run({ type: "CheckInPlayer", playerId: "p0001" }),
    );
    await stream.until((m) => m.length >= 1);
    expect(stream.messages).toEqual([
      {
        id: String(checkIn.events[0]!.position),
        event: "PlayerCheckedIn",
        data: JSON.stringify({ playerId: "p0001" }),
      },
    ]);
  });

  it("with Last-Event-ID: every later event of this stream in order, once, then live", async () => {
    const { base, id, run } = await setUp();
    const positions: number[] = [];
    for (const p of ["p0001", "p0002", "p0003"])
      positions.push(
        json<{ events: { position: number }[] }>(await run({ type: "CheckInPlayer", playerId: p })).events[0]!
          .position,
      );
    // another event's appends are not part of this stream
    const token = await server!.tokenOf("alice");
    await server!.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: makeEventFile(2, "Other"),
    });
    const stream = await sse(`${base}/api/events/${id}/live`, { "last-event-id": String(positions[0]) });
    await stream.until((m) => m.length >= 2);
    const fourth = json<{ events: { position: number }[] }>(
      await run({ type: "CheckInPlayer", playerId: "p0004" }),
    ).events[0]!.position;
    await stream.until((m) => m.length >= 3);
    expect(stream.messages.map((m) => Number(m.id))).toEqual([positions[1], positions[2], fourth]);
    expect(stream.messages.map((m) => JSON.parse(m.data!).playerId)).toEqual(["p0002", "p0003", "p0004"]);
  });

  it("sends heartbeat comments", async () => {
    const { base, id } = await setUp();
    const stream = await sse(`${base}/api/events/${id}/live`);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (stream.comments >= 3) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    expect(stream.comments).toBeGreaterThanOrEqual(3);
  });

  it("a malformed Last-Event-ID is a 400; an unknown event is a 404", async () => {
    const { id } = await setUp();
    const bad = await server!.app.inject({
      url: `/api/events/${id}/live`,
      headers: { "last-event-id": "abc" },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).field).toBe("Last-Event-ID");
    expect((await server!.app.inject("/api/events/nope/live")).statusCode).toBe(404);
  });

  it("closing the app ends open streams (clean shutdown)", async () => {
    const { base, id } = await setUp();
    const stream = await sse(`${base}/api/events/${id}/live`);
    const ended = new Promise<void>((resolve) => stream.response.on("end", () => resolve()));
    await server!.app.close();
    await ended;
    expect(server!.app.server.listening).toBe(false);
  });
});
