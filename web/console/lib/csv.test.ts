import { describe, expect, it } from "vitest";
import { parseCsv, previewPlayerCsv } from "./csv.js";

describe("parseCsv", () => {
  it("reads quotes, doubled quotes and CRLF", () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,2,3')).toEqual([
      ["a", "b, c", 'd "e"'],
      ["1", "2", "3"],
    ]);
  });
  it("reads semicolon files (spreadsheets in many locales)", () => {
    expect(parseCsv("first;last\nAnna;Smith\n")).toEqual([
      ["first", "last"],
      ["Anna", "Smith"],
    ]);
  });
});

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
    expect(previewPlayerCsv("foo,bar\n1,2\n").error).toMatch(/first line must name the columns/);
  });
});
