// `handsdown standings|pair|check FILE` loads no zod module (95 of them, as long to load as
// Node's start-up), for a valid file or an invalid one: the results file and every result are
// validated by their declared shapes (results-file/schema.ts, rules/shared/result-shape.ts), which
// word their own errors. zod is the HTTP edge's (`serve`). Run as a user runs it, one process
// per command, with a listing of the zod modules the process loaded: an ES module import (a
// resolve hook) or a CommonJS require (require.cache at exit). An `import … from "zod"` on these
// commands' path makes these tests fail.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { captureOutput } from "../../test/cli-harness.js";
import { run } from "./program.js";

const repo = join(dirname(fileURLToPath(import.meta.url)), "../..");
const CLI = join(repo, "src/cli/main.ts");
const scratch = mkdtempSync(join(tmpdir(), "handsdown-zod-free-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The hook: appends to $ZOD_LISTING each zod module an `import` resolves to. */
const HOOKS = `import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  if (found.url.includes("/node_modules/zod/")) appendFileSync(process.env.ZOD_LISTING, \`esm \${found.url}\\n\`);
  return found;
}
`;
/** Loaded by `--import`: registers the hook, and at exit lists the zod files `require` loaded. */
const LISTING = `import { appendFileSync } from "node:fs";
import { createRequire, register } from "node:module";
register("./hooks.mjs", import.meta.url);
const require = createRequire(import.meta.url);
process.on("exit", () => {
  for (const path of Object.keys(require.cache))
    if (path.includes("/node_modules/zod/")) appendFileSync(process.env.ZOD_LISTING, \`cjs \${path}\\n\`);
});
`;
writeFileSync(join(scratch, "hooks.mjs"), HOOKS);
writeFileSync(join(scratch, "listing.mjs"), LISTING);
const listingUrl = pathToFileURL(join(scratch, "listing.mjs")).href;

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The zod modules loaded, one line each: `esm URL` or `cjs PATH`. */
  readonly zod: string[];
}

let runs = 0;
function handsdown(argv: readonly string[]): Promise<Run> {
  const listing = join(scratch, `listing-${++runs}.txt`);
  writeFileSync(listing, "");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--import", listingUrl, CLI, ...argv], {
      cwd: repo,
      env: { ...process.env, ZOD_LISTING: listing },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const zod = readFileSync(listing, "utf8").split("\n").filter(Boolean);
      resolve({ code, stdout, stderr, zod });
    });
  });
}

/** The example with one change: a broken copy, written to the scratch folder. */
function broken(name: string, change: (file: Record<string, unknown>) => void): string {
  const file = JSON.parse(readFileSync(join(repo, "examples/star-wars-regional.json"), "utf8")) as Record<
    string,
    unknown
  >;
  change(file);
  const path = join(scratch, name);
  writeFileSync(path, JSON.stringify(file, null, 2));
  return path;
}

