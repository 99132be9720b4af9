// docs/server.md and R6 ("players report, the opponent accepts"): a player reports his
// own game from his link, the result stands only when the opponent accepts; his own acceptance
// is refused by the core (422); links survive a restart (SQLite file).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../store/sqlite/sqlite-store.js";
import { openAuthStore } from "./auth/auth-store.js";
import { sqliteClient } from "./auth/sql-client.js";
import { openSqliteDatabase } from "../store/sqlite/connection.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

interface Table {
  gameId: number;
  players: { id: string; side?: string }[];
  result: unknown;
  acceptedBy: string[];
  isStanding: boolean;
  disputedBy: string | null;
  disputedResult?: unknown;
}

let server: TestServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function pairedEvent(s: TestServer, publicUrl?: string) {
  const token = await s.tokenOf("alice");
  const id = json<{ id: string }>(
    await s.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: makeEventFile(4, "Bespin <b>Cup</b>"),
    }),
  ).id;
  for (let i = 1; i <= 4; i++)
    await s.app.inject({
      method: "POST",
      url: `/api/events/${id}/commands`,
      headers: bearer(token),
      payload: { type: "CheckInPlayer", playerId: `p000${i}` },
    });
  expect(
    (
      await s.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(token),
        payload: { type: "PairNextGame" },
      })
    ).statusCode,
  ).toBe(200);
  const table = json<{ pairings: Table[] }>(await s.app.inject(`/api/events/${id}/pairings`)).pairings[0]!;
  const links = json<{ links: { playerId: string; token: string; url: string }[] }>(
    await s.app.inject({
      url: `/api/events/${id}/player-links`,
      headers: { ...bearer(token), host: "venue.local:8080" },
    }),
  ).links;
  const linkOf = (playerId: string) => links.find((l) => l.playerId === playerId)!;
  if (publicUrl === undefined)
    expect(linkOf("p0001").url).toBe(`http://venue.local:8080/play/${linkOf("p0001").token}`);
  return { id, token, table, links, linkOf };
}

