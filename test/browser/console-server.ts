// The real server in-process for browser tests: a fresh SQLite file (event log and accounts in
// one database, as `handsdown serve --db`), a TD account, listening on 127.0.0.1 port 0, serving
// the web build (made here when web/ is newer than dist/web).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, readdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../../src/server/app.js";
import { openAuthStore } from "../../src/server/auth/auth-store.js";
import { hashPassword } from "../../src/server/auth/password.js";
import { sqliteClient } from "../../src/server/auth/sql-client.js";
import { openSqliteDatabase } from "../../src/store/sqlite/connection.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { Browser, Page } from "playwright-core";
import { collectPageErrors, launchBrowser, newLaptopPage } from "./browser.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const WEB_ROOT = path.join(ROOT, "dist/web");

export const TD_NAME = "td-anna";
export const TD_PASSWORD = "a long test password";

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isBuildFresh(): boolean {
  const built = path.join(WEB_ROOT, "console/index.html");
  const sources = Math.max(newestIn(path.join(ROOT, "web")), newestIn(path.join(ROOT, "src/core")));
  return existsSync(built) && statSync(built).mtimeMs > sources;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes the build lock (a directory): waits while another test file holds it; a lock older than
 * 3 minutes is left over from a killed run. A fresh checkout has no dist/: its parent is made
 * first, or the lock could never be taken and every browser test would wait here for ever.
 */
export function takeBuildLock(lock: string): void {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 250) {
    try {
      mkdirSync(lock, { recursive: false });
      return;
    } catch (error) {
      // Only "another file holds it" is worth waiting for; any other failure would never pass.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (waited > 180_000) rmSync(lock, { recursive: true, force: true });
      sleep(250);
    }
  }
}

/**
 * `npm run build:web` unless dist/web is newer than every file of web/ and src/core. Test files
 * run in parallel: a lock directory lets one build while the others wait for it.
 */
export function ensureWebBuild(): void {
  if (isBuildFresh()) return;
  const lock = `${WEB_ROOT}.build-lock`;
  takeBuildLock(lock);
  try {
    if (!isBuildFresh()) {
      execFileSync("npx", ["vite", "build", "--config", "web/vite.config.ts", "--logLevel", "warn"], {
        cwd: ROOT,
        stdio: "inherit",
      });
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface ConsoleServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startConsoleServer(): Promise<ConsoleServer> {
  ensureWebBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "handsdown-browser-"));
  const file = path.join(dir, "handsdown.db");
  const store = openSqliteStore(file);
  const auth = await openAuthStore(sqliteClient(openSqliteDatabase(file)));
  await auth.addUser(TD_NAME, await hashPassword(TD_PASSWORD));
  await auth.addUser(SECOND_TD_NAME, await hashPassword(SECOND_TD_PASSWORD));
  const app = await buildApp({
    store,
    auth,
    webRoot: WEB_ROOT,
    loginLimits: {
      perAddress: { max: 1_000, windowMs: 60_000 },
      perAccount: { max: 1_000, windowMs: 60_000 },
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await auth.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What every whole-event console test starts with: the server, Chromium and a laptop-sized page. */
export interface ConsoleSession {
  readonly server: ConsoleServer;
  readonly browser: Browser;
  readonly page: Page;
  /** Console errors and uncaught exceptions of the page (a test expects none). */
  readonly errors: string[];
}

/** `viewport`: the page's context's, so a second tab of the console has the same size. */
export async function openConsoleSession(viewport?: {
  width: number;
  height: number;
}): Promise<ConsoleSession> {
  const server = await startConsoleServer();
  const browser = await launchBrowser();
  const page = await newLaptopPage(browser, viewport);
  return { server, browser, page, errors: collectPageErrors(page) };
}

export async function closeConsoleSession(session: ConsoleSession | undefined): Promise<void> {
  await session?.browser.close();
  await session?.server.close();
}

/** A second account on the same server: another TD, for staff invitations (console-staff.test.ts). */
export const SECOND_TD_NAME = "td-ben";
export const SECOND_TD_PASSWORD = "another long test password";
