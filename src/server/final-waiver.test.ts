// F4 over HTTP: the second seed's waiver of a Championship Level Final Confrontation is a judges'
// command (WaiveFinalConfrontation); a wrong player is a 422 naming the rule; the event's results
// file then records `event.finalWaivedBy` and the standings put the first seed 1st (F5).
import { afterEach, describe, expect, it } from "vitest";
import { bearer, json, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer;
afterEach(async () => server?.close());

const win = (round: number, game: number, winner: string, loser: string, lifeForce: number) => ({
  round,
  game,
  players: [{ id: winner }, { id: loser }],
  result: { end: "full", winner, lifeForce },
});

// Three rounds (R3: six games at Championship Level); by hand: ann 12(+60), bob 12(+30), cid and
// dan 0(-45): ann is the first seed, bob the second.
const file = {
  format: "handsdown-results",
  version: 1,
  event: { name: "Waiver HTTP", date: "2026-01-01", game: "swccg", championship: true, seed: "w" },
  players: ["ann", "bob", "cid", "dan"].map((id) => ({ id })),
  games: [1, 2, 3].flatMap((r) => [
    win(r, 1, "ann", "cid", 10),
    win(r, 1, "bob", "dan", 5),
    win(r, 2, "ann", "dan", 10),
    win(r, 2, "bob", "cid", 5),
  ]),
};

describe("WaiveFinalConfrontation over HTTP (F4)", () => {
  it("the first seed is refused (422, F4); the second seed's waiver stands and shows in the file and the standings", async () => {
    server = await makeTestServer();
    const owner = await server.tokenOf("alice");
    const id = json<{ id: string }>(
      await server.app.inject({ method: "POST", url: "/api/events", headers: bearer(owner), payload: file }),
    ).id;
    const waive = (playerId: string) =>
      server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(owner),
        payload: { type: "WaiveFinalConfrontation", playerId },
      });
    const refused = await waive("ann");
    expect(refused.statusCode).toBe(422);
    expect(json<{ rule: string; code: string }>(refused)).toMatchObject({
      code: "FINAL_NOT_WAIVABLE",
      rule: "F4",
    });
    expect((await waive("bob")).statusCode).toBe(200);
    const event = json<{ event: { finalWaivedBy?: string }; standings: { rank: number; id: string }[] }>(
      await server.app.inject({ url: `/api/events/${id}`, headers: bearer(owner) }),
    );
    expect(event.event.finalWaivedBy).toBe("bob");
    expect(event.standings.slice(0, 2).map((r) => `${r.rank}:${r.id}`)).toEqual(["1:ann", "2:bob"]);
  });
});
