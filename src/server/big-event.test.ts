// A big event must not freeze the server (docs/server.md "Limits"): player links are derived
// cheaply (an HMAC under the event's secret, the same across restarts) and stored in slices
// with the event loop free between them; a second read stores nothing; the host caps players
// per event and events per TD. No timing here: the tests count the work done and the order in
// which concurrent requests finish (figures: bench/big-event.ts).
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { decide } from "../core/decide.js";
import { INITIAL_STATE } from "../core/tournament/state.js";
import { openAuthStore, PLAYER_TOKEN_CHUNK } from "./auth/auth-store.js";
import { sqliteClient, type SqlClient } from "./auth/sql-client.js";
import { openSqliteDatabase } from "../store/sqlite/connection.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A SQL client that records every statement it runs. */
function countingClient(inner: SqlClient): SqlClient & { statements: string[] } {
  const statements: string[] = [];
  return {
    dialect: inner.dialect,
    statements,
    query: (sql, params) => {
      statements.push(sql);
      return inner.query(sql, params);
    },
    execScript: (sql) => inner.execScript(sql),
    close: () => inner.close(),
  };
}

const inserts = (statements: readonly string[]) =>
  statements.filter((sql) => sql.startsWith("INSERT INTO auth_player_tokens"));

describe("player links of a big event", () => {
  it("are stored a slice per statement, once: a second read writes nothing", async () => {
    const db = openSqliteDatabase(":memory:");
    const sql = countingClient(sqliteClient(db));
    const auth = await openAuthStore(sql);
    const players = Array.from({ length: 2 * PLAYER_TOKEN_CHUNK + 200 }, (_, i) => `p${i}`);
    sql.statements.length = 0;
    const first = await auth.playerTokens("hoth-open", players);
    expect(inserts(sql.statements)).toHaveLength(3);
    sql.statements.length = 0;
    const second = await auth.playerTokens("hoth-open", players);
    expect(inserts(sql.statements)).toHaveLength(0);
    expect(second).toEqual(first);
    for (const id of ["p0", `p${players.length - 1}`])
      expect(await auth.findPlayerToken(first.get(id)!)).toEqual({ eventId: "hoth-open", playerId: id });
  });

  it("keep their token across a restart: HMAC-SHA256 of the player id under the event's secret", async () => {
    const db = openSqliteDatabase(":memory:");
    const before = await openAuthStore(sqliteClient(db));
    const token = (await before.playerTokens("hoth-open", ["p1"])).get("p1")!;
    const [row] = db
      .prepare("SELECT link_secret FROM auth_event_settings WHERE event_id = ?")
      .all("hoth-open") as {
      link_secret: string;
    }[];
    // The derivation links printed before this change used: they keep working.
    expect(token).toBe(createHmac("sha256", row!.link_secret).update("p1").digest("base64url"));
    const after = await openAuthStore(sqliteClient(db));
    expect(await after.findPlayerToken(token)).toEqual({ eventId: "hoth-open", playerId: "p1" });
    expect((await after.playerTokens("hoth-open", ["p1", "p2"])).get("p1")).toBe(token);
  });

  it("the first read of a big event's links lets other requests through before it answers", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const created = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: makeEventFile(3 * PLAYER_TOKEN_CHUNK),
    });
    const { id } = json<{ id: string }>(created);
    const finished: string[] = [];
    const links = server.app
      .inject({ url: `/api/events/${id}/player-links`, headers: bearer(token) })
      .then((response) => {
        finished.push("links");
        return response;
      });
    // Started after the links: it answers between two of their slices.
    await new Promise((resolve) => setImmediate(resolve));
    const health = server.app.inject("/api/health").then((response) => {
      finished.push("health");
      return response;
    });
    expect((await links).statusCode).toBe(200);
    expect((await health).statusCode).toBe(200);
    expect(finished).toEqual(["health", "links"]);
    expect(json<{ links: unknown[] }>(await links).links).toHaveLength(3 * PLAYER_TOKEN_CHUNK);
  });
});

describe("host limits", () => {
  it("an event with more players than --max-players is refused with a 422 naming the option", async () => {
    server = await makeTestServer({ limits: { playersPerEvent: 8 } });
    const token = await server.tokenOf("alice");
    const tooBig = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: makeEventFile(9),
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ code: "TOO_MANY_PLAYERS", field: "players" });
    expect(tooBig.json<{ detail: string }>().detail).toContain("--max-players");
    expect(await server.store.listStreams()).toEqual([]);

    const { id } = json<{ id: string }>(
      await server.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(token),
        payload: makeEventFile(7),
      }),
    );
    const register = (playerId: string, name: string) =>
      server!.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(token),
        payload: { type: "RegisterPlayer", player: { id: playerId, name } },
      });
    expect((await register("wedge", "Wedge Antilles")).statusCode).toBe(200);
    const ninth = await register("biggs", "Biggs Darklighter");
    expect(ninth.statusCode).toBe(422);
    expect(ninth.json()).toMatchObject({ code: "TOO_MANY_PLAYERS" });
  });

  it("a TD who owns --max-events-per-td events cannot create another; another TD can", async () => {
    server = await makeTestServer({ limits: { eventsPerTd: 2 } });
    const alice = await server.tokenOf("alice");
    const create = (token: string, name: string) =>
      server!.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(token),
        payload: makeEventFile(4, name),
      });
    expect((await create(alice, "Hoth Open")).statusCode).toBe(201);
    expect((await create(alice, "Endor Open")).statusCode).toBe(201);
    const third = await create(alice, "Bespin Open");
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ code: "TOO_MANY_EVENTS" });
    expect((await create(await server.tokenOf("bob"), "Bespin Open")).statusCode).toBe(201);
  });
});

describe("host limits on publish", () => {
  /** The events an imported file of `players` players makes, as `handsdown publish` pushes them. */
  function pushed(players: number, name: string) {
    const decided = decide({ type: "ImportResultsFile", file: makeEventFile(players, name) }, INITIAL_STATE, {
      now: "2026-05-04T09:00:00.000Z",
      seed: "hoth",
    });
    if (!decided.ok) throw new Error(decided.error.message);
    return decided.value.map((event, i) => ({
      version: i + 1,
      type: event.type,
      data: event.data,
      schemaVersion: 1,
    }));
  }

  it("a first push is held to --max-players and --max-events-per-td like a created event", async () => {
    server = await makeTestServer({ limits: { playersPerEvent: 8, eventsPerTd: 1 } });
    const token = await server.tokenOf("alice");
    const push = (id: string, players: number) =>
      server!.app.inject({
        method: "POST",
        url: `/api/events/${id}/sync`,
        headers: bearer(token),
        payload: { events: pushed(players, id) },
      });
    const tooBig = await push("big-cup", 9);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ code: "TOO_MANY_PLAYERS" });
    expect(await server.store.listStreams()).toEqual([]);
    expect((await push("small-cup", 8)).statusCode).toBe(200);
    const second = await push("other-cup", 4);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: "TOO_MANY_EVENTS" });
  });
});
