// `ratings import --from swccg-pc`: the Players Committee's files turned into the results files
// the ratings read (core to-ratings-file.ts), with players matched across files by name or by the
// TD's mapping file (`--players`, which also maps the players of an exported event that was
// imported from the PC's files). `ratings merge --pairs FILE.csv` reads pairs the same way.
import { formatError } from "../../core/errors.js";
import { pcToRatingsFile } from "../../core/import/swccg-pc/to-ratings-file.js";
import { badInput } from "../exit.js";
import { parseCsv } from "../../core/players/player-csv.js";
import { readText } from "../read-results.js";

/** Two columns of a CSV with a header row: the rows' first and second cells, by line. */
export function readPairs(path: string, what: string): { line: number; first: string; second: string }[] {
  const rows = parseCsv(readText(path));
  if (rows.length < 2) return badInput(`${path}: no rows after the header; expected ${what}`);
  return rows.slice(1).map((row) => {
    const [first, second] = row.cells.map((cell) => cell.trim());
    if (!first || !second) return badInput(`${path} line ${row.line}: expected ${what}`);
    return { line: row.line, first, second };
  });
}

/** `--players FILE.csv`: the TD's mapping of a PC player id to the player's ID (to-ratings-file.ts). */
export function readPlayerIds(players: string | undefined): ReadonlyMap<string, string> {
  if (players === undefined) return new Map();
  return new Map(
    readPairs(players, "two columns: the PC's player id, the player's ID").map(
      (pair) => [pair.first, pair.second] as const,
    ),
  );
}

export function pcSources(
  sources: readonly { source: string; text: string }[],
  options: { readonly date?: string; readonly playerIds: ReadonlyMap<string, string> },
): { source: string; text: string }[] {
  return sources.map(({ source, text }) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return badInput(
        `${source}: not valid JSON: ${error instanceof Error ? error.message : String(error)}; nothing imported`,
      );
    }
    const file = pcToRatingsFile(value, {
      ...(options.date !== undefined && { date: options.date }),
      playerIds: options.playerIds,
    });
    if (!file.ok) return badInput(`${source}: ${formatError(file.error)}; nothing imported`);
    return { source, text: JSON.stringify(file.value) };
  });
}
