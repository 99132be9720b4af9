import { describe, expect, it } from "vitest";
import { NAME_COLUMN_CSV, SEMICOLONS_CSV } from "../../../test/fixtures/player-csv.js";
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
      [3, "zoeobrien110260", "Zoë", "O'Brien"],
    ]);
  });
  it("one name column and a birth date", () => {
    const { rows, error } = previewPlayerCsv(NAME_COLUMN_CSV);
    expect(error).toBeUndefined();
    expect(rows.map((r) => r.id)).toEqual(["annasmith110260", "jeanlucpicard010590"]);
  });
});
