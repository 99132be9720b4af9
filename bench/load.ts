// `npm run load`: loopback only, bounded in time and count. Two events of 1,000
// players (500 tables each) on SQLite, served by `handsdown serve` in a child process; 2,000 SSE
// clients listen to the event being played while every player reports or accepts through his own
// link (his own connection, as a phone has), in two modes:
//   burst  — every table at once (the worst case: 1,000 writes arriving together);
//   paced  — a real round: the tables finish spread over --window seconds (each table at its own
//            moment, deterministic), the opponent accepts as soon as the report is acknowledged.
// Latency = from sending the request to receiving the 2xx. For each mode it prints throughput,
// p50/p99 of reports and accepts, how long after each acknowledgement the SSE clients had it, and
// checks that every acknowledged result is in the log exactly once.
// Options: --players N (even, default 1000) --sse N (default 2000) --window S (default 60; 0 skips
// the paced mode) --burst 0 (skip the burst mode) --timeout S (default 300) --profile DIR.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request, Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SseAnswer, SseRequest } from "./load-sse-worker.js";
import { CommandPipeline } from "../src/app/command-pipeline.js";
import { findGame, lastPairing } from "../src/core/tournament/state.js";
import { openAuthStore } from "../src/server/auth/auth-store.js";
import { sqliteClient } from "../src/server/auth/sql-client.js";
import { openSqliteDatabase } from "../src/store/sqlite/connection.js";
import type { StoredEvent } from "../src/store/event-store.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { LiveClientsWorker, moments, percentile, sleep } from "./load-kit.js";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} expects a whole number`);
  return value;
}

const PLAYERS = option("players", 1_000);
const SSE_CLIENTS = option("sse", 2_000);
const WINDOW_S = option("window", 60);
const RUN_BURST = option("burst", 1) !== 0;
const TIMEOUT_MS = option("timeout", 300) * 1_000;
// --profile DIR: the server child writes a V8 CPU profile there (node --cpu-prof) for the breakdown.
const PROFILE_AT = process.argv.indexOf("--profile");
const PROFILE_DIR = PROFILE_AT >= 0 ? process.argv[PROFILE_AT + 1] : undefined;
const STREAMS = { burst: "load", paced: "load-paced" } as const;
type Mode = keyof typeof STREAMS;
// Compiled (npm run load) the CLI is main.js beside us; under tsx it is the TypeScript source.
const IS_SOURCE = import.meta.url.endsWith(".ts");
const CLI = fileURLToPath(new URL(`../src/cli/main.${IS_SOURCE ? "ts" : "js"}`, import.meta.url));

interface Table {
  readonly gameId: number;
  readonly reporter: string;
  readonly opponent: string;
}

async function prepareEvent(
  file: string,
  stream: string,
): Promise<{ tables: Table[]; tokens: Map<string, string> }> {
  const store = openSqliteStore(file);
  const auth = await openAuthStore(sqliteClient(openSqliteDatabase(file)));
  const live = new CommandPipeline(store);
  const meta = { actor: "td:load", now: new Date("2026-05-04T09:00:00Z") };
  const players = Array.from({ length: PLAYERS }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const results = {
    format: "handsdown-results",
    version: 1,
    event: { name: `Load Test Open (${stream})`, date: "2026-05-04", game: "swccg", seed: "load" },
    players,
    games: [],
  };
  const must = async (command: Parameters<CommandPipeline["execute"]>[1]) => {
    const outcome = await live.execute(stream, command, meta);
    if (!outcome.ok) throw new Error(`${command.type}: ${JSON.stringify(outcome.error)}`);
  };
  await must({ type: "ImportResultsFile", file: results });
  await Promise.all(players.map((p) => must({ type: "CheckInPlayer", playerId: p.id })));
  await must({ type: "PairNextGame" });
  const state = (await live.load(stream))!.state;
  const tables = lastPairing(state)!
    .gameIds.map((id) => findGame(state, id)!)
    .filter((slot) => !slot.isBye)
    .map((slot) => ({
      gameId: slot.gameId,
      reporter: slot.record.players[0]!.id,
      opponent: slot.record.players[1]!.id,
    }));
  const tokens = await auth.playerTokens(
    stream,
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
        // Every SSE client of this load comes from 127.0.0.1: lift the per-address cap above them.
        "--max-streams-per-client",
        String(SSE_CLIENTS + 100),
        "--max-streams",
        String(SSE_CLIENTS + 100),
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

// Every player his own connection (a phone each): no client-side queue in front of the server.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity });

interface Posted {
  readonly status: number;
  readonly ms: number;
  readonly at: number;
  /** Global position of the last event written (or of the first outcome, for a duplicate). */
  readonly position: number;
}

/** Requests sent again after a reset kept-alive socket, and POSTs that opened a new connection. */
let retries = 0;
let freshConnections = 0;

/** The kernel's count of connections dropped because a listen queue was full (Linux; 0 elsewhere). */
function listenOverflows(): number {
  try {
    const lines = readFileSync("/proc/net/netstat", "utf8").split("\n");
    const names = lines.find((line) => line.startsWith("TcpExt:"))!.split(" ");
    const values = lines.filter((line) => line.startsWith("TcpExt:"))[1]!.split(" ");
    return Number(values[names.indexOf("ListenOverflows")] ?? 0);
  } catch {
    return 0;
  }
}

function post(port: number, path: string, body: unknown): Promise<Posted> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  const attempt = (isRetry: boolean): Promise<Posted> =>
    new Promise((resolve, reject) => {
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
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => {
            const at = performance.now();
            let position = 0;
            if (res.statusCode === 200) {
              const reply = JSON.parse(text) as { events: { position: number }[] };
              position = reply.events.at(-1)?.position ?? 0;
            }
            resolve({ status: res.statusCode ?? 0, ms: at - started, at, position });
          });
        },
      );
      req.on("socket", () => {
        if (!req.reusedSocket) freshConnections++;
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed just as we reused it: send again, as a browser
        // does (same commandId, so at most once). The latency still counts from the first try.
        if (!isRetry && req.reusedSocket && error.code === "ECONNRESET") {
          retries++;
          attempt(true).then(resolve, reject);
        } else reject(new Error(`POST ${path}: ${error.message}`));
      });
      req.end(payload);
    });
  return attempt(false);
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
      res.resume();
      res.on("end", () =>
        res.statusCode === 200 ? resolve(200) : reject(new Error(`GET ${path}: ${res.statusCode}`)),
      );
    });
    req.on("error", (error) => reject(new Error(`GET ${path}: ${error.message}`)));
    req.end();
  });
}

