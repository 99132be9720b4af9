// The browser tests' server: the real `handsdown serve` (startServer) in process, on port 0 and
// 127.0.0.1, over a fresh SQLite file, serving the built web app (dist/web; built here if absent).
// Helpers drive the event through the HTTP API as a TD's script would (the contracts in docs/architecture.md).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import type { FastifyInstance } from "fastify";
import { openRatings } from "../../src/app/ratings/open-ratings.js";
import { prepareImport } from "../../src/app/ratings/prepare-import.js";
import { buildApp } from "../../src/server/app.js";
import { openAuthStore } from "../../src/server/auth/auth-store.js";
import { hashPassword } from "../../src/server/auth/password.js";
import { openSqlClient } from "../../src/server/auth/sql-client.js";
import { importEvents } from "../../src/store/ratings/ratings-store.js";
import { openStore } from "../../src/store/open-store.js";

export const WEB_ROOT = path.resolve(import.meta.dirname, "../../dist/web");
const TD = "td-browser";
const PASSWORD = "a long test password";

/** Builds dist/web once when it is missing (CI builds it first with `npm run build`). */
export async function ensureWebBuild(): Promise<void> {
  if (existsSync(path.join(WEB_ROOT, "player/index.html")) && process.env.HANDSDOWN_REBUILD_WEB !== "1")
    return;
  const { build } = await import("vite");
  await build({
    configFile: path.resolve(import.meta.dirname, "../../web/vite.config.ts"),
    logLevel: "warn",
  });
}

export interface PublicTestServer {
  readonly base: string;
  readonly app: FastifyInstance;
  readonly token: string;
  api<T>(method: string, url: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

/**
 * `handsdown serve` as main.ts assembles it — the event log, the accounts and the ratings in one
 * fresh SQLite file. `ratingsFiles`: results files to rate first.
 */
export async function startPublicServer(
  options: { readonly ratingsFiles?: readonly unknown[]; readonly now?: () => Date } = {},
): Promise<PublicTestServer> {
  const ratingsFiles = options.ratingsFiles ?? [];
  await ensureWebBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "handsdown-browser-"));
  const db = path.join(dir, "event.db");
  const store = await openStore({ db });
  const auth = await openAuthStore(openSqlClient({ kind: "sqlite", path: db }));
  await auth.addUser(TD, await hashPassword(PASSWORD));
  const ratings = await openRatings({ db });
  if (ratingsFiles.length > 0) {
    const prepared = prepareImport(
      ratingsFiles.map((file, i) => ({ source: `file-${i}.json`, text: JSON.stringify(file) })),
    );
    if (!prepared.ok) throw new Error(prepared.message);
    await importEvents(ratings, prepared.events);
  }
  const app = await buildApp({
    store,
    auth,
    closeStores: true,
    webRoot: WEB_ROOT,
    // The ratings tables of the same SQLite file, as `handsdown serve` opens them; closed below.
    ratings: { open: async () => ratings, close: async () => {} },
    ...(options.now !== undefined && { now: options.now }),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: TD, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  return {
    base,
    app,
    token,
    api,
    async close() {
      await app.close();
      await ratings.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Table {
  readonly gameId: number;
  readonly table: number;
  readonly players: readonly { readonly id: string; readonly side?: "dark" | "light" }[];
  readonly isStanding?: boolean;
  readonly result?: unknown;
}

/** A Star Wars constructed event (SW-PC) with these players, paired for game 1; its links. */
export async function makePairedEvent(
  t: PublicTestServer,
  names: readonly string[],
  game: "swccg" | "stccg1e" | "yj" = "swccg",
  eventName = "Browser Test Regional",
): Promise<{ id: string; tables: Table[]; links: Map<string, string>; ids: Map<string, string> }> {
  const file = {
    format: "handsdown-results",
    version: 1,
    event: {
      name: eventName,
      date: "2026-11-21",
      game,
      type: "constructed",
      seed: "browser-seed",
    },
    players: names.map((name, i) => ({ id: `p${i + 1}`, name })),
    games: [],
  };
  const { id } = await t.api<{ id: string }>("POST", "/api/events", file);
  await t.api("POST", `/api/events/${id}/commands`, { type: "PairNextGame" });
  const pairings = await t.api<{ pairings: Table[] }>("GET", `/api/events/${id}/pairings`);
  const { links } = await t.api<{ links: { playerId: string; url: string }[] }>(
    "GET",
    `/api/events/${id}/player-links`,
  );
  return {
    id,
    tables: pairings.pairings,
    links: new Map(links.map((link) => [link.playerId, link.url])),
    ids: new Map(names.map((name, i) => [name, `p${i + 1}`])),
  };
}

const require = createRequire(import.meta.url);

/** axe-core's WCAG 2 A/AA checks (labels, contrast, names); returns the violations' summaries. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The pages' CSP forbids inline scripts (rightly): evaluate the checker through the driver.
  await page.evaluate(readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
  // A string: the root tsconfig has no DOM types; this runs in the page.
  const violations = await page.evaluate<string[]>(`(async () => {
    const result = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } });
    return result.violations.map((v) => v.id + ": " + v.help + " — " + v.nodes.map((n) => JSON.stringify(n.target)).join(", "));
  })()`);
  return violations;
}

/** R4/R5: the TD starts the round timer (the server's StartTimer command). */
export async function startTimer(t: PublicTestServer, eventId: string, durationMs: number): Promise<void> {
  await t.api("POST", `/api/events/${eventId}/commands`, { type: "StartTimer", durationMs });
}

/** Page width beyond the viewport (0: no sideways scrolling). */
/**
 * How far the page is wider than the viewport the test asked for. Not `window.innerWidth`: a mobile
 * page that overflows is zoomed out to fit, which widens innerWidth and hides the overflow.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
  return scrollWidth - width;
}

/** Serves GET /timer from the test (kept for tests written before the server had the timer). */
export async function stubTimer(page: Page, timer: (now: number) => unknown): Promise<void> {
  await page.route("**/api/events/*/timer", async (route) => {
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify(timer(Date.now())),
    });
  });
}

/** A running timer as the core's TimerState (60 minutes by default), started at `startedAt`. */
export function runningTimer(startedAt: number, durationMs = 60 * 60_000): (now: number) => unknown {
  return (now) => ({
    now,
    state: {
      status: "running",
      durationMs,
      remainingMs: durationMs,
      anchorAt: startedAt,
      lastAt: startedAt,
      marks: [30, 20, 15, 10, 5, 4, 3, 2, 1].filter((m) => m * 60_000 < durationMs),
    },
  });
}
