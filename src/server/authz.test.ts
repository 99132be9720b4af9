// security tests: the authorization matrix — every route × {anonymous, player, another
// player, scorekeeper, assistant, TD of another event, owner TD} — and the sign-in rules
// (CSRF on cookie writes, rate limit, no default accounts). Expected statuses are docs/architecture.md's:
// no credentials 401, credentials without the role 403; "ok" means authorization passed (the
// core may still refuse with 422, which proves the request reached it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  json,
  makeEventFile,
  makeTestServer,
  TEST_PASSWORD,
  type TestServer,
  grantStaff,
} from "./test-helpers.js";

type Actor = "anonymous" | "player" | "anotherPlayer" | "scorekeeper" | "assistant" | "otherTd" | "owner";
const ACTORS: readonly Actor[] = [
  "anonymous",
  "player",
  "anotherPlayer",
  "scorekeeper",
  "assistant",
  "otherTd",
  "owner",
];

let server: TestServer;
let eventId: string;
let gameId: number; // a game of `player`, not of `another player`
const tokens: Partial<Record<Actor, string>> = {};
const links: Partial<Record<"player" | "anotherPlayer", string>> = {};

beforeAll(async () => {
  server = await makeTestServer();
  tokens.owner = await server.tokenOf("alice");
  tokens.assistant = await server.tokenOf("bob");
  tokens.scorekeeper = await server.tokenOf("carol");
  tokens.otherTd = await server.tokenOf("dave");
  const created = await server.app.inject({
    method: "POST",
    url: "/api/events",
    headers: bearer(tokens.owner),
    payload: makeEventFile(4),
  });
  eventId = json<{ id: string }>(created).id;
  await server.app.inject({
    method: "POST",
    url: "/api/events",
    headers: bearer(tokens.otherTd),
    payload: makeEventFile(2, "Dave's Cup"),
  });
  await grantStaff(server, eventId, tokens.owner, "bob", "assistant");
  await grantStaff(server, eventId, tokens.owner, "carol", "scorekeeper");
  for (let i = 1; i <= 4; i++) {
    await server.app.inject({
      method: "POST",
      url: `/api/events/${eventId}/commands`,
      headers: bearer(tokens.owner),
      payload: { type: "CheckInPlayer", playerId: `p000${i}` },
    });
  }
  const paired = await server.app.inject({
    method: "POST",
    url: `/api/events/${eventId}/commands`,
    headers: bearer(tokens.owner),
    payload: { type: "PairNextGame" },
  });
  expect(paired.statusCode).toBe(200);
  const pairings = json<{ pairings: { gameId: number; players: { id: string }[] }[] }>(
    await server.app.inject(`/api/events/${eventId}/pairings`),
  );
  const [first, second] = pairings.pairings;
  gameId = first!.gameId;
  const all = json<{ links: { playerId: string; token: string }[] }>(
    await server.app.inject({ url: `/api/events/${eventId}/player-links`, headers: bearer(tokens.owner) }),
  );
  links.player = all.links.find((l) => l.playerId === first!.players[0]!.id)!.token;
  links.anotherPlayer = all.links.find((l) => l.playerId === second!.players[0]!.id)!.token;
});
afterAll(async () => server.close());

interface Route {
  readonly name: string;
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly url: () => string;
  readonly body?: () => unknown;
  /** The actors allowed; the rest get `denied` (401 without credentials, 403 with). */
  readonly allowed: readonly Actor[];
  /** Routes reached by player link: the actor's own link is used, not a bearer token. */
  readonly isPlayerRoute?: boolean;
}