describe("standings, pair and check load no zod, to read a file or to word its error", () => {
  it("K1, R2, docs/rules.md §6: a valid file — the command's usual answer, and not one zod module", async () => {
    const file = "examples/star-wars-regional.json";
    const [standings, pair, check] = await Promise.all([
      handsdown(["standings", file]),
      handsdown(["pair", file]),
      handsdown(["check", file]),
    ]);
    expect(standings.zod).toEqual([]);
    expect(pair.zod).toEqual([]);
    expect(check.zod).toEqual([]);
    // The example's 10 players and 42 games (docs/rules.md §6), Swiss then the Final Confrontation
    // (games[40] and [41] have stage "final"): standings list 10 rows; pair has nothing left to
    // pair once the final's two games are in (F1).
    expect(standings.code).toBe(0);
    expect(standings.stdout).toMatch(/^Yavin IV Regional/);
    expect(check).toMatchObject({
      code: 0,
      stdout: `${file}: valid — 10 players, 42 games, rules swccg-pc-2.3.6\n`,
      stderr: "",
    });
    expect(pair).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `handsdown: ${file}: games: the Final Confrontation's two games are in; F2 and F5 decide the places (see standings) (F1)\n`,
    });
  }, 60_000);

  it("S1, docs/rules.md §6: an invalid file is worded exactly as the whole program does — a bad result by its profile's shape, a bad envelope by the file's, neither with zod", async () => {
    // S1: Life Force left is a whole number 0..999 (an input bound: no document bounds it); 1000 is refused.
    const lifeForce = broken("life-force-1000.json", (file) => {
      (file.games as { result: { lifeForce: number } }[])[0]!.result.lifeForce = 1000;
    });
    // docs/rules.md §6: a player ID is non-empty text.
    const emptyId = broken("empty-id.json", (file) => {
      (file.players as { id: string }[])[0]!.id = "";
    });
    const cases = [
      [["standings", lifeForce], `games[0].result.lifeForce: expected a whole number 0..999 (S1)`],
      [["pair", emptyId], `players[0].id: an ID must not be empty (docs/rules.md §6)`],
    ] as const;
    const results = await Promise.all(cases.map(([argv]) => handsdown(argv)));
    for (const [i, [argv, message]] of cases.entries()) {
      const result = results[i]!;
      expect(result, argv.join(" ")).toMatchObject({
        code: 1,
        stdout: "",
        stderr: `handsdown: ${argv[1]}: ${message}\n`,
      });
      expect(result.zod, argv.join(" ")).toEqual([]);
      // The whole program, in this process, prints the same.
      const whole = await captureOutput(() => run(argv));
      expect({ code: result.code, stdout: result.stdout, stderr: result.stderr }).toEqual(whole);
    }
  }, 60_000);
});

describe("the whole program loads no zod outside `serve`", () => {
  it("R1, R6, S1: reading the event log needs no zod, nor does wording a bad result or a bad player (their declared shapes)", async () => {
    const db = join(scratch, "log.db");
    const D = ["--db", db];
    // Set up in this process: an event, two players, game 1 paired (its game ID is 1).
    const setUp = async (argv: string[]): Promise<string> => {
      const out = await captureOutput(() => run([...argv, ...D]));
      expect(out.code, `${argv.join(" ")}: ${out.stderr}`).toBe(0);
      return out.stdout.trim();
    };
    const id = await setUp(["event", "create", "--name", "Zod Free Open", "--game", "swccg", "--seed", "z"]);
    await setUp(["player", "add", id, "--id", "luke", "--name", "Luke Skywalker"]);
    await setUp(["player", "add", id, "--id", "vader", "--name", "Darth Vader"]);
    // R1, docs/rules.md §6: a player entry the results file could not hold, refused by its shape.
    const badPlayer = await handsdown([
      "player",
      "add",
      id,
      "--id",
      "leia",
      "--name",
      "Leia\u202EOrgana",
      ...D,
    ]);
    expect(badPlayer).toMatchObject({ code: 1, stdout: "", zod: [] });
    expect(badPlayer.stderr).toMatch(/--name: must not contain control characters or direction marks/);

    await setUp(["pair", id]);

    const [list, log] = await Promise.all([handsdown(["list", ...D]), handsdown(["log", id, ...D])]);
    expect(list).toMatchObject({ code: 0, stderr: "", zod: [] });
    expect(list.stdout).toContain("Zod Free Open");
    expect(log).toMatchObject({ code: 0, stderr: "", zod: [] });
    expect(log.stdout).toContain("registered Luke Skywalker");

    // S1: 1000 cards of Life Force is above the input bound (999).
    const report = await handsdown([
      "report",
      id,
      "1",
      "--result",
      '{"end":"full","winner":"luke","lifeForce":1000}',
      ...D,
    ]);
    expect(report).toMatchObject({ code: 1, stdout: "" });
    expect(report.stderr).toMatch(/--lf: expected a whole number 0\.\.999 \(S1\)/);
    expect(report.zod).toEqual([]);
  }, 60_000);
});
