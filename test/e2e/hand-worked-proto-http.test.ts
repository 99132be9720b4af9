// Over HTTP: "every map keyed by user data must be safe … everywhere — core,
// store, CLI, and the server". The hand-worked Star Trek event with kirk renamed `__proto__` and
// spock `constructor` — IDs the CLI takes — is created, paired, reported and read back through the
// API, and every figure is the hand-worked one under the rename. Before, the server answered the
// file with 400 "malformed JSON" (field `body`) (its JSON parser refuses any `__proto__` key, and a results
// file keys its points by player ID).
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

const RENAME: Record<string, string> = { kirk: "__proto__", spock: "constructor" };
const rename = (text: string): string => text.replace(/\b(kirk|spock)\b/g, (id) => RENAME[id]!);

const rows = standingLines;
type Standing = StandingRow;

describe("player IDs __proto__ and constructor over HTTP (K1, P2–P4, T1–T6)", () => {
  it("POST the renamed file, read standings, pair, report with __proto__ keys, read back: the hand-worked figures, renamed", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const headers = { ...bearer(token), "content-type": "application/json" };
    const fileText = rename(JSON.stringify(trekEvent()));
    expect(fileText).toContain('"__proto__":120');
    const created = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers,
      payload: fileText,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ id: string }>(created);
    const command = async (body: string) => {
      const response = await server.app.inject({
        method: "POST",
        url: `/api/events/${id}/commands`,
        headers,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    const before = json<{ standings: Standing[] }>(await server.app.inject(`/api/events/${id}/standings`));
    expect(rows(before.standings)).toEqual(TREK_AFTER_GAME_3.map(rename));

    await command('{"type":"PairNextGame"}');
    const pairing = json<{ pairings: { gameId: number; players: { id: string }[] }[]; byes: string[] }>(
      await server.app.inject(`/api/events/${id}/pairings`),
    );
    const tables = pairing.pairings.filter((t) => t.players.length === 2);
    expect(tables.map((t) => t.players.map((p) => p.id).join(" vs "))).toEqual(
      TREK_GAME_4_TABLES.map(rename),
    );
    expect(pairing.byes).toEqual([TREK_GAME_4_BYE]);

    // Game 4 as in hand-worked-http.test.ts, the points maps keyed by the renamed IDs:
    // constructor–uhura 70–100 → uhura 2(+30); __proto__–sulu 45–45 on time → T5 1(+0) each;
    // mccoy forfeits → scotty 2(+100).
    const results = [
      '{"end":"full","points":{"constructor":70,"uhura":100}}',
      '{"end":"time","points":{"__proto__":45,"sulu":45}}',
      '{"end":"forfeit","forfeiter":"mccoy"}',
    ];
    for (const [i, t] of tables.entries())
      await command(`{"type":"ReportResult","gameId":${t.gameId},"result":${results[i]}}`);

    const after = json<{ standings: Standing[] }>(await server.app.inject(`/api/events/${id}/standings`));
    expect(rows(after.standings)).toEqual([
      "1 uhura 6(146)",
      "2 __proto__ 5(25)",
      "3 constructor 4(105)",
      "4 chekov 4(-20)",
      "5 scotty 4(-60)",
      "6 sulu 4(-95)",
      "7 mccoy 2(-41)",
      "8 rand 0(-60)",
    ]);

    // The file read back keeps the __proto__ keys as data, and imports again as it is (docs/rules.md §6);
    // the event log's version is in the ETag, not in the file's `version`.
    const exported = await server.app.inject(`/api/events/${id}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('"__proto__":120');
    expect(exported.body).toContain('"__proto__":45');
    const reimport = JSON.parse(exported.body) as Record<string, unknown>;
    expect(reimport.version).toBe(1);
    expect(exported.headers.etag).toMatch(/^"\d+"$/);
    const again = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers,
      payload: JSON.stringify(reimport),
    });
    expect(again.statusCode, again.body).toBe(201);
    const { id: second } = json<{ id: string }>(again);
    const reread = json<{ standings: Standing[] }>(
      await server.app.inject(`/api/events/${second}/standings`),
    );
    expect(rows(reread.standings)).toEqual(rows(after.standings));
  });

  it("a __proto__ key is data, never a prototype: a result { __proto__: {end, points} } has no end and is refused", async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const headers = { ...bearer(token), "content-type": "application/json" };
    const created = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers,
      payload: rename(JSON.stringify(trekEvent())),
    });
    const { id } = json<{ id: string }>(created);
    await server.app.inject({
      method: "POST",
      url: `/api/events/${id}/commands`,
      headers,
      payload: '{"type":"PairNextGame"}',
    });
    const pairing = json<{ pairings: { gameId: number; players: { id: string }[] }[] }>(
      await server.app.inject(`/api/events/${id}/pairings`),
    );
    const gameId = pairing.pairings[0]!.gameId;
    // Were the key turned into the result's prototype, `end`, `points` would be inherited and the
    // game scored from them.
    const response = await server.app.inject({
      method: "POST",
      url: `/api/events/${id}/commands`,
      headers,
      payload: `{"type":"ReportResult","gameId":${gameId},"result":{"__proto__":{"end":"full","points":{"constructor":100,"uhura":0}}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ field: string }>(response).field).toBe("result.end");
    const standing = json<{ pairings: { gameId: number; result: unknown }[] }>(
      await server.app.inject(`/api/events/${id}/pairings`),
    );
    expect(standing.pairings.find((t) => t.gameId === gameId)?.result).toBeNull();
  });

  it('docs/rules.md §6: a results file\'s own "__proto__" field is refused by name, as the CLI refuses it', async () => {
    server = await makeTestServer();
    const token = await server.tokenOf("alice");
    const headers = { ...bearer(token), "content-type": "application/json" };
    const text = JSON.stringify(trekEvent());
    const topLevel = `${text.slice(0, -1)},"__proto__":{"x":1}}`;
    const inEvent = text.replace('"event":{', '"event":{"__proto__":{"x":1},');
    for (const [payload, field] of [
      [topLevel, "body"],
      [inEvent, "event"],
    ] as const) {
      const response = await server.app.inject({ method: "POST", url: "/api/events", headers, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(json<{ field: string; detail: string }>(response)).toMatchObject({
        field,
        detail: `unknown field "__proto__"`,
      });
    }
    expect(json<{ events: unknown[] }>(await server.app.inject("/api/events")).events).toEqual([]);
  });
});
