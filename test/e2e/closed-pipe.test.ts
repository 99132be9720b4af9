// `handsdown ratings show --json | head` and `ratings export | head`: the reader closes the pipe
// before the program has written everything. That is how a pipeline ends, not an error: the
// program stops quietly (exit 0, nothing on stderr), never with an EPIPE stack trace. Real child
// processes, since only a real pipe can be closed under a writer.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";

const CLI = join(import.meta.dirname, "../../src/cli/main.ts");
const dir = mkdtempSync(join(tmpdir(), "handsdown-pipe-"));
const db = join(dir, "ratings.db");

beforeAll(async () => {
  const imported = await runCli([
    "ratings",
    "import",
    "examples/star-wars-regional.json",
    "--no-progress",
    "--db",
    db,
  ]);
  expect(imported.code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI with its stdout a pipe whose reading end is closed at once. */
function runIntoClosedPipe(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    // The child needs a few hundred milliseconds to start: its first write finds the pipe closed.
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("a closed pipe ends the program quietly", () => {
  it.each([
    [["ratings", "show", "--json"]],
    [["ratings", "export"]],
    [["standings", "examples/star-wars-regional.json", "--json"]],
  ])(
    "handsdown %j | (closed reader)",
    async (args) => {
      const { code, stderr } = await runIntoClosedPipe([
        ...args,
        ...(args[0] === "ratings" ? ["--db", db] : []),
      ]);
      expect(stderr).toBe("");
      expect(code).toBe(0);
    },
    30_000,
  );
});
