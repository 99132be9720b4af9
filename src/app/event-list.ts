// Import, export and list: results files in and out of the log (docs/rules.md §6, the contracts in docs/architecture.md).
import { randomBytes } from "node:crypto";
import { fail, type Result } from "../core/errors.js";
import type { ResultsFile } from "../core/results-file/schema.js";
import type { EventStore } from "../store/event-store.js";
import { loadTournament } from "./event-log.js";
import { runCommand, type CommandError } from "./command-pipeline.js";
import { toExportedFile } from "../core/views/event-file.js";
import { toEventSummary } from "../core/views/event-summary.js";
import type { EventSummary } from "../core/views/types.js";

/** A readable, unique event id: `hoth-regional-2026-05-04-3f9a1c`. */
export function makeEventId(name: string, date: string, suffix = randomBytes(3).toString("hex")): string {
  const slug = name
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return [slug || "event", date, suffix].filter(Boolean).join("-");
}

export interface ImportOptions {
  readonly actor?: string;
  readonly now?: Date;
  /** The new event's id; made from the name and date when absent. */
  readonly id?: string;
}

/** One append of all the file's events: killed at any moment, the store holds all of it or nothing. */
export async function importResultsFile(
  store: EventStore,
  file: unknown,
  options: ImportOptions = {},
): Promise<Result<string, CommandError>> {
  const info = (file as { event?: { name?: unknown; date?: unknown } } | null)?.event;
  const id =
    options.id ??
    makeEventId(
      typeof info?.name === "string" ? info.name : "event",
      typeof info?.date === "string" ? info.date : "",
    );
  const outcome = await runCommand(
    store,
    id,
    { type: "ImportResultsFile", file },
    { actor: options.actor ?? "import", now: options.now ?? new Date() },
  );
  return outcome.ok ? { ok: true, value: id } : outcome;
}

export async function exportEvent(store: EventStore, id: string): Promise<Result<ResultsFile>> {
  const { state } = await loadTournament(store, id);
  if (!state.event)
    return fail("EVENT_NOT_CREATED", "id", "docs/rules.md §6", `there is no event "${id}" in this database`);
  return toExportedFile(state);
}

/** Every event of the store, in creation order. */
export async function listEvents(store: EventStore): Promise<EventSummary[]> {
  const summaries: EventSummary[] = [];
  for (const info of await store.listStreams()) {
    const { state } = await loadTournament(store, info.stream);
    const summary = toEventSummary(info.stream, state);
    if (summary) summaries.push(summary);
  }
  return summaries;
}
