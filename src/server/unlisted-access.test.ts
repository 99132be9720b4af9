// An unlisted event exists only for its staff (docs/server.md "Roles"), for writes as for reads:
// every staff route of an event × every caller who may not see it × {listed, unlisted}. On a
// listed event the caller hears why he is refused (401 without valid credentials, 403 without the
// role); on an unlisted one he gets the 404 of an event that is not there, the same answer, word
// for word, as for an id nobody created — a 401/403 would tell him the event exists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  grantStaff,
  json,
  makeEventFile,
  makeTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "./test-helpers.js";

type Caller = "anonymous" | "otherTd" | "staffElsewhere" | "revokedToken" | "playerLinkElsewhere";
const CALLERS: readonly Caller[] = [
  "anonymous",
  "otherTd",
  "staffElsewhere",
  "revokedToken",
  "playerLinkElsewhere",
];
/** Callers without valid credentials: 401 where the event is visible. */
const NOT_SIGNED_IN: ReadonlySet<Caller> = new Set(["anonymous", "revokedToken", "playerLinkElsewhere"]);

interface Route {
  readonly name: string;
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: string;
  readonly body?: Record<string, unknown>;
  /** A push needs an account before anything else, the event's or a new one's: 401 everywhere. */
  readonly signInFirst?: boolean;
}

const ROUTES: readonly Route[] = [
  { name: "pair", method: "POST", path: "/commands", body: { type: "PairNextGame" } },
  {
    name: "report a result",
    method: "POST",
    path: "/commands",
    body: { type: "ReportResult", gameId: 1, result: {} },
  },
  {
    name: "check a player in",
    method: "POST",
    path: "/commands",
    body: { type: "CheckInPlayer", playerId: "p0001" },
  },
  { name: "list or unlist", method: "PUT", path: "/visibility", body: { unlisted: false } },
  { name: "invite staff", method: "PUT", path: "/staff/mallory", body: { role: "assistant" } },
  { name: "remove staff", method: "DELETE", path: "/staff/bob" },
  { name: "staff list", method: "GET", path: "/staff" },
  { name: "player links", method: "GET", path: "/player-links" },
  { name: "audit", method: "GET", path: "/audit" },
  { name: "deck checks", method: "GET", path: "/deck-checks" },
  { name: "sync version", method: "GET", path: "/sync", signInFirst: true },
  {
    name: "sync push",
    method: "POST",
    path: "/sync",
    body: { events: [{ version: 1, type: "PlayerCheckedIn", data: {}, schemaVersion: 1 }] },
    signInFirst: true,
  },
];

let server: TestServer;
const events: Record<"listed" | "unlisted", string> = { listed: "", unlisted: "" };
const headersOf: Partial<Record<Caller, Record<string, string>>> = {};

async function createEvent(token: string, name: string, unlisted: boolean): Promise<string> {
  const created = await server.app.inject({
    method: "POST",
    url: `/api/events${unlisted ? "?unlisted=true" : ""}`,
    headers: bearer(token),
    payload: makeEventFile(4, name),
  });
  expect(created.statusCode).toBe(201);
  return json<{ id: string }>(created).id;
}

beforeAll(async () => {
  server = await makeTestServer();
  const owner = await server.tokenOf("alice");
  events.listed = await createEvent(owner, "Hoth Open", false);
  events.unlisted = await createEvent(owner, "Secret Base", true);
  await grantStaff(server, events.listed, owner, "bob", "assistant");
  await grantStaff(server, events.unlisted, owner, "bob", "assistant");
  // Erin is staff too — of Dave's event, not of Alice's.
  const dave = await server.tokenOf("dave");
  const elsewhere = await createEvent(dave, "Dave's Cup", false);
  await grantStaff(server, elsewhere, dave, "erin", "scorekeeper");
  const links = json<{ links: { token: string }[] }>(
    await server.app.inject({ url: `/api/events/${elsewhere}/player-links`, headers: bearer(dave) }),
  );
  // A token that signed out: a script's that was revoked.
  const revoked = json<{ token: string }>(
    await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "dave", password: TEST_PASSWORD },
    }),
  ).token;
  expect(
    (await server.app.inject({ method: "POST", url: "/api/logout", headers: bearer(revoked) })).statusCode,
  ).toBe(204);
  headersOf.anonymous = {};
  headersOf.otherTd = bearer(dave);
  headersOf.staffElsewhere = bearer(await server.tokenOf("erin"));
  headersOf.revokedToken = bearer(revoked);
  headersOf.playerLinkElsewhere = bearer(links.links[0]!.token);
});
afterAll(async () => server.close());

