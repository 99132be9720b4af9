// security test: kill `handsdown serve` with SIGKILL in the middle of a stream of
// acknowledged reports; after a restart every acknowledged result is in the log, once — and
// retrying every report with its commandId writes nothing twice (docs/architecture.md: a 2xx on a write
// means its events are committed).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { CommandPipeline } from "../../src/app/command-pipeline.js";
import { lastPairing, findGame } from "../../src/core/tournament/state.js";
import { openAuthStore } from "../../src/server/auth/auth-store.js";
import { hashPassword } from "../../src/server/auth/password.js";
import { sqliteClient } from "../../src/server/auth/sql-client.js";
import { makeTestServer } from "../../src/server/test-helpers.js";
import { openSqliteDatabase } from "../../src/store/sqlite/connection.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";

const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));
const PLAYERS = 60;
const dir = mkdtempSync(join(tmpdir(), "hd-serve-crash-"));
const file = join(dir, "h.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Report {
  readonly gameId: number;
  readonly token: string;
  readonly body: { gameId: number; result: Record<string, unknown>; commandId: string };
}

async function prepare(): Promise<Report[]> {
  const store = openSqliteStore(file);
  const auth = await openAuthStore(sqliteClient(openSqliteDatabase(file)));
  await auth.addUser("alice", await hashPassword("correct horse battery"));
  const live = new CommandPipeline(store);
  const meta = { actor: "td:alice", now: new Date("2026-05-04T09:00:00Z") };
  const players = Array.from({ length: PLAYERS }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const file6 = {
    format: "handsdown-results",
    version: 1,
    event: { name: "Crash Open", date: "2026-05-04", game: "swccg", seed: "crash" },
    players,
    games: [],
  };
  expect((await live.execute("crash", { type: "ImportResultsFile", file: file6 }, meta)).ok).toBe(true);
  for (const p of players) await live.execute("crash", { type: "CheckInPlayer", playerId: p.id }, meta);
  const paired = await live.execute("crash", { type: "PairNextGame" }, meta);
  expect(paired.ok).toBe(true);
  const state = (await live.load("crash"))!.state;
  const gameIds = lastPairing(state)!.gameIds.filter((id) => !findGame(state, id)!.isBye);
  const reporters = gameIds.map((gameId) => findGame(state, gameId)!.record.players[0]!.id);
  const tokens = await auth.playerTokens("crash", reporters);
  await auth.close();
  await store.close();
  return gameIds.map((gameId, i) => ({
    gameId,
    token: tokens.get(reporters[i]!)!,
    body: {
      gameId,
      result: { end: "full", winner: reporters[i]!, lifeForce: (i % 20) + 1 },
      commandId: `report-${gameId}`,
    },
  }));
}

function startServe(): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, "serve", "--db", file, "--port", "0"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (match) resolve({ child, base: match[1]! });
    });
    child.on("exit", (code) => reject(new Error(`serve exited (${code}) before listening: ${err}`)));
  });
}

describe("SIGKILL during a stream of acknowledged reports", () => {
  it("after a restart every acknowledged result is there once; retries write nothing", async () => {
    const reports = await prepare();
    const { child, base } = await startServe();
    const acked = new Set<number>();
    const killAfter = Math.floor(reports.length / 3);
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    await Promise.all(
      reports.map(async (report) => {
        try {
          const response = await fetch(`${base}/api/play/${report.token}/report`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(report.body),
          });
          if (response.status === 200) {
            acked.add(report.gameId);
            if (acked.size === killAfter) child.kill("SIGKILL");
          } else expect(response.status).toBe(200);
        } catch {
          // the connection died with the server: not acknowledged
        }
      }),
    );
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    expect(acked.size).toBeGreaterThanOrEqual(killAfter);

    const store = openSqliteStore(file);
    try {
      const reported = (await store.read("crash"))
        .filter((e) => e.type === "ResultReported")
        .map((e) => (e.data as { gameId: number }).gameId);
      for (const gameId of acked) expect(reported.filter((id) => id === gameId)).toHaveLength(1);
      expect(new Set(reported).size).toBe(reported.length);

      // restart (in process, same file) and retry everything with the same commandIds
      const server = await makeTestServer({
        store,
        auth: await openAuthStore(sqliteClient(openSqliteDatabase(file))),
      });
      for (const report of reports) {
        const response = await server.app.inject({
          method: "POST",
          url: `/api/play/${report.token}/report`,
          payload: report.body,
        });
        expect(response.statusCode).toBe(200);
      }
      await server.app.close();
      await server.auth.close();
      const after = (await store.read("crash"))
        .filter((e) => e.type === "ResultReported")
        .map((e) => (e.data as { gameId: number }).gameId);
      expect([...after].sort((a, b) => a - b)).toEqual(reports.map((r) => r.gameId).sort((a, b) => a - b));
    } finally {
      await store.close();
    }
  });
});
