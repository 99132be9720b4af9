// No input makes the CLI crash, hang or print a stack trace. Every refusal is one
// line naming the path, exit 1 (the exit statuses in README.md).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../test/cli-harness.js";
import { formatTable } from "./output.js";
import { MAX_INPUT_BYTES } from "./read-text.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixture = resolve(import.meta.dirname, "../../test/fixtures/star-wars-10-players.json");

/** One line on stderr, naming the path, and no stack trace. */
function expectOneLine(stderr: string, path: string): void {
  const lines = stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(path);
  expect(stderr).not.toMatch(/\n\s+at |Error:/);
}

describe("CLI input files (docs/rules.md §6)", () => {
  it("a missing file is said once, with the path once, on check and on import", async () => {
    const path = join(dir, "missing.json");
    const check = await runCli(["check", path]);
    expect(check.code).toBe(1);
    expect(check.stderr).toBe(`handsdown: ${path}: no such file\n`);
    const imported = await runCli(["import", path, "--db", join(dir, "events.db")]);
    expect(imported.code).toBe(1);
    expect(imported.stderr).toBe(`handsdown: ${path}: no such file\n`);
  });

  it("a UTF-8 byte-order mark is accepted", async () => {
    const path = join(dir, "bom.json");
    writeFileSync(path, `\ufeff${readFileSync(fixture, "utf8")}`);
    const check = await runCli(["check", path]);
    expect(check.stderr).toBe("");
    expect(check.code).toBe(0);
    expect(check.stdout).toContain("valid — 10 players");
  });

  it("a directory, /dev/zero and a named pipe are refused at once, not read (exit 1)", async () => {
    const directory = await runCli(["check", dir]);
    expect(directory.code).toBe(1);
    expectOneLine(directory.stderr, dir);
    const zero = await runCli(["check", "/dev/zero"]);
    expect(zero.code).toBe(1);
    expect(zero.stderr).toBe("handsdown: /dev/zero: a device, not a file; give the path of a file\n");
    const fifo = join(dir, "pipe");
    execFileSync("mkfifo", [fifo]);
    const pipe = await runCli(["check", fifo]); // would block forever if opened for a blocking read
    expect(pipe.code).toBe(1);
    expect(pipe.stderr).toBe(`handsdown: ${fifo}: a pipe, not a file; give the path of a file\n`);
  });

  it("a file over the 64 MB limit is refused before it is read", async () => {
    expect(MAX_INPUT_BYTES).toBe(64 * 1024 * 1024);
    const path = join(dir, "huge.json");
    writeFileSync(path, "");
    truncateSync(path, MAX_INPUT_BYTES + 1); // sparse: nothing is written
    const check = await runCli(["check", path]);
    expect(check.code).toBe(1);
    expect(check.stderr).toBe(`handsdown: ${path}: 64.0 MB is over the 64 MB limit for an input file\n`);
  });

  it("bytes that are not UTF-8, and text that is not JSON, are one line each", async () => {
    const binary = join(dir, "binary.json");
    writeFileSync(binary, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    const bad = await runCli(["check", binary]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(`handsdown: ${binary}: not UTF-8 text\n`);
    const text = join(dir, "text.json");
    writeFileSync(text, "hello");
    const notJson = await runCli(["check", text]);
    expect(notJson.code).toBe(1);
    expectOneLine(notJson.stderr, text);
    expect(notJson.stderr).toContain("not valid JSON");
  });

  it("hostile content: a control character in a name is refused naming the field, exit 1", async () => {
    const file = JSON.parse(readFileSync(fixture, "utf8")) as { players: { firstName?: string }[] };
    file.players[0]!.firstName = "Luke\u001b[2J";
    const path = join(dir, "escape.json");
    writeFileSync(path, JSON.stringify(file));
    const check = await runCli(["check", path]);
    expect(check.code).toBe(1);
    expect(check.stderr).toBe(
      `handsdown: ${path}: players[0].firstName: must not contain control characters or direction marks (U+001B at character 5) (docs/rules.md §6)\n`,
    );
  });
});

describe("tables line up by display width (K6)", () => {
  it("CJK and emoji names take two columns each; the next column starts at the same place", () => {
    const lines = formatTable(
      ["Player", "VP"],
      [
        ["李小龍", "4"],
        ["Zoë", "12"],
        ["Ana 👩‍🚀", "2"],
      ],
    );
    // By hand: widths 李小龍 = 6, Zoë = 3, "Ana 👩‍🚀" = 6, "Player" = 6 → the VP column
    // (right-aligned to width 2) starts at column 8 on every line.
    expect(lines).toEqual(["Player  VP", "------  --", "李小龍   4", "Zoë     12", "Ana 👩‍🚀   2"]);
  });
});
