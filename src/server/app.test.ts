// docs/server.md, end to end in-process (app.inject): a TD creates an event, checks in,
// pairs, reports; standings and pairings follow; a retried commandId writes nothing.
import { afterEach, describe, expect, it } from "vitest";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer;
afterEach(async () => server?.close());

async function createEvent(players = 4): Promise<{ id: string; token: string }> {
  const token = await server.tokenOf("alice");
  const created = await server.app.inject({
    method: "POST",
    url: "/api/events",
    headers: bearer(token),
    payload: makeEventFile(players),
  });
  expect(created.statusCode).toBe(201);
  return { id: json<{ id: string }>(created).id, token };
}

async function command(id: string, token: string, body: Record<string, unknown>) {
  return server.app.inject({
    method: "POST",
    url: `/api/events/${id}/commands`,
    headers: bearer(token),
    payload: body,
  });
}

describe("server: events over HTTP", () => {
  it("GET /api/health answers 200", async () => {
    server = await makeTestServer();
    const response = await server.app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(json(response).status).toBe("ok");
  });

  it("creates an event from a results file with no games; it is listed and readable", async () => {
    server = await makeTestServer();
    const { id } = await createEvent(4);
    expect(id).toMatch(/^hoth-open-2026-05-04-/);
    const list = json<{ events: { id: string; players: number; games: number }[] }>(
      await server.app.inject("/api/events"),
    );
    expect(list.events).toEqual([expect.objectContaining({ id, name: "Hoth Open", players: 4, games: 0 })]);
    const file = json(await server.app.inject(`/api/events/${id}`));
    expect(file.format).toBe("handsdown-results");
    expect((file.players as unknown[]).length).toBe(4);
  });

  it("pairs game 1 (R2 check-in first), reports a result by staff (stands at once), standings count it", async () => {
    server = await makeTestServer();
    const { id, token } = await createEvent(4);
    // R2: once one player is checked in, check-in is in use and game 1 waits for the others.
    expect((await command(id, token, { type: "CheckInPlayer", playerId: "p0001" })).statusCode).toBe(200);
    const refused = await command(id, token, { type: "PairNextGame" });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ code: "PLAYER_NOT_CHECKED_IN", rule: "R2" });
    expect(json(refused).detail).toMatch(/not checked in: p0002, p0003, p0004;/);
    expect(refused.headers["content-type"]).toMatch(/^application\/problem\+json/);
    for (const p of ["p0002", "p0003", "p0004"])
      expect((await command(id, token, { type: "CheckInPlayer", playerId: p })).statusCode).toBe(200);
    expect((await command(id, token, { type: "PairNextGame" })).statusCode).toBe(200);

    const pairings = json<{
      round: number;
      pairings: { gameId: number; players: { id: string; side?: string }[]; result: unknown }[];
    }>(await server.app.inject(`/api/events/${id}/pairings`));
    expect(pairings.round).toBe(1);
    expect(pairings.pairings).toHaveLength(2);
    expect(pairings.pairings.every((t) => t.result === null)).toBe(true);

    const table = pairings.pairings[0]!;
    const winner = table.players[0]!.id;
    const result = { end: "full", winner, lifeForce: 20 };
    const reported = await command(id, token, {
      type: "ReportResult",
      gameId: table.gameId,
      result,
      commandId: "r-1",
    });
    expect(reported.statusCode).toBe(200);
    expect(json<{ events: { type: string }[] }>(reported).events.map((e) => e.type)).toEqual([
      "ResultReported",
    ]);

    // the retry with the same commandId: the first outcome, nothing written
    const retry = await command(id, token, {
      type: "ReportResult",
      gameId: table.gameId,
      result,
      commandId: "r-1",
    });
    expect(retry.statusCode).toBe(200);
    expect(json(retry).version).toBe(json(reported).version);
    expect(json(retry).duplicate).toBe(true);

    const after = json<{ pairings: { gameId: number; result: unknown; isStanding: boolean }[] }>(
      await server.app.inject(`/api/events/${id}/pairings`),
    );
    expect(after.pairings.find((t) => t.gameId === table.gameId)).toMatchObject({ result, isStanding: true });

    const standings = json<{ games: unknown[]; standings: { id: string; rank: number; vp: number }[] }>(
      await server.app.inject(`/api/events/${id}/standings`),
    );
    expect(standings.games).toHaveLength(1);
    // S1/S2: a full win is worth 2 VP, and the winner leads alone
    expect(standings.standings[0]).toMatchObject({ id: winner, rank: 1, vp: 2 });

    const audit = await server.app.inject({ url: `/api/events/${id}/audit`, headers: bearer(token) });
    expect(audit.statusCode).toBe(200);
    expect(json<{ audit: { actor: string }[] }>(audit).audit.at(-1)!.actor).toBe("td:alice");
  });

  it("the OpenAPI document lists the contract's routes", async () => {
    server = await makeTestServer();
    const doc = json<{ paths: Record<string, unknown> }>(await server.app.inject("/api/openapi.json"));
    for (const path of [
      "/api/events",
      "/api/events/{id}",
      "/api/events/{id}/commands",
      "/api/login",
      "/api/play/{token}",
      "/api/events/{id}/live",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect((await server.app.inject("/api/docs")).statusCode).toBeLessThan(400);
  });

  it("web routes without a build answer a plain page naming npm run build:web", async () => {
    server = await makeTestServer();
    const page = await server.app.inject("/events/x");
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("npm run build:web");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe("server: ratings routes are registered", () => {
  it("GET /api/ratings answers the pools of the (empty) ratings database", async () => {
    server = await makeTestServer();
    const response = await server.app.inject("/api/ratings");
    expect(response.statusCode).toBe(200);
    expect(json(response).pools).toBeDefined();
  });
});

describe("server: a TD's swap naming a player without a seat", () => {
  it("answers 422 PLAYER_NOT_PAIRED (a rule), not 403: the TD is allowed to swap", async () => {
    server = await makeTestServer();
    const { id, token } = await createEvent(4);
    for (const p of ["p0001", "p0002", "p0003", "p0004"])
      await command(id, token, { type: "CheckInPlayer", playerId: p });
    expect((await command(id, token, { type: "PairNextGame" })).statusCode).toBe(200);
    const late = await command(id, token, {
      type: "EnterLatePlayer",
      player: { id: "late", name: "Late Comer" },
    });
    expect(late.statusCode).toBe(200);
    const swap = await command(id, token, {
      type: "SwapPlayers",
      playerA: "late",
      playerB: "p0001",
      reason: "x",
    });
    expect(swap.statusCode).toBe(422);
    expect(json(swap)).toMatchObject({ code: "PLAYER_NOT_PAIRED", field: "playerA" });
  });
});

describe("server: GET /api/events/{id} is a results file (docs/rules.md §6)", () => {
  it("keeps the format's version 1 (the log's version is the ETag) and POSTs again as it is, gameIds and all", async () => {
    server = await makeTestServer();
    const { id, token } = await createEvent(4);
    for (const p of ["p0001", "p0002", "p0003", "p0004"])
      await command(id, token, { type: "CheckInPlayer", playerId: p });
    expect((await command(id, token, { type: "PairNextGame" })).statusCode).toBe(200);
    const read = await server.app.inject(`/api/events/${id}`);
    const file = json<{ version: number; games: { gameId: number }[] }>(read);
    expect(file.version).toBe(1);
    const { version } = json<{ version: number }>(await server.app.inject(`/api/events/${id}/pairings`));
    expect(read.headers.etag).toBe(`"${version}"`);
    expect(version).toBe(10); // created, 4 registered, 4 checked in, paired
    const again = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: file,
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("a problem's rule cites docs/rules.md, never docs/rules.md", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const missing = await server.app.inject({ url: "/api/events/nope", headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).rule).toBe("docs/rules.md §6");
  });
});
