// security tests: bad input never yields a 500 or changes state. Oversized bodies (413),
// malformed JSON, wrong types, unknown fields, huge numbers, unicode oddities (400 naming the
// field); HTML and script in names come back inert (JSON data, never markup); a fast-check fuzz
// over every route's body finds no 500.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer;
let owner: string;
let eventId: string;
let playerLink: string;
const SCRIPT = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

beforeAll(async () => {
  server = await makeTestServer();
  owner = await server.tokenOf("alice");
  const file = makeEventFile(4, `Cup ${SCRIPT}`);
  (file.players as { name: string }[])[0]!.name = `Evil ${SCRIPT}`;
  eventId = json<{ id: string }>(
    await server.app.inject({ method: "POST", url: "/api/events", headers: bearer(owner), payload: file }),
  ).id;
  const links = json<{ links: { token: string }[] }>(
    await server.app.inject({ url: `/api/events/${eventId}/player-links`, headers: bearer(owner) }),
  );
  playerLink = links.links[0]!.token;
});
afterAll(async () => server.close());

const commands = (body: string | object, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: "POST",
    url: `/api/events/${eventId}/commands`,
    headers: { ...bearer(owner), "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });

async function version(): Promise<number> {
  return json<{ version: number }>(await server.app.inject(`/api/events/${eventId}/pairings`)).version;
}

describe("bad bodies are clear 4xx and change nothing", () => {
  // [name, body, status, field, detail]: the field as the body names it (no `body.` prefix), the
  // detail in the core's words (docs/server.md "Errors"), never zod's.
  const cases: [string, string | object, number, string | undefined, string | undefined][] = [
    ["malformed JSON", '{"type": "CheckInPlayer", ', 400, "body", "malformed JSON"],
    ["empty body", "", 400, "body", undefined],
    [
      "unknown command",
      { type: "BurnTheVenue" },
      400,
      "type",
      'type: expected one of "CreateEvent", "ImportResultsFile", ',
    ],
    [
      "no command type",
      { playerId: "p0001" },
      400,
      "type",
      'type: is missing (expected one of "CreateEvent", ',
    ],
    [
      "wrong type",
      { type: "CheckInPlayer", playerId: 42 },
      400,
      "playerId",
      "playerId: expected text, got a whole number",
    ],
    ["missing field", { type: "CheckInPlayer" }, 400, "playerId", "playerId: is missing (expected text)"],
    [
      "null for text",
      { type: "CheckInPlayer", playerId: null },
      400,
      "playerId",
      "playerId: expected text, got null",
    ],
    [
      "unknown field",
      { type: "CheckInPlayer", playerId: "p0001", admin: true },
      400,
      "admin",
      'unknown field "admin"',
    ],
    [
      "many unknown fields with long names: a few, cut short",
      {
        type: "CheckInPlayer",
        playerId: "p0001",
        ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`${i}${"k".repeat(5_000)}`, i])),
      },
      400,
      `0${"k".repeat(38)}…`,
      `unknown fields ${Array.from({ length: 5 }, (_, i) => `"${i}${"k".repeat(38)}…"`).join(", ")} and 2 more`,
    ],
    [
      "unknown field in an object",
      { type: "ChangeEventSettings", settings: { colour: "red" } },
      400,
      "settings.colour",
      'settings: unknown field "colour"',
    ],
    [
      "huge number",
      { type: "ReportResult", gameId: 1e308, result: {} },
      400,
      "gameId",
      "gameId: expected 2147483647 or less, got 1e+308",
    ],
    ["unsafe integer", { type: "ReportResult", gameId: 2 ** 60, result: {} }, 400, "gameId", undefined],
    [
      "fractional id",
      { type: "AcceptResult", gameId: 1.5, playerId: "p0001" },
      400,
      "gameId",
      "gameId: expected a whole number, got a number",
    ],
    [
      "negative number",
      { type: "StartTimer", durationMs: -5 },
      400,
      "durationMs",
      "durationMs: expected 1 or more, got -5",
    ],
    [
      "a 100 kB player id",
      { type: "CheckInPlayer", playerId: "x".repeat(100_000) },
      400,
      "playerId",
      "playerId: expected text of at most 200 characters, got 100000",
    ],
    [
      "empty text",
      { type: "CheckInPlayer", playerId: "" },
      400,
      "playerId",
      "playerId: is empty (expected text)",
    ],
    [
      "too long a name",
      { type: "RegisterPlayer", player: { firstName: "A".repeat(201) } },
      400,
      "player.firstName",
      "player.firstName: expected text of at most 200 characters, got 201",
    ],
    [
      "a value not among the choices",
      { type: "ChooseFinalSide", gameId: 1, side: "grey" },
      400,
      "side",
      'side: expected one of "dark", "light", got "grey"',
    ],
    [
      "true or false",
      { type: "QuitPlayer", playerId: "p0001", beforePlay: "yes" },
      400,
      "beforePlay",
      "beforePlay: expected true or false, got text",
    ],
    [
      "a list too short",
      { type: "RecordTiebreakerGame", players: [{ id: "p0001" }], result: {} },
      400,
      "players",
      "players: expected a list of at least 2 items, got 1",
    ],
    [
      "a wrong type in a list",
      { type: "RecordTiebreakerGame", players: [{ id: 5 }, { id: "p0002" }], result: {} },
      400,
      "players[0].id",
      "players[0].id: expected text, got a whole number",
    ],
    [
      "a result that is no object",
      { type: "ReportResult", gameId: 1, result: [] },
      400,
      "result",
      "result: expected an object keyed by field names",
    ],
    ["an array body", [1, 2, 3], 400, "body", "body: expected an object, got a list"],
    // PostgreSQL cannot store a NUL: refused at the edge on every database alike.
    [
      "a NUL in a player id",
      { type: "CheckInPlayer", playerId: "p0001\u0000" },
      400,
      "playerId",
      "playerId: the NUL character (\\u0000) is not allowed in text",
    ],
    [
      "a NUL in a result",
      { type: "ReportResult", gameId: 1, result: { end: "full", winner: "\u0000" } },
      400,
      "result.winner",
      undefined,
    ],
    [
      "__proto__ key",
      '{"type":"CheckInPlayer","playerId":"p0001","__proto__":{"isAdmin":true}}',
      400,
      undefined,
      undefined,
    ],
  ];
  for (const [name, body, status, field, detail] of cases) {
    it(`${name} → ${status}${field ? ` naming ${field}` : ""}`, async () => {
      const before = await version();
      const response = await commands(body);
      expect(response.statusCode).toBe(status);
      expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
      const problem = json<{ status: number; field?: string; detail: string }>(response);
      expect(problem.status).toBe(status);
      if (field) expect(problem.field).toBe(field);
      if (detail) expect(problem.detail.startsWith(detail), problem.detail).toBe(true);
      // Never zod's English, never a `body.` path: the words an API client and a page read.
      expect(problem.detail).not.toMatch(
        /Invalid (input|option)|Too (big|small)|Unrecognized|received|\bbody\./,
      );
      expect(JSON.stringify(problem)).not.toMatch(/at .*\.ts:\d+/); // no stack trace
      expect(await version()).toBe(before);
    });
  }

  it("every route's edge says it so: a player's report, the sign-in, a query", async () => {
    const problems = [
      await server.app.inject({
        method: "POST",
        url: `/api/play/${playerLink}/report`,
        payload: { gameId: "1", result: {} },
      }),
      await server.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "", password: "x" },
      }),
      await server.app.inject({ method: "GET", url: "/api/events?limit=0" }),
    ].map((response) => {
      expect(response.statusCode).toBe(400);
      const { field, detail, code } = json<{ field: string; detail: string; code: string }>(response);
      return { field, detail, code };
    });
    expect(problems).toEqual([
      { code: "INVALID_REQUEST", field: "gameId", detail: "gameId: expected a number, got text" },
      { code: "INVALID_REQUEST", field: "username", detail: "username: is empty (expected text)" },
      {
        code: "INVALID_REQUEST",
        field: "querystring.limit",
        detail: "querystring.limit: expected a whole number from 1 to 500",
      },
    ]);
  });

  it("a NUL in the query is named as the query's other refusals are", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/events?cursor=a%00b" });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: "INVALID_REQUEST",
      field: "querystring.cursor",
      detail: "querystring.cursor: the NUL character (\\u0000) is not allowed in text",
    });
  });

  it("a body over the limit is 413", async () => {
    const response = await commands({
      type: "RecordDeckList",
      playerId: "p0001",
      deckList: "x".repeat(400_000),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response).status).toBe(413);
  });

  it("text/plain is refused with 415", async () => {
    const response = await commands("hello", { "content-type": "text/plain" });
    expect(response.statusCode).toBe(415);
  });

  it("unicode oddities in ids are data: an unknown player, never a 500", async () => {
    for (const playerId of ["\u0000", "\u202Eevil", "💥".repeat(50), "p0001\u0301", "\uD800"]) {
      const response = await commands({ type: "CheckInPlayer", playerId });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe("HTML and script in names are inert where echoed", () => {
  it("JSON reads return the text as data with a JSON content type and nosniff", async () => {
    for (const url of [
      `/api/events/${eventId}`,
      `/api/events/${eventId}/standings`,
      "/api/events",
      `/api/play/${playerLink}`,
    ]) {
      const response = await server.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.body).toContain(JSON.stringify(SCRIPT).slice(1, -1)); // exact text, JSON-escaped
    }
  });

  it("error details echoing user text are problem+json, never HTML", async () => {
    const response = await server.app.inject({ url: `/api/events/${encodeURIComponent(SCRIPT)}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
    const unknown = await server.app.inject(`/nowhere/${encodeURIComponent(SCRIPT)}`);
    expect(unknown.headers["content-type"]).toMatch(/^application\/problem\+json/);
  });

  it("the change log's lines carry the names as JSON strings", async () => {
    const response = await server.app.inject({ url: `/api/events/${eventId}/audit`, headers: bearer(owner) });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(json<{ audit: { what: string }[] }>(response).audit[0]!.what).toContain(SCRIPT);
  });
});

describe("fuzz: no route answers 500 to any body (fast-check)", () => {
  const routes = (): { method: "POST" | "PUT"; url: string; auth: boolean }[] => [
    { method: "POST", url: "/api/events", auth: true },
    { method: "POST", url: `/api/events/${eventId}/commands`, auth: true },
    { method: "PUT", url: `/api/events/${eventId}/staff/bob`, auth: true },
    { method: "PUT", url: `/api/events/${eventId}/visibility`, auth: true },
    { method: "POST", url: "/api/login", auth: false },
    { method: "POST", url: `/api/play/${playerLink}/report`, auth: false },
    { method: "POST", url: `/api/play/${playerLink}/accept`, auth: false },
  ];
  const commandLike = fc.record(
    {
      type: fc.constantFrom(
        "CheckInPlayer",
        "ReportResult",
        "AcceptResult",
        "PairNextGame",
        "StartTimer",
        "SwapPlayers",
        "RecordTiebreakerGame",
        "x",
      ),
      gameId: fc.oneof(fc.integer(), fc.double(), fc.string()),
      playerId: fc.oneof(fc.string(), fc.constantFrom("p0001", "p0002")),
      result: fc.dictionary(fc.string(), fc.jsonValue()),
      players: fc.array(fc.record({ id: fc.string(), side: fc.string() })),
      durationMs: fc.oneof(fc.integer(), fc.double()),
      format: fc.constant("handsdown-results"),
      version: fc.integer(),
      event: fc.dictionary(fc.string(), fc.jsonValue()),
      games: fc.array(fc.jsonValue()),
      username: fc.string(),
      password: fc.string(),
      role: fc.string(),
      unlisted: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );
  it("every route × random bodies: status < 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes()),
        fc.oneof(fc.jsonValue(), commandLike),
        async (route, body) => {
          const response = await server.app.inject({
            method: route.method,
            url: route.url,
            headers: { "content-type": "application/json", ...(route.auth && bearer(owner)) },
            payload: JSON.stringify(body),
          });
          expect(
            response.statusCode,
            `${route.method} ${route.url} ${JSON.stringify(body)} → ${response.body}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });
});