function call(route: Route, id: string, headers: Record<string, string>) {
  return server.app.inject({
    method: route.method,
    url: `/api/events/${id}${route.path}`,
    headers,
    ...(route.body && { payload: route.body }),
  });
}

describe("an event's staff routes × callers who may not see or change it", () => {
  for (const route of ROUTES) {
    for (const caller of CALLERS) {
      const listed = NOT_SIGNED_IN.has(caller) ? 401 : 403;
      it(`${route.name} × ${caller}: listed ${listed}, unlisted 404 as for no event`, async () => {
        const onListed = await call(route, events.listed, headersOf[caller]!);
        expect(onListed.statusCode, onListed.body).toBe(listed);
        expect(onListed.headers["content-type"]).toMatch(/^application\/problem\+json/);
        const onUnlisted = await call(route, events.unlisted, headersOf[caller]!);
        if (route.signInFirst && NOT_SIGNED_IN.has(caller)) {
          // A push or its version check needs an account, whether the event exists or not:
          // the same 401 for an id nobody created tells nothing.
          expect(onUnlisted.statusCode).toBe(401);
          expect((await call(route, `${events.unlisted}-nope`, headersOf[caller]!)).statusCode).toBe(401);
          return;
        }
        expect(onUnlisted.statusCode, onUnlisted.body).toBe(404);
        expect(json(onUnlisted).code).toBe("EVENT_NOT_CREATED");
        // The first push of a TD's own event creates it here, so an id nobody created answers
        // "version 0" to him: an id that is taken cannot look free (only the ids' random part,
        // docs/server.md, keeps them from being guessed).
        if (route.signInFirst) return;
        const nobody = await call(route, `${events.unlisted}-nope`, headersOf[caller]!);
        // The same answer but for the id it names.
        expect(json(onUnlisted)).toEqual({
          ...json(nobody),
          detail: json<{ detail: string }>(nobody).detail.replace(`${events.unlisted}-nope`, events.unlisted),
        });
      });
    }
  }
});

describe("those who may see an unlisted event still hear why they are refused", () => {
  it("its assistant: a staff-only change is 403 (R8), as on a listed event", async () => {
    const bob = bearer(await server.tokenOf("bob"));
    const invite = await server.app.inject({
      method: "PUT",
      url: `/api/events/${events.unlisted}/staff/mallory`,
      headers: bob,
      payload: { role: "scorekeeper" },
    });
    expect(invite.statusCode).toBe(403);
    expect(
      (await server.app.inject({ url: `/api/events/${events.unlisted}/audit`, headers: bob })).statusCode,
    ).toBe(200);
  });

  it("its owner by cookie without the CSRF token: 403 naming X-CSRF-Token; an outsider's cookie: 404", async () => {
    const cookieOf = async (username: string) => {
      await server.tokenOf(username);
      const login = await server.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username, password: TEST_PASSWORD },
      });
      return { hd_session: login.cookies.find((c) => c.name === "hd_session")!.value };
    };
    const write = {
      method: "PUT" as const,
      url: `/api/events/${events.unlisted}/visibility`,
      payload: { unlisted: true },
    };
    const owner = await server.app.inject({ ...write, cookies: await cookieOf("alice") });
    expect(owner.statusCode).toBe(403);
    expect(json(owner).field).toBe("X-CSRF-Token");
    const outsider = await server.app.inject({ ...write, cookies: await cookieOf("dave") });
    expect(outsider.statusCode).toBe(404);
  });
});
