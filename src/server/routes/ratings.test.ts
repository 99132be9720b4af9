// The ratings routes on a bare Fastify instance (app.inject), on an in-memory SQLite
// ratings database holding the hand-computed season of src/core/ratings/rebuild.test.ts, and
// one of R1 ids, which the public reads as opaque ids (docs/server.md "Audiences").
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRatings } from "../../app/ratings/open-ratings.js";
import { prepareImport } from "../../app/ratings/prepare-import.js";
import { deckOut, full, makeFile } from "../../core/ratings/test-files.js";
import { importEvents, mergePlayers } from "../../store/ratings/ratings-store.js";
import type { RatingsDb } from "../../store/ratings/sql-db.js";
import { openSqliteDatabase } from "../../store/sqlite/connection.js";
import { openAuthStore } from "../auth/auth-store.js";
import { sqliteClient } from "../auth/sql-client.js";
import { RATINGS_ID_SECRET } from "../ratings-public-ids.js";
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
  await registerRatingsRoutes(app, { openRatings: () => db, publicIdSecret: async () => "a secret" });
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
    await registerRatingsRoutes(server, {
      openRatings: ratings.open,
      publicIdSecret: async () => "a secret",
    });
    server.addHook("onClose", ratings.close);
    const first = await ratings.open();
    expect(await ratings.open()).toBe(first);
    const response = await server.inject({ method: "GET", url: "/api/ratings" });
    expect(response.json()).toEqual({ pools: {} });
    await server.close();
  });
});

describe("the public reads no id that spells a birth date (R1)", () => {
  // docs/rules.md R1: "John Brown, 11/2/60 → `johnbrown110260`".
  const john = "johnbrown110260";
  const jane = "janedoe031585";
  const misspelt = "jondoe031585";
  const names: Readonly<Record<string, string>> = {
    [john]: "John Brown",
    [jane]: "Jane Doe",
    [misspelt]: "Jon Doe",
    E: "Player E",
  };
  /** makeFile's players under their own names (its "Player <id>" would spell the id). */
  const named = (file: ReturnType<typeof makeFile>) => ({
    ...file,
    players: file.players.map((player) => ({ ...player, name: names[player.id]! })),
  });
  let sqlite: ReturnType<typeof openSqliteDatabase>;
  let ratings: RatingsDb;
  let server: FastifyInstance;

  /** The app as the server builds it, the secret kept by an auth store on `sqlite`. */
  async function serve(): Promise<FastifyInstance> {
    const auth = await openAuthStore(sqliteClient(sqlite));
    const instance = Fastify();
    await registerRatingsRoutes(instance, {
      openRatings: () => ratings,
      publicIdSecret: () => auth.serverSecret(RATINGS_ID_SECRET),
    });
    await instance.ready();
    return instance;
  }

  beforeAll(async () => {
    sqlite = openSqliteDatabase(":memory:");
    ratings = await openRatings({ db: ":memory:" });
    const files = [
      makeFile(
        { date: "2026-02-01", name: "Store" },
        [john, misspelt],
        [[1, [john, misspelt], full(john, misspelt)]],
      ),
      makeFile(
        { date: "2026-02-08", name: "Store" },
        [john, jane, "E"],
        [[1, [john, jane], full(jane, john)]],
      ),
    ];
    const prepared = prepareImport(
      files.map((file, i) => ({ source: `${i}.json`, text: JSON.stringify(named(file)) })),
    );
    if (!prepared.ok) throw new Error(prepared.message);
    await importEvents(ratings, prepared.events);
    const merged = await mergePlayers(ratings, misspelt, jane);
    if (!merged.ok) throw new Error(merged.message);
    server = await serve();
  });
  afterAll(async () => {
    await server.close();
    await ratings.close();
  });

  it("the leaderboard shows names and opaque ids, never an R1 id", async () => {
    const response = await server.inject({ method: "GET", url: "/api/ratings" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/110260|031585/);
    const rows = response.json().pools["stccg1e/constructed"];
    expect(rows.map((row: { name: string }) => row.name).sort()).toEqual(["Jane Doe", "John Brown"]);
    for (const row of rows) expect(row.id).toMatch(/^p-[A-Za-z0-9_-]{16}$/);
  });

  it("a player's page is read by the opaque id, with no R1 id in it", async () => {
    const board = (await server.inject({ method: "GET", url: "/api/ratings" })).json();
    const johnRow = board.pools["stccg1e/constructed"].find(
      (row: { name: string }) => row.name === "John Brown",
    );
    const response = await server.inject({ method: "GET", url: `/api/ratings/players/${johnRow.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/110260|031585/);
    const body = response.json();
    expect(body).toMatchObject({ id: johnRow.id, name: "John Brown" });
    expect(body.history.map((game: { opponentName: string }) => game.opponentName)).toEqual([
      "Jane Doe",
      "Jane Doe",
    ]);
    // The merged-away id is opaque too, and names the same player as the id it was merged into.
    const janeRow = board.pools["stccg1e/constructed"].find(
      (row: { name: string }) => row.name === "Jane Doe",
    );
    const janePage = (
      await server.inject({ method: "GET", url: `/api/ratings/players/${janeRow.id}` })
    ).json();
    expect(janePage.mergedIds).toEqual([expect.stringMatching(/^p-/)]);
    const viaOld = await server.inject({
      method: "GET",
      url: `/api/ratings/players/${janePage.mergedIds[0]}`,
    });
    expect(viaOld.json()).toMatchObject({ id: janeRow.id, name: "Jane Doe" });
  });

  it("an id that spells a birth date is no one to the public (a guess is never confirmed)", async () => {
    const response = await server.inject({ method: "GET", url: `/api/ratings/players/${john}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, field: "id", rule: "L5" });
  });

  it("an id that spells none is shown and read as it is", async () => {
    const response = await server.inject({ method: "GET", url: "/api/ratings/players/E" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: "E", name: "Player E" });
  });

  it("the opaque ids stay the same across restarts (the secret is kept in the database)", async () => {
    const before = (await server.inject({ method: "GET", url: "/api/ratings" })).json();
    const restarted = await serve();
    const after = (await restarted.inject({ method: "GET", url: "/api/ratings" })).json();
    expect(after).toEqual(before);
    // A first read after a restart by the opaque id alone (a shared link) finds the player.
    const id = before.pools["stccg1e/constructed"][0].id;
    const again = await serve();
    expect((await again.inject({ method: "GET", url: `/api/ratings/players/${id}` })).statusCode).toBe(200);
    await restarted.close();
    await again.close();
  });

  it("another server's secret gives other ids (they derive from the secret, not the id alone)", async () => {
    const mine = (await server.inject({ method: "GET", url: "/api/ratings" })).json();
    const other = Fastify();
    await registerRatingsRoutes(other, {
      openRatings: () => ratings,
      publicIdSecret: async () => "another secret",
    });
    const theirs = (await other.inject({ method: "GET", url: "/api/ratings" })).json();
    expect(theirs.pools["stccg1e/constructed"][0].id).not.toBe(mine.pools["stccg1e/constructed"][0].id);
    await other.close();
  });
});
