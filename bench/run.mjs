/* global process, console */
// `npm run bench | load | load:hosted`: compiles src/ and bench/ (tsconfig.bench.json) into a
// directory of this run's own under node_modules/.cache — so two benches at once, in one checkout
// or in worktrees sharing node_modules, never overwrite each other's JavaScript mid-run — runs
// `bench/ENTRY.js` there with the arguments given (the shipped command bundled beside it, for
// `cli`: HANDSDOWN_BENCH_CLI), and removes the directory. Plain JavaScript:
// it runs before anything is compiled. Usage: node bench/run.mjs ENTRY [ARGS…]
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
// Inside node_modules, so the compiled files find the packages (and git, ESLint, Prettier and
// Vitest leave it alone). HANDSDOWN_BENCH_TSC: another compiler (test/bench-run.test.ts).
const CACHE = join(ROOT, "node_modules", ".cache");
const TSC = process.env.HANDSDOWN_BENCH_TSC ?? join(ROOT, "node_modules", "typescript", "bin", "tsc");

const [entry, ...args] = process.argv.slice(2);
if (entry === undefined || !/^[\w-]+$/.test(entry)) {
  console.error("usage: node bench/run.mjs ENTRY [ARGS…] (ENTRY: main, load, hosted-load)");
  process.exit(2);
}

mkdirSync(CACHE, { recursive: true });
const out = mkdtempSync(join(CACHE, "handsdown-bench-"));
let status = 1;
const stop = () => undefined; // Ctrl-C reaches the child too; this process cleans up after it
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
try {
  const compiled = spawnSync(
    process.execPath,
    [TSC, "-p", join(ROOT, "tsconfig.bench.json"), "--outDir", out],
    {
      stdio: "inherit",
    },
  );
  // And the `handsdown` command as it ships (scripts/bundle-cli.mjs), which `cli` times.
  const bundled =
    compiled.status === 0
      ? spawnSync(process.execPath, [join(ROOT, "scripts", "bundle-cli.mjs"), join(out, "bin")], {
          stdio: ["ignore", "ignore", "inherit"],
        })
      : compiled;
  if (compiled.status !== 0) status = compiled.status ?? 1;
  else if (bundled.status !== 0) status = bundled.status ?? 1;
  else {
    const run = spawnSync(process.execPath, [join(out, "bench", `${entry}.js`), ...args], {
      stdio: "inherit",
      env: { ...process.env, HANDSDOWN_BENCH_CLI: join(out, "bin", "handsdown.js") },
    });
    status = run.status ?? 1;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(status);
