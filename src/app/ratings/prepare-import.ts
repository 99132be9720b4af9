// Reading results files for the ratings. Each is validated by the results-file parser
// and scored by the core; one invalid file refuses the whole import (nothing is stored). An
// event's identity is the sha256 of its canonical form, so the same event under another file
// name (or re-exported with scores and standings) is recognised. A file of an event imported from
// the Players Committee's files (`event.importedFrom`) has its players matched by name first, as
// `ratings import --from swccg-pc` does, so both ways give the same event (to-ratings-file.ts).
import { createHash } from "node:crypto";
import { formatError } from "../../core/errors.js";
import { canonicalResultsText, toRatingEvent } from "../../core/ratings/index.js";
import { matchPcPlayers, type PcPlayerOptions } from "../../core/import/swccg-pc/to-ratings-file.js";
import { parseResultsFile } from "../../core/results-file/parse.js";
import type { EventToImport } from "../../store/ratings/ratings-store.js";

export interface SourceText {
  /** Where the text came from (a file path), for messages. */
  readonly source: string;
  readonly text: string;
}

export type Prepared =
  | { readonly ok: true; readonly events: readonly (EventToImport & { readonly source: string })[] }
  | { readonly ok: false; readonly source: string; readonly message: string };

export function eventIdOf(canonical: string): string {
  return createHash("sha256").update(canonical).digest("hex");
}

export function prepareImport(sources: readonly SourceText[], options: PcPlayerOptions = {}): Prepared {
  const events: (EventToImport & { source: string })[] = [];
  for (const { source, text } of sources) {
    const parsed = parseResultsFile(text);
    const file = parsed.ok ? matchPcPlayers(parsed.value, options) : parsed;
    if (!file.ok) return { ok: false, source, message: formatError(file.error) };
    const canonical = canonicalResultsText(file.value);
    const event = toRatingEvent(file.value, eventIdOf(canonical));
    if (!event.ok) return { ok: false, source, message: formatError(event.error) };
    events.push({ source, event: event.value, file: canonical });
  }
  return { ok: true, events };
}
