// What the console and public pages read: each game of `GET /api/events/{id}` names its
// gameId, deck checks are a structured answer (R7/S7), On the Edge pairings flag the final (E2),
// and the sealed format stored in the event's options comes back (R12).
import { afterEach, describe, expect, it } from "vitest";
import { makeRandom } from "../core/random.js";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer;
afterEach(async () => server?.close());

interface Table {
  gameId: number;
  table: number;
  stage: string;
  players: { id: string; side?: string }[];
  advancing?: number;
}
interface Pairings {
  round: number | null;
  final?: boolean;
  pairings: Table[];
}
interface EventFile {
  event: Record<string, unknown>;
  games: { gameId: number; round: number; table?: number; result: Record<string, unknown> }[];
}

async function create(file: Record<string, unknown>): Promise<{ id: string; token: string }> {
  const token = await server.tokenOf("alice");
  const created = await server.app.inject({
    method: "POST",
    url: "/api/events",
    headers: bearer(token),
    payload: file,
  });
  expect(created.statusCode).toBe(201);
  return { id: json<{ id: string }>(created).id, token };
}

async function run(id: string, token: string, body: Record<string, unknown>): Promise<void> {
  const answer = await server.app.inject({
    method: "POST",
    url: `/api/events/${id}/commands`,
    headers: bearer(token),
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function checkInAll(id: string, token: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i++)
    await run(id, token, { type: "CheckInPlayer", playerId: `p${String(i).padStart(4, "0")}` });
}

const pairingsOf = async (id: string) =>
  json<Pairings>(await server.app.inject(`/api/events/${id}/pairings`));
const fileOf = async (id: string) => json<EventFile>(await server.app.inject(`/api/events/${id}`));

describe("GET /api/events/{id}: each game with its gameId", () => {
  it("gives every standing game the gameId its table was paired with; a correction by that id changes it (R6)", async () => {
    server = await makeTestServer();
    const { id, token } = await create(makeEventFile(4));
    await checkInAll(id, token, 4);
    for (let pairing = 1; pairing <= 2; pairing++) {
      await run(id, token, { type: "PairNextGame" });
      for (const t of (await pairingsOf(id)).pairings)
        await run(id, token, {
          type: "ReportResult",
          gameId: t.gameId,
          result: { end: "full", winner: t.players[0]!.id, lifeForce: 10 + t.table },
        });
    }
    const last = await pairingsOf(id);
    const file = await fileOf(id);
    expect(file.games).toHaveLength(4);
    // the second pairing's tables: the same ids the pairings answer gave them, in table order
    const second = file.games.slice(2);
    expect(second.map((g) => [g.table, g.gameId])).toEqual(last.pairings.map((t) => [t.table, t.gameId]));
    expect(second.every((g) => g.round === last.round)).toBe(true);
    expect(new Set(file.games.map((g) => g.gameId)).size).toBe(4);

    const target = file.games[0]!;
    await run(id, token, {
      type: "CorrectResult",
      gameId: target.gameId,
      result: { end: "full", winner: target.result.winner, lifeForce: 30 },
      reason: "typo",
    });
    const corrected = (await fileOf(id)).games.find((g) => g.gameId === target.gameId);
    expect(corrected?.result).toMatchObject({ lifeForce: 30 });
  });

  it("the OpenAPI document describes gameId in the event's games and the deck-checks route", async () => {
    server = await makeTestServer();
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
      await server.app.inject("/api/openapi.json"),
    );
    const text = JSON.stringify(doc.paths["/api/events/{id}"]);
    expect(text).toContain('"gameId"');
    expect(Object.keys(doc.paths)).toContain("/api/events/{id}/deck-checks");
  });
});

describe("GET /api/events/{id}/deck-checks (R7, S7)", () => {
  it("lists each check with the core's penalty and who failed; staff only", async () => {
    server = await makeTestServer();
    const { id, token } = await create(makeEventFile(4));
    await checkInAll(id, token, 4);
    await run(id, token, { type: "RecordDeckCheck", playerId: "p0001", passed: true });
    await run(id, token, {
      type: "RecordDeckCheck",
      playerId: "p0002",
      passed: false,
      failure: "too-many-cards",
    });
    expect((await server.app.inject(`/api/events/${id}/deck-checks`)).statusCode).toBe(401);
    const answer = json<{
      deckChecks: {
        playerId: string;
        passed: boolean;
        failure?: string;
        penalty: string;
        explanation: string;
      }[];
      failed: string[];
    }>(await server.app.inject({ url: `/api/events/${id}/deck-checks`, headers: bearer(token) }));
    expect(answer.failed).toEqual(["p0002"]);
    expect(answer.deckChecks.map((c) => [c.playerId, c.passed])).toEqual([
      ["p0001", true],
      ["p0002", false],
    ]);
    expect(answer.deckChecks[1]).toMatchObject({ failure: "too-many-cards" });
    // before any game there is no result for S7 to change: the core says so in its explanation
    expect(["none", "game", "disqualified"]).toContain(answer.deckChecks[1]!.penalty);
    expect(answer.deckChecks[1]!.explanation).not.toBe("");
  });
});

describe("R12: the sealed format in the event's options", () => {
  it("is stored and read back; an unknown format is a 400 naming event.options.format", async () => {
    server = await makeTestServer();
    const base = makeEventFile(4) as { event: Record<string, unknown> };
    const sealed = {
      ...base,
      event: { ...base.event, type: "sealed", options: { format: "epp-overdrive" } },
    };
    const { id } = await create(sealed);
    expect((await fileOf(id)).event.options).toEqual({ format: "epp-overdrive" });

    const token = await server.tokenOf("alice");
    const bad = {
      ...base,
      event: { ...base.event, name: "Bad", type: "sealed", options: { format: "nope" } },
    };
    const refused = await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: bad,
    });
    expect(refused.statusCode).toBe(400);
    expect(json<{ field?: string; detail: string }>(refused).field).toBe("event.options.format");
  });
});

describe("E2: On the Edge pairings flag the final", () => {
  it("`final` is false for every round before the final and true for the final's pairing", async () => {
    server = await makeTestServer();
    const base = makeEventFile(7) as { event: Record<string, unknown> };
    const { id, token } = await create({
      ...base,
      event: { name: "Hotel Pandora", date: "2026-08-01", game: "ote", type: "ote", seed: "ote-http" },
    });
    await checkInAll(id, token, 7);
    const random = makeRandom("ote-http");
    const flags: boolean[] = [];
    for (let round = 0; round < 40; round++) {
      await run(id, token, { type: "PairNextGame" });
      const pairing = await pairingsOf(id);
      flags.push(pairing.final === true);
      if (pairing.final) {
        expect(pairing.pairings.some((t) => t.stage === "final")).toBe(true);
        break;
      }
      for (const group of pairing.pairings) {
        const ids = random.shuffle(group.players.map((p) => p.id));
        const result =
          group.stage === "ote-playoff"
            ? { advanced: ids.slice(0, group.advancing ?? 1) }
            : {
                winner: ids[0],
                influence: Object.fromEntries(ids.map((p, i) => [p, i === 0 ? 16 : 12 - 3 * i])),
              };
        await run(id, token, { type: "ReportResult", gameId: group.gameId, result });
      }
    }
    expect(flags.at(-1)).toBe(true);
    expect(flags.slice(0, -1).every((flag) => !flag)).toBe(true);
    expect(flags.length).toBeGreaterThan(1);
  });
});
