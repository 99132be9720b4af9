import { describe, expect, it } from "vitest";
import { parseCsv, readPlayerCsv } from "./player-csv.js";
import { makePlayerId } from "./player-id.js";

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
        value: {
          players: [{ line: 2, player: { firstName: "Anna", lastName: "Smith", birthDate: "1960-11-02" } }],
          dates: { order: "mdy", because: "R1's own order (the Command Card's 11/2/60)" },
        },
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
      expect(read.ok && read.value.players[0]!.player, header).toMatchObject({
        lastName: "Müller",
        birthDate: "1979-11-30",
      });
    }
    const french = readPlayerCsv("Prénom;Nom;Date de naissance\nÉléonore;Dubois;1980-02-14\n");
    expect(french.ok && french.value.players[0]!.player).toEqual({
      firstName: "Éléonore",
      lastName: "Dubois",
      birthDate: "1980-02-14",
    });
  });

  it("splits one name column: the last word is the last name", () => {
    const read = readPlayerCsv("name,date of birth\nAnna Maria Smith,1960-11-02\n");
    expect(read.ok && read.value.players[0]!.player).toEqual({
      name: "Anna Maria Smith",
      firstName: "Anna Maria",
      lastName: "Smith",
      birthDate: "1960-11-02",
    });
  });

  it("keeps an id column as it is, and leaves out columns it does not know", () => {
    const read = readPlayerCsv("Player ID,Name,E-mail\nx1,Anna Smith,anna@example.org\n");
    expect(read.ok && read.value.players[0]!.player).toEqual({ id: "x1", name: "Anna Smith" });
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

describe("readPlayerCsv: the file's birth dates in one order (R1, birth-date.ts)", () => {
  const idsOf = (text: string, dateOrder?: "dmy" | "mdy"): string[] => {
    const read = readPlayerCsv(text, dateOrder === undefined ? {} : { dateOrder });
    if (!read.ok) throw new Error(read.error.message);
    return read.value.players.map(({ player }) => {
      const made = makePlayerId({
        firstName: player.firstName ?? "",
        lastName: player.lastName ?? "",
        birthDate: player.birthDate ?? "",
      });
      return made.ok ? made.value : made.error.message;
    });
  };

  it("R1: a French ;-file's 01/02/1980 is 1 February 1980 → mmddyy 020180", () => {
    const text = "Prénom;Nom;Date de naissance\nJean;Dupont;01/02/1980\n";
    expect(idsOf(text)).toEqual(["jeandupont020180"]);
    const read = readPlayerCsv(text);
    expect(read.ok && read.value.players[0]!.player.birthDate).toBe("1980-02-01");
    expect(read.ok && read.value.dates).toEqual({
      order: "dmy",
      because: "the header is French",
      ambiguous: { line: 2, text: "01/02/1980" },
    });
  });

  it("R1: every day-first language's header reads day first, even with commas", () => {
    for (const header of [
      "Vorname,Nachname,Geburtsdatum",
      "Nombre,Apellidos,Fecha de nacimiento",
      "Nome,Cognome,Data di nascita",
      "Voornaam,Achternaam,Geboortedatum",
    ])
      expect(idsOf(`${header}\nAnna,Smith,01/02/1980\n`), header).toEqual(["annasmith020180"]);
  });

  it("R1: a US ,-file's 01/02/1980 is 2 January 1980 (R1's own order) → 010280", () => {
    expect(idsOf("first name,last name,birth date\nJean,Dupont,01/02/1980\nJohn,Brown,11/2/60\n")).toEqual([
      "jeandupont010280",
      "johnbrown110260",
    ]);
  });

  it("R1: a ;-file with English headers reads day first: 11/2/1960 is 11 February → 021160", () => {
    expect(idsOf("first name;last name;birth date\nZoë;O'Brien;11/2/1960\n")).toEqual(["zoeobrien021160"]);
  });

  it("R1: one row over 12 decides for every row of the file", () => {
    // 25/12/1980 can only be day first, so 01/02/1980 is 1 February too.
    expect(idsOf("first,last,born\nJean,Dupont,01/02/1980\nAnna,Smith,25/12/1980\n")).toEqual([
      "jeandupont020180",
      "annasmith122580",
    ]);
    // 12/25/1980 can only be month first: the French file's 01/02/1980 is 2 January.
    expect(idsOf("Prénom;Nom;Date de naissance\nJean;Dupont;01/02/1980\nMarie;Curie;12/25/1980\n")).toEqual([
      "jeandupont010280",
      "mariecurie122580",
    ]);
  });

  it("R1: German dotted dates are read day first: 02.01.1980 → 010280", () => {
    expect(
      idsOf("Vorname;Nachname;Geburtsdatum\nJürgen;Müller;02.01.1980\nAnna;Schmidt;01/02/1980\n"),
    ).toEqual(["jurgenmuller010280", "annaschmidt020180"]);
  });

  it("R1: a two-digit year read day first keeps its reading: 01/02/80 → 020180", () => {
    const read = readPlayerCsv("Prénom;Nom;Date de naissance\nJean;Dupont;01/02/80\n");
    expect(read.ok && read.value.players[0]!.player.birthDate).toBe("02/01/80");
    expect(idsOf("Prénom;Nom;Date de naissance\nJean;Dupont;01/02/80\n")).toEqual(["jeandupont020180"]);
  });

  it("R1: rows showing both orders refuse the whole file, naming the column and two rows", () => {
    const read = readPlayerCsv(
      "first name,last name,birth date\nAnna,Smith,25/12/1980\nBob,Jones,12/25/1980\n",
    );
    expect(read.ok).toBe(false);
    expect(!read.ok && [read.error.field, read.error.rule]).toEqual(["birth date", "R1"]);
    expect(!read.ok && read.error.message).toMatch(/line 2 \(25\/12\/1980\).* and line 3 \(12\/25\/1980\)/);
  });

  it("R1: the order asked for wins over the header, and a row against it refuses the file", () => {
    expect(idsOf("Prénom;Nom;Date de naissance\nJean;Dupont;01/02/1980\n", "mdy")).toEqual([
      "jeandupont010280",
    ]);
    expect(idsOf("first,last,born\nJean,Dupont,01/02/1980\n", "dmy")).toEqual(["jeandupont020180"]);
    const read = readPlayerCsv("first,last,born\nAnna,Smith,25/12/1980\n", { dateOrder: "mdy" });
    expect(!read.ok && [read.error.field, read.error.rule]).toEqual(["born", "R1"]);
  });

  it("R1: a date that is none is left as the file has it, for RegisterPlayer to refuse", () => {
    const read = readPlayerCsv("first,last,born\nAnna,Smith,1980-13-02\nBob,Jones,31/02/1980\n");
    expect(read.ok && read.value.players.map((p) => p.player.birthDate)).toEqual([
      "1980-13-02",
      "31/02/1980",
    ]);
  });

  it("R1: a file without a birth date column says nothing of dates", () => {
    const read = readPlayerCsv("id,name\nx1,Anna\n");
    expect(read.ok && read.value.dates).toBeUndefined();
  });
});
