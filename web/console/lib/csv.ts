// R1/R2: a player list from a spreadsheet, previewed row by row before anything is registered.
// Columns are found by their header (firstName/first name, lastName, name, birthDate/born, id);
// each row says the R1 ID it will get, or what is wrong with it, naming the column and rule.
import type { PlayerInput } from "../../../src/core/commands.js";
import { makePlayerId } from "../../../src/core/players/player-id.js";

export interface CsvRow {
  /** 1-based line of the file, as a spreadsheet shows it. */
  readonly line: number;
  readonly player?: PlayerInput;
  /** The ID the player will be registered under (R1), when it can be known here. */
  readonly id?: string;
  readonly error?: string;
}

/** RFC 4180 enough for spreadsheets: quotes, doubled quotes, commas or semicolons, CRLF. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const separator = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const HEADERS: Readonly<Record<string, keyof PlayerInput>> = {
  id: "id",
  playerid: "id",
  firstname: "firstName",
  first: "firstName",
  lastname: "lastName",
  last: "lastName",
  surname: "lastName",
  name: "name",
  birthdate: "birthDate",
  born: "birthDate",
  dateofbirth: "birthDate",
  dob: "birthDate",
};

const normalise = (header: string): string => header.toLowerCase().replace(/[^a-z]/g, "");

/** Rows of the file with the player each will register, or the reason it cannot. */
export function previewPlayerCsv(
  text: string,
  knownIds: readonly string[] = [],
): { rows: CsvRow[]; error?: string } {
  const table = parseCsv(text).filter((cells) => cells.some((cell) => cell.trim() !== ""));
  const header = table[0];
  if (!header) return { rows: [], error: "the file is empty" };
  const columns = header.map((h) => HEADERS[normalise(h)]);
  if (!columns.includes("id") && !columns.includes("firstName") && !columns.includes("name")) {
    return {
      rows: [],
      error: `the first line must name the columns (e.g. firstName,lastName,birthDate or id,name); got "${header.join(",")}"`,
    };
  }
  const seen = new Set(knownIds);
  const rows: CsvRow[] = [];
  let line = 1;
  for (const cells of table.slice(1)) {
    line++;
    const fields: Record<string, string> = {};
    columns.forEach((column, i) => {
      const value = cells[i]?.trim();
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
    const player: PlayerInput = fields;
    let id = fields.id;
    if (!id) {
      const made = makePlayerId({
        firstName: fields.firstName ?? "",
        lastName: fields.lastName ?? "",
        birthDate: fields.birthDate ?? "",
      });
      if (!made.ok) {
        rows.push({ line, player, error: `${made.error.field}: ${made.error.message} (${made.error.rule})` });
        continue;
      }
      id = made.value;
    }
    if (seen.has(id)) {
      rows.push({ line, player, id, error: `id: player ID "${id}" is already registered (R1)` });
      continue;
    }
    seen.add(id);
    rows.push({ line, player, id });
  }
  return { rows };
}
