// The work of `handsdown import`. Every file is read and converted first; if one is refused the
// whole call stores nothing (exit 1, one line naming the file, the field and the rule). Each
// event is then one append (all or nothing); a file whose content was imported before is
// reported on stderr and creates nothing (exit 0).
import { appendImport, importedEventId, type ImportedEvent } from "../../app/import-once.js";
import { formatError, type Result } from "../../core/errors.js";
import type { TournamentEvent } from "../../core/events.js";
import { fromPcTournament } from "../../core/import/swccg-pc/convert.js";
import type { EventInfo } from "../../core/results-file/schema.js";
import { toImportEvents } from "../../core/tournament/import.js";
import { badInput, usageError } from "../exit.js";
import { printJson, printLines, warn } from "../output.js";
import { readText } from "../read-results.js";
import { withStore } from "../store-option.js";
import { IMPORT_FORMATS, type ImportOptions } from "./import.js";

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
  const prepared = files.map((file) => prepare(file, options));
  const imported: (ImportedEvent & { file: string })[] = [];
  await withStore(options, async (store) => {
    for (const item of prepared) {
      const outcome = await appendImport(store, item.id, item.events, `cli:import:${options.from}`);
      if (outcome.ok) imported.push({ file: item.file, ...outcome.value });
    }
  });
  for (const [i, item] of imported.entries()) {
    if (item.isDuplicate)
      warn(`handsdown: ${item.file}: already imported as ${item.id} (same content); nothing created`);
    const note = prepared[i]?.note;
    if (note && !item.isDuplicate) warn(`handsdown: ${item.file}: ${note}`);
  }
  if (options.json) return printJson({ events: imported });
  printLines(imported.map((item) => item.id));
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
    const pc = fromPcTournament(value, options.date === undefined ? {} : { date: options.date });
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