const STAFF: readonly Actor[] = ["scorekeeper", "assistant", "owner"];
const JUDGES: readonly Actor[] = ["assistant", "owner"];
const ROUTES: readonly Route[] = [
  { name: "list events", method: "GET", url: () => "/api/events", allowed: ACTORS },
  { name: "read event", method: "GET", url: () => `/api/events/${eventId}`, allowed: ACTORS },
  { name: "standings", method: "GET", url: () => `/api/events/${eventId}/standings`, allowed: ACTORS },
  { name: "pairings", method: "GET", url: () => `/api/events/${eventId}/pairings`, allowed: ACTORS },
  { name: "trace", method: "GET", url: () => `/api/events/${eventId}/trace`, allowed: ACTORS },
  { name: "audit", method: "GET", url: () => `/api/events/${eventId}/audit`, allowed: STAFF },
  { name: "player links", method: "GET", url: () => `/api/events/${eventId}/player-links`, allowed: STAFF },
  { name: "staff list", method: "GET", url: () => `/api/events/${eventId}/staff`, allowed: STAFF },
  {
    name: "add staff",
    method: "PUT",
    url: () => `/api/events/${eventId}/staff/bob`,
    body: () => ({ role: "assistant" }),
    allowed: ["owner"],
  },
  {
    name: "visibility",
    method: "PUT",
    url: () => `/api/events/${eventId}/visibility`,
    body: () => ({ unlisted: false }),
    allowed: ["owner"],
  },
  {
    name: "pair (judges)",
    method: "POST",
    url: () => `/api/events/${eventId}/commands`,
    body: () => ({ type: "PairNextGame" }),
    allowed: JUDGES,
  },
  {
    name: "disqualify (judges)",
    method: "POST",
    url: () => `/api/events/${eventId}/commands`,
    body: () => ({ type: "DisqualifyPlayer", playerId: "nobody", reason: "x" }),
    allowed: JUDGES,
  },
  {
    name: "report (staff)",
    method: "POST",
    url: () => `/api/events/${eventId}/commands`,
    body: () => ({ type: "ReportResult", gameId: 9_999, result: {} }),
    allowed: STAFF,
  },
  {
    name: "create event (any TD)",
    method: "POST",
    url: () => "/api/events",
    body: () => makeEventFile(2, "Another"),
    allowed: ["scorekeeper", "assistant", "otherTd", "owner"],
  },
  {
    name: "play view",
    method: "GET",
    url: () => "/api/play/TOKEN",
    allowed: ["player", "anotherPlayer"],
    isPlayerRoute: true,
  },
  // an invalid result: the core refuses (422) once the route lets the actor through
  {
    name: "play report own game",
    method: "POST",
    url: () => "/api/play/TOKEN/report",
    body: () => ({ gameId, result: {} }),
    allowed: ["player"],
    isPlayerRoute: true,
  },
  {
    name: "play accept own game",
    method: "POST",
    url: () => "/api/play/TOKEN/accept",
    body: () => ({ gameId }),
    allowed: ["player"],
    isPlayerRoute: true,
  },
];

async function call(route: Route, actor: Actor) {
  const link = actor === "player" || actor === "anotherPlayer" ? links[actor] : undefined;
  const url = route.isPlayerRoute ? route.url().replace("TOKEN", link ?? "no-such-link") : route.url();
  const staffToken =
    actor === "player" || actor === "anotherPlayer" || actor === "anonymous" ? undefined : tokens[actor];
  return server.app.inject({
    method: route.method,
    url,
    ...(staffToken !== undefined && { headers: bearer(staffToken) }),
    ...(route.body && { payload: route.body() as Record<string, unknown> }),
  });
}

describe("authorization matrix (docs/server.md)", () => {
  for (const route of ROUTES) {
    for (const actor of ACTORS) {
      const isAllowed = route.allowed.includes(actor);
      it(`${route.name} × ${actor}: ${isAllowed ? "allowed" : "denied"}`, async () => {
        const response = await call(route, actor);
        expect(response.statusCode).toBeLessThan(500);
        if (isAllowed) {
          expect([401, 403]).not.toContain(response.statusCode);
        } else if (route.isPlayerRoute) {
          // no link: unknown (404); a link of someone not in the game: 403 (R6)
          expect(response.statusCode).toBe(actor === "anotherPlayer" ? 403 : 404);
        } else {
          const hasCredentials = actor !== "anonymous" && actor !== "player" && actor !== "anotherPlayer";
          expect(response.statusCode).toBe(hasCredentials ? 403 : 401);
          expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
        }
      });
    }
  }
});

