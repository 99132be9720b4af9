// The `handsdown` command ships bundled (scripts/bundle-cli.mjs, package.json "bin"): the bundle
// must say exactly what the program says run from its sources, for commands that reach every kind
// of lazily loaded part — the file commands, the live event log (SQLite), the display-width
// package loaded through createRequire, the results file in and out. scripts/check-package.sh
// runs the installed bundle's `demo` and `serve` (the web build found from a chunk).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";

const ROOT = resolve(import.meta.dirname, "../..");
// Inside node_modules, so the bundle finds its npm packages as the installed one does.
const CACHE = join(ROOT, "node_modules", ".cache");
mkdirSync(CACHE, { recursive: true });
const dir = mkdtempSync(join(CACHE, "handsdown-bundle-test-"));
const BIN = join(dir, "bin", "handsdown.js");
const run = promisify(execFile);

beforeAll(async () => {
  await run(process.execPath, [join(ROOT, "scripts", "bundle-cli.mjs"), join(dir, "bin")]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundled(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the bundled handsdown command", () => {
  it("is one entry and shared chunks that import only Node and the runtime dependencies", () => {
    const files = readdirSync(join(dir, "bin"));
    expect(files).toContain("handsdown.js");
    expect(files.every((file) => file.endsWith(".js"))).toBe(true);
    // What the installed package imports must be installed with it: a devDependency (commander)
    // is bundled, never imported (docs/dependencies.md).
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const imported = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(dir, "bin", file), "utf8");
      for (const [, specifier] of code.matchAll(/(?:from |import\(|require\)\(|require\()"([^"./][^"]*)"/g)) {
        if (specifier!.startsWith("node:")) continue;
        const parts = specifier!.split("/");
        imported.add(specifier!.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
      }
    }
    expect([...imported].filter((name) => !(name in dependencies))).toEqual([]);
    expect([...imported]).toEqual(expect.arrayContaining(["better-sqlite3", "fastify"]));
  });

  it.each([
    ["--help"],
    ["standings", "examples/star-wars-regional.json"],
    ["standings", "examples/star-wars-regional.json", "--json"],
    ["pair", "examples/star-wars-constructed-halfway.json", "--json"],
    ["pair", "examples/on-the-edge.json", "--json"],
    ["check", "examples/star-trek-2e-regional.json"],
    ["pods", "11", "--seed", "bundle", "--json"],
    ["standings", "examples/no-such-file.json"],
    ["pair"],
  ])("says what the sources say: handsdown %s", async (...args) => {
    const [ours, theirs] = await Promise.all([bundled(args), runCli(args)]);
    expect(ours).toEqual(theirs);
  });

  it("imports, lists, reports from and exports a live event in the SQLite log", async () => {
    const db = join(dir, "venue.db");
    const imported = await bundled(["import", "examples/star-wars-constructed-halfway.json", "--db", db]);
    expect(imported.code).toBe(0);
    const id = imported.stdout.trim();
    const [list, standings, exported] = await Promise.all([
      bundled(["list", "--db", db, "--json"]),
      bundled(["standings", id, "--db", db, "--json"]),
      bundled(["export", id, "--db", db]),
    ]);
    expect(JSON.parse(list.stdout)).toEqual(
      JSON.parse((await runCli(["list", "--db", db, "--json"])).stdout),
    );
    expect(standings).toEqual(await runCli(["standings", id, "--db", db, "--json"]));
    expect(exported).toEqual(await runCli(["export", id, "--db", db]));
    expect(exported.code).toBe(0);
  });
});
