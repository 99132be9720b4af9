// The work of `handsdown import`. Every file is read and converted first; a file that is refused
// is listed on stderr (one line naming the file, the field and the rule) and the good files are
// imported all the same — a season's batch is not stopped by one broken file — and the call then
// exits 1. Each event is one append (all or nothing); a file whose content was imported before
// is reported on stderr and creates nothing.
import { appendImport, importedEventId, type ImportedEvent } from "../../app/import-once.js";
import { formatError, type Result } from "../../core/errors.js";
import type { TournamentEvent } from "../../core/events.js";
import { fromPcTournament } from "../../core/import/swccg-pc/convert.js";
import type { EventInfo } from "../../core/results-file/schema.js";
import { toImportEvents } from "../../core/tournament/import.js";
import { badInput, CliError, EXIT_BAD_INPUT, usageError } from "../exit.js";
import { printJson, printLines, warn } from "../output.js";
import { readText } from "../read-results.js";
import { withStore } from "../store-option.js";
import type { DbOptions } from "../store-option.js";
import { IMPORT_FORMATS, type ImportFormat } from "./import-formats.js";

export interface ImportOptions extends DbOptions {
  readonly from: ImportFormat;
  readonly date?: string;
  readonly json?: boolean;
  readonly sanctioned?: boolean;
}

interface Prepared {
  readonly file: string;
  readonly id: string;
  readonly events: readonly TournamentEvent[];
  readonly note?: string;
}

export async function run(files: readonly string[], options: ImportOptions): Promise<void> {
  if (!(IMPORT_FORMATS as readonly string[]).includes(options.from))
    return badInput(`--from ${options.from}: expected ${IMPORT_FORMATS.join(" or ")} (docs/rules.md §6, §7)`);
  if (options.date !== undefined && options.from !== "swccg-pc")
    return usageError("--date: only for --from swccg-pc (a results file carries its own event.date)");
  if (options.sanctioned && options.from !== "swccg-pc")
    return usageError(
      "--sanctioned: only for --from swccg-pc (a results file carries its own event.sanctioned)",
    );
  const prepared: Prepared[] = [];
  const refused: { file: string; reason: string }[] = [];
  for (const file of files) {
    try {
      prepared.push(prepare(file, options));
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      refused.push({ file, reason: error.message });
    }
  }
  const imported: (ImportedEvent & { file: string; note?: string })[] = [];
  if (prepared.length > 0)
    await withStore(options, async (store) => {
      for (const item of prepared) {
        const outcome = await appendImport(store, item.id, item.events, `cli:import:${options.from}`);
        if (outcome.ok)
          imported.push({ file: item.file, ...outcome.value, ...(item.note && { note: item.note }) });
        else refused.push({ file: item.file, reason: `${item.file}: ${formatError(outcome.error)}` });
      }
    });
  for (const item of imported) {
    if (item.isDuplicate)
      warn(`handsdown: ${item.file}: already imported as ${item.id} (same content); nothing created`);
    if (item.note && !item.isDuplicate) warn(`handsdown: ${item.file}: ${item.note}`);
  }
  for (const item of refused) warn(`handsdown: ${item.reason}`);
  if (options.json)
    printJson({
      events: imported.map(({ note: _, ...item }) => item),
      ...(refused.length > 0 && { refused }),
    });
  else printLines(imported.map((item) => item.id));
  if (refused.length > 0) {
    const summary = `${refused.length} of ${files.length} file(s) refused, nothing stored from them; ${imported.length} imported`;
    throw new CliError(files.length === 1 ? "" : summary, EXIT_BAD_INPUT);
  }
}

function prepare(file: string, options: ImportOptions): Prepared {
  const text = readText(file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return badInput(
      `${file}: not valid JSON: ${error instanceof Error ? error.message : String(error)} (docs/rules.md §6)`,
    );
  }
  const converted = convert(value, options);
  if (!converted.ok) return badInput(`${file}: ${formatError(converted.error)}`);
  const { event, events, note } = converted.value;
  return { file, id: importedEventId(event.name, event.date, value), events, ...(note && { note }) };
}

function convert(
  value: unknown,
  options: ImportOptions,
): Result<{ event: EventInfo; events: readonly TournamentEvent[]; note?: string }> {
  if (options.from === "swccg-pc") {
    const pc = fromPcTournament(value, {
      ...(options.date !== undefined && { date: options.date }),
      ...(options.sanctioned && { sanctioned: true }),
    });
    if (!pc.ok) return pc;
    const { event, events, gamesWithoutResult } = pc.value;
    const note =
      gamesWithoutResult > 0
        ? `${gamesWithoutResult} game(s) without a winner imported without a result`
        : undefined;
    return { ok: true, value: { event, events, ...(note && { note }) } };
  }
  const events = toImportEvents(value);
  if (!events.ok) return events;
  const created = events.value[0];
  if (created?.type !== "EventCreated") throw new Error("toImportEvents: the first event is EventCreated");
  return { ok: true, value: { event: created.data.event, events: events.value } };
}
