// `handsdown player import` reads player lists with the console's reader (core/players/player-csv.ts):
// the same files as web/console/lib/csv.test.ts give the same players.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-player-import-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixture = (name: string): string =>
  fileURLToPath(new URL(`../../../test/fixtures/player-csv/${name}`, import.meta.url));

async function importFile(name: string): Promise<{ line: number; id: string; name: string }[]> {
  const db = join(dir, `${name}.db`);
  const created = await runCli(["event", "create", "--name", "CSV", "--game", "swccg", "--db", db]);
  expect(created.code, created.stderr).toBe(0);
  const run = await runCli(["player", "import", created.stdout.trim(), fixture(name), "--json", "--db", db]);
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { players: { line: number; id: string; name: string }[] }).players;
}

describe("player import reads the files the console reads (R1)", () => {
  it("a semicolon file with a byte-order mark, quotes and accents", async () => {
    expect(await importFile("semicolons.csv")).toEqual([
      { line: 2, id: "josemuller052180", name: "José Müller" },
      { line: 3, id: "zoeobrien110260", name: "Zoë O'Brien" },
    ]);
  });

  it("one name column and a birth date", async () => {
    expect(await importFile("name-column.csv")).toEqual([
      { line: 2, id: "annasmith110260", name: "Anna Smith" },
      { line: 3, id: "jeanlucpicard010590", name: "Jean-Luc Picard" },
    ]);
  });
});
