// Issue 14: the ratings routes on a bare Fastify instance (app.inject), on an in-memory SQLite
// ratings database holding the hand-computed season of src/core/ratings/rebuild.test.ts.
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRatings } from "../../app/ratings/open-ratings.js";
import { prepareImport } from "../../app/ratings/prepare-import.js";
import { deckOut, full, makeFile } from "../../core/ratings/test-files.js";
import { importEvents } from "../../store/ratings/ratings-store.js";
import type { RatingsDb } from "../../store/ratings/sql-db.js";
import { registerRatingsRoutes } from "./ratings.js";

let app: FastifyInstance;
let db: RatingsDb;

beforeAll(async () => {
  db = await openRatings({ db: ":memory:" });
  // Event 1 of rebuild.test.ts's two-event example: A 1516, B 1508, C 1504, D 1500 (K 16).
  const file = makeFile(
    { date: "2026-01-10", name: "Store <League>" },
    ["A", "B", "C", "D"],
    [
      [1, ["A", "B"], full("A", "B")],
      [1, ["C", "D"], deckOut("C", "D")],
      [2, ["A", "C"], full("A", "C")],
      [2, ["B", "D"], full("B", "D")],
    ],
  );
  const prepared = prepareImport([{ source: "a.json", text: JSON.stringify(file) }]);
  if (!prepared.ok) throw new Error(prepared.message);
  await importEvents(db, prepared.events);
  app = Fastify();
  await registerRatingsRoutes(app, { openRatings: () => db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe("GET /api/ratings", () => {
  it("answers the JSON of `ratings show --json`", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ratings" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pools: {
        "stccg1e/constructed": [
          { rank: 1, id: "A", name: "Player A", rating: 1516, games: 2 },
          { rank: 2, id: "B", name: "Player B", rating: 1508, games: 2 },
          { rank: 3, id: "C", name: "Player C", rating: 1504, games: 2 },
          { rank: 4, id: "D", name: "Player D", rating: 1500, games: 2 },
        ],
      },
    });
  });
  it("filters by ?pool=game/type; an empty pool is an empty object", async () => {
    const one = await app.inject({ method: "GET", url: "/api/ratings?pool=stccg1e/constructed" });
    expect(Object.keys(one.json().pools)).toEqual(["stccg1e/constructed"]);
    const none = await app.inject({ method: "GET", url: "/api/ratings?pool=swccg/sealed" });
    expect(none.json()).toEqual({ pools: {} });
  });
  it("an unknown pool is a 400 problem naming the field and the rule", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ratings?pool=<b>x</b>" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 400, field: "pool", rule: "L1" });
  });
});

describe("GET /api/ratings/players/:id", () => {
  it("answers the JSON of `ratings player ID --json`", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ratings/players/C" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: "C",
      name: "Player C",
      ratings: { "stccg1e/constructed": { rating: 1504, games: 2 } },
    });
    expect(body.history).toEqual([
      {
        event: "Store <League>",
        eventId: expect.stringMatching(/^[0-9a-f]{64}$/),
        date: "2026-01-10",
        pool: "stccg1e/constructed",
        opponent: "D",
        opponentName: "Player D",
        result: "modified win",
        before: 1500,
        after: 1504,
        change: 4,
        why: "L2: 1500 vs 1500, K 16, EW 0.500, PA 8 → +4 (modified win: half of 8)",
      },
      expect.objectContaining({ opponent: "A", result: "loss", before: 1504, after: 1504, change: 0 }),
    ]);
  });
  it("an unknown id is a 404 problem+json", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ratings/players/nobody" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 404, title: "Not found", field: "id" });
  });
});

describe("makeRatingsOpener (the server's wiring)", () => {
  it("opens the database once, on first use, and closes it", async () => {
    const { makeRatingsOpener } = await import("../../app/ratings/open-ratings.js");
    const ratings = makeRatingsOpener({ db: ":memory:" });
    const server = Fastify();
    await registerRatingsRoutes(server, { openRatings: ratings.open });
    server.addHook("onClose", ratings.close);
    const first = await ratings.open();
    expect(await ratings.open()).toBe(first);
    const response = await server.inject({ method: "GET", url: "/api/ratings" });
    expect(response.json()).toEqual({ pools: {} });
    await server.close();
  });
});
