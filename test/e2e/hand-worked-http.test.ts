// The hand-worked Star Trek event through the HTTP API (app.inject): the results file
// is POSTed, standings and the next pairing are read back, game 4 is reported table by table, and
// every figure is compared with numbers worked out by hand (hand-worked-star-trek.ts), never with
// the program's own scoring.
import { afterEach, describe, expect, it } from "vitest";
import { bearer, json, makeTestServer, type TestServer } from "../../src/server/test-helpers.js";
import {
  TREK_AFTER_GAME_3,
  TREK_GAME_4_BYE,
  TREK_GAME_4_TABLES,
  trekEvent,
} from "./hand-worked-star-trek.js";
import { standingLines, type StandingRow } from "./hand-worked.js";

let server: TestServer;
afterEach(async () => server?.close());

interface Table {
  gameId: number;
  players: { id: string }[];
}
const rows = standingLines;
type Standing = StandingRow;

describe("a hand-worked Star Trek event over HTTP (T1–T6, T9, K1, P2–P4)", () => {
  it("POST the file, read K1 standings, pair game 4 (P4), report it, read the final order", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const created = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: trekEvent(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = json<{ id: string }>(created);
    const command = async (body: Record<string, unknown>) => {
      const response = await server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers: bearer(token),
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    const before = json<{ standings: Standing[] }>(await server.app.inject(`/api/events/${id}/standings`));
    expect(rows(before.standings)).toEqual(TREK_AFTER_GAME_3);

    await command({ type: "PairNextGame" });
    const pairing = json<{ round: number; pairings: Table[]; byes: string[] }>(
      await server.app.inject(`/api/events/${id}/pairings`),
    );
    expect(pairing.round).toBe(4);
    const tables = pairing.pairings.filter((t) => t.players.length === 2);
    expect(tables.map((t) => t.players.map((p) => p.id).join(" vs "))).toEqual(TREK_GAME_4_TABLES);
    expect(pairing.byes).toEqual([TREK_GAME_4_BYE]);

    // Game 4, by hand:
    //   spock–uhura  full 70–100                    uhura 2(+30)   spock 0(-30)
    //   kirk–sulu    time 45–45, no winner: T5      kirk 1(+0)     sulu 1(+0)
    //   mccoy–scotty mccoy forfeits: T6             scotty 2(+100) mccoy 0(-100)
    //   chekov bye: T9                              chekov 2(+0)
    const results = [
      { end: "full", points: { spock: 70, uhura: 100 } },
      { end: "time", points: { kirk: 45, sulu: 45 } },
      { end: "forfeit", forfeiter: "mccoy" },
    ];
    for (const [i, t] of tables.entries())
      await command({ type: "ReportResult", gameId: t.gameId, result: results[i] });

    // uhura 4(+116) + 2(+30) = 6(+146)   kirk 4(+25) + 1(+0) = 5(+25)    spock 4(+135) + 0(-30) = 4(+105)
    // chekov 2(-20) + 2(+0) = 4(-20)     scotty 2(-160) + 2(+100) = 4(-60) sulu 3(-95) + 1(+0) = 4(-95)
    // mccoy 2(+59) + 0(-100) = 2(-41)    rand 0(-60), dropped
    const after = json<{ standings: Standing[] }>(await server.app.inject(`/api/events/${id}/standings`));
    expect(rows(after.standings)).toEqual([
      "1 uhura 6(146)",
      "2 kirk 5(25)",
      "3 spock 4(105)",
      "4 chekov 4(-20)",
      "5 scotty 4(-60)",
      "6 sulu 4(-95)",
      "7 mccoy 2(-41)",
      "8 rand 0(-60)",
    ]);
  });
});