describe("player links (R6)", () => {
  it("the player sees his table, opponent and side", async () => {
    server = await makeTestServer();
    const { table, linkOf } = await pairedEvent(server);
    const [me, opponent] = table.players;
    const view = json(await server.app.inject(`/api/play/${linkOf(me!.id).token}`));
    expect(view.player).toMatchObject({ id: me!.id, name: `Player ${Number(me!.id.slice(1))}` });
    expect(view.table).toMatchObject({ gameId: table.gameId });
    expect(view.side).toBe(me!.side ?? null);
    expect(view.opponents).toEqual([expect.objectContaining({ id: opponent!.id })]);
    expect((view.event as { name: string }).name).toBe("Bespin <b>Cup</b>"); // JSON echo: data, not markup
    // The page scores a report with the event's profile: it was read from `event.rules`, which
    // the server did not send (the page's hand-written type had drifted), so the page fell back
    // to the game's default.
    expect(view.event).toMatchObject({ game: "swccg", rules: "swccg-pc-2.3.6" });
  });

  it("a report stands only when the opponent accepts; accepting one's own report is 422", async () => {
    server = await makeTestServer();
    const { id, table, linkOf } = await pairedEvent(server);
    const [me, opponent] = table.players;
    const result = { end: "full", winner: me!.id, lifeForce: 12 };
    const reported = await server.app.inject({
      method: "POST",
      url: `/api/play/${linkOf(me!.id).token}/report`,
      payload: { gameId: table.gameId, result },
    });
    expect(reported.statusCode).toBe(200);
    const pending = json<{ pairings: Table[] }>(
      await server.app.inject(`/api/events/${id}/pairings`),
    ).pairings.find((t) => t.gameId === table.gameId)!;
    expect(pending).toMatchObject({ result, acceptedBy: [me!.id], isStanding: false });
    expect(json<{ games: unknown[] }>(await server.app.inject(`/api/events/${id}`)).games).toHaveLength(0);

    const own = await server.app.inject({
      method: "POST",
      url: `/api/play/${linkOf(me!.id).token}/accept`,
      payload: { gameId: table.gameId },
    });
    expect(own.statusCode).toBe(422);
    expect(json(own).code).toBe("RESULT_ALREADY_ACCEPTED");

    const accepted = await server.app.inject({
      method: "POST",
      url: `/api/play/${linkOf(opponent!.id).token}/accept`,
      payload: { gameId: table.gameId },
    });
    expect(accepted.statusCode).toBe(200);
    expect(json<{ games: unknown[] }>(await server.app.inject(`/api/events/${id}`)).games).toHaveLength(1);
    const audit = json<{ audit: { actor: string; type: string }[] }>(
      await server.app.inject({
        url: `/api/events/${id}/audit`,
        headers: bearer(await server.tokenOf("alice")),
      }),
    ).audit;
    expect(audit.slice(-2).map((a) => [a.type, a.actor])).toEqual([
      ["ResultReported", `player:${me!.id}`],
      ["ResultAccepted", `player:${opponent!.id}`],
    ]);
  });

  it("a player cannot report or accept a game that is not his (403)", async () => {
    server = await makeTestServer();
    const { table, links } = await pairedEvent(server);
    const stranger = links.find((l) => !table.players.some((p) => p.id === l.playerId))!;
    const report = await server.app.inject({
      method: "POST",
      url: `/api/play/${stranger.token}/report`,
      payload: { gameId: table.gameId, result: { end: "full", winner: stranger.playerId, lifeForce: 1 } },
    });
    expect(report.statusCode).toBe(403);
    expect(json(report)).toMatchObject({ code: "NOT_YOUR_GAME", field: "gameId" });
  });

  it("links use --public-url when given", async () => {
    server = await makeTestServer({ publicUrl: "https://hd.example.org/" });
    const { linkOf } = await pairedEvent(server, "https://hd.example.org");
    expect(linkOf("p0002").url).toBe(`https://hd.example.org/play/${linkOf("p0002").token}`);
  });

  it("player links and sessions survive a restart on the same SQLite file", async () => {
    dir = mkdtempSync(join(tmpdir(), "hd-play-"));
    const file = join(dir, "h.db");
    const open = async () =>
      makeTestServer({
        store: openSqliteStore(file),
        auth: await openAuthStore(sqliteClient(openSqliteDatabase(file))),
      });
    server = await open();
    const { id, token, table, linkOf } = await pairedEvent(server);
    const me = table.players[0]!.id;
    await server.close();
    server = await open();
    const view = await server.app.inject(`/api/play/${linkOf(me).token}`);
    expect(view.statusCode).toBe(200);
    expect(json<{ table: { gameId: number } }>(view).table.gameId).toBe(table.gameId);
    expect(
      (await server.app.inject({ url: `/api/events/${id}/audit`, headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it("the opponent disputes a report: the table is disputed (not waiting); a stranger's dispute is 403; staff's entry then stands at once and the log says who did what", async () => {
    server = await makeTestServer();
    const { id, token, table, links, linkOf } = await pairedEvent(server);
    const [me, opponent] = table.players;
    const post = (who: string, action: string, payload: Record<string, unknown>) =>
      server!.app.inject({ method: "POST", url: `/api/play/${linkOf(who).token}/${action}`, payload });
    const reported = { end: "full", winner: me!.id, lifeForce: 12 };
    expect((await post(me!.id, "report", { gameId: table.gameId, result: reported })).statusCode).toBe(200);
    const stranger = links.find((l) => !table.players.some((p) => p.id === l.playerId))!;
    const foreign = await post(stranger.playerId, "dispute", { gameId: table.gameId });
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign).code).toBe("NOT_YOUR_GAME");
    const disputed = await post(opponent!.id, "dispute", { gameId: table.gameId });
    expect(disputed.statusCode).toBe(200);
    expect(json<{ events: { type: string }[] }>(disputed).events.map((e) => e.type)).toEqual([
      "ResultDisputed",
    ]);
    const shown = json<{ table: Table }>(await server.app.inject(`/api/play/${linkOf(me!.id).token}`)).table;
    expect(shown).toMatchObject({ disputedBy: opponent!.id, isStanding: false });
    // The opponent can no longer accept: staff decide.
    const late = await post(opponent!.id, "accept", { gameId: table.gameId });
    expect(json(late).code).toBe("RESULT_DISPUTED");

    const decided = { end: "full", winner: opponent!.id, lifeForce: 4 };
    const staff = await server.app.inject({
      method: "POST",
      url: `/api/events/${id}/commands`,
      headers: bearer(token),
      payload: { type: "ReportResult", gameId: table.gameId, result: decided },
    });
    expect(staff.statusCode).toBe(200);
    const games = json<{ games: { result: unknown }[] }>(await server.app.inject(`/api/events/${id}`)).games;
    expect(games.map((g) => g.result)).toEqual([decided]);
    const audit = json<{ audit: { actor: string; type: string; what: string }[] }>(
      await server.app.inject({ url: `/api/events/${id}/audit`, headers: bearer(token) }),
    ).audit;
    expect(audit.slice(-3).map((a) => [a.type, a.actor])).toEqual([
      ["ResultReported", `player:${me!.id}`],
      ["ResultDisputed", `player:${opponent!.id}`],
      ["ResultReported", "td:alice"],
    ]);
    expect(audit.at(-1)!.what).toMatch(
      new RegExp(
        `^decided game ${table.gameId} .*in place of ${me!.id}'s report .*, disputed by ${opponent!.id}$`,
      ),
    );
  });

  it("both players report different results: the second is kept as a dispute and both phones show that the TD decides", async () => {
    server = await makeTestServer();
    const { table, linkOf } = await pairedEvent(server);
    const [me, opponent] = table.players;
    const report = (who: string, winner: string) =>
      server!.app.inject({
        method: "POST",
        url: `/api/play/${linkOf(who).token}/report`,
        payload: { gameId: table.gameId, result: { end: "full", winner, lifeForce: 10 } },
      });
    const [first, second] = await Promise.all([report(me!.id, me!.id), report(opponent!.id, opponent!.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    for (const who of [me!.id, opponent!.id]) {
      const view = json<{ table: Table }>(await server.app.inject(`/api/play/${linkOf(who).token}`)).table;
      expect(view.disputedBy).not.toBeNull();
      expect(view.disputedResult).toBeDefined();
      expect(view.isStanding).toBe(false);
    }
  });

  it("a retried write with the same commandId is applied once (a phone that lost the answer)", async () => {
    server = await makeTestServer();
    const { id, table, linkOf } = await pairedEvent(server);
    const [me] = table.players;
    const send = () =>
      server!.app.inject({
        method: "POST",
        url: `/api/play/${linkOf(me!.id).token}/report`,
        payload: {
          gameId: table.gameId,
          result: { end: "full", winner: me!.id, lifeForce: 3 },
          commandId: "phone-retry-1",
        },
      });
    const once = await send();
    const again = await send();
    expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(json(again)).toMatchObject({ duplicate: true });
    const audit = json<{ audit: { type: string; commandId?: string }[] }>(
      await server.app.inject({
        url: `/api/events/${id}/audit`,
        headers: bearer(await server.tokenOf("alice")),
      }),
    ).audit;
    expect(audit.filter((a) => a.commandId === "phone-retry-1")).toHaveLength(1);
  });
});
