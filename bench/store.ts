// Event store benchmark. Figures are ratios against the in-memory store
// measured in the same run (CONTRIBUTING.md), beside the absolute numbers and the targets:
// ≥ 2,000 durable single-event appends/s on SQLite; the ~30,000-event log of a 1,024-player,
// 12-game event read back from SQLite well inside the 200 ms replay budget.
// `npm run bench -- store` (bench/main.ts), or alone: `npx tsx bench/store.ts`.
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { makeRandom } from "../src/core/random.js";
import type { EventStore, NewEvent } from "../src/store/event-store.js";
import { makeMemoryStore } from "../src/store/memory/memory-store.js";
import { openPostgresStore } from "../src/store/postgres/postgres-store.js";
import { createTestDatabase } from "../src/store/postgres/test-database.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import type { BenchSuite } from "./suite.js";

export interface StoreBenchLine {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** value ÷ the same measurement on the in-memory store in this run. */
  readonly ratio?: number;
  readonly target?: string;
  readonly isMet?: boolean;
  readonly note?: string;
}

const APPENDS = 3_000;
const LOG_SIZE = 30_000; // 1,024 players × 12 games: ~6,000 results, their pairings and acceptances
const READ_RUNS = 7;
const WRITERS = 32;

/** A realistic mix of the event types of a large Swiss event; sizes like the real ones. */
function makeEventLog(count: number): NewEvent[] {
  const random = makeRandom("bench-store");
  const player = (): string => `player${random.int(1024).toString().padStart(4, "0")}`;
  return Array.from({ length: count }, (_, index): NewEvent => {
    const game = Math.floor(index / 2_500) + 1;
    const table = (index % 512) + 1;
    switch (index % 5) {
      case 0:
        return {
          type: "GamePaired",
          data: {
            game,
            table,
            players: [
              { id: player(), side: "Light" },
              { id: player(), side: "Dark" },
            ],
          },
        };
      case 1:
        return {
          type: "ResultReported",
          data: {
            game,
            table,
            winner: player(),
            result: { lifeForce: random.int(40), fullWin: random.coin() },
            reportedBy: player(),
          },
        };
      case 2:
      case 3:
        return { type: "ResultAccepted", data: { game, table, by: player() } };
      default:
        return { type: "DeckChecked", data: { game, player: player(), passed: random.next() > 0.05 } };
    }
  });
}

async function measureAppendsPerSecond(store: EventStore, events: readonly NewEvent[]): Promise<number> {
  const started = performance.now();
  for (const [index, event] of events.entries()) {
    // Each append is its own transaction, acknowledged only once durable (synchronous=FULL / COMMIT).
    const result = await store.append("bench-appends", index, [
      { ...event, commandId: `bench-${index}`, actor: "bench" },
    ]);
    if (!result.ok) throw new Error(result.error.message);
  }
  return events.length / ((performance.now() - started) / 1_000);
}

/** `writers` clients appending at once, each to its own stream (every table reporting at the end of a round). */
async function measureConcurrentAppendsPerSecond(
  store: EventStore,
  events: readonly NewEvent[],
  writers: number,
): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let index = writer, version = 0; index < events.length; index += writers, version++) {
        const result = await store.append(`bench-writer-${writer}`, version, [
          { ...events[index]!, commandId: `bench-c-${index}` },
        ]);
        if (!result.ok) throw new Error(result.error.message);
      }
    }),
  );
  return events.length / ((performance.now() - started) / 1_000);
}

/** The hardware's limit for durable one-by-one appends: write + fdatasync per append, as SQLite's commit does. */
function measureFsyncsPerSecond(dir: string): number {
  const fd = openSync(join(dir, "fsync.probe"), "w");
  const block = Buffer.alloc(4_096, 1);
  const count = 500;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    writeSync(fd, block, 0, block.length, (i % 64) * block.length);
    fdatasyncSync(fd);
  }
  const perSecond = count / ((performance.now() - started) / 1_000);
  closeSync(fd);
  return perSecond;
}

async function fill(store: EventStore, stream: string, events: readonly NewEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += 1_000) {
    const result = await store.append(stream, start, events.slice(start, start + 1_000));
    if (!result.ok) throw new Error(result.error.message);
  }
}