describe("sign-in and sessions", () => {
  it("a wrong password is 401 and names no user", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "alice", password: "wrong password" },
    });
    expect(response.statusCode).toBe(401);
    const unknown = await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "nobody", password: "wrong password" },
    });
    expect(json(unknown).detail).toBe(json(response).detail);
  });

  it("a cookie-authenticated write needs X-CSRF-Token; a read does not", async () => {
    const login = await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "alice", password: TEST_PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === "hd_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Strict");
    const cookies = { hd_session: cookie.value };
    expect((await server.app.inject({ url: `/api/events/${eventId}/audit`, cookies })).statusCode).toBe(200);
    const write = {
      method: "PUT" as const,
      url: `/api/events/${eventId}/visibility`,
      cookies,
      payload: { unlisted: false },
    };
    const without = await server.app.inject(write);
    expect(without.statusCode).toBe(403);
    expect(json(without).field).toBe("X-CSRF-Token");
    const wrong = await server.app.inject({ ...write, headers: { "x-csrf-token": "nope" } });
    expect(wrong.statusCode).toBe(403);
    const right = await server.app.inject({
      ...write,
      headers: { "x-csrf-token": json<{ csrfToken: string }>(login).csrfToken },
    });
    expect(right.statusCode).toBe(200);
  });

  it("GET /api/me gives a cookie session its CSRF token, so a second tab (no login of its own) can write; a bearer session gets none; no session is 401", async () => {
    const login = await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "alice", password: TEST_PASSWORD },
    });
    const cookies = { hd_session: login.cookies.find((c) => c.name === "hd_session")!.value };
    const me = await server.app.inject({ url: "/api/me", cookies });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ username: "alice", csrfToken: json(login).csrfToken });
    const write = await server.app.inject({
      method: "PUT",
      url: `/api/events/${eventId}/visibility`,
      cookies,
      headers: { "x-csrf-token": json<{ csrfToken: string }>(me).csrfToken },
      payload: { unlisted: false },
    });
    expect(write.statusCode).toBe(200);
    const byBearer = await server.app.inject({
      url: "/api/me",
      headers: bearer(json<{ token: string }>(login).token),
    });
    expect(json(byBearer).csrfToken).toBeUndefined();
    expect((await server.app.inject({ url: "/api/me" })).statusCode).toBe(401);
    expect((await server.app.inject({ url: "/api/me", cookies: { hd_session: "ended" } })).statusCode).toBe(
      401,
    );
  });

  it("an unknown bearer token is 401, not anonymous", async () => {
    const response = await server.app.inject({ url: "/api/events", headers: bearer("forged") });
    expect(response.statusCode).toBe(401);
  });

  it("an unlisted event is hidden from the list and from anyone but its staff", async () => {
    const created = await server.app.inject({
      method: "POST",
      url: "/api/events?unlisted=true",
      headers: bearer(tokens.owner!),
      payload: makeEventFile(2, "Secret"),
    });
    const id = json<{ id: string }>(created).id;
    const anonymousList = json<{ events: { id: string }[] }>(await server.app.inject("/api/events"));
    expect(anonymousList.events.map((e) => e.id)).not.toContain(id);
    const ownerList = json<{ events: { id: string }[] }>(
      await server.app.inject({ url: "/api/events", headers: bearer(tokens.owner!) }),
    );
    expect(ownerList.events.map((e) => e.id)).toContain(id);
    // 404, as for an event that is not there: a 401/403 would say that it is.
    const missing = json(await server.app.inject(`/api/events/${id}-nope`));
    for (const path of ["", "/standings", "/pairings", "/live", "/audit"]) {
      for (const headers of [{}, bearer(tokens.otherTd!)]) {
        const response = await server.app.inject({ url: `/api/events/${id}${path}`, headers });
        expect(response.statusCode, path).toBe(404);
        expect(json(response).code).toBe(missing.code);
      }
    }
    expect(
      (await server.app.inject({ url: `/api/events/${id}`, headers: bearer(tokens.owner!) })).statusCode,
    ).toBe(200);
  });
});

describe("login rate limit", () => {
  it("the 4th attempt within the window is 429 problem+json", async () => {
    const limited = await makeTestServer({ loginLimits: { perAddress: { max: 3, windowMs: 60_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await limited.app.inject({
              method: "POST",
              url: "/api/login",
              payload: { username: "x", password: "guess" },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
