// `handsdown player import` reads player lists with the console's reader (core/players/player-csv.ts):
// the same files as web/console/lib/csv.test.ts give the same players.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../../../test/cli-harness.js";
import { FRENCH_CSV, NAME_COLUMN_CSV, SEMICOLONS_CSV } from "../../../test/fixtures/player-csv.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-player-import-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function importRun(name: string, text: string, ...options: string[]): Promise<CliRun> {
  const db = join(dir, `${name}.db`);
  const path = join(dir, name);
  writeFileSync(path, text);
  const created = await runCli(["event", "create", "--name", "CSV", "--game", "swccg", "--db", db]);
  expect(created.code, created.stderr).toBe(0);
  return runCli(["player", "import", created.stdout.trim(), path, "--json", "--db", db, ...options]);
}

async function importFile(name: string, text: string): Promise<{ line: number; id: string; name: string }[]> {
  const run = await importRun(name, text);
  expect(run.code, run.stderr).toBe(0);
  return idsOf(run);
}

const idsOf = (run: CliRun): { line: number; id: string; name: string }[] =>
  (JSON.parse(run.stdout) as { players: { line: number; id: string; name: string }[] }).players;

describe("player import reads the files the console reads (R1)", () => {
  it("a semicolon file with a byte-order mark, quotes and accents", async () => {
    // A ;-file with no row over 12 is read day first: Zoë's 11/2/1960 is 11 February → 021160.
    expect(await importFile("semicolons.csv", SEMICOLONS_CSV)).toEqual([
      { line: 2, id: "josemuller052180", name: "José Müller" },
      { line: 3, id: "zoeobrien021160", name: "Zoë O'Brien" },
    ]);
  });

  it("one name column and a birth date", async () => {
    expect(await importFile("name-column.csv", NAME_COLUMN_CSV)).toEqual([
      { line: 2, id: "annasmith110260", name: "Anna Smith" },
      { line: 3, id: "jeanlucpicard010590", name: "Jean-Luc Picard" },
    ]);
  });
});

