// What the `ratings` sub-commands do (loaded only when one of them runs).
import type { DbOptions } from "../store-option.js";
import cliProgress from "cli-progress";
import { displayWidth } from "../display-width.js";
import {
  allHistory,
  importEvents,
  leaderboardJson,
  listEvents,
  listMerges,
  mergePlayers,
  openRatings,
  playerHistoryJson,
  prepareImport,
  type RatingsDb,
} from "../../app/ratings/index.js";
import { isPoolName, POOL_NAMES, type PoolName, type RatingEvent } from "../../core/ratings/index.js";
import { toIdLetters } from "../../core/players/player-id.js";
import { badInput, usageError } from "../exit.js";
import { printJson, printLines } from "../output.js";
import { readText } from "../read-results.js";

export interface RatingsOptions extends DbOptions {
  readonly json?: boolean;
  readonly pool?: string;
  readonly progress?: boolean;
  readonly from?: string;
  readonly date?: string;
  readonly players?: string;
  readonly pairs?: string;
}

/** Files from this many on get a progress bar (when stderr is a terminal). */
const PROGRESS_FROM = 10;

async function withRatings<T>(options: RatingsOptions, work: (db: RatingsDb) => Promise<T>): Promise<T> {
  let db: RatingsDb;
  try {
    db = await openRatings(options.db === undefined ? {} : { db: options.db });
  } catch (error) {
    return badInput(
      `${options.db === undefined ? "DATABASE_URL" : "--db"}: cannot open the ratings database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A table for people: columns padded to their widest cell by display width, numbers right-aligned. */
export function alignedTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, i) =>
    Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[i] ?? ""))),
  );
  const isNumeric = header.map(
    (_, i) => rows.length > 0 && rows.every((row) => /^[-+]?[0-9]+$/.test(row[i] ?? "")),
  );
  const pad = (cell: string, i: number): string => {
    const fill = " ".repeat(Math.max(0, widths[i]! - displayWidth(cell)));
    return isNumeric[i] ? fill + cell : cell + fill;
  };
  const line = (cells: readonly string[]): string => cells.map(pad).join("  ").trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}

function describeUnrated(unrated: Readonly<Record<string, number>>): string {
  const parts = Object.entries(unrated).map(([reason, count]) => `${count} ${reason}`);
  return parts.length === 0 ? "" : `; unrated: ${parts.join(", ")}`;
}

function describeEvent(event: RatingEvent): string {
  return `"${event.name}" (${event.date})`;
}

function readAll(files: readonly string[], options: RatingsOptions): { source: string; text: string }[] {
  const showBar =
    options.progress !== false && files.length >= PROGRESS_FROM && process.stderr.isTTY === true;
  if (!showBar) return files.map((source) => ({ source, text: readText(source) }));
  return readWithBar(files);
}

function readWithBar(files: readonly string[]): { source: string; text: string }[] {
  const bar = new cliProgress.SingleBar(
    {
      format: "reading results files [{bar}] {value}/{total}",
      stream: process.stderr,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(files.length, 0);
  try {
    return files.map((source, i) => {
      const text = readText(source);
      bar.update(i + 1);
      return { source, text };
    });
  } finally {
    bar.stop();
  }
}

export async function runImport(files: readonly string[], options: RatingsOptions): Promise<void> {
  const from = options.from ?? "handsdown";
  if (from !== "handsdown" && from !== "swccg-pc")
    return badInput(`--from ${from}: expected handsdown or swccg-pc (docs/rules.md §5, §7)`);
  if (from === "handsdown" && options.date !== undefined)
    return usageError("--date: only with --from swccg-pc");
  const pc =
    from === "swccg-pc" || options.players !== undefined ? await import("./ratings-pc.run.js") : undefined;
  const playerIds = pc?.readPlayerIds(options.players) ?? new Map<string, string>();
  const read = readAll(files, options);
  const sources =
    from === "swccg-pc" && pc
      ? pc.pcSources(read, { ...(options.date !== undefined && { date: options.date }), playerIds })
      : read;
  // All files are checked before anything is stored: one bad file refuses the whole call.
  const prepared = prepareImport(sources, { playerIds });
  if (!prepared.ok) return badInput(`${prepared.source}: ${prepared.message}; nothing imported`);
  const sourceOf = new Map<RatingEvent, string>(prepared.events.map((item) => [item.event, item.source]));
  const report = await withRatings(options, (db) => importEvents(db, prepared.events));
  if (options.json) {
    return printJson({
      added: report.added.map((event) => ({
        id: event.id,
        source: sourceOf.get(event),
        name: event.name,
        date: event.date,
        pool: event.pool,
        k: event.k,
        ratedGames: event.games.length,
        unrated: event.unrated,
        ...(event.note !== undefined && { note: event.note }),
      })),
      duplicates: report.duplicates.map((event) => ({
        id: event.id,
        source: sourceOf.get(event),
        name: event.name,
        date: event.date,
      })),
    });
  }
  const lines: string[] = [];
  for (const event of report.added) {
    const source = sourceOf.get(event) ?? "";
    lines.push(
      event.pool === null
        ? `${source}: kept ${describeEvent(event)}, not rated: ${event.note ?? ""}`
        : `${source}: imported ${describeEvent(event)} into ${event.pool}, K ${event.k}, ${event.games.length} games rated${describeUnrated(event.unrated)}`,
    );
  }
  for (const event of report.duplicates) {
    lines.push(`${sourceOf.get(event) ?? ""}: ${describeEvent(event)} is already imported; nothing changed`);
  }
  lines.push(
    `${report.added.length} event(s) imported, ${report.duplicates.length} already there; ${report.recomputedRows / 2} rated game(s) computed`,
  );
  printLines(lines);
}

function parsePool(pool: string | undefined): PoolName | undefined {
  if (pool === undefined) return undefined;
  if (!isPoolName(pool)) {
    return badInput(
      `--pool: unknown pool "${pool}"; a pool is <game>/<type>, one of ${POOL_NAMES.join(", ")} (L1)`,
    );
  }
  return pool;
}

export async function runShow(options: RatingsOptions): Promise<void> {
  const pool = parsePool(options.pool);
  const board = await withRatings(options, (db) => leaderboardJson(db, pool));
  if (options.json) return printJson(board);
  const entries = Object.entries(board.pools);
  if (entries.length === 0)
    return printLines([pool === undefined ? "no rated games yet" : `${pool}: no rated games yet`]);
  const lines: string[] = [];
  for (const [name, players] of entries) {
    if (lines.length > 0) lines.push("");
    lines.push(name, "");
    lines.push(
      ...alignedTable(
        ["Rank", "Name", "ID", "Rating", "Games"],
        (players ?? []).map((p) => [String(p.rank), p.name, p.id, String(p.rating), String(p.games)]),
      ),
    );
  }
  printLines(lines);
}

export async function runPlayer(id: string, options: RatingsOptions): Promise<void> {
  const found = await withRatings(options, (db) => playerHistoryJson(db, id));
  if (found === undefined) return badInput(`ID: no player "${id}" in any imported event (L5)`);
  if (options.json) return printJson(found);
  const lines = [`${found.name} (${found.id})`];
  if (found.mergedIds.length > 0) lines.push(`also imported as: ${found.mergedIds.join(", ")}`);
  for (const [pool, rating] of Object.entries(found.ratings)) {
    lines.push(`${pool}: ${rating.rating} after ${rating.games} rated game(s)`);
  }
  if (found.history.length === 0) return printLines([...lines, "no rated games"]);
  lines.push(
    "",
    ...alignedTable(
      ["Date", "Event", "Pool", "Opponent", "Result", "Before", "After", "Change", "Why"],
      found.history.map((h) => [
        h.date,
        h.event,
        h.pool,
        h.opponentName,
        h.result,
        String(h.before),
        String(h.after),
        h.change > 0 ? `+${h.change}` : String(h.change),
        h.why,
      ]),
    ),
  );
  printLines(lines);
}

export async function runExport(options: RatingsOptions): Promise<void> {
  const exported = await withRatings(options, async (db) => ({
    format: "handsdown-ratings",
    version: 1,
    events: await listEvents(db),
    merges: await listMerges(db),
    pools: (await leaderboardJson(db)).pools,
    games: await allHistory(db),
  }));
  printJson(exported);
}

export async function runMerge(
  oldId: string | undefined,
  newId: string | undefined,
  options: RatingsOptions,
): Promise<void> {
  if (options.pairs !== undefined) {
    if (oldId !== undefined) return usageError("--pairs: give the pairs in the file, not OLD NEW too");
    const { readPairs } = await import("./ratings-pc.run.js");
    const pairs = readPairs(options.pairs, "two columns: OLD, NEW");
    const merged: { old: string; new: string; into: string }[] = [];
    await withRatings(options, async (db) => {
      for (const pair of pairs) {
        const outcome = await mergePlayers(db, pair.first, pair.second);
        if (!outcome.ok)
          return badInput(
            `${options.pairs} line ${pair.line}: ${outcome.field}: ${outcome.message}; the ${merged.length} line(s) before it are merged (R1)`,
          );
        merged.push({ old: pair.first, new: pair.second, into: outcome.into });
      }
    });
    if (options.json) return printJson({ merged });
    return printLines([
      ...merged.map((m) => `"${m.old}" merged into "${m.into}"`),
      `${merged.length} merge(s); every pool rebuilt`,
    ]);
  }
  if (oldId === undefined || newId === undefined)
    return usageError("OLD NEW: missing; give the two IDs, or --pairs FILE.csv");
  const outcome = await withRatings(options, (db) => mergePlayers(db, oldId, newId));
  if (!outcome.ok) return badInput(`${outcome.field}: ${outcome.message}; nothing changed (R1)`);
  if (options.json) return printJson({ old: oldId, new: newId, into: outcome.into });
  printLines([`"${oldId}" merged into "${outcome.into}"; every pool rebuilt`]);
}

/** The letters of a name (R1's: accents and case aside), its first and last words. */
function nameParts(name: string): { key: string; first: string; last: string } {
  const words = name.split(/\s+/).map(toIdLetters).filter(Boolean);
  return { key: words.join(""), first: words[0] ?? "", last: words.at(-1) ?? "" };
}

export async function runDuplicates(options: RatingsOptions): Promise<void> {
  const board = await withRatings(options, (db) => leaderboardJson(db));
  const players = new Map<string, string>();
  for (const rows of Object.values(board.pools)) for (const row of rows ?? []) players.set(row.id, row.name);
  const list = [...players].map(([id, name]) => ({ id, name, ...nameParts(name) }));
  const duplicates: { ids: [string, string]; names: [string, string]; why: string }[] = [];
  for (const [i, a] of list.entries()) {
    for (const b of list.slice(i + 1)) {
      if (a.key === "" || b.key === "") continue;
      const why =
        a.key === b.key
          ? "the same name"
          : a.last === b.last &&
              a.first !== b.first &&
              (a.first.startsWith(b.first) || b.first.startsWith(a.first))
            ? "the same last name, one first name the start of the other"
            : undefined;
      if (why) duplicates.push({ ids: [a.id, b.id], names: [a.name, b.name], why });
    }
  }
  if (options.json) return printJson({ duplicates });
  if (duplicates.length === 0) return printLines(["no likely duplicates"]);
  printLines([
    ...alignedTable(
      ["ID", "Name", "ID", "Name", "Why"],
      duplicates.map((d) => [d.ids[0], d.names[0], d.ids[1], d.names[1], d.why]),
    ),
    "",
    "Join one with: handsdown ratings merge OLD NEW (or many: --pairs FILE.csv)",
  ]);
}
