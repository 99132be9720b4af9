// `npm run load` (issue 11 §9): loopback only, bounded in time and count. One event of 1,000
// players (500 tables) on SQLite, served by `handsdown serve` in a child process; 2,000 SSE
// clients listen while every player reports or accepts through his own link, all at once.
// Prints throughput, p50/p99 latency of reports and accepts, the time until the last SSE client
// saw the last result, and checks that every acknowledged result is in the log exactly once.
// Options: --players N (even, default 1000) --sse N (default 2000) --timeout S (default 120).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request, Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LiveEvents } from "../src/app/live-events.js";
import { findGame, lastPairing } from "../src/core/tournament/state.js";
import { openAuthStore } from "../src/server/auth/auth-store.js";
import { sqliteClient } from "../src/server/auth/sql-client.js";
import { openSqliteDatabase } from "../src/store/sqlite/connection.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} expects a whole number`);
  return value;
}

const PLAYERS = option("players", 1_000);
const SSE_CLIENTS = option("sse", 2_000);
const TIMEOUT_MS = option("timeout", 120) * 1_000;
// --profile DIR: the server child writes a V8 CPU profile there (node --cpu-prof) for the breakdown.
const PROFILE_AT = process.argv.indexOf("--profile");
const PROFILE_DIR = PROFILE_AT >= 0 ? process.argv[PROFILE_AT + 1] : undefined;
const STREAM = "load";
// Compiled (npm run load) the CLI is main.js beside us; under tsx it is the TypeScript source.
const IS_SOURCE = import.meta.url.endsWith(".ts");
const CLI = fileURLToPath(new URL(`../src/cli/main.${IS_SOURCE ? "ts" : "js"}`, import.meta.url));

interface Table {
  readonly gameId: number;
  readonly reporter: string;
  readonly opponent: string;
}

