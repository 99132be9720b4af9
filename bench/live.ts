// Live-path benchmark: what one command costs a running server in game 1 and in game 12
// of a 1,024-player Star Wars event (six allegiance rounds), through the command pipeline as a
// server holds it (`CommandPipeline`: each event's state, version, command ids and scored view
// kept in memory, the scored view extended result by result) — against `runCommand`, the same
// pipeline used one-shot as the CLI does, which reads and folds the whole stream for every command.
// Target: a reported result in game 12 costs at most 2× one in game 1 (the held pipeline).
// Each result is a ReportResult command given by the TD, appended to a SQLite file (the real
// store, not the in-memory one). Per game: the mean over the game's 512 results (a result's
// cost is under a millisecond: single results are below the timer's useful resolution on this
// VM), and the mean of the slowest 5 % of results. runCommand is timed on the first 24
// results of games 1 and 12 (it is slow enough by game 12 that the whole event would take
// minutes). The view (scored event + standings, computed on first read after a command) is
// timed after 24 results of each game too: that is what the server pays to push standings.
// Run alone with `npx tsx bench/live.ts`, or through bench/main.ts via bench/suites.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { CommandPipeline, runCommand, type CommandMeta } from "../src/app/command-pipeline.js";
import type { TournamentCommand } from "../src/core/commands.js";
import type { RawResult } from "../src/core/events.js";
import { makeRandom } from "../src/core/random.js";
import { pendingGames } from "../src/core/tournament/state.js";
import type { EventStore } from "../src/store/event-store.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import type { BenchSuite } from "./suite.js";

const PLAYERS = 1_024;
const GAMES = 12;
const SAMPLE = 24;
const STREAM = "bench-live";
const TARGET_RATIO = 2;

interface GameFigures {
  readonly game: number;
  readonly results: number;
  /** CommandPipeline.execute(ReportResult), mean and mean of the slowest 5 %, ms. */
  readonly liveMean: number;
  readonly liveSlow: number;
  /** runCommand(ReportResult) on a sample, mean ms (games 1 and 12 only). */
  readonly handleMean?: number;
  /** view().standings right after a result: scored view + standings, mean ms over a sample. */
  readonly viewMean: number;
  readonly pairMs: number;
}

const meta: CommandMeta = { actor: "td:bench", now: new Date("2026-05-04T09:00:00.000Z") };

function orThrow<T>(
  outcome: { ok: true; value: T } | { ok: false; error: { message: string } },
  what: string,
): T {
  if (!outcome.ok) throw new Error(`${what}: ${outcome.error.message}`);
  return outcome.value;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
}

function slowest(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => b - a);
  return mean(sorted.slice(0, Math.max(1, Math.ceil(sorted.length * share))));
}

async function runEvent(store: EventStore, warmUp: boolean): Promise<GameFigures[]> {
  const live = new CommandPipeline(store);
  const stream = warmUp ? `${STREAM}-warm-up` : STREAM;
  const random = makeRandom(warmUp ? "bench-live-warm-up" : "bench-live-results");
  const execute = async (command: TournamentCommand): Promise<void> => {
    orThrow(await live.execute(stream, command, meta), command.type);
  };
  await execute({
    type: "CreateEvent",
    event: {
      name: "Bench Worlds",
      date: "2026-05-04",
      game: "swccg",
      rules: "swccg-pc-2.3.6",
      type: "constructed",
      seed: stream,
    },
  });
  for (let i = 0; i < (warmUp ? 256 : PLAYERS); i++)
    await execute({ type: "RegisterPlayer", player: { id: `player${String(i).padStart(4, "0")}` } });
  const figures: GameFigures[] = [];
  for (let game = 1; game <= (warmUp ? 4 : GAMES); game++) {
    const pairStart = performance.now();
    await execute({ type: "PairNextGame" });
    const pairMs = performance.now() - pairStart;
    const state = live.view(stream)!.state;
    const results = pendingGames(state).map((slot): [number, RawResult] => {
      const [p, q] = slot.record.players.map((s) => s.id) as [string, string];
      const result = random.coin()
        ? { end: "full", winner: random.coin() ? p : q, lifeForce: random.int(40) }
        : { end: "time", lifeForce: { [p]: random.int(30), [q]: random.int(30) + 31 } };
      return [slot.gameId, result];
    });
    // Results come in in any order, as players finish.
    for (let i = results.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [results[i], results[j]] = [results[j]!, results[i]!];
    }
    const times: number[] = [];
    const handleTimes: number[] = [];
    const viewTimes: number[] = [];
    const timeHandle = !warmUp && (game === 1 || game === GAMES);
    for (const [k, [gameId, result]] of results.entries()) {
      const command: TournamentCommand = { type: "ReportResult", gameId, result };
      if (timeHandle && k < SAMPLE) {
        const start = performance.now();
        orThrow(await runCommand(store, stream, command, meta), "runCommand");
        handleTimes.push(performance.now() - start);
        continue;
      }
      const start = performance.now();
      await execute(command);
      times.push(performance.now() - start);
      if (k % Math.floor(results.length / SAMPLE) === 1) {
        const viewStart = performance.now();
        orThrow(live.view(stream)!.standings, "standings");
        viewTimes.push(performance.now() - viewStart);
      }
    }
    figures.push({
      game,
      results: results.length,
      liveMean: mean(times),
      liveSlow: slowest(times, 0.05),
      ...(handleTimes.length > 0 && { handleMean: mean(handleTimes) }),
      viewMean: mean(viewTimes),
      pairMs,
    });
  }
  return figures;
}

export async function runLiveBench(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "handsdown-bench-live-"));
  try {
    const store = openSqliteStore(join(dir, "live.db"));
    await runEvent(store, true);
    const figures = await runEvent(store, false);
    await store.close();
    const ms = (n: number | undefined) => (n === undefined ? "" : n.toFixed(3));
    const first = figures[0]!;
    const last = figures.at(-1)!;
    const ratio = last.liveMean / first.liveMean;
    return [
      `event: ${PLAYERS} players, swccg-pc-2.3.6, ${GAMES} games (six allegiance rounds), every result a ReportResult by the TD, SQLite store; Node ${process.version}`,
      `warm-up (untimed): a 256-player event of 4 games in the same process`,
      "",
      "| game | results | held pipeline: result, mean (ms) | slowest 5 %, mean (ms) | one-shot runCommand: result, mean of 24 (ms) | view: scored + standings after a result (ms) | PairNextGame (ms) |",
      "|---:|---:|---:|---:|---:|---:|---:|",
      ...figures.map(
        (f) =>
          `| ${f.game} | ${f.results} | ${ms(f.liveMean)} | ${ms(f.liveSlow)} | ${ms(f.handleMean)} | ${ms(f.viewMean)} | ${f.pairMs.toFixed(1)} |`,
      ),
      "",
      `Held pipeline, a result in game ${GAMES} against game 1: ${ratio.toFixed(2)}× — target ≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? "met" : "NOT met"}`,
      `One-shot runCommand, the same: ${((last.handleMean ?? 0) / (first.handleMean ?? 1)).toFixed(2)}× (game 12: ${((last.handleMean ?? 0) / last.liveMean).toFixed(0)}× the held pipeline)`,
    ].join("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** For bench/suites.ts. */
export const liveSuite: BenchSuite = { name: "live", run: runLiveBench };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await liveSuite.run());
}