const makeLiveClients = () => new LiveClientsWorker<SseRequest, SseAnswer>("load-sse-worker");

interface ModeResult {
  readonly ok: boolean;
  readonly lines: string[];
}

async function runMode(
  sse: LiveClientsWorker<SseRequest, SseAnswer>,
  mode: Mode,
  port: number,
  tables: readonly Table[],
  tokens: ReadonlyMap<string, string>,
): Promise<ModeResult & { acknowledged: Set<number> }> {
  const stream = STREAMS[mode];
  const opened = await sse.ask({ type: "open", port, stream, count: SSE_CLIENTS });
  const clientCount = opened.type === "opened" ? opened.count : 0;
  // As at a venue: every player has his link open (his table and opponent) before results come in.
  await Promise.all(
    tables.flatMap((table) =>
      [table.reporter, table.opponent].map((player) => get(port, `/api/play/${tokens.get(player)!}`)),
    ),
  );
  const reportMs: number[] = [];
  const acceptMs: number[] = [];
  const acks: Posted[] = [];
  const acknowledged = new Set<number>();
  let refused = 0;
  const startAt =
    WINDOW_S > 0 && mode === "paced" ? moments(tables.length, 12_345).map((m) => m * WINDOW_S * 1_000) : [];
  const retriesBefore = retries;
  const freshBefore = freshConnections;
  const overflowsBefore = listenOverflows();
  const started = performance.now();
  await Promise.all(
    tables.map(async (table, i) => {
      if (mode === "paced") await sleep(startAt[i]!);
      const reported = await post(port, `/api/play/${tokens.get(table.reporter)!}/report`, {
        gameId: table.gameId,
        result: {
          end: "full",
          winner: i % 2 === 0 ? table.reporter : table.opponent,
          lifeForce: (i % 30) + 1,
        },
        commandId: `${stream}-report-${table.gameId}`,
      });
      if (reported.status !== 200) return void refused++;
      reportMs.push(reported.ms);
      acks.push(reported);
      const accepted = await post(port, `/api/play/${tokens.get(table.opponent)!}/accept`, {
        gameId: table.gameId,
        commandId: `${stream}-accept-${table.gameId}`,
      });
      if (accepted.status !== 200) return void refused++;
      acceptMs.push(accepted.ms);
      acks.push(accepted);
      acknowledged.add(table.gameId);
    }),
  );
  const lastAck = performance.now();
  const writes = reportMs.length + acceptMs.length;
  const done = await sse.ask({ type: "wait", writes, timeoutMs: 30_000 });
  if (done.type !== "done") throw new Error("SSE worker: unexpected answer");
  const behind = done.behind;
  // Epoch ms on both sides of the thread boundary.
  const toEpoch = (at: number) => performance.timeOrigin + at;
  const lastSeen = done.lastSeenAt - performance.timeOrigin;
  // For each acknowledged write: how long after its 2xx the last sampled client had it.
  const sampled = done.arrivals.map((list) => new Map(list));
  const delivery = acks
    .map((ack) => Math.max(...sampled.map((l) => (l.get(ack.position) ?? Infinity) - toEpoch(ack.at))))
    .sort((a, b) => a - b);
  const seconds = (lastAck - started) / 1_000;
  const sortedReports = [...reportMs].sort((a, b) => a - b);
  const sortedAccepts = [...acceptMs].sort((a, b) => a - b);
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.max(0, value).toFixed(0)} ms` : "never");
  return {
    ok: behind === 0 && refused === 0,
    acknowledged,
    lines: [
      `${mode}${mode === "paced" ? ` (tables finish over ${WINDOW_S} s)` : " (every table at once)"}: players ${PLAYERS}, tables ${tables.length}, SSE clients ${clientCount}`,
      `  writes acknowledged ${writes} (${refused} refused) in ${seconds.toFixed(2)} s: ${(writes / seconds).toFixed(0)} writes/s`,
      `  report latency p50 ${percentile(sortedReports, 50).toFixed(1)} ms, p99 ${percentile(sortedReports, 99).toFixed(1)} ms, max ${(sortedReports.at(-1) ?? 0).toFixed(1)} ms`,
      `  reports over 1 s: ${reportMs.filter((x) => x > 1_000).length}, over 10 s: ${reportMs.filter((x) => x > 10_000).length}; requests sent again after a reset kept-alive socket: ${retries - retriesBefore}; POSTs on a new connection: ${freshConnections - freshBefore}; kernel listen-queue overflows (whole machine): ${listenOverflows() - overflowsBefore}`,
      `  accept latency p50 ${percentile(sortedAccepts, 50).toFixed(1)} ms, p99 ${percentile(sortedAccepts, 99).toFixed(1)} ms, max ${(sortedAccepts.at(-1) ?? 0).toFixed(1)} ms`,
      clientCount === 0
        ? "  no SSE clients"
        : `  SSE: every sampled client (${sampled.length}) had each write p50 ${ms(percentile(delivery, 50))}, p99 ${ms(percentile(delivery, 99))}, max ${ms(delivery.at(-1) ?? 0)} after its 2xx; the last of all ${clientCount} clients saw the last result ${ms(lastSeen - lastAck)} after the last 2xx; ${behind} client(s) behind`,
    ],
  };
}

function checkLog(log: readonly StoredEvent[], stream: string, acknowledged: ReadonlySet<number>): string {
  const count = (type: string) => {
    const seen = new Map<number, number>();
    for (const e of log) {
      if (e.stream !== stream || e.type !== type) continue;
      const id = (e.data as { gameId: number }).gameId;
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    return seen;
  };
  const reports = count("ResultReported");
  const accepts = count("ResultAccepted");
  const exactlyOnce =
    [...acknowledged].every((id) => reports.get(id) === 1 && accepts.get(id) === 1) &&
    [...reports.values(), ...accepts.values()].every((n) => n === 1);
  return `  exactly once: ${exactlyOnce ? "yes" : "NO"} (${reports.size} reports, ${accepts.size} accepts in the log for ${acknowledged.size} acknowledged tables)`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "hd-load-"));
  const file = join(dir, "load.db");
  let child: ChildProcess | undefined;
  let sse: LiveClientsWorker<SseRequest, SseAnswer> | undefined;
  const deadline = setTimeout(() => {
    console.error(`load: over the ${TIMEOUT_MS / 1_000} s bound; stopping`);
    child?.kill("SIGKILL"); // exit() skips the finally below: do not leave the server running
    rmSync(dir, { recursive: true, force: true });
    process.exit(2);
  }, TIMEOUT_MS);
  try {
    const t0 = performance.now();
    const modes: Mode[] = [
      ...(RUN_BURST ? ["burst" as const] : []),
      ...(WINDOW_S > 0 ? ["paced" as const] : []),
    ];
    const prepared = new Map<Mode, Awaited<ReturnType<typeof prepareEvent>>>();
    for (const mode of modes) prepared.set(mode, await prepareEvent(file, STREAMS[mode]));
    console.log(
      `prepared ${modes.length} event(s) of ${PLAYERS} players in ${((performance.now() - t0) / 1_000).toFixed(1)} s`,
    );
    const served = await startServe(file);
    sse = makeLiveClients();
    child = served.child;
    const results: (ModeResult & { acknowledged: Set<number>; mode: Mode })[] = [];
    for (const mode of modes) {
      const { tables, tokens } = prepared.get(mode)!;
      results.push({ mode, ...(await runMode(sse, mode, served.port, tables, tokens)) });
    }
    child.kill("SIGTERM");
    await new Promise((resolve) => child!.once("exit", resolve));
    child = undefined;
    const store = openSqliteStore(file);
    const log = await store.readAll(0);
    await store.close();
    let isOk = true;
    for (const result of results) {
      const check = checkLog(log, STREAMS[result.mode], result.acknowledged);
      console.log([...result.lines, check].join("\n"));
      isOk &&= result.ok && check.includes("yes");
    }
    if (!isOk) process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    child?.kill("SIGKILL");
    agent.destroy();
    await sse?.stop();
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
