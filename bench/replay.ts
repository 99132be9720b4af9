// Replay benchmark: a 1,024-player, 12-game Star Wars event (six allegiance
// rounds, ~6,300 events: registrations, pairings, every result) read back from a SQLite file,
// folded with evolve, and turned into standings — what a restarted server does before it can
// answer. Target: under 200 ms. The figure is also given as a ratio against the same replay
// from the in-memory store in the same run (CONTRIBUTING.md: ratios, not bare numbers).
// Run alone with `npx tsx bench/replay.ts`, or through bench/main.ts via bench/suites.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { toNewEvent } from "../src/app/event-log.js";
import { loadTournament } from "../src/app/event-log.js";
import type { TournamentCommand } from "../src/core/commands.js";
import { decide } from "../src/core/decide.js";
import { computeEventStandings } from "../src/core/event-standings.js";
import type { TournamentEvent } from "../src/core/events.js";
import { evolve } from "../src/core/evolve.js";
import { makeRandom } from "../src/core/random.js";
import { toScoredEvent } from "../src/core/tournament/project.js";
import { INITIAL_STATE, pendingGames, type TournamentState } from "../src/core/tournament/state.js";
import type { EventStore } from "../src/store/event-store.js";
import { makeMemoryStore } from "../src/store/memory/memory-store.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import type { BenchSuite } from "./suite.js";

const PLAYERS = 1_024;
const GAMES = 12;
const RUNS = 7;
const TARGET_MS = 200;
const STREAM = "bench-replay";

/** The event's log, built through decide/evolve exactly as the command pipeline would. */
export function buildLog(): TournamentEvent[] {
  const ctx = { now: "2026-05-04T09:00:00.000Z", seed: "bench-replay" };
  const random = makeRandom("bench-replay-results");
  const log: TournamentEvent[] = [];
  let state: TournamentState = INITIAL_STATE;
  const apply = (command: TournamentCommand): void => {
    const decided = decide(command, state, ctx);
    if (!decided.ok) throw new Error(`${command.type}: ${decided.error.message}`);
    for (const event of decided.value) state = evolve(state, event);
    log.push(...decided.value);
  };
  apply({
    type: "CreateEvent",
    event: {
      name: "Bench Worlds",
      date: "2026-05-04",
      game: "swccg",
      rules: "swccg-pc-2.3.6",
      type: "constructed",
    },
  });
  for (let i = 0; i < PLAYERS; i++)
    apply({ type: "RegisterPlayer", player: { id: `player${String(i).padStart(4, "0")}` } });
  for (let game = 0; game < GAMES; game++) {
    apply({ type: "PairNextGame" });
    for (const slot of pendingGames(state)) {
      const [p, q] = slot.record.players.map((s) => s.id) as [string, string];
      const result = random.coin()
        ? { end: "full", winner: random.coin() ? p : q, lifeForce: random.int(40) }
        : { end: "time", lifeForce: { [p]: random.int(30), [q]: random.int(30) + 31 } };
      apply({ type: "ReportResult", gameId: slot.gameId, result });
    }
  }
  return log;
}

async function fill(store: EventStore, log: readonly TournamentEvent[]): Promise<void> {
  const events = log.map((event) => toNewEvent(event));
  for (let at = 0; at < events.length; at += 1_000) {
    const appended = await store.append(STREAM, at, events.slice(at, at + 1_000));
    if (!appended.ok) throw new Error(appended.error.message);
  }
}

interface Timing {
  readonly total: number;
  readonly readFold: number;
  readonly standings: number;
}

/** Read + fold + standings, median of RUNS. */
async function measureReplay(store: EventStore): Promise<Timing> {
  const runs: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const { state } = await loadTournament(store, STREAM);
    const folded = performance.now();
    const scored = toScoredEvent(state);
    if (!scored.ok) throw new Error(scored.error.message);
    const standings = computeEventStandings(scored.value);
    if (!standings.ok) throw new Error(standings.error.message);
    const end = performance.now();
    runs.push({ total: end - start, readFold: folded - start, standings: end - folded });
  }
  runs.sort((a, b) => a.total - b.total);
  return runs[Math.floor(runs.length / 2)]!;
}

export async function runReplayBench(): Promise<string> {
  const log = buildLog();
  const memory = makeMemoryStore();
  await fill(memory, log);
  const baseline = await measureReplay(memory);
  const dir = mkdtempSync(join(tmpdir(), "handsdown-bench-replay-"));
  try {
    const sqlite = await openSqliteStore(join(dir, "replay.db"));
    await fill(sqlite, log);
    const measured = await measureReplay(sqlite);
    await sqlite.close();
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    return [
      `event: ${PLAYERS} players, ${GAMES} games, ${log.length.toLocaleString("en-US")} events; median of ${RUNS} runs`,
      `in-memory store replay (baseline): ${ms(baseline.total)} (read + fold ${ms(baseline.readFold)}, standings ${ms(baseline.standings)})`,
      `SQLite replay: ${ms(measured.total)} (read + fold ${ms(measured.readFold)}, standings ${ms(measured.standings)}) — ${(measured.total / baseline.total).toFixed(2)}× in-memory; target < ${TARGET_MS} ms: ${measured.total < TARGET_MS ? "met" : "NOT met"}`,
    ].join("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** For bench/suites.ts. */
export const replaySuite: BenchSuite = { name: "replay", run: runReplayBench };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await replaySuite.run());
}
