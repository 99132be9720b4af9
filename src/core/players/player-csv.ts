// R1/R2: a player list from a spreadsheet, read once for the console's import and for
// `handsdown player import`; its birth dates in one order for the whole file (birth-date.ts). RFC 4180 enough for spreadsheets: quoted fields, doubled quotes,
// CRLF, a byte-order mark; `,` or `;` between fields (many locales save with `;`); accents kept.
// Columns are found by their header, whatever its case, spacing and accents (first name,
// firstName, Prénom, Geburtsdatum, …).
import { fail, ok, type Result } from "../errors.js";
import type { PlayerInput } from "../commands.js";
import {
  dateOrderOfFile,
  formatBirthDate,
  readBirthDate,
  type DateOrder,
  type FileDateOrder,
} from "./birth-date.js";
import { toIdLetters } from "./player-id.js";

export interface CsvLine {
  /** 1-based line of the file where the row starts, as a spreadsheet shows it. */
  readonly line: number;
  readonly cells: readonly string[];
}

/** `;` when the header line has more semicolons than commas outside quotes, else `,`. */
function separatorOf(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/** The rows of a CSV text, cells trimmed; blank rows are left out. */
export function parseCsv(text: string): CsvLine[] {
  const body = text.replace(/^\uFEFF/, "");
  const separator = separatorOf(body);
  const rows: CsvLine[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = (): void => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== "")) rows.push({ line: rowLine, cells: cells.map((c) => c.trim()) });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

/** Header words (lower case, letters only) and the player field each names. */
const HEADERS: Readonly<Record<string, keyof PlayerInput>> = {
  id: "id",
  playerid: "id",
  firstname: "firstName",
  first: "firstName",
  givenname: "firstName",
  lastname: "lastName",
  last: "lastName",
  surname: "lastName",
  familyname: "lastName",
  name: "name",
  birthdate: "birthDate",
  born: "birthDate",
  dateofbirth: "birthDate",
  dob: "birthDate",
  birthday: "birthDate",
};

/**
 * Headers of spreadsheets saved in other languages (read without accents: Prénom → prenom), by
 * language: each of them writes dates day first, which R1's file order takes as its hint
 * (birth-date.ts dateOrderOfFile).
 */
const DAY_FIRST_HEADERS: Readonly<Record<string, Readonly<Record<string, keyof PlayerInput>>>> = {
  French: { prenom: "firstName", nom: "lastName", nomdefamille: "lastName", datedenaissance: "birthDate" },
  German: {
    vorname: "firstName",
    nachname: "lastName",
    familienname: "lastName",
    geburtsdatum: "birthDate",
  },
  Spanish: {
    nombre: "firstName",
    apellido: "lastName",
    apellidos: "lastName",
    fechadenacimiento: "birthDate",
  },
  Italian: { nome: "firstName", cognome: "lastName", datadinascita: "birthDate" },
  Dutch: { voornaam: "firstName", achternaam: "lastName", geboortedatum: "birthDate" },
};

/** The field a header names, and its language when that is one that writes dates day first. */
function headerField(word: string): { field?: keyof PlayerInput; language?: string } {
  const english = HEADERS[word];
  if (english) return { field: english };
  for (const [language, words] of Object.entries(DAY_FIRST_HEADERS))
    if (words[word]) return { field: words[word], language };
  return {};
}

/** A header's letters, lower case, accents dropped (R1's toIdLetters): "Date de naissance" → datedenaissance. */
const toHeaderWord = (title: string): string => toIdLetters(title);

export interface CsvPlayer {
  readonly line: number;
  readonly player: PlayerInput;
}

export interface PlayerCsv {
  readonly players: CsvPlayer[];
  /**
   * The one order the file's birth dates are read in (R1, birth-date.ts dateOrderOfFile) and
   * why; none when the file has no birth date column.
   */
  readonly dates?: FileDateOrder;
}

export interface PlayerCsvOptions {
  /** The TD's own word on the order (`player import --date-order`, the console's choice). */
  readonly dateOrder?: DateOrder;
}

/**
 * The players of a CSV file, one per row, in file order. The first row names the columns;
 * columns it does not know (an e-mail, a club) are left out. R1: the header needs an id column,
 * or the players' names — one `name` column ("Anna Smith": the last word is the last name) or
 * first and last name — and their birth dates. The birth dates are read in one order for the
 * whole file (dateOrderOfFile: a file whose rows show both orders is refused) and given to each
 * player as parseBirthDate reads them back the same (ISO, or MM/DD/YY with a two-digit year).
 * Rows are not checked otherwise: the core's RegisterPlayer names a bad row's field and rule (a
 * date that is none is left as the file has it, for that check to name).
 */
export function readPlayerCsv(text: string, options: PlayerCsvOptions = {}): Result<PlayerCsv> {
  const [header, ...rows] = parseCsv(text);
  if (!header)
    return fail(
      "INVALID_FIELD",
      "header",
      "R1",
      'the file is empty; expected a header row such as "first name,last name,birth date"',
    );
  const headers = header.cells.map((title) => headerField(toHeaderWord(title)));
  const columns = headers.map((h) => h.field);
  const has = (field: keyof PlayerInput): boolean => columns.includes(field);
  const hasNames = has("name") || (has("firstName") && has("lastName"));
  if (!has("id") && !(hasNames && has("birthDate")))
    return fail(
      "INVALID_FIELD",
      "header",
      "R1",
      `line ${header.line} must name an id column, or the players' names (name, or first name and last name) and birth dates; got "${header.cells.join(separatorOf(text))}"`,
    );
  const players = rows.map((row) => ({ line: row.line, player: toPlayerInput(columns, row.cells) }));
  if (!has("birthDate")) return ok({ players });
  const language = headers.find((h) => h.language !== undefined)?.language;
  const dates = dateOrderOfFile(
    header.cells[columns.indexOf("birthDate")]!,
    players.flatMap(({ line, player }) => (player.birthDate ? [{ line, text: player.birthDate }] : [])),
    { ...(language !== undefined && { language }), semicolons: separatorOf(text) === ";" },
    options.dateOrder,
  );
  if (!dates.ok) return dates;
  return ok({
    players: players.map(({ line, player }) => {
      const born = player.birthDate ? readBirthDate(player.birthDate, dates.value.order) : undefined;
      return { line, player: born ? { ...player, birthDate: formatBirthDate(born) } : player };
    }),
    dates: dates.value,
  });
}

function toPlayerInput(
  columns: readonly (keyof PlayerInput | undefined)[],
  cells: readonly string[],
): PlayerInput {
  const fields: { -readonly [K in keyof PlayerInput]?: string } = {};
  columns.forEach((column, i) => {
    const value = cells[i];
    if (column && value) fields[column] = value;
  });
  if (!fields.firstName && !fields.lastName && fields.name && !fields.id) {
    // "Anna Smith" in one column: the last word is the last name (R1 needs both).
    const words = fields.name.split(/\s+/);
    if (words.length >= 2) {
      fields.firstName = words.slice(0, -1).join(" ");
      fields.lastName = words.at(-1)!;
    }
  }
  return fields;
}