/** Median milliseconds to read the whole stream back (rows → parsed events). */
async function measureRead(store: EventStore, stream: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < READ_RUNS; run++) {
    const started = performance.now();
    const events = await store.read(stream);
    times.push(performance.now() - started);
    if (events.length !== LOG_SIZE) throw new Error(`read ${events.length} events, expected ${LOG_SIZE}`);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export async function runStoreBench(): Promise<StoreBenchLine[]> {
  const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), "handsdown-bench-"));
  const log = makeEventLog(LOG_SIZE);
  const appendEvents = log.slice(0, APPENDS);
  const lines: StoreBenchLine[] = [];
  try {
    const fsyncRate = measureFsyncsPerSecond(dir);
    lines.push({
      name: "disk: 4 KiB write + fdatasync (hardware limit for one-by-one durable appends)",
      value: fsyncRate,
      unit: "/s",
    });

    const memory = makeMemoryStore();
    const memoryRate = await measureAppendsPerSecond(memory, appendEvents);
    await fill(memory, "bench-log", log);
    const memoryRead = await measureRead(memory, "bench-log");
    await memory.close();
    lines.push({ name: "in-memory appends (baseline)", value: memoryRate, unit: "appends/s", ratio: 1 });

    const sqlite = openSqliteStore(join(dir, "bench.db"));
    const sqliteRate = await measureAppendsPerSecond(sqlite, appendEvents);
    lines.push({
      name: "SQLite durable appends, one writer waiting for each (WAL, synchronous=FULL)",
      value: sqliteRate,
      unit: "appends/s",
      ratio: sqliteRate / memoryRate,
      target: "≥ 2,000",
      isMet: sqliteRate >= 2_000,
      note: `${(sqliteRate / fsyncRate).toFixed(2)}× the disk's fdatasync rate`,
    });
    const sqliteGroupRate = await measureConcurrentAppendsPerSecond(sqlite, appendEvents, WRITERS);
    lines.push({
      name: `SQLite durable appends, ${WRITERS} writers at once (group commit)`,
      value: sqliteGroupRate,
      unit: "appends/s",
      ratio: sqliteGroupRate / memoryRate,
      target: "≥ 2,000",
      isMet: sqliteGroupRate >= 2_000,
    });
    await fill(sqlite, "bench-log", log);
    await sqlite.close();
    const reopened = openSqliteStore(join(dir, "bench.db")); // a new store, as after a restart
    const sqliteRead = await measureRead(reopened, "bench-log");
    await reopened.close();
    lines.push({
      name: "in-memory read of a 30,000-event stream (baseline)",
      value: memoryRead,
      unit: "ms",
      ratio: 1,
    });
    lines.push({
      name: "SQLite read of a 30,000-event stream (rows → parsed events)",
      value: sqliteRead,
      unit: "ms",
      ratio: sqliteRead / memoryRead,
      target: "< 200 for the whole replay",
      isMet: sqliteRead < 200,
    });

    lines.push(...(await benchPostgres(appendEvents, memoryRate)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

async function benchPostgres(events: readonly NewEvent[], memoryRate: number): Promise<StoreBenchLine[]> {
  const name = "PostgreSQL durable appends";
  let database;
  try {
    database = await createTestDatabase("handsdown_bench");
  } catch (error) {
    return [
      { name, value: Number.NaN, unit: "appends/s", note: `not measured: ${(error as Error).message}` },
    ];
  }
  try {
    const store = await openPostgresStore(database.url);
    const rate = await measureAppendsPerSecond(store, events);
    const concurrentRate = await measureConcurrentAppendsPerSecond(store, events, WRITERS);
    await store.close();
    return [
      {
        name: `${name}, one writer waiting for each`,
        value: rate,
        unit: "appends/s",
        ratio: rate / memoryRate,
      },
      {
        name: `${name}, ${WRITERS} writers at once (pool of 10)`,
        value: concurrentRate,
        unit: "appends/s",
        ratio: concurrentRate / memoryRate,
      },
    ];
  } finally {
    await database.drop();
  }
}

/** A Markdown table, as bench/main.ts prints every suite. */
export function formatStoreBench(lines: readonly StoreBenchLine[]): string {
  const rows = lines.map((line) => {
    const digits = line.unit === "ms" ? 1 : 0;
    const value = Number.isNaN(line.value)
      ? "—"
      : `${line.value.toLocaleString("en-US", { maximumFractionDigits: digits })} ${line.unit}`;
    const ratio = line.ratio === undefined ? "" : `${line.ratio.toFixed(line.ratio < 0.1 ? 4 : 2)}×`;
    const target = line.target === undefined ? "" : `${line.target}: ${line.isMet ? "met" : "**not met**"}`;
    return `| ${line.name} | ${value} | ${ratio} | ${target} | ${line.note ?? ""} |`;
  });
  return [
    "| measure | value | × in-memory (same run) | target | note |",
    "| --- | ---: | ---: | --- | --- |",
    ...rows,
  ].join("\n");
}

export const storeSuite: BenchSuite = {
  name: "store",
  run: async () => formatStoreBench(await runStoreBench()),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await storeSuite.run());
}
