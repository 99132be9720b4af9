// The crash test: kill a writer with SIGKILL at a random moment, reopen,
// and check that nothing acknowledged is lost and nothing is half-written; then do it again
// on the same log, so each round also proves the store continues after a crash.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { makeRandom } from "../../src/core/random.js";
import type { EventStore } from "../../src/store/event-store.js";

const CHILD = fileURLToPath(new URL("./writer.ts", import.meta.url));
export const STREAM = "crash-event";

export interface CrashTarget {
  /** Arguments that make the child open this store (`--db PATH` or `--database-url URL`). */
  readonly childArgs: readonly string[];
  readonly open: () => Promise<EventStore>;
  /** The rows as the database holds them: data as raw text, to check every row parses. */
  readonly rawRows: () => Promise<{ version: number; data: string; commandId: string | null }[]>;
  /** Adapter-level integrity check (SQLite: PRAGMA integrity_check). */
  readonly checkIntegrity?: () => Promise<void>;
  /**
   * Waits until nothing of a killed writer can still land (PostgreSQL: a COMMIT it sent just
   * before the kill completes at the server after it died; reading before then sees a log that
   * then grows).
   */
  readonly settle?: () => Promise<void>;
}

/** An acknowledged append: the stream version it ended at, and the batch (command) it wrote. */
export interface Ack {
  readonly version: number;
  readonly batch: string;
}

interface RunOutcome {
  readonly acked: Ack[];
  readonly conflicts: number;
  readonly startVersion: number;
  readonly isDone: boolean;
}

interface WriterPlan {
  readonly run: string;
  readonly count: number;
  /** SIGKILL after this many acknowledgements (+ extraDelayMs); never when omitted. */
  readonly killAfterAcks?: number;
  readonly extraDelayMs?: number;
  readonly retryConflicts?: boolean;
}

interface Writer {
  /** Resolves when a `--wait-for-go` writer has opened the store and waits for go(). */
  readonly ready: Promise<void>;
  go(): void;
  readonly outcome: Promise<RunOutcome>;
}

/** Runs one writer process to its end or to its SIGKILL. */
function startWriter(target: CrashTarget, plan: WriterPlan): Writer {
  const { run, killAfterAcks = Number.POSITIVE_INFINITY, extraDelayMs = 0 } = plan;
  const extra = plan.retryConflicts ? ["--retry-conflicts", "--wait-for-go"] : [];
  let markReady = (): void => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let go = (): void => undefined;
  const outcome = new Promise<RunOutcome>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        CHILD,
        ...target.childArgs,
        "--stream",
        STREAM,
        "--run",
        run,
        "--count",
        String(plan.count),
        ...extra,
      ],
      {
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    go = () => void child.stdin.write("go\n");
    const acked: Ack[] = [];
    let conflicts = 0;
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
        const [word, value, batch] = line.split(" ");
        if (word === "ready") markReady();
        if (word === "start") startVersion = Number(value);
        if (word === "ack") acked.push({ version: Number(value), batch: batch ?? "" });
        if (word === "conflict") conflicts++;
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
      else resolve({ acked, conflicts, startVersion, isDone });
    });
  });
  return { ready, go: () => go(), outcome };
}

/** Checks the whole log; returns its head version and how many batches it holds. */
export async function checkLog(
  target: CrashTarget,
  acked: readonly Ack[],
): Promise<{ head: number; batchCount: number }> {
  await target.settle?.();
  await target.checkIntegrity?.();
  const rows = await target.rawRows();
  // Versions are contiguous: 1..n, no gap, no duplicate.
  expect(rows.map((row) => row.version)).toEqual(rows.map((_, index) => index + 1));
  const head = rows.length;
  // Every row's JSON parses, and every batch is whole: all its events or none.
  const parsed = rows.map((row) => JSON.parse(row.data) as { batch: string; size: number; index: number });
  // Every acknowledged append is stored, as the batch that was acknowledged.
  for (const ack of acked)
    expect(parsed[ack.version - 1]?.batch, `acknowledged version ${ack.version}`).toBe(ack.batch);
  const batches = new Map<
    string,
    { size: number; indexes: number[]; versions: number[]; commandIds: Set<string | null> }
  >();
  for (const [index, row] of rows.entries()) {
    const data = parsed[index]!;
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
  return { head, batchCount: batches.size };
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
    const outcome = await startWriter(target, {
      run: `${seed}-r${round}`,
      count: 2_000,
      killAfterAcks,
      extraDelayMs: random.int(15),
    }).outcome;
    expect(outcome.startVersion, "the writer resumed from the stored head").toBe(head);
    expect(outcome.acked.length).toBeGreaterThan(0);
    ({ head } = await checkLog(target, outcome.acked));
    report.push(
      `round ${round}: killed after ${outcome.acked.length} acks (last ${outcome.acked.at(-1)?.version}), stored ${head}${outcome.isDone ? " (finished first)" : ""}`,
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

/**
 * Two writer processes on one stream at once, each retrying its conflicts: every append of
 * both is stored exactly once, as a whole batch, in one gap-free sequence of versions.
 */
export async function runRaceTest(
  target: CrashTarget,
  seed = process.env.CRASH_SEED ?? String(Date.now()),
): Promise<string> {
  const writers = ["a", "b"].map((name) =>
    startWriter(target, { run: `${seed}-${name}`, count: 400, retryConflicts: true }),
  );
  await Promise.race([
    Promise.all(writers.map((writer) => writer.ready)),
    ...writers.map((writer) => writer.outcome),
  ]);
  for (const writer of writers) writer.go();
  const [first, second] = await Promise.all(writers.map((writer) => writer.outcome));
  expect(first!.isDone && second!.isDone, "both writers finished").toBe(true);
  const acked = [...first!.acked, ...second!.acked];
  const { head, batchCount } = await checkLog(target, acked);
  // Exactly the acknowledged batches are stored: a conflict never wrote anything.
  expect(batchCount).toBe(acked.length);
  expect(new Set(acked.map((ack) => ack.batch)).size).toBe(acked.length);
  // Both started from version 0 at the same moment, so at least the first append conflicted.
  expect(first!.conflicts + second!.conflicts).toBeGreaterThan(0);
  return `seed ${seed}: ${first!.acked.length} + ${second!.acked.length} appends, ${first!.conflicts} + ${second!.conflicts} conflicts retried, head ${head}`;
}
