// Publish an event's log from a laptop (SQLite) to a hosted server over loopback,
// with the connection cut mid-sync by a TCP proxy (after the server committed a batch, before
// the laptop got the reply); the sync resumes, the hosted log equals the laptop's, a second
// publish writes nothing, and following pushes new events as they are appended.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CommandPipeline } from "../app/command-pipeline.js";
import type { EventStore } from "../store/event-store.js";
import { openSqliteStore } from "../store/sqlite/sqlite-store.js";
import { publishAndFollow, publishOnce } from "./publish-client.js";
import { bearer, json, makeTestServer, type TestServer } from "./test-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "hd-publish-"));
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  rmSync(dir, { recursive: true, force: true });
});

/** Forwards to `port`; at the `cutAt`-th POST it lets the request through and kills the reply. */
function cuttingProxy(
  port: number,
  cutAt: number,
): Promise<{ port: number; cuts: () => number; close: () => Promise<void> }> {
  let posts = 0;
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, "127.0.0.1");
    sockets.add(client).add(upstream);
    let isCutting = false;
    client.on("data", (chunk: Buffer) => {
      const before = posts;
      posts += (chunk.toString("latin1").match(/POST \/api\/events\//g) ?? []).length;
      if (before < cutAt && posts >= cutAt) isCutting = true; // this request, once
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (isCutting) {
        cuts += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const close = () =>
        new Promise<void>((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        });
      resolve({ port: typeof address === "object" && address ? address.port : 0, cuts: () => cuts, close });
    }),
  );
}

async function makeLaptopEvent(store: EventStore): Promise<CommandPipeline> {
  const live = new CommandPipeline(store);
  const meta = { actor: "td:alice", now: new Date("2026-05-04T09:00:00Z") };
  const players = Array.from({ length: 30 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const file = {
    format: "handsdown-results",
    version: 1,
    event: { name: "Endor Open", date: "2026-05-04", game: "swccg", seed: "endor" },
    players,
    games: [],
  };
  expect((await live.execute("endor", { type: "ImportResultsFile", file }, meta)).ok).toBe(true);
  for (const p of players)
    expect((await live.execute("endor", { type: "CheckInPlayer", playerId: p.id }, meta)).ok).toBe(true);
  expect((await live.execute("endor", { type: "PairNextGame" }, meta)).ok).toBe(true);
  return live;
}

function wire(events: readonly { version: number; type: string; data: unknown }[]) {
  return events.map((e) => ({ version: e.version, type: e.type, data: e.data }));
}

describe("handsdown publish", () => {
  it("resumes after the connection is cut mid-sync; the hosted log equals the laptop's; a re-publish writes nothing; new events follow", async () => {
    const laptop = openSqliteStore(join(dir, "laptop.db"));
    cleanup.push(() => laptop.close());
    const live = await makeLaptopEvent(laptop);

    const hosted: TestServer = await makeTestServer();
    cleanup.push(() => hosted.close());
    await hosted.app.listen({ port: 0, host: "127.0.0.1" });
    const address = hosted.app.server.address();
    const hostedPort = typeof address === "object" && address ? address.port : 0;
    const token = await hosted.tokenOf("alice");
    const proxy = await cuttingProxy(hostedPort, 3);
    cleanup.push(() => proxy.close());

    const options = {
      store: laptop,
      stream: "endor",
      to: `http://127.0.0.1:${proxy.port}`,
      token,
      batchSize: 7,
      retryDelayMs: 20,
    };
    const done = await publishOnce(options);
    const local = await laptop.read("endor");
    expect(proxy.cuts()).toBe(1);
    expect(done.version).toBe(local.length);
    expect(wire(await hosted.store.read("endor"))).toEqual(wire(local));
    expect(json<{ players: unknown[] }>(await hosted.app.inject("/api/events/endor")).players).toHaveLength(
      30,
    );
    // the pusher owns the published event
    expect(
      (await hosted.app.inject({ url: "/api/events/endor/audit", headers: bearer(token) })).statusCode,
    ).toBe(200);

    const again = await publishOnce(options);
    expect(again.pushed).toBe(0);
    expect((await hosted.store.read("endor")).length).toBe(local.length);

    // following: a result entered on the laptop appears on the hosted server
    const stop = new AbortController();
    const following = publishAndFollow(options, stop.signal);
    const table = (await live.load("endor"))!.state.gameBlocks[0]![0]!;
    const reported = await live.execute(
      "endor",
      {
        type: "ReportResult",
        gameId: table.gameId,
        result: { end: "full", winner: table.record.players[0]!.id, lifeForce: 9 },
      },
      { actor: "td:alice", now: new Date() },
    );
    expect(reported.ok).toBe(true);
    for (let i = 0; i < 200 && (await hosted.store.read("endor")).length <= local.length; i++)
      await new Promise((r) => setTimeout(r, 25));
    stop.abort();
    await following;
    expect(wire(await hosted.store.read("endor"))).toEqual(wire(await laptop.read("endor")));
  });

  it("carries command ids: a command retried on the hosted server after the publish gets its first outcome, not a second application", async () => {
    const laptop = openSqliteStore(join(dir, "laptop-ids.db"));
    cleanup.push(() => laptop.close());
    const live = await makeLaptopEvent(laptop);
    const deckList = {
      type: "RecordDeckList" as const,
      playerId: "p1",
      deckList: "Hunt Down and Destroy the Jedi",
    };
    const first = await live.execute("endor", deckList, {
      actor: "td:alice",
      now: new Date("2026-05-04T09:30:00Z"),
      commandId: "deck-p1",
    });
    expect(first.ok).toBe(true);

    const hosted = await makeTestServer();
    cleanup.push(() => hosted.close());
    await hosted.app.listen({ port: 0, host: "127.0.0.1" });
    const address = hosted.app.server.address();
    const token = await hosted.tokenOf("alice");
    await publishOnce({
      store: laptop,
      stream: "endor",
      to: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
      token,
      batchSize: 11,
    });
    const local = await laptop.read("endor");
    const held = await hosted.store.read("endor");
    expect(wire(held)).toEqual(wire(local));
    expect(held.map((e) => e.commandId)).toEqual(local.map((e) => e.commandId));

    // The TD's tablet lost the laptop's reply and retries the same command on the hosted server.
    const retry = await hosted.app.inject({
      method: "POST",
      url: "/api/events/endor/commands",
      headers: bearer(token),
      payload: { ...deckList, commandId: "deck-p1" },
    });
    expect(retry.statusCode).toBe(200);
    expect(json<{ duplicate?: boolean; version: number }>(retry)).toMatchObject({
      duplicate: true,
      version: local.length,
    });
    expect(await hosted.store.read("endor")).toHaveLength(local.length);
  });

  it("a push that does not continue the hosted log is refused: a gap is 409, a different history is 409, no token is 401", async () => {
    const hosted = await makeTestServer();
    cleanup.push(() => hosted.close());
    const token = await hosted.tokenOf("bob");
    const created = {
      version: 1,
      type: "EventCreated",
      data: { event: { name: "X", date: "2026-01-01", game: "swccg" } },
      schemaVersion: 1,
    };
    const push = (events: unknown[], headers = bearer(token)) =>
      hosted.app.inject({ method: "POST", url: "/api/events/x/sync", headers, payload: { events } });
    expect((await push([created], {})).statusCode).toBe(401);
    expect(json(await push([{ ...created, version: 2 }])).code).toBe("SYNC_GAP");
    expect((await push([created])).statusCode).toBe(200);
    expect((await push([created])).statusCode).toBe(200); // a retry
    const other = await push([
      { ...created, data: { event: { name: "Y", date: "2026-01-01", game: "swccg" } } },
    ]);
    expect(other.statusCode).toBe(409);
    expect(json(other).code).toBe("SYNC_DIVERGED");
    const stranger = await hosted.tokenOf("carol");
    expect(
      (
        await push(
          [{ version: 2, type: "PlayerRegistered", data: { player: { id: "a" } }, schemaVersion: 1 }],
          bearer(stranger),
        )
      ).statusCode,
    ).toBe(403);
  });
});
