// Ratings benchmark. Targets: a full rebuild of 100,000 games across 5,000
// players and 4 pools under 1 s in process; one more 64-player event (the newest) imported and
// its pool recomputed from its date under 100 ms. Figures are also given as ratios against a
// machine baseline measured in the same run (sorting 200,000 floats, as bench/pairing.ts).
// `npm run bench -- ratings` (bench/main.ts), or alone: `npx tsx bench/ratings.ts`.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { openRatings } from "../src/app/ratings/open-ratings.js";
import { prepareImport } from "../src/app/ratings/prepare-import.js";
import { compareEvents, rebuildRatings, type PoolName, type RatingEvent } from "../src/core/ratings/index.js";
import { makeRandom } from "../src/core/random.js";
import type { ResultsFile } from "../src/core/results-file/schema.js";
import { importEvents, rebuildAll } from "../src/store/ratings/ratings-store.js";
import type { RatingsDb } from "../src/store/ratings/sql-db.js";
import { machineBaseline, median } from "./stats.js";
import type { BenchSuite } from "./suite.js";

const PLAYERS = 5_000;
const GAMES = 100_000;
const EVENT_PLAYERS = 64;
const ROUNDS = 6; // 6 × 32 = 192 games per event
const POOLS: readonly PoolName[] = [
  "stccg1e/constructed",
  "swccg/constructed",
  "swccg/sealed",
  "yj/constructed",
];
const REBUILD_TARGET_MS = 1_000;
const IMPORT_TARGET_MS = 100;
const RUNS = 5;

const ms = (n: number): string => `${n.toFixed(1)} ms`;

const playerId = (n: number): string => `player${String(n).padStart(5, "0")}`;

