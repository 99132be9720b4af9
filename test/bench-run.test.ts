// `npm run bench | load | load:hosted` (bench/run.mjs): each run compiles into a directory of its
// own, so two benches at once — in one checkout, or in worktrees that share node_modules — never
// run each other's half-written JavaScript; the directory goes when the run ends. A stand-in
// compiler (HANDSDOWN_BENCH_TSC) writes a probe entry that says where it runs, so the test takes
// a second instead of a full compile.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "handsdown-bench-run-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Writes OUT/bench/probe.js: it prints its own directory and its arguments, after a pause that
// makes the two runs overlap.
const fakeTsc = join(dir, "tsc.mjs");
writeFileSync(
  fakeTsc,
  `import { mkdirSync, writeFileSync } from "node:fs";
const out = process.argv[process.argv.indexOf("--outDir") + 1];
mkdirSync(out + "/bench", { recursive: true });
writeFileSync(out + "/bench/probe.js", "await new Promise((r) => setTimeout(r, 300)); console.log(JSON.stringify({ dir: import.meta.dirname, args: process.argv.slice(2) }));");
`,
);

async function run(...args: string[]): Promise<{ dir: string; args: string[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, "bench/run.mjs"), ...args], {
    env: { ...process.env, HANDSDOWN_BENCH_TSC: fakeTsc },
  });
  return JSON.parse(stdout) as { dir: string; args: string[] };
}

describe("bench/run.mjs", () => {
  it("two runs at once compile into two directories, each removed when its run ends", async () => {
    const [first, second] = await Promise.all([run("probe", "--events", "3"), run("probe")]);
    expect(first.dir).not.toBe(second.dir);
    expect(first.args).toEqual(["--events", "3"]);
    expect(existsSync(first.dir)).toBe(false);
    expect(existsSync(second.dir)).toBe(false);
  });

  it("the npm scripts of the benches go through it", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect([scripts.bench, scripts.load, scripts["load:hosted"]]).toEqual([
      "node bench/run.mjs main",
      "node bench/run.mjs load",
      "node bench/run.mjs hosted-load",
    ]);
  });
});
