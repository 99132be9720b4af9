// Two `serve` processes on one PostgreSQL database share updates through
// LISTEN/NOTIFY — a result reported on one appears on the other's stream within a second, and
// a read on the other reflects it. Accounts and player links live in the same database.
import { afterAll, describe, expect, it } from "vitest";
import { openPostgresStore } from "../store/postgres/postgres-store.js";
import { makeSharedTestDatabase } from "../store/postgres/test-database.js";
import { openAuthStore } from "./auth/auth-store.js";
import { postgresClient } from "./auth/sql-client.js";
import { openSse } from "./sse-client.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

const database = makeSharedTestDatabase("handsdown_server");
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  await database.drop();
});

async function serverOn(url: string): Promise<{ server: TestServer; base: string }> {
  const server = await makeTestServer({
    store: await openPostgresStore(url),
    auth: await openAuthStore(postgresClient(url)),
  });
  servers.push(server);
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  return { server, base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

describe("two servers on one PostgreSQL database", () => {
  it("a result reported on one is on the other's stream within 1 s, and in its reads", async () => {
    const { url } = await database.get();
    const a = await serverOn(url);
    const b = await serverOn(url);
    const token = await a.server.tokenOf("alice");
    const id = json<{ id: string }>(
      await a.server.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(token),
        payload: makeEventFile(2),
      }),
    ).id;
    const run = (body: Record<string, unknown>) =>
      a.server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(token),
        payload: body,
      });
    await run({ type: "CheckInPlayer", playerId: "p0001" });
    await run({ type: "CheckInPlayer", playerId: "p0002" });
    expect((await run({ type: "PairNextGame" })).statusCode).toBe(200);
    const table = json<{ pairings: { gameId: number; players: { id: string }[] }[] }>(
      await b.server.app.inject(`/api/events/${id}/pairings`),
    ).pairings[0]!;

    // the session made on server A is valid on B (same database)
    expect(
      (await b.server.app.inject({ url: `/api/events/${id}/audit`, headers: bearer(token) })).statusCode,
    ).toBe(200);

    const stream = await openSse(`${b.base}/api/events/${id}/live`);
    try {
      const result = { end: "full", winner: table.players[0]!.id, lifeForce: 5 };
      const reported = await run({ type: "ReportResult", gameId: table.gameId, result });
      expect(reported.statusCode).toBe(200);
      const started = performance.now();
      await stream.until((m) => m.some((message) => message.event === "ResultReported"), 1_000);
      expect(performance.now() - started).toBeLessThan(1_000);
      const message = stream.messages.find((m) => m.event === "ResultReported")!;
      expect(Number(message.id)).toBe(json<{ events: { position: number }[] }>(reported).events[0]!.position);
      const read = json<{ pairings: { gameId: number; result: unknown }[] }>(
        await b.server.app.inject(`/api/events/${id}/pairings`),
      );
      expect(read.pairings.find((t) => t.gameId === table.gameId)!.result).toEqual(result);
    } finally {
      stream.close();
    }
  });
});
