// Test support: an app on the in-memory store with accounts made directly (no prompt).
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { makeMemoryStore } from "../store/memory/memory-store.js";
import type { EventStore } from "../store/event-store.js";
import { openAuthStore, type AuthStore } from "./auth/auth-store.js";
import { hashPassword } from "./auth/password.js";
import { sqliteClient } from "./auth/sql-client.js";
import { openSqliteDatabase } from "../store/sqlite/connection.js";
import { buildApp, type AppOptions } from "./app.js";

export const TEST_PASSWORD = "correct horse battery";

export interface TestServer {
  readonly app: FastifyInstance;
  readonly store: EventStore;
  readonly auth: AuthStore;
  /** Creates the user (if new) and signs in: the bearer token. */
  tokenOf(username: string): Promise<string>;
  close(): Promise<void>;
}

export async function makeTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const store = options.store ?? makeMemoryStore();
  const auth = options.auth ?? (await openAuthStore(sqliteClient(openSqliteDatabase(":memory:"))));
  const app = await buildApp({
    webRoot: "/nonexistent-web-root",
    loginLimits: {
      perAddress: { max: 1_000, windowMs: 60_000 },
      perAccount: { max: 1_000, windowMs: 60_000 },
    },
    ...options,
    store,
    auth,
  });
  const tokens = new Map<string, string>();
  return {
    app,
    store,
    auth,
    async tokenOf(username) {
      const known = tokens.get(username);
      if (known) return known;
      await auth.addUser(username, await hashPassword(TEST_PASSWORD));
      const response = await app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username, password: TEST_PASSWORD },
      });
      const token = (response.json() as { token: string }).token;
      tokens.set(username, token);
      return token;
    },
    async close() {
      await app.close();
      await auth.close();
      await store.close();
    },
  };
}

/** The owner invites `username` to the event's staff and the account accepts (docs/server.md). */
export async function grantStaff(
  server: TestServer,
  eventId: string,
  ownerToken: string,
  username: string,
  role: "assistant" | "scorekeeper",
): Promise<void> {
  const invited = await server.app.inject({
    method: "PUT",
    url: `/api/events/${eventId}/staff/${username}`,
    headers: bearer(ownerToken),
    payload: { role },
  });
  if (invited.statusCode !== 202 && invited.statusCode !== 200)
    throw new Error(`invite ${username}: ${invited.statusCode} ${invited.body}`);
  const accepted = await server.app.inject({
    method: "POST",
    url: `/api/me/invitations/${eventId}/accept`,
    headers: bearer(await server.tokenOf(username)),
  });
  if (invited.statusCode === 202 && accepted.statusCode !== 200)
    throw new Error(`accept ${username}: ${accepted.statusCode} ${accepted.body}`);
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A results file of docs/rules.md §6 with `count` players and no games. */
export function makeEventFile(count: number, name = "Hoth Open"): Record<string, unknown> {
  return {
    format: "handsdown-results",
    version: 1,
    event: {
      name,
      date: "2026-05-04",
      game: "swccg",
      rules: "swccg-pc-2.3.6",
      type: "constructed",
      seed: "hoth",
    },
    players: Array.from({ length: count }, (_, i) => ({
      id: `p${String(i + 1).padStart(4, "0")}`,
      name: `Player ${i + 1}`,
    })),
    games: [],
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
