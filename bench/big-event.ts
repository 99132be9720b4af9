// Big-event benchmark: what creating an N-player event and reading its player links cost one
// server, and the longest time the event loop was held meanwhile (what every other request
// waits). In process (Fastify's inject) on a SQLite file, as `handsdown serve --db` runs.
// Before the fixes of docs/server.md "Limits", a 20,000-player event took 12.9 s to create and
// its first player-links read held every request for 6.6–8.1 s.
// Run alone with `npx tsx bench/big-event.ts`, or through bench/main.ts via bench/suites.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { openAuthStore } from "../src/server/auth/auth-store.js";
import { hashPassword } from "../src/server/auth/password.js";
import { sqliteClient } from "../src/server/auth/sql-client.js";
import { buildApp } from "../src/server/app.js";
import { openSqliteDatabase } from "../src/store/sqlite/connection.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import type { BenchSuite } from "./suite.js";

const SIZES = (process.env.BIG_EVENT_SIZES ?? "1000,5000,20000").split(",").map(Number);
const PASSWORD = "bench password";

interface Step {
  readonly ms: number;
  /** The longest the event loop was held during the step (ms). */
  readonly stallMs: number;
}

async function measure(work: () => Promise<unknown>): Promise<Step> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  // One more turn, so a stall at the very end is sampled too.
  await new Promise((resolve) => setTimeout(resolve, 10));
  delay.disable();
  return { ms, stallMs: delay.max / 1e6 };
}

function eventFile(players: number): Record<string, unknown> {
  return {
    format: "handsdown-results",
    version: 1,
    event: {
      name: `Bench ${players}`,
      date: "2026-05-04",
      game: "swccg",
      rules: "swccg-pc-2.3.6",
      type: "constructed",
    },
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` })),
    games: [],
  };
}

export async function runBigEventBench(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "handsdown-bench-big-"));
  const path = join(dir, "big.db");
  const store = openSqliteStore(path);
  const auth = await openAuthStore(sqliteClient(openSqliteDatabase(path)));
  const app = await buildApp({
    store,
    auth,
    webRoot: join(dir, "no-web"),
    limits: { playersPerEvent: 20_000 },
  });
  try {
    await auth.addUser("bench", await hashPassword(PASSWORD));
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "bench", password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const rows: string[] = [];
    for (const players of SIZES) {
      let id = "";
      const create = await measure(async () => {
        const response = await app.inject({
          method: "POST",
          url: "/api/events",
          headers,
          payload: eventFile(players),
        });
        if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
        id = (response.json() as { id: string }).id;
      });
      const links = async () => {
        const response = await app.inject({ url: `/api/events/${id}/player-links`, headers });
        if (response.statusCode !== 200) throw new Error(`player-links: ${response.body}`);
      };
      const first = await measure(links);
      const second = await measure(links);
      const cell = (step: Step) => `${step.ms.toFixed(0)} | ${step.stallMs.toFixed(0)}`;
      rows.push(`| ${players} | ${cell(create)} | ${cell(first)} | ${cell(second)} |`);
    }
    return [
      `In process, SQLite file (synchronous=FULL); Node ${process.version}. Times in ms; "held" is the longest event-loop stall during the request.`,
      "",
      "| players | create | held | first player-links | held | second player-links | held |",
      "|---:|---:|---:|---:|---:|---:|---:|",
      ...rows,
    ].join("\n");
  } finally {
    await app.close();
    await auth.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** For bench/suites.ts. */
export const bigEventSuite: BenchSuite = { name: "big-event", run: runBigEventBench };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await bigEventSuite.run());
}
