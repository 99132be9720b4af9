import { describe, expect, it } from "vitest";
import {
  dateOrderOfFile,
  describeDateOrder,
  formatBirthDate,
  orderShownBy,
  parseBirthDate,
  readBirthDate,
  spellBirthDate,
} from "./birth-date.js";
import { makePlayerId } from "./player-id.js";

const idOf = (firstName: string, lastName: string, birthDate: string): string => {
  const made = makePlayerId({ firstName, lastName, birthDate });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
};

const cells = (...texts: string[]) => texts.map((text, i) => ({ line: i + 2, text }));
const US = { semicolons: false };

describe("one birth date alone: --born, the console's form, RegisterPlayer (R1)", () => {
  it("R1: ISO and the Command Card's month/day/year, as before", () => {
    expect(parseBirthDate("1960-11-02")).toEqual({ year: 1960, month: 11, day: 2 });
    expect(parseBirthDate("11/2/60")).toEqual({ year: 60, month: 11, day: 2 });
    // 01/02/1980 with nothing to say otherwise: R1's own order, 2 January → 010280.
    expect(idOf("Jean", "Dupont", "01/02/1980")).toBe("jeandupont010280");
  });

  it("R1: a first part over 12 is day first (13/1/60 is 13 January → 011360), a second over 12 month first", () => {
    expect(parseBirthDate("13/1/60")).toEqual({ year: 60, month: 1, day: 13 });
    expect(idOf("John", "Brown", "13/1/60")).toBe("johnbrown011360");
    expect(idOf("John", "Brown", "1/13/60")).toBe("johnbrown011360");
    // 25 December 1980 → 122580 whichever way round it is typed.
    expect(idOf("Anna", "Smith", "25/12/1980")).toBe("annasmith122580");
    expect(idOf("Anna", "Smith", "12/25/1980")).toBe("annasmith122580");
  });

  it("R1: a dotted date is day first (German): 02.01.1980 is 2 January → 010280", () => {
    expect(parseBirthDate("02.01.1980")).toEqual({ year: 1980, month: 1, day: 2 });
    expect(idOf("Jürgen", "Müller", "02.01.1980")).toBe("jurgenmuller010280");
    expect(idOf("Jürgen", "Müller", "2.1.80")).toBe("jurgenmuller010280");
    expect(parseBirthDate("30.02.1980")).toBeUndefined();
    expect(parseBirthDate("01.13.1980")).toBeUndefined();
  });

  it("R1: what is no date stays refused", () => {
    for (const text of [
      "13/13/1980",
      "0/5/1980",
      "2/30/1980",
      "1980",
      "01-02-1980",
      "1.2/1980",
      "1900-02-29",
    ])
      expect(parseBirthDate(text), text).toBeUndefined();
    expect(parseBirthDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it("R1: the order a date shows by itself", () => {
    expect(orderShownBy("25/12/1980")).toBe("dmy");
    expect(orderShownBy("12/25/1980")).toBe("mdy");
    expect(orderShownBy("02.01.1980")).toBe("dmy");
    expect(orderShownBy("01/02/1980")).toBeUndefined();
    expect(orderShownBy("1980-02-01")).toBeUndefined();
    expect(orderShownBy("13/13/1980")).toBeUndefined();
  });

  it("R1: read in an order, written back so that parseBirthDate reads the same date", () => {
    expect(readBirthDate("01/02/1980", "dmy")).toEqual({ year: 1980, month: 2, day: 1 });
    expect(readBirthDate("01/02/1980", "mdy")).toEqual({ year: 1980, month: 1, day: 2 });
    expect(readBirthDate("02.01.1980", "mdy")).toEqual({ year: 1980, month: 1, day: 2 });
    expect(readBirthDate("1980-02-01", "mdy")).toEqual({ year: 1980, month: 2, day: 1 });
    expect(readBirthDate("25/12/1980", "mdy")).toBeUndefined();
    expect(formatBirthDate({ year: 1980, month: 2, day: 1 })).toBe("1980-02-01");
    // A two-digit year has no century: R1's own MM/DD/YY, which parseBirthDate reads month first.
    expect(formatBirthDate({ year: 80, month: 2, day: 1 })).toBe("02/01/80");
    expect(parseBirthDate("02/01/80")).toEqual({ year: 80, month: 2, day: 1 });
    expect(spellBirthDate({ year: 1980, month: 2, day: 1 })).toBe("1 February 1980");
    expect(spellBirthDate({ year: 60, month: 11, day: 2 })).toBe("2 November '60");
  });
});

describe("one order for a whole file (R1, dateOrderOfFile)", () => {
  it("R1: a row with a first part over 12 makes the whole file day first", () => {
    const read = dateOrderOfFile("born", cells("01/02/1980", "25/12/1980"), US);
    expect(read).toMatchObject({ ok: true, value: { order: "dmy" } });
    expect(read.ok && read.value.because).toBe(
      "line 3 (25/12/1980) can only be day/month/year: there is no month 25",
    );
    expect(read.ok && read.value.ambiguous).toBeUndefined();
  });

  it("R1: a row with a second part over 12 makes the whole file month first, French header or not", () => {
    const read = dateOrderOfFile("Date de naissance", cells("01/02/1980", "12/25/1980"), {
      language: "French",
      semicolons: true,
    });
    expect(read).toMatchObject({ ok: true, value: { order: "mdy" } });
    expect(read.ok && read.value.ambiguous).toBeUndefined();
  });

  it("R1: a dotted row makes the file day first", () => {
    expect(dateOrderOfFile("born", cells("01/02/1980", "3.4.1981"), US)).toMatchObject({
      ok: true,
      value: { order: "dmy", because: "line 3 (3.4.1981) is dotted, as day/month/year is written" },
    });
  });

  it("R1: rows showing both orders refuse the file, naming the column and one row of each", () => {
    const read = dateOrderOfFile("Date de naissance", cells("01/02/1980", "12/25/1980", "25/12/1981"), US);
    expect(read.ok).toBe(false);
    expect(!read.ok && [read.error.field, read.error.rule]).toEqual(["Date de naissance", "R1"]);
    expect(!read.ok && read.error.message).toBe(
      "one file is read in one date order, but line 3 (12/25/1980) can only be month/day/year: there is no month 25 and line 4 (25/12/1981) can only be day/month/year: there is no month 25; correct one of them",
    );
    expect(dateOrderOfFile("born", cells("02.01.1980", "12/25/1980"), US).ok).toBe(false);
  });

  it("R1: no row decides — a day-first language's header, then a ;-separated file, read day first", () => {
    expect(
      dateOrderOfFile("Geburtsdatum", cells("01/02/1980"), { language: "German", semicolons: false }),
    ).toEqual({
      ok: true,
      value: { order: "dmy", because: "the header is German", ambiguous: { line: 2, text: "01/02/1980" } },
    });
    expect(dateOrderOfFile("birth date", cells("01/02/1980"), { semicolons: true })).toEqual({
      ok: true,
      value: {
        order: "dmy",
        because: "the file is separated by ;",
        ambiguous: { line: 2, text: "01/02/1980" },
      },
    });
  });

  it("R1: no row decides in a US file: R1's own order, month first", () => {
    const read = dateOrderOfFile("born", cells("1960-11-02", "11/2/60"), US);
    expect(read).toEqual({
      ok: true,
      value: {
        order: "mdy",
        because: "R1's own order (the Command Card's 11/2/60)",
        ambiguous: { line: 3, text: "11/2/60" },
      },
    });
    expect(read.ok && describeDateOrder(read.value)).toBe(
      "birth dates read month/day/year (line 3: 11/2/60 is 2 November '60) because R1's own order (the Command Card's 11/2/60)",
    );
  });

  it("R1: ISO dates need no order: nothing to say", () => {
    expect(dateOrderOfFile("born", cells("1960-11-02", "1980-02-01"), { semicolons: true })).toEqual({
      ok: true,
      value: { order: "dmy", because: "the file is separated by ;" },
    });
  });

  it("R1: the order asked for wins, and a row that can only be the other refuses the file", () => {
    expect(
      dateOrderOfFile(
        "Date de naissance",
        cells("01/02/1980"),
        { language: "French", semicolons: true },
        "mdy",
      ),
    ).toEqual({
      ok: true,
      value: { order: "mdy", because: "it was asked for", ambiguous: { line: 2, text: "01/02/1980" } },
    });
    const against = dateOrderOfFile("born", cells("01/02/1980", "25/12/1980"), US, "mdy");
    expect(!against.ok && [against.error.field, against.error.rule]).toEqual(["born", "R1"]);
    expect(!against.ok && against.error.message).toBe(
      "the dates are read month/day/year as asked, but line 3 (25/12/1980) can only be day/month/year: there is no month 25; correct that row or ask for day/month/year",
    );
    // Asked for the order a row shows: nothing is left open.
    expect(dateOrderOfFile("born", cells("01/02/1980", "25/12/1980"), US, "dmy")).toEqual({
      ok: true,
      value: { order: "dmy", because: "it was asked for" },
    });
  });
});
