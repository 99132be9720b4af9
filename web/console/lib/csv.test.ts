import { describe, expect, it } from "vitest";
import { FRENCH_CSV, NAME_COLUMN_CSV, SEMICOLONS_CSV } from "../../../test/fixtures/player-csv.js";
import { previewPlayerCsv } from "./csv.js";

describe("previewPlayerCsv (R1 IDs, per-row errors)", () => {
  it("gives each row its R1 ID: letters of the names then mmddyy", () => {
    // R1 by hand: "Anna" + "Smith" + 11/02/60 → annasmith110260
    const { rows } = previewPlayerCsv("First name,Last name,Born\nAnna,Smith,1960-11-02\n");
    expect(rows).toEqual([
      {
        line: 2,
        player: { firstName: "Anna", lastName: "Smith", birthDate: "1960-11-02" },
        id: "annasmith110260",
      },
    ]);
  });
  it("names the column and rule of a bad row and keeps the others", () => {
    const { rows } = previewPlayerCsv(
      "firstName,lastName,birthDate\nAnna,Smith,1960-13-02\nBob,Jones,1/5/1990\n",
    );
    expect(rows[0]!.error).toMatch(/^birthDate: .*\(R1\)$/);
    expect(rows[1]!.id).toBe("bobjones010590");
  });
  it("refuses a duplicate ID, in the file or already registered", () => {
    const { rows } = previewPlayerCsv("id,name\nx1,Anna\nx1,Bob\nx2,Carl\n", ["x2"]);
    expect(rows.map((r) => r.error === undefined)).toEqual([true, false, false]);
  });
  it("says what the header must be when it names no known column", () => {
    expect(previewPlayerCsv("foo,bar\n1,2\n").error).toMatch(/^header: .*must name an id column.*\(R1\)$/);
  });
});

describe("the files the CLI imports too (one reader, core/players/player-csv.ts)", () => {
  it("a semicolon file with a byte-order mark, quotes and accents", () => {
    const { rows, error } = previewPlayerCsv(SEMICOLONS_CSV);
    expect(error).toBeUndefined();
    expect(rows.map((r) => [r.line, r.id, r.player?.firstName, r.player?.lastName])).toEqual([
      [2, "josemuller052180", "José", "Müller"],
      // A ;-file with no row over 12 is read day first: 11/2/1960 is 11 February → 021160.
      [3, "zoeobrien021160", "Zoë", "O'Brien"],
    ]);
  });
  it("one name column and a birth date", () => {
    const { rows, error } = previewPlayerCsv(NAME_COLUMN_CSV);
    expect(error).toBeUndefined();
    expect(rows.map((r) => r.id)).toEqual(["annasmith110260", "jeanlucpicard010590"]);
  });
});

describe("the preview's birth date order (R1, core birth-date.ts, the CLI's --date-order)", () => {
  it("R1: a French file is read day first and says so: 01/02/1980 is 1 February → 020180", () => {
    const preview = previewPlayerCsv(FRENCH_CSV);
    expect(preview.rows.map((r) => r.id)).toEqual([
      "jeandupont020180",
      "mariecurie122579",
      "leamartin040385",
    ]);
    expect(preview.dates).toEqual({
      order: "dmy",
      said: "birth dates read day/month/year (line 2: 01/02/1980 is 1 February 1980) because the header is French",
    });
  });

  it("R1: the TD's choice reads it month first (2 January → 010280), and the choice stays offered", () => {
    const preview = previewPlayerCsv(FRENCH_CSV, [], "mdy");
    expect(preview.rows.map((r) => r.id)).toEqual([
      "jeandupont010280",
      "mariecurie122579",
      "leamartin030485",
    ]);
    expect(preview.dates?.order).toBe("mdy");
  });

  it("R1: no choice when a row shows the order, or when every date is ISO", () => {
    const decided = previewPlayerCsv("first,last,born\nJean,Dupont,01/02/1980\nAnna,Smith,25/12/1980\n");
    expect(decided.rows.map((r) => r.id)).toEqual(["jeandupont020180", "annasmith122580"]);
    expect(decided.dates).toBeUndefined();
    expect(previewPlayerCsv("first,last,born\nAnna,Smith,1960-11-02\n").dates).toBeUndefined();
  });

  it("R1: rows showing both orders refuse the whole file: no row is previewed", () => {
    const preview = previewPlayerCsv("first,last,born\nAnna,Smith,25/12/1980\nBob,Jones,12/25/1980\n");
    expect(preview.rows).toEqual([]);
    expect(preview.error).toMatch(
      /^born: one file is read in one date order, but line 2 .* and line 3 .*\(R1\)$/,
    );
  });
});
