// The crash test (issue 5, item 6): kill a writer with SIGKILL at a random moment, reopen,
// and check that nothing acknowledged is lost and nothing is half-written; then do it again
// on the same log, so each round also proves the store continues after a crash.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { makeRandom } from "../../src/core/random.js";
import type { EventStore } from "../../src/store/event-store.js";

const CHILD = fileURLToPath(new URL("./append-until-killed.ts", import.meta.url));
export const STREAM = "crash-event";

export interface CrashTarget {
  /** Arguments that make the child open this store (`--db PATH` or `--database-url URL`). */
  readonly childArgs: readonly string[];
  readonly open: () => Promise<EventStore>;
  /** The rows as the database holds them: data as raw text, to check every row parses. */
  readonly rawRows: () => Promise<{ version: number; data: string; commandId: string | null }[]>;
  /** Adapter-level integrity check (SQLite: PRAGMA integrity_check). */
  readonly checkIntegrity?: () => Promise<void>;
}

interface RunOutcome {
  readonly acked: number[];
  readonly startVersion: number;
  readonly isDone: boolean;
}

/** Starts the writer and SIGKILLs it after `killAfterAcks` acknowledgements (+ a random delay). */
function runChildUntilKilled(
  target: CrashTarget,
  run: string,
  killAfterAcks: number,
  extraDelayMs: number,
): Promise<RunOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", CHILD, ...target.childArgs, "--stream", STREAM, "--run", run, "--count", "2000"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const acked: number[] = [];
    let startVersion = -1;
    let isDone = false;
    let isKillScheduled = false;
    let pending = "";
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const [word, value] = line.split(" ");
        if (word === "start") startVersion = Number(value);
        if (word === "ack") acked.push(Number(value));
        if (word === "done") isDone = true;
      }
      if (!isKillScheduled && acked.length >= killAfterAcks) {
        isKillScheduled = true;
        setTimeout(() => child.kill("SIGKILL"), extraDelayMs);
      }
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (signal !== "SIGKILL" && code !== 0) reject(new Error(`writer failed (${code}): ${stderr}`));
      else resolve({ acked, startVersion, isDone });
    });
  });
}

async function checkLog(target: CrashTarget, acked: readonly number[]): Promise<number> {
  await target.checkIntegrity?.();
  const rows = await target.rawRows();
  // Versions are contiguous: 1..n, no gap, no duplicate.
  expect(rows.map((row) => row.version)).toEqual(rows.map((_, index) => index + 1));
  const head = rows.length;
  // Every acknowledged version is stored.
  for (const version of acked) expect(version).toBeLessThanOrEqual(head);
  // Every row's JSON parses, and every batch is whole: all its events or none.
  const batches = new Map<
    string,
    { size: number; indexes: number[]; versions: number[]; commandIds: Set<string | null> }
  >();
  for (const row of rows) {
    const data = JSON.parse(row.data) as { batch: string; size: number; index: number };
    const batch = batches.get(data.batch) ?? {
      size: data.size,
      indexes: [],
      versions: [],
      commandIds: new Set(),
    };
    batch.indexes.push(data.index);
    batch.versions.push(row.version);
    batch.commandIds.add(row.commandId);
    batches.set(data.batch, batch);
  }
  for (const [id, batch] of batches) {
    expect(batch.indexes, `batch ${id}`).toEqual(Array.from({ length: batch.size }, (_, index) => index));
    expect(batch.versions.at(-1)! - batch.versions[0]!, `batch ${id} is contiguous`).toBe(batch.size - 1);
    expect([...batch.commandIds], `batch ${id} is one command`).toEqual([id]);
  }
  // The log replays through the store, in order, with the same data.
  const store = await target.open();
  try {
    const events = await store.read(STREAM);
    expect(events.map((event) => event.version)).toEqual(rows.map((row) => row.version));
    expect(events.map((event) => event.data)).toEqual(rows.map((row) => JSON.parse(row.data) as unknown));
    const positions = (await store.readAll(0)).map((event) => event.position);
    positions.slice(1).forEach((position, index) => expect(position).toBeGreaterThan(positions[index]!));
  } finally {
    await store.close();
  }
  return head;
}

/** Three rounds of write → SIGKILL → reopen → check, then one ordinary append after the last crash. */
export async function runCrashTest(
  target: CrashTarget,
  seed = process.env.CRASH_SEED ?? String(Date.now()),
): Promise<string[]> {
  const random = makeRandom(seed);
  const report: string[] = [`seed ${seed}`];
  let head = 0;
  for (let round = 0; round < 3; round++) {
    // Most kills land within the run; the random delay puts some in the middle of an append.
    const killAfterAcks = 1 + random.int(600);
    const outcome = await runChildUntilKilled(target, `${seed}-r${round}`, killAfterAcks, random.int(15));
    expect(outcome.startVersion, "the writer resumed from the stored head").toBe(head);
    expect(outcome.acked.length).toBeGreaterThan(0);
    head = await checkLog(target, outcome.acked);
    expect(head).toBeGreaterThanOrEqual(Math.max(...outcome.acked));
    report.push(
      `round ${round}: killed after ${outcome.acked.length} acks (last ${outcome.acked.at(-1)}), stored ${head}${outcome.isDone ? " (finished first)" : ""}`,
    );
  }
  const store = await target.open();
  try {
    const after = await store.append(STREAM, head, [{ type: "EventFinished", data: {} }]);
    expect(after.ok && after.value.version).toBe(head + 1);
  } finally {
    await store.close();
  }
  return report;
}