/** A season: 64-player events, one game per table per round, a modified win one time in four. */
function makeSeason(): RatingEvent[] {
  const random = makeRandom("bench-ratings");
  const events: RatingEvent[] = [];
  let games = 0;
  for (let e = 0; games < GAMES; e++) {
    const ids = random
      .shuffle(Array.from({ length: PLAYERS }, (_, i) => i))
      .slice(0, EVENT_PLAYERS)
      .map(playerId);
    const eventGames: RatingEvent["games"][number][] = [];
    for (let round = 0; round < ROUNDS && games < GAMES; round++) {
      const seats = random.shuffle(ids);
      for (let t = 0; t + 1 < seats.length && games < GAMES; t += 2, games++) {
        const [a, b] = random.coin() ? [seats[t]!, seats[t + 1]!] : [seats[t + 1]!, seats[t]!];
        eventGames.push({ winner: a, loser: b, isModified: random.int(4) === 0 });
      }
    }
    const day = 1 + (e % 28);
    events.push({
      id: `bench-${String(e).padStart(4, "0")}`,
      name: `Bench event ${e}`,
      date: `2025-${String(1 + (Math.floor(e / 28) % 12)).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      game: POOLS[e % POOLS.length]!.split("/")[0]!,
      type: POOLS[e % POOLS.length]!.split("/")[1]!,
      pool: POOLS[e % POOLS.length]!,
      k: [16, 32, 48, 64][e % 4]!,
      players: ids.map((id) => ({ id, name: `Player ${id}` })),
      games: eventGames,
      unrated: {},
    });
  }
  return events.sort(compareEvents);
}

/** The newest event as a real results file (parsed and scored by the core when imported). */
function newestEventText(): string {
  const random = makeRandom("bench-ratings-newest");
  const ids = random
    .shuffle(Array.from({ length: PLAYERS }, (_, i) => i))
    .slice(0, EVENT_PLAYERS)
    .map(playerId);
  const games: ResultsFile["games"] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const seats = random.shuffle(ids);
    for (let t = 0; t + 1 < seats.length; t += 2) {
      const [a, b] = [seats[t]!, seats[t + 1]!];
      games.push({
        round,
        game: 1,
        table: t / 2 + 1,
        players: [{ id: a }, { id: b }],
        result: { end: random.int(4) === 0 ? "deck-out" : "full", points: { [a]: 100, [b]: 35 } },
      });
    }
  }
  const file: ResultsFile = {
    format: "handsdown-results",
    version: 1,
    event: { name: "Newest", date: "2026-06-30", game: "stccg1e", type: "constructed", sanctioned: true },
    players: ids.map((id) => ({ id, name: `Player ${id}` })),
    games,
  };
  return JSON.stringify(file);
}

async function fillDb(db: RatingsDb, season: readonly RatingEvent[]): Promise<number> {
  const t0 = performance.now();
  await importEvents(
    db,
    season.map((event) => ({ event, file: "{}" })),
  );
  return performance.now() - t0;
}

/** Each run imports the newest event into a fresh copy of the filled database file. */
async function measureNewest(filled: string, dir: string, text: string) {
  const runs: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    const path = join(dir, `newest-${run}.db`);
    copyFileSync(filled, path);
    const db = await openRatings({ db: path });
    try {
      const t0 = performance.now();
      const prepared = prepareImport([{ source: "newest.json", text }]);
      if (!prepared.ok) throw new Error(prepared.message);
      const report = await importEvents(db, prepared.events);
      runs.push(performance.now() - t0);
      rows = report.recomputedRows;
    } finally {
      await db.close();
    }
  }
  return { median: median(runs), rows };
}

export async function runRatingsBench(): Promise<string> {
  const baseline = machineBaseline();
  const season = makeSeason();
  const games = season.reduce((n, e) => n + e.games.length, 0);
  const lines = [
    `Season: ${season.length} events of ${EVENT_PLAYERS} players, ${games.toLocaleString("en-US")} games, ${PLAYERS.toLocaleString("en-US")} players, ${POOLS.length} pools; median of ${RUNS} runs.`,
    `Machine baseline (sorting 200,000 floats, same run): ${ms(baseline)}.`,
    "",
  ];
  const timeIt = (work: () => unknown): number =>
    median(
      Array.from({ length: RUNS }, () => {
        const t0 = performance.now();
        work();
        return performance.now() - t0;
      }),
    );
  timeIt(() => rebuildRatings(season).history.length); // warm-up
  const core = timeIt(() => rebuildRatings(season));
  const explained = timeIt(() => rebuildRatings(season).history.length);
  lines.push(
    "| measurement | time | × baseline | target |",
    "|---|---:|---:|---|",
    `| full rebuild in process (core: every rating, game by game, ${games.toLocaleString("en-US")} games) | ${ms(core)} | ${(core / baseline).toFixed(2)} | < ${REBUILD_TARGET_MS} ms: ${core < REBUILD_TARGET_MS ? "met" : "NOT met"} |`,
    `| the same plus all ${(2 * games).toLocaleString("en-US")} history lines with their explanations | ${ms(explained)} | ${(explained / baseline).toFixed(2)} | < ${REBUILD_TARGET_MS} ms: ${explained < REBUILD_TARGET_MS ? "met" : "NOT met"} |`,
  );

  const dir = mkdtempSync(join(tmpdir(), "handsdown-bench-ratings-"));
  try {
    const filled = join(dir, "season.db");
    const db = await openRatings({ db: filled });
    const fill = await fillDb(db, season);
    const t0 = performance.now();
    await db.transaction((tx) => rebuildAll(tx));
    const storeRebuild = performance.now() - t0;
    await db.close(); // checkpoints the WAL into the file, so copies of it hold everything
    lines.push(
      `| SQLite: import the whole season in one call (insert + rate + write ${(2 * games).toLocaleString("en-US")} history rows) | ${ms(fill)} | ${(fill / baseline).toFixed(1)} | — |`,
      `| SQLite: full rebuild of every pool (as after a merge) | ${ms(storeRebuild)} | ${(storeRebuild / baseline).toFixed(1)} | — |`,
    );
    const newest = await measureNewest(filled, dir, newestEventText());
    lines.push(
      `| SQLite: import one more 64-player event (newest; read, validate, score, rate ${newest.rows / 2} games) | ${ms(newest.median)} | ${(newest.median / baseline).toFixed(2)} | < ${IMPORT_TARGET_MS} ms: ${newest.median < IMPORT_TARGET_MS ? "met" : "NOT met"} |`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines.join("\n");
}

/** For bench/suites.ts. */
export const ratingsSuite: BenchSuite = { name: "ratings", run: runRatingsBench };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await ratingsSuite.run());
}