async function prepare(file: string): Promise<{ tables: Table[]; tokens: Map<string, string> }> {
  const store = openSqliteStore(file);
  const auth = await openAuthStore(sqliteClient(openSqliteDatabase(file)));
  const live = new LiveEvents(store);
  const meta = { actor: "td:load", now: new Date("2026-05-04T09:00:00Z") };
  const players = Array.from({ length: PLAYERS }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const results = {
    format: "handsdown-results",
    version: 1,
    event: { name: "Load Test Open", date: "2026-05-04", game: "swccg", seed: "load" },
    players,
    games: [],
  };
  const must = async (command: Parameters<LiveEvents["execute"]>[1]) => {
    const outcome = await live.execute(STREAM, command, meta);
    if (!outcome.ok) throw new Error(`${command.type}: ${JSON.stringify(outcome.error)}`);
  };
  await must({ type: "ImportResultsFile", file: results });
  for (const p of players) await must({ type: "CheckInPlayer", playerId: p.id });
  await must({ type: "PairNextGame" });
  const state = (await live.load(STREAM))!.state;
  const tables = lastPairing(state)!
    .gameIds.map((id) => findGame(state, id)!)
    .filter((slot) => !slot.isBye)
    .map((slot) => ({
      gameId: slot.gameId,
      reporter: slot.record.players[0]!.id,
      opponent: slot.record.players[1]!.id,
    }));
  const tokens = await auth.playerTokens(
    STREAM,
    players.map((p) => p.id),
  );
  await auth.close();
  await store.close();
  return { tables, tokens };
}

function startServe(file: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...(IS_SOURCE ? ["--import", "tsx"] : []),
        ...(PROFILE_DIR === undefined ? [] : ["--cpu-prof", "--cpu-prof-dir", PROFILE_DIR]),
        CLI,
        "serve",
        "--db",
        file,
        "--port",
        "0",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on("exit", (code) => reject(new Error(`serve exited (${code})`)));
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(port: number, path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

interface Listener {
  count: number;
  lastAt: number;
}

function listen(port: number): Promise<Listener> {
  const listener: Listener = { count: 0, lastAt: 0 };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: `/api/events/${STREAM}/live`,
        headers: { accept: "text/event-stream" },
        agent: false,
      },
      (res) => {
        let tail = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          // Count "\nid: " without splitting: 2,000 clients share this process's CPU.
          const text = tail + chunk;
          let messages = 0;
          for (let at = text.indexOf("\nid: "); at >= 0; at = text.indexOf("\nid: ", at + 5)) messages++;
          tail = text.slice(-5);
          if (messages > 0) {
            listener.count += messages;
            listener.lastAt = performance.now();
          }
        });
        resolve(listener);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "hd-load-"));
  const file = join(dir, "load.db");
  let child: ChildProcess | undefined;
  const deadline = setTimeout(() => {
    console.error(`load: over the ${TIMEOUT_MS / 1_000} s bound; stopping`);
    child?.kill("SIGKILL"); // exit() skips the finally below: do not leave the server running
    rmSync(dir, { recursive: true, force: true });
    process.exit(2);
  }, TIMEOUT_MS);
  try {
    const t0 = performance.now();
    const { tables, tokens } = await prepare(file);
    console.log(
      `prepared ${PLAYERS} players, ${tables.length} tables in ${((performance.now() - t0) / 1_000).toFixed(1)} s`,
    );
    const served = await startServe(file);
    child = served.child;
    const { port } = served;

    const listeners: Listener[] = [];
    for (let i = 0; i < SSE_CLIENTS; i += 200) {
      listeners.push(
        ...(await Promise.all(Array.from({ length: Math.min(200, SSE_CLIENTS - i) }, () => listen(port)))),
      );
    }
    console.log(`${listeners.length} SSE clients listening`);

    const reportMs: number[] = [];
    const acceptMs: number[] = [];
    const acknowledged = new Set<number>();
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      tables.map(async (table, i) => {
        const reported = await post(port, `/api/play/${tokens.get(table.reporter)!}/report`, {
          gameId: table.gameId,
          result: {
            end: "full",
            winner: i % 2 === 0 ? table.reporter : table.opponent,
            lifeForce: (i % 30) + 1,
          },
          commandId: `load-report-${table.gameId}`,
        });
        if (reported.status !== 200) return void refused++;
        reportMs.push(reported.ms);
        const accepted = await post(port, `/api/play/${tokens.get(table.opponent)!}/accept`, {
          gameId: table.gameId,
          commandId: `load-accept-${table.gameId}`,
        });
        if (accepted.status !== 200) return void refused++;
        acceptMs.push(accepted.ms);
        acknowledged.add(table.gameId);
      }),
    );
    const lastAck = performance.now();
    const writes = reportMs.length + acceptMs.length;
    const expected = writes;
    while (listeners.some((l) => l.count < expected) && performance.now() - lastAck < 30_000)
      await new Promise((r) => setTimeout(r, 20));
    const behind = listeners.filter((l) => l.count < expected).length;
    const lastSeen = Math.max(...listeners.map((l) => l.lastAt));

    child.kill("SIGTERM");
    await new Promise((resolve) => child!.once("exit", resolve));
    child = undefined;
    const store = openSqliteStore(file);
    const log = await store.read(STREAM);
    await store.close();
    const count = (type: string) => {
      const seen = new Map<number, number>();
      for (const e of log)
        if (e.type === type)
          seen.set(
            (e.data as { gameId: number }).gameId,
            (seen.get((e.data as { gameId: number }).gameId) ?? 0) + 1,
          );
      return seen;
    };
    const reports = count("ResultReported");
    const accepts = count("ResultAccepted");
    const exactlyOnce =
      [...acknowledged].every((id) => reports.get(id) === 1 && accepts.get(id) === 1) &&
      [...reports.values(), ...accepts.values()].every((n) => n === 1);

    const seconds = (lastAck - started) / 1_000;
    const sortedReports = [...reportMs].sort((a, b) => a - b);
    const sortedAccepts = [...acceptMs].sort((a, b) => a - b);
    console.log(
      [
        `players ${PLAYERS}, tables ${tables.length}, SSE clients ${SSE_CLIENTS}`,
        `writes acknowledged ${writes} (${refused} refused) in ${seconds.toFixed(2)} s: ${(writes / seconds).toFixed(0)} writes/s`,
        `report latency p50 ${percentile(sortedReports, 50).toFixed(1)} ms, p99 ${percentile(sortedReports, 99).toFixed(1)} ms`,
        `accept latency p50 ${percentile(sortedAccepts, 50).toFixed(1)} ms, p99 ${percentile(sortedAccepts, 99).toFixed(1)} ms`,
        listeners.length === 0
          ? "no SSE clients"
          : `last SSE client saw the last result ${(lastSeen - lastAck).toFixed(0)} ms after the last acknowledgement; ${behind} client(s) behind`,
        `exactly once: ${exactlyOnce ? "yes" : "NO"} (${reports.size} reports, ${accepts.size} accepts in the log for ${acknowledged.size} acknowledged tables)`,
      ].join("\n"),
    );
    if (!exactlyOnce || behind > 0 || refused > 0) process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    child?.kill("SIGKILL");
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
