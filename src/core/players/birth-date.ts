// R1 writes a birth date into the player ID as mmddyy (John Brown, 11/2/60 → johnbrown110260);
// how the date is typed is not R1's (docs/rules.md, R1's Decision). One reading for every way in
// — `player add --born`, `player import`, the console's form and CSV preview, RegisterPlayer:
// ISO 1960-11-02 says itself; 11/2/60 is month first as on the Command Card; a slash date whose
// first part is over 12 can only be day first, one whose second part is over 12 only month first;
// a dotted date (2.11.1960, German) is day first. A file is read in one order (dateOrderOfFile).
import { fail, ok, type Result } from "../errors.js";

export type DateOrder = "dmy" | "mdy";

export interface BirthDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** How a person says the order: "day/month/year" or "month/day/year". */
export const DATE_ORDER_WORDS: Readonly<Record<DateOrder, string>> = {
  dmy: "day/month/year",
  mdy: "month/day/year",
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMERIC = /^(\d{1,2})([/.])(\d{1,2})\2(\d{2}|\d{4})$/;

interface NumericDate {
  readonly first: number;
  readonly second: number;
  readonly year: number;
  readonly dotted: boolean;
}

function numericDate(text: string): NumericDate | undefined {
  const parts = NUMERIC.exec(text.trim());
  if (!parts) return undefined;
  return {
    first: Number(parts[1]),
    second: Number(parts[3]),
    year: Number(parts[4]),
    dotted: parts[2] === ".",
  };
}

/**
 * The order a date shows by itself: dotted → day first; a slash date with a first part over 12 →
 * day first, with a second part over 12 → month first. None for ISO (it needs no order), for a
 * slash date whose parts are both 12 or less (either order reads it), or for what is no date.
 */
export function orderShownBy(text: string): DateOrder | undefined {
  const date = numericDate(text);
  if (!date) return undefined;
  if (date.dotted) return "dmy";
  if (date.first > 12 && date.second <= 12) return "dmy";
  if (date.second > 12 && date.first <= 12) return "mdy";
  return undefined;
}

/** The date of `text` read in `order` (a dotted date is always day first); undefined if it is none. */
export function readBirthDate(text: string, order: DateOrder): BirthDate | undefined {
  const iso = ISO.exec(text.trim());
  const numeric = iso ? undefined : numericDate(text);
  const dayFirst = numeric !== undefined && (numeric.dotted || order === "dmy");
  const date = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : numeric
      ? {
          year: numeric.year,
          month: dayFirst ? numeric.second : numeric.first,
          day: dayFirst ? numeric.first : numeric.second,
        }
      : undefined;
  if (!date || date.month < 1 || date.month > 12 || date.day < 1) return undefined;
  const daysInMonth = [31, isLeap(date.year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
    date.month - 1
  ]!;
  return date.day <= daysInMonth ? date : undefined;
}

/**
 * One date alone (`--born`, the console's form, a RegisterPlayer): `1960-11-02`, the Command
 * Card's `11/2/60` or `11/2/1960` (month first, R1's own order), `25/12/1980` (day first: there
 * is no 25th month), `2.11.1960` (dotted, day first).
 */
export function parseBirthDate(text: string): BirthDate | undefined {
  return readBirthDate(text, orderShownBy(text) ?? "mdy");
}

function isLeap(year: number): boolean {
  // A two-digit year cannot say; allow 29 February for it.
  if (year < 100) return year % 4 === 0;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/**
 * The date as parseBirthDate reads it back the same whatever order it came in: ISO, or with a
 * two-digit year (whose century is unknown) R1's own MM/DD/YY.
 */
export function formatBirthDate(date: BirthDate): string {
  return date.year < 100
    ? `${pad2(date.month)}/${pad2(date.day)}/${pad2(date.year)}`
    : `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

export interface DatedCell {
  /** 1-based line of the file. */
  readonly line: number;
  readonly text: string;
}

/** What the file says of its dates' order when no row shows it. */
export interface DateOrderHint {
  /** The language of the header when it is a day-first one (French, German, …). */
  readonly language?: string;
  /** The file is `;`-separated, as spreadsheets save in the locales that write day first. */
  readonly semicolons: boolean;
}

export interface FileDateOrder {
  readonly order: DateOrder;
  /** Why this order, for a person: "line 3 (25/12/1980) has no 25th month", "the header is French". */
  readonly because: string;
  /**
   * A date whose reading the order decided (both parts 12 or less) when no row shows the order:
   * the TD is told which order was used and how to ask for the other (the console keeps its
   * choice of order on screen while this is so, the order asked for or not).
   */
  readonly ambiguous?: DatedCell;
}

function shownBecause(cell: DatedCell, order: DateOrder): string {
  const date = numericDate(cell.text)!;
  if (date.dotted) return `line ${cell.line} (${cell.text}) is dotted, as day/month/year is written`;
  const over = order === "dmy" ? date.first : date.second;
  return `line ${cell.line} (${cell.text}) can only be ${DATE_ORDER_WORDS[order]}: there is no month ${over}`;
}

/**
 * R1: the one order in which a file's birth dates are read — a file is one spreadsheet, saved in
 * one locale, so every row is read alike. `asked` (`--date-order`, the console's choice) wins;
 * else a row that shows its order decides; rows showing both refuse the file, naming one of each
 * (nothing is registered from it). Else a header in a day-first language or a `;`-separated file
 * is read day first, anything else month first (R1's own order, the Players Committee's US files).
 * A row that shows the other order than the one asked for refuses the file too.
 */
export function dateOrderOfFile(
  column: string,
  dates: readonly DatedCell[],
  hint: DateOrderHint,
  asked?: DateOrder,
): Result<FileDateOrder> {
  const shown = (order: DateOrder): DatedCell | undefined =>
    dates.find((cell) => orderShownBy(cell.text) === order);
  const dayFirst = shown("dmy");
  const monthFirst = shown("mdy");
  const ambiguous = dates.find(
    (cell) => numericDate(cell.text) !== undefined && orderShownBy(cell.text) === undefined,
  );
  if (asked !== undefined) {
    const against = asked === "dmy" ? monthFirst : dayFirst;
    if (against)
      return fail(
        "INVALID_FIELD",
        column,
        "R1",
        `the dates are read ${DATE_ORDER_WORDS[asked]} as asked, but ${shownBecause(against, asked === "dmy" ? "mdy" : "dmy")}; correct that row or ask for ${DATE_ORDER_WORDS[asked === "dmy" ? "mdy" : "dmy"]}`,
      );
    const decided = dayFirst ?? monthFirst;
    return ok({ order: asked, because: "it was asked for", ...(!decided && ambiguous && { ambiguous }) });
  }
  if (dayFirst && monthFirst) {
    const [first, second] = dayFirst.line < monthFirst.line ? [dayFirst, monthFirst] : [monthFirst, dayFirst];
    const orderOf = (cell: DatedCell): DateOrder => (cell === dayFirst ? "dmy" : "mdy");
    return fail(
      "INVALID_FIELD",
      column,
      "R1",
      `one file is read in one date order, but ${shownBecause(first, orderOf(first))} and ${shownBecause(second, orderOf(second))}; correct one of them`,
    );
  }
  if (dayFirst) return ok({ order: "dmy", because: shownBecause(dayFirst, "dmy") });
  if (monthFirst) return ok({ order: "mdy", because: shownBecause(monthFirst, "mdy") });
  const guess: { order: DateOrder; because: string } =
    hint.language !== undefined
      ? { order: "dmy", because: `the header is ${hint.language}` }
      : hint.semicolons
        ? { order: "dmy", because: "the file is separated by ;" }
        : { order: "mdy", because: "R1's own order (the Command Card's 11/2/60)" };
  return ok({ ...guess, ...(ambiguous && { ambiguous }) });
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "1 February 1980": a date no reader can take in the wrong order. */
export function spellBirthDate(date: BirthDate): string {
  return `${date.day} ${MONTHS[date.month - 1]!} ${date.year < 100 ? `'${pad2(date.year)}` : date.year}`;
}

/**
 * The one line a TD reads when the file's order was taken without a row showing it (the CLI on
 * stderr, the console in its preview): "birth dates read day/month/year (line 2: 01/02/1980 is
 * 1 February 1980) because the header is French". Each adds how to ask for the other order.
 */
export function describeDateOrder(dates: FileDateOrder): string {
  const example = dates.ambiguous && readBirthDate(dates.ambiguous.text, dates.order);
  const shown =
    dates.ambiguous && example
      ? ` (line ${dates.ambiguous.line}: ${dates.ambiguous.text} is ${spellBirthDate(example)})`
      : "";
  return `birth dates read ${DATE_ORDER_WORDS[dates.order]}${shown} because ${dates.because}`;
}
