// `npm run load:hosted`: a community's weekend on one hosted setup, on loopback only, bounded in
// time and count (docs/performance.md, docs/guide/hosting.md). Several `handsdown serve` share one
// PostgreSQL database behind nginx, started by this script; 50 events of 64 players each play a
// round at once: every table's result is reported from the reporter's link and accepted from the
// opponent's within a 60 s window, while 6,400 live-page clients follow the events through the
// proxy. Midway one app server is killed (SIGKILL) and started again, and later every database
// connection of the app servers is terminated (pg_terminate_backend). Phones behave as the player
// page does: a write that gets no answer, a 5xx or a 429 is sent again after a second with the same
// commandId; a live page reconnects with Last-Event-ID.
// It reports p50/p99 of the writes (first send to 2xx, retries included), SSE delivery p99, and
// counts what must be zero: acknowledged writes missing from the log, results applied twice, 5xx
// outside the fault windows, live clients that never caught up, live messages received twice.
// `--sqlite` runs the same load on one server on SQLite, no proxy and no faults: the baseline.
// Options: --events N (50) --players N (64, even) --sse N (6400) --servers N (3) --window S (60)
// --faults 0|1 (1) --timeout S (900). Needs nginx (Debian: apt-get install nginx) and PostgreSQL
// at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { HostedSseAnswer, HostedSseClientReport, HostedSseRequest } from "./hosted-sse-worker.js";
import { CommandPipeline } from "../src/app/command-pipeline.js";
import { findGame, lastPairing } from "../src/core/tournament/state.js";
import { openAuthStore } from "../src/server/auth/auth-store.js";
import { openSqlClient } from "../src/server/auth/sql-client.js";
import { chooseStore, openStore } from "../src/store/open-store.js";
import { createTestDatabase, type TestDatabase } from "../src/store/postgres/test-database.js";
import { LiveClientsWorker, epochNow, moments, percentile, sleep } from "./load-kit.js";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} expects a whole number`);
  return value;
}

const IS_SQLITE = process.argv.includes("--sqlite");
const EVENTS = option("events", 50);
const PLAYERS = option("players", 64);
const SSE_CLIENTS = option("sse", 6_400);
const SERVERS = IS_SQLITE ? 1 : option("servers", 3);
const WINDOW_S = option("window", 60);
const HAS_FAULTS = !IS_SQLITE && option("faults", 1) === 1;
const TIMEOUT_MS = option("timeout", 900) * 1_000;
if (PLAYERS % 2 !== 0) throw new Error("--players must be even: every player has a table");

const IS_SOURCE = import.meta.url.endsWith(".ts");
const CLI = fileURLToPath(new URL(`../src/cli/main.${IS_SOURCE ? "ts" : "js"}`, import.meta.url));
const NOW = new Date("2026-06-13T09:00:00Z");

interface Table {
  readonly stream: string;
  readonly gameId: number;
  readonly reporter: string;
  readonly opponent: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The events, paired for game 1, and every player's link token; the last log position. */
async function prepare(
  db: string,
): Promise<{ tables: Table[]; tokens: Map<string, string>; position: number }> {
  const store = await openStore({ db });
  const auth = await openAuthStore(openSqlClient(chooseStore({ db })));
  const pipeline = new CommandPipeline(store);
  const meta = { actor: "td:load", now: NOW };
  const tables: Table[] = [];
  const tokens = new Map<string, string>();
  let position = 0;
  for (let e = 0; e < EVENTS; e++) {
    const stream = `weekend-${e + 1}`;
    const players = Array.from({ length: PLAYERS }, (_, i) => ({
      id: `e${e + 1}p${i + 1}`,
      name: `Player ${i + 1} of event ${e + 1}`,
    }));
    const file = {
      format: "handsdown-results",
      version: 1,
      event: { name: `Weekend event ${e + 1}`, date: "2026-06-13", game: "swccg", seed: `weekend-${e + 1}` },
      players,
      games: [],
    };
    for (const command of [{ type: "ImportResultsFile", file }, { type: "PairNextGame" }] as const) {
      const outcome = await pipeline.execute(stream, command, meta);
      if (!outcome.ok) throw new Error(`${stream} ${command.type}: ${JSON.stringify(outcome.error)}`);
      position = Math.max(position, ...outcome.value.events.map((event) => event.position));
    }
    const state = (await pipeline.load(stream))!.state;
    for (const gameId of lastPairing(state)!.gameIds) {
      const slot = findGame(state, gameId)!;
      if (slot.isBye) continue;
      tables.push({
        stream,
        gameId,
        reporter: slot.record.players[0]!.id,
        opponent: slot.record.players[1]!.id,
      });
    }
    for (const [player, token] of await auth.playerTokens(
      stream,
      players.map((p) => p.id),
    ))
      tokens.set(player, token);
  }
  await auth.close();
  await store.close();
  return { tables, tokens, position };
}

/** Servers this script stopped (SIGKILL for the fault, SIGTERM at the end): any other exit is a crash. */
const stoppedOnPurpose = new WeakSet<ChildProcess>();
const crashes: string[] = [];

/** One `serve` on a fixed port (a restarted server takes its old place behind the proxy). */
function startServe(db: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...(IS_SOURCE ? ["--import", "tsx"] : []),
        CLI,
        "serve",
        "--db",
        db,
        "--port",
        String(port),
        // Behind the proxy every phone is its own client address again (docs/guide/hosting.md).
        ...(IS_SQLITE ? [] : ["--trust-proxy", "loopback"]),
        // This load's SSE clients all come from 127.0.0.1: lift the stream caps above them
        // (docs/server.md "Limits"; the defaults follow the descriptor limit and one address).
        "--max-streams",
        String(SSE_CLIENTS + 100),
        "--max-streams-per-client",
        String(SSE_CLIENTS + 100),
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stderr!.on("data", (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4_000)));
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Stop with Ctrl-C")) resolve(child);
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`serve on ${port} exited (${code ?? signal}): ${err}`)),
    );
  });
}

/** nginx in front of the app servers, as docs/guide/hosting.md sets it up for live streams. */
function startNginx(dir: string, port: number, upstreams: readonly number[]): Promise<ChildProcess> {
  if (spawnSync("nginx", ["-v"]).error)
    throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
worker_rlimit_nofile 19000;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 18000; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream handsdown {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join("\n")}
    keepalive 256;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://handsdown;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const child = spawn("nginx", ["-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`nginx exited (${code})`)));
    const poll = async () => {
      for (let i = 0; i < 100; i++) {
        const isUp = await new Promise<boolean>((done) => {
          const req = request({ host: "127.0.0.1", port, path: "/api/health" }, (res) => {
            res.resume();
            done(res.statusCode === 200);
          });
          req.on("error", () => done(false));
          req.end();
        });
        if (isUp) return resolve(child);
        await sleep(100);
      }
      reject(new Error("nginx never answered /api/health"));
    };
    void poll();
  });
}

// A phone keeps its connection: one kept-alive socket per player address.
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

interface Answer {
  readonly status: number;
  readonly body: string;
}

function post(port: number, path: string, body: unknown, localAddress: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        localAddress,
        timeout: 15_000,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer in 15 s")));
    req.on("error", reject);
    req.end(payload);
  });
}

interface Write {
  readonly commandId: string;
  readonly stream: string;
  readonly status: "acknowledged" | "refused" | "gave up";
  readonly ms: number;
  /** Epoch ms of the 2xx. */
  readonly at: number;
  readonly position: number;
  readonly attempts: number;
}

/** Server errors seen, with when (epoch ms), to tell the fault windows from the rest. */
const serverErrors: { readonly at: number; readonly status: number }[] = [];
let networkErrors = 0;

/** A write as the player page sends it: again after a second, same commandId, until a 2xx or a 4xx. */
async function write(
  port: number,
  path: string,
  body: Record<string, unknown>,
  commandId: string,
  stream: string,
  address: string,
): Promise<Write> {
  const started = performance.now();
  let attempts = 0;
  while (performance.now() - started < 180_000) {
    attempts++;
    try {
      const answer = await post(port, path, { ...body, commandId }, address);
      if (answer.status === 200) {
        const reply = JSON.parse(answer.body) as { events: { position: number }[] };
        return {
          commandId,
          stream,
          status: "acknowledged",
          ms: performance.now() - started,
          at: epochNow(),
          position: reply.events.at(-1)?.position ?? 0,
          attempts,
        };
      }
      if (answer.status >= 500) serverErrors.push({ at: epochNow(), status: answer.status });
      if (answer.status < 500 && answer.status !== 429 && answer.status !== 409)
        return { commandId, stream, status: "refused", ms: 0, at: 0, position: 0, attempts };
    } catch {
      networkErrors++;
    }
    await sleep(1_000);
  }
  return { commandId, stream, status: "gave up", ms: 0, at: 0, position: 0, attempts };
}

const makeLiveClients = () => new LiveClientsWorker<HostedSseRequest, HostedSseAnswer>("hosted-sse-worker");

/** Every database connection of the app servers, cut at once (a failover, a restarted pooler). */
async function terminateConnections(database: TestDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [database.name],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "hd-hosted-"));
  const children: ChildProcess[] = [];
  let database: TestDatabase | undefined;
  let sse: LiveClientsWorker<HostedSseRequest, HostedSseAnswer> | undefined;
  // SIGTERM: nginx's master takes its workers down with it (a SIGKILL would orphan them).
  const stopAll = () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  const deadline = setTimeout(() => {
    console.error(`load:hosted: over the ${TIMEOUT_MS / 1_000} s bound; stopping`);
    stopAll();
    void database?.drop().finally(() => process.exit(2));
  }, TIMEOUT_MS);
  try {
    database = IS_SQLITE ? undefined : await createTestDatabase("handsdown_hosted_load");
    const db = database?.url ?? join(dir, "weekend.db");
    const t0 = performance.now();
    const { tables, tokens, position: startPosition } = await prepare(db);
    console.log(
      `${IS_SQLITE ? "SQLite, one server, no proxy, no faults" : `PostgreSQL, ${SERVERS} servers behind nginx${HAS_FAULTS ? ", with faults" : ""}`}: ` +
        `prepared ${EVENTS} events of ${PLAYERS} players (${tables.length} tables) in ${((performance.now() - t0) / 1_000).toFixed(1)} s`,
    );
    const ports = await Promise.all(Array.from({ length: SERVERS }, freePort));
    const servers = await Promise.all(ports.map((port) => startServe(db, port)));
    children.push(...servers);
    let port = ports[0]!;
    if (!IS_SQLITE) {
      port = await freePort();
      children.push(await startNginx(dir, port, ports));
    }

    sse = makeLiveClients();
    const perEvent = Math.floor(SSE_CLIENTS / EVENTS);
    const opened = await sse.ask({
      type: "open",
      port,
      streams: Array.from({ length: EVENTS }, (_, e) => ({
        stream: `weekend-${e + 1}`,
        count: perEvent + (e < SSE_CLIENTS % EVENTS ? 1 : 0),
      })),
    });
    if (opened.type !== "opened") throw new Error("SSE worker: unexpected answer");
    console.log(`live clients: ${opened.count} opened (${opened.refused} refused at first)`);

    // The faults, at fixed moments of the window; each window ends 10 s after the fault ends.
    const started = epochNow();
    const faultWindows: { from: number; to: number; what: string }[] = [];
    const faults: Promise<void>[] = [];
    if (HAS_FAULTS) {
      const at = (fraction: number) => started + fraction * WINDOW_S * 1_000;
      faults.push(
        (async () => {
          await sleep(at(0.3) - epochNow());
          const victim = servers[0]!;
          stoppedOnPurpose.add(victim);
          victim.kill("SIGKILL");
          const killedAt = epochNow();
          await sleep(at(0.45) - epochNow());
          const restarted = await startServe(db, ports[0]!);
          children.push(restarted);
          faultWindows.push({
            from: killedAt,
            to: epochNow() + 10_000,
            what: "app server 1 killed and restarted",
          });
        })(),
        (async () => {
          await sleep(at(0.65) - epochNow());
          const cutAt = epochNow();
          const count = await terminateConnections(database!);
          faultWindows.push({
            from: cutAt,
            to: epochNow() + 10_000,
            what: `${count} database connections terminated`,
          });
        })(),
      );
    }

    const when = moments(tables.length, 4_242);
    let address = 0;
    const addressOf = new Map<string, string>();
    const playerAddress = (player: string) => {
      if (!addressOf.has(player)) {
        // 127.100.x.y upwards: not the live clients' addresses.
        addressOf.set(player, `127.${100 + Math.floor(address / 250)}.${address % 250}.1`);
        address++;
      }
      return addressOf.get(player)!;
    };
    const writes = (
      await Promise.all(
        tables.map(async (table, i) => {
          await sleep(when[i]! * WINDOW_S * 1_000);
          const report = await write(
            port,
            `/api/play/${tokens.get(table.reporter)!}/report`,
            {
              gameId: table.gameId,
              result: {
                end: "full",
                winner: i % 2 === 0 ? table.reporter : table.opponent,
                lifeForce: (i % 30) + 1,
              },
            },
            `${table.stream}-report-${table.gameId}`,
            table.stream,
            playerAddress(table.reporter),
          );
          if (report.status !== "acknowledged") return [report];
          const accept = await write(
            port,
            `/api/play/${tokens.get(table.opponent)!}/accept`,
            { gameId: table.gameId },
            `${table.stream}-accept-${table.gameId}`,
            table.stream,
            playerAddress(table.opponent),
          );
          return [report, accept];
        }),
      )
    ).flat();
    await Promise.all(faults);
    const lastAck = epochNow();
    // Let every live client catch up (a reconnect waits a second, then resumes from its last id).
    await sleep(15_000);
    const stopped = await sse.ask({ type: "stop" });
    if (stopped.type !== "stopped") throw new Error("SSE worker: unexpected answer");
    await sse.stop();
    sse = undefined;
    for (const child of children) {
      stoppedOnPurpose.add(child);
      child.kill("SIGTERM");
    }
    await sleep(1_000);

    // The log, as the database holds it.
    const store = await openStore({ db });
    const log = await store.readAll(0);
    await store.close();
    const byCommand = new Map<string, number>();
    const applied = new Map<string, number>();
    for (const event of log) {
      if (event.commandId) byCommand.set(event.commandId, (byCommand.get(event.commandId) ?? 0) + 1);
      if (event.type === "ResultReported" || event.type === "ResultAccepted") {
        const key = `${event.stream}/${event.type}/${(event.data as { gameId: number }).gameId}`;
        applied.set(key, (applied.get(key) ?? 0) + 1);
      }
    }
    const acknowledged = writes.filter((w) => w.status === "acknowledged");
    const lost = acknowledged.filter((w) => !byCommand.has(w.commandId)).length;
    const twice = [...applied.values()].filter((n) => n > 1).length;
    const isInFault = (at: number) => faultWindows.some((w) => at >= w.from && at <= w.to);
    const outside5xx = serverErrors.filter((e) => !isInFault(e.at)).length;
    const expected = new Map<string, number[]>();
    for (const event of log)
      if (event.position > startPosition)
        expected.set(event.stream, [...(expected.get(event.stream) ?? []), event.position]);
    const notRecovered = stopped.clients.filter((client: HostedSseClientReport) => {
      const seen = new Set(client.positions);
      return (expected.get(client.stream) ?? []).some((position) => !seen.has(position));
    }).length;
    const duplicates = stopped.clients.reduce((sum, client) => sum + client.duplicates, 0);
    const reconnects = stopped.clients.reduce((sum, client) => sum + client.reconnects, 0);

    // SSE delivery: for every acknowledged write, when each sampled client of its event first had it.
    const ackAt = new Map(acknowledged.map((w) => [w.position, w] as const));
    const delivery: number[] = [];
    const deliveryQuiet: number[] = [];
    for (const client of stopped.clients)
      for (const [position, at] of client.arrivals ?? []) {
        const ack = ackAt.get(position);
        if (!ack) continue;
        const ms = Math.max(0, at - ack.at);
        delivery.push(ms);
        if (!isInFault(ack.at)) deliveryQuiet.push(ms);
      }
    delivery.sort((a, b) => a - b);
    deliveryQuiet.sort((a, b) => a - b);
    const latency = acknowledged.map((w) => w.ms).sort((a, b) => a - b);
    const quietLatency = acknowledged
      .filter((w) => !isInFault(w.at))
      .map((w) => w.ms)
      .sort((a, b) => a - b);
    const f = (ms: number) => `${ms.toFixed(0)} ms`;
    const lines = [
      `writes: ${acknowledged.length} acknowledged, ${writes.filter((w) => w.status === "refused").length} refused, ${writes.filter((w) => w.status === "gave up").length} gave up, over ${((lastAck - started) / 1_000).toFixed(1)} s; sent again: ${writes.reduce((sum, w) => sum + w.attempts - 1, 0)}; network errors: ${networkErrors}`,
      `write latency (first send to 2xx): p50 ${f(percentile(latency, 50))}, p99 ${f(percentile(latency, 99))}, max ${f(latency.at(-1) ?? 0)}; outside the fault windows p50 ${f(percentile(quietLatency, 50))}, p99 ${f(percentile(quietLatency, 99))}`,
      `SSE delivery after the 2xx (sampled clients): p50 ${f(percentile(delivery, 50))}, p99 ${f(percentile(delivery, 99))}; outside the fault windows p99 ${f(percentile(deliveryQuiet, 99))}; reconnects ${reconnects}`,
      ...faultWindows.map(
        (w) => `fault: ${w.what} (${((w.from - started) / 1_000).toFixed(1)} s into the round)`,
      ),
      `app servers that crashed: ${crashes.length}${crashes.length > 0 ? ` (${crashes.join("; ")})` : ""}`,
      `writes lost: ${lost}; applied twice: ${twice}; 5xx outside the fault windows: ${outside5xx} (5xx in them: ${serverErrors.length - outside5xx}); live clients that never caught up: ${notRecovered} of ${stopped.clients.length}; live messages received twice: ${duplicates}`,
    ];
    console.log(lines.join("\n"));
    const isOk =
      crashes.length === 0 &&
      lost === 0 &&
      twice === 0 &&
      outside5xx === 0 &&
      notRecovered === 0 &&
      writes.every((w) => w.status === "acknowledged");
    console.log(`load:hosted: ${isOk ? "1 passed, 0 failed" : "0 passed, 1 failed"}`);
    if (!isOk) process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await sse?.stop();
    stopAll();
    agent.destroy();
    await database?.drop().catch(() => undefined);
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
