// `handsdown player import` reads player lists with the console's reader (core/players/player-csv.ts):
// the same files as web/console/lib/csv.test.ts give the same players.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";
import { NAME_COLUMN_CSV, SEMICOLONS_CSV } from "../../../test/fixtures/player-csv.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-player-import-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function importFile(name: string, text: string): Promise<{ line: number; id: string; name: string }[]> {
  const db = join(dir, `${name}.db`);
  const path = join(dir, name);
  writeFileSync(path, text);
  const created = await runCli(["event", "create", "--name", "CSV", "--game", "swccg", "--db", db]);
  expect(created.code, created.stderr).toBe(0);
  const run = await runCli(["player", "import", created.stdout.trim(), path, "--json", "--db", db]);
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { players: { line: number; id: string; name: string }[] }).players;
}

describe("player import reads the files the console reads (R1)", () => {
  it("a semicolon file with a byte-order mark, quotes and accents", async () => {
    expect(await importFile("semicolons.csv", SEMICOLONS_CSV)).toEqual([
      { line: 2, id: "josemuller052180", name: "José Müller" },
      { line: 3, id: "zoeobrien110260", name: "Zoë O'Brien" },
    ]);
  });

  it("one name column and a birth date", async () => {
    expect(await importFile("name-column.csv", NAME_COLUMN_CSV)).toEqual([
      { line: 2, id: "annasmith110260", name: "Anna Smith" },
      { line: 3, id: "jeanlucpicard010590", name: "Jean-Luc Picard" },
    ]);
  });
});