describe("player import reads a file's birth dates in one order (R1)", () => {
  it("R1: a French ;-file is day first: 01/02/1980 is 1 February → jeandupont020180, said on stderr", async () => {
    const run = await importRun("francais.csv", FRENCH_CSV);
    expect(run.code, run.stderr).toBe(0);
    // By hand (the fixture): 1 February 1980 → 020180, 1979-12-25 → 122579, 3 April 1985 → 040385.
    expect(idsOf(run).map((p) => p.id)).toEqual(["jeandupont020180", "mariecurie122579", "leamartin040385"]);
    expect(run.stderr).toBe(
      `handsdown: ${join(dir, "francais.csv")}: birth dates read day/month/year (line 2: 01/02/1980 is 1 February 1980) because the header is French; --date-order mdy reads them month/day/year (R1)\n`,
    );
  });

  it("R1: --date-order mdy reads the French file's 01/02/1980 as 2 January → 010280, and says nothing", async () => {
    const run = await importRun(
      "francais-mdy.csv",
      "Prénom;Nom;Date de naissance\nJean;Dupont;01/02/1980\n",
      "--date-order",
      "mdy",
    );
    expect(run.code, run.stderr).toBe(0);
    expect(idsOf(run).map((p) => p.id)).toEqual(["jeandupont010280"]);
    expect(run.stderr).toBe("");
  });

  it("R1: a US ,-file is month first: 01/02/1980 is 2 January → 010280; --date-order dmy reads 1 February", async () => {
    const text = "first name,last name,birth date\nJean,Dupont,01/02/1980\nJohn,Brown,11/2/60\n";
    const us = await importRun("us.csv", text);
    expect(us.code, us.stderr).toBe(0);
    expect(idsOf(us).map((p) => p.id)).toEqual(["jeandupont010280", "johnbrown110260"]);
    expect(us.stderr).toContain(
      "birth dates read month/day/year (line 2: 01/02/1980 is 2 January 1980) because R1's own order",
    );
    expect(us.stderr).toContain("--date-order dmy reads them day/month/year (R1)");
    const dmy = await importRun("us-dmy.csv", text, "--date-order", "dmy");
    expect(idsOf(dmy).map((p) => p.id)).toEqual(["jeandupont020180", "johnbrown021160"]);
  });

  it("R1: a German dotted date is day first and decides the file: 02.01.1980 → 010280, 01/02/1980 → 020180", async () => {
    const run = await importRun(
      "deutsch.csv",
      "Vorname,Nachname,Geburtsdatum\nJürgen,Müller,02.01.1980\nAnna,Schmidt,01/02/1980\n",
    );
    expect(run.code, run.stderr).toBe(0);
    expect(idsOf(run).map((p) => p.id)).toEqual(["jurgenmuller010280", "annaschmidt020180"]);
    expect(run.stderr).toBe("");
  });

  it("R1: a row over 12 decides for the whole file, and nothing is said", async () => {
    const run = await importRun(
      "decided.csv",
      "first,last,born\nJean,Dupont,01/02/1980\nAnna,Smith,25/12/1980\n",
    );
    expect(run.code, run.stderr).toBe(0);
    expect(idsOf(run).map((p) => p.id)).toEqual(["jeandupont020180", "annasmith122580"]);
    expect(run.stderr).toBe("");
  });

  it("R1: rows showing both orders refuse the file: column, both rows, nothing registered", async () => {
    const db = join(dir, "conflict.csv.db");
    const run = await importRun(
      "conflict.csv",
      "first,last,born\nJean,Dupont,01/02/1980\nAnna,Smith,25/12/1980\nBob,Jones,12/25/1980\n",
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      "born: one file is read in one date order, but line 3 (25/12/1980) can only be day/month/year: there is no month 25 and line 4 (12/25/1980) can only be month/day/year: there is no month 25; correct one of them (R1)",
    );
    const events = JSON.parse((await runCli(["list", "--json", "--db", db])).stdout) as {
      events: { id: string }[];
    };
    const listed = await runCli(["player", "list", events.events[0]!.id, "--json", "--db", db]);
    expect(JSON.parse(listed.stdout)).toEqual({ players: [] });
  });

  it("R1: --date-order against a row that can only be the other order refuses the file; a bad value is refused naming the option", async () => {
    const against = await importRun(
      "against.csv",
      "first,last,born\nAnna,Smith,25/12/1980\n",
      "--date-order",
      "mdy",
    );
    expect(against.code).toBe(1);
    expect(against.stderr).toContain("line 2 (25/12/1980) can only be day/month/year");
    const bad = await importRun(
      "bad-order.csv",
      "first,last,born\nAnna,Smith,25/12/1980\n",
      "--date-order",
      "ymd",
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      "--date-order ymd: expected dmy (day/month/year) or mdy (month/day/year) (R1)",
    );
  });
});

describe("player add --born reads one date alone as the core does (R1, birth-date.ts)", () => {
  it("R1: month first as on the Command Card, day first when the first part is over 12 or the date is dotted", async () => {
    const db = join(dir, "born.db");
    const created = await runCli(["event", "create", "--name", "Born", "--game", "swccg", "--db", db]);
    const add = async (name: string, born: string): Promise<string> => {
      const run = await runCli([
        "player",
        "add",
        created.stdout.trim(),
        "--name",
        name,
        "--born",
        born,
        "--db",
        db,
      ]);
      expect(run.code, run.stderr).toBe(0);
      return run.stdout.trim();
    };
    // By hand: 01/02/1980 alone is 2 January → 010280; 25/12/1980 is 25 December → 122580;
    // 02.01.1980 (German) is 2 January → 010280; 13/1/60 is 13 January '60 → 011360.
    expect(await add("Jean Dupont", "01/02/1980")).toBe("jeandupont010280");
    expect(await add("Anna Smith", "25/12/1980")).toBe("annasmith122580");
    expect(await add("Jürgen Müller", "02.01.1980")).toBe("jurgenmuller010280");
    expect(await add("John Brown", "13/1/60")).toBe("johnbrown011360");
    const bad = await runCli([
      "player",
      "add",
      created.stdout.trim(),
      "--name",
      "Bob Jones",
      "--born",
      "13/13/1980",
      "--db",
      db,
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--born");
  });
});
