import { describe, expect, it } from "vitest";
import { parseCsv, readPlayerCsv } from "./player-csv.js";

describe("parseCsv", () => {
  it("reads quotes, doubled quotes and CRLF, and says where each row starts", () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,"2\n2",3\r\n\r\nx,y,z')).toEqual([
      { line: 1, cells: ["a", "b, c", 'd "e"'] },
      { line: 2, cells: ["1", "2\n2", "3"] },
      { line: 5, cells: ["x", "y", "z"] },
    ]);
  });

  it("reads semicolon files (spreadsheets in many locales), a comma inside a field staying in it", () => {
    expect(parseCsv("first;last;club\nAnna;Smith;Hoth, Echo Base\n")).toEqual([
      { line: 1, cells: ["first", "last", "club"] },
      { line: 2, cells: ["Anna", "Smith", "Hoth, Echo Base"] },
    ]);
  });

  it("drops a byte-order mark and keeps accents", () => {
    expect(parseCsv("\uFEFFname\nJosé Müller\n")).toEqual([
      { line: 1, cells: ["name"] },
      { line: 2, cells: ["José Müller"] },
    ]);
  });
});

describe("readPlayerCsv (R1)", () => {
  it("finds the columns by any spelling of their header", () => {
    for (const header of ["firstName,lastName,birthDate", "First name,Last Name,Born", "first,surname,DOB"]) {
      const read = readPlayerCsv(`${header}\nAnna,Smith,1960-11-02\n`);
      expect(read).toEqual({
        ok: true,
        value: [{ line: 2, player: { firstName: "Anna", lastName: "Smith", birthDate: "1960-11-02" } }],
      });
    }
  });

  it("reads the headers of a spreadsheet saved in French, German, Spanish, Italian or Dutch", () => {
    for (const header of [
      "Prénom;Nom;Date de naissance",
      "Vorname;Nachname;Geburtsdatum",
      "Nombre;Apellidos;Fecha de nacimiento",
      "Nome;Cognome;Data di nascita",
      "Voornaam;Achternaam;Geboortedatum",
    ]) {
      const read = readPlayerCsv(`\uFEFF${header}\r\nJürgen;Müller;1979-11-30\r\n`);
      expect(read.ok && read.value[0]!.player, header).toMatchObject({
        lastName: "Müller",
        birthDate: "1979-11-30",
      });
    }
    const french = readPlayerCsv("Prénom;Nom;Date de naissance\nÉléonore;Dubois;1980-02-14\n");
    expect(french.ok && french.value[0]!.player).toEqual({
      firstName: "Éléonore",
      lastName: "Dubois",
      birthDate: "1980-02-14",
    });
  });

  it("splits one name column: the last word is the last name", () => {
    const read = readPlayerCsv("name,date of birth\nAnna Maria Smith,1960-11-02\n");
    expect(read.ok && read.value[0]!.player).toEqual({
      name: "Anna Maria Smith",
      firstName: "Anna Maria",
      lastName: "Smith",
      birthDate: "1960-11-02",
    });
  });

  it("keeps an id column as it is, and leaves out columns it does not know", () => {
    const read = readPlayerCsv("Player ID,Name,E-mail\nx1,Anna Smith,anna@example.org\n");
    expect(read.ok && read.value[0]!.player).toEqual({ id: "x1", name: "Anna Smith" });
  });

  it("refuses a header that gives no row an ID: names without birth dates, or no names (R1)", () => {
    for (const text of ["first name,last name\nHan,Solo\n", "club,born\nx,1960-11-02\n", ""]) {
      const read = readPlayerCsv(text);
      expect(read.ok).toBe(false);
      expect(!read.ok && [read.error.field, read.error.rule]).toEqual(["header", "R1"]);
    }
  });

  it("quotes a refused header as the file has it, with its own separator", () => {
    const read = readPlayerCsv("\uFEFFPrénom;Club;E-mail\r\nJürgen;Ferengi;j@example.org\r\n");
    expect(!read.ok && read.error.message).toContain('got "Prénom;Club;E-mail"');
  });
});
