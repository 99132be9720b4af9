// F1 over HTTP: the higher seed's side for Final Confrontation game 1 is a judges' command
// (ChooseFinalSide); the pairings then show both sides and the change log says who chose what.
import { afterEach, describe, expect, it } from "vitest";
import { bearer, grantStaff, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer;
afterEach(async () => server?.close());

type Table = { gameId: number; players: { id: string; side?: string }[]; result: unknown };

describe("ChooseFinalSide over HTTP (F1)", () => {
  it("a scorekeeper is refused (403), a bad side is a 400 naming the field, the TD's choice shows in the pairings and the audit", async () => {
    server = await makeTestServer();
    const owner = await server.tokenOf("alice");
    const keeper = await server.tokenOf("carol");
    const id = json<{ id: string }>(
      await server.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(owner),
        payload: makeEventFile(4),
      }),
    ).id;
    const command = (body: Record<string, unknown>, token = owner) =>
      server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(token),
        payload: body,
      });
    const pairings = async () =>
      json<{ pairings: Table[] }>(await server.app.inject(`/api/events/${id}/pairings`)).pairings;
    for (const p of ["p0001", "p0002", "p0003", "p0004"])
      await command({ type: "CheckInPlayer", playerId: p });
    // A1: a Swiss round of two games, then the Final Confrontation's game 1
    for (const final of [false, false, true]) {
      expect((await command({ type: "PairNextGame", ...(final && { final }) })).statusCode).toBe(200);
      if (final) break;
      for (const t of await pairings())
        if (t.result === null)
          await command({
            type: "ReportResult",
            gameId: t.gameId,
            result: { end: "full", winner: t.players[0]!.id, lifeForce: 10 },
          });
    }
    const [fc] = await pairings();
    expect(fc!.players.map((p) => p.side)).toEqual([undefined, undefined]);
    const seed = fc!.players[0]!.id;

    await grantStaff(server, id, owner, "carol", "scorekeeper");
    expect(
      (await command({ type: "ChooseFinalSide", gameId: fc!.gameId, side: "dark" }, keeper)).statusCode,
    ).toBe(403);

    const bad = await command({ type: "ChooseFinalSide", gameId: fc!.gameId, side: "grey" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("side");

    const chosen = await command({ type: "ChooseFinalSide", gameId: fc!.gameId, side: "light" });
    expect(chosen.statusCode).toBe(200);
    const [after] = await pairings();
    expect(after!.players).toEqual([
      expect.objectContaining({ id: seed, side: "light" }),
      expect.objectContaining({ side: "dark" }),
    ]);

    const again = await command({ type: "ChooseFinalSide", gameId: fc!.gameId, side: "dark" });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: "SIDES_ALREADY_CHOSEN", rule: "F1" });

    const audit = json<{ audit: { what: string }[] }>(
      await server.app.inject({ url: `/api/events/${id}/audit`, headers: bearer(owner) }),
    ).audit;
    expect(audit.at(-1)!.what).toContain(`${seed}, the higher seed, chose Light Side`);
  });
});

describe('POST …/commands {"type":"PairNextGame"} once the Final Confrontation began (F1)', () => {
  it("pairs FC game 2 with the sides switched, then answers 422 NOTHING_TO_PAIR (F1) in words of no interface", async () => {
    server = await makeTestServer();
    const owner = await server.tokenOf("alice");
    const id = json<{ id: string }>(
      await server.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(owner),
        payload: makeEventFile(4),
      }),
    ).id;
    const command = (body: Record<string, unknown>) =>
      server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(owner),
        payload: body,
      });
    const pairings = async () =>
      json<{ pairings: Table[] }>(await server.app.inject(`/api/events/${id}/pairings`)).pairings;
    const reportAll = async () => {
      for (const t of await pairings())
        if (t.result === null)
          await command({
            type: "ReportResult",
            gameId: t.gameId,
            result: { end: "full", winner: t.players[0]!.id, lifeForce: 10 },
          });
    };
    for (const p of ["p0001", "p0002", "p0003", "p0004"])
      await command({ type: "CheckInPlayer", playerId: p });
    // A1: a Swiss round of two games, then the Final Confrontation's game 1, its seed on Light.
    for (const final of [false, false, true]) {
      expect((await command({ type: "PairNextGame", ...(final && { final }) })).statusCode).toBe(200);
      if (!final) await reportAll();
    }
    const [fc1] = await pairings();
    const seed = fc1!.players[0]!.id;
    const other = fc1!.players[1]!.id;
    await command({ type: "ChooseFinalSide", gameId: fc1!.gameId, side: "light" });
    await reportAll();

    const second = await command({ type: "PairNextGame" });
    expect(second.statusCode).toBe(200);
    const paired = json<{ events: { type: string; data: Record<string, unknown> }[] }>(second).events;
    expect(paired.map((e) => e.type)).toEqual(["GamePaired"]);
    expect(paired[0]!.data).toMatchObject({ game: 2, system: "final-confrontation", isFinal: true });
    expect((await pairings()).map((t) => t.players)).toEqual([
      [
        expect.objectContaining({ id: seed, side: "dark" }),
        expect.objectContaining({ id: other, side: "light" }),
      ],
    ]);
    await reportAll();

    const done = await command({ type: "PairNextGame" });
    expect(done.statusCode).toBe(422);
    expect(json(done)).toMatchObject({
      code: "NOTHING_TO_PAIR",
      rule: "F1",
      detail: "the Final Confrontation's two games are in; F2 and F5 decide the places (see standings)",
    });
  });
});
