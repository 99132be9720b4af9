// R1/R2: a player list from a spreadsheet, previewed row by row before anything is registered.
// The file is read by the one player-CSV reader (src/core/players/player-csv.ts, the CLI's
// `player import` too); each row says the R1 ID it will get, or what is wrong with it, and a
// file whose birth dates leave their order open says which order it took (R1).
import type { PlayerInput } from "../../../src/core/commands.js";
import { formatError } from "../../../src/core/errors.js";
import { readPlayerCsv } from "../../../src/core/players/player-csv.js";
import { makePlayerId } from "../../../src/core/players/player-id.js";
import { describeDateOrder, type DateOrder } from "../../../src/core/players/birth-date.js";

export interface CsvRow {
  /** 1-based line of the file, as a spreadsheet shows it. */
  readonly line: number;
  readonly player?: PlayerInput;
  /** The ID the player will be registered under (R1), when it can be known here. */
  readonly id?: string;
  readonly error?: string;
}

export interface CsvPreview {
  readonly rows: CsvRow[];
  readonly error?: string;
  /**
   * R1: when no row shows the order of the file's birth dates, the order they are read in and
   * why (describeDateOrder), for the console to show with its choice of the other order.
   */
  readonly dates?: { readonly order: DateOrder; readonly said: string };
}

/**
 * Rows of the file with the player each will register, or the reason it cannot. `dateOrder` is
 * the TD's choice when the file's dates leave it open (core birth-date.ts, the CLI's
 * `--date-order`); a file whose rows show both orders is refused as a whole.
 */
export function previewPlayerCsv(
  text: string,
  knownIds: readonly string[] = [],
  dateOrder?: DateOrder,
): CsvPreview {
  const read = readPlayerCsv(text, dateOrder === undefined ? {} : { dateOrder });
  if (!read.ok) return { rows: [], error: formatError(read.error) };
  const dates = read.value.dates;
  const seen = new Set(knownIds);
  const rows: CsvRow[] = [];
  for (const { line, player } of read.value.players) {
    let id = player.id;
    if (!id) {
      const made = makePlayerId({
        firstName: player.firstName ?? "",
        lastName: player.lastName ?? "",
        birthDate: player.birthDate ?? "",
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
  return {
    rows,
    ...(dates?.ambiguous && { dates: { order: dates.order, said: describeDateOrder(dates) } }),
  };
}
