// Whole-process timings of the command itself (issue 13 item 5): `handsdown --help`, `standings`
// of the example and `pair` of a 16,384-player, 8-game results file, each against `node -e 0`
// measured in the same run (interleaved, median of several runs), as a user waits for them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { eventRandom, pairNext } from "../src/core/pairing/index.js";
import { makeFile, playOut } from "../src/core/pairing/test-helpers.js";
import type { GameRecord } from "../src/core/results-file/schema.js";
import { scoreEvent } from "../src/core/scored-event/score-event.js";
import type { BenchSuite } from "./suite.js";

const here = dirname(fileURLToPath(import.meta.url));
/** The compiled CLI beside this compiled bench (tsconfig.bench.json compiles src and bench together). */
const CLI = resolve(here, "..", "src", "cli", "main.js");
const REPO = process.cwd();
const RUNS = 7;

/** A results file as big as the issue's: 16,384 players, 8 games of random full wins. */
export function makeBigResultsFile(players = 16_384, games = 8): string {
  const ids = Array.from({ length: players }, (_, i) => `player${i + 1}`);
  let file = makeFile(ids, [], { seed: "cli-bench", game: "stccg1e" });
  const played: GameRecord[] = [];
  for (let g = 0; g < games; g++) {
    const event = scoreEvent(file);
    if (!event.ok) throw new Error(event.error.message);
    const next = pairNext(event.value);
    if (!next.ok) throw new Error(next.error.message);
    played.push(...playOut(file, next.value, eventRandom(event.value).fork(`results-${g}`)));
    file = { ...file, games: played };
  }
  return JSON.stringify(file);
}

function time(args: readonly string[]): number {
  const t0 = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: REPO, stdio: ["ignore", "ignore", "pipe"] });
  const elapsed = performance.now() - t0;
  if (run.status !== 0)
    throw new Error(`node ${args.join(" ")} → exit ${run.status}: ${run.stderr.toString()}`);
  return elapsed;
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runCliBench(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "handsdown-cli-bench-"));
  try {
    const big = join(dir, "16384-players-8-games.json");
    writeFileSync(big, makeBigResultsFile());
    const cases = [
      { name: "node -e 0", args: ["-e", "0"], target: undefined },
      { name: "handsdown --help", args: [CLI, "--help"], target: 2 },
      {
        name: "handsdown standings examples/star-wars-regional.json",
        args: [CLI, "standings", "examples/star-wars-regional.json"],
        target: 2.5,
      },
      {
        name: `handsdown pair (16,384 players, 8 games, ${(statSync(big).size / 1e6).toFixed(1)} MB) --json`,
        args: [CLI, "pair", big, "--json"],
        target: undefined,
      },
    ];
    const times = cases.map(() => [] as number[]);
    for (const c of cases) time(c.args); // warm the file cache once
    for (let r = 0; r < RUNS; r++) for (const [i, c] of cases.entries()) times[i]!.push(time(c.args));
    const base = median(times[0]!);
    const rows = cases.map((c, i) => {
      const m = median(times[i]!);
      const ratio = m / base;
      const verdict =
        c.target !== undefined
          ? `≤ ${c.target}× node: ${ratio <= c.target ? "met" : "NOT met"}`
          : i === cases.length - 1
            ? `< 1.5 s: ${m < 1500 ? "met" : "NOT met"}`
            : "baseline";
      return `| ${c.name} | ${m.toFixed(0)} | ${Math.min(...times[i]!).toFixed(0)} | ${ratio.toFixed(2)} | ${verdict} |`;
    });
    return [
      `Median of ${RUNS} runs each, interleaved, on this machine now (whole process: start, work, exit).`,
      "",
      "| command | median (ms) | fastest (ms) | × node -e 0 | target |",
      "|---|---:|---:|---:|---|",
      ...rows,
    ].join("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const cliSuite: BenchSuite = { name: "cli", run: runCliBench };
