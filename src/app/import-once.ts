// Importing the same file twice creates nothing the second time: the new event's id
// ends with a hash of the file's content, so the same content (any file name, any spacing)
// always lands on the same stream, and an append that expects an empty stream (version 0)
// cannot write a second copy — even when two imports race.
import { createHash } from "node:crypto";
import type { Result } from "../core/errors.js";
import type { TournamentEvent } from "../core/events.js";
import type { EventStore } from "../store/event-store.js";
import { toNewEvent } from "./event-log.js";
import { makeEventId } from "./event-list.js";

export interface ImportedEvent {
  readonly id: string;
  /** true: this content was imported before; nothing was written. */
  readonly isDuplicate: boolean;
}

/** A short hash of the parsed JSON, so whitespace and file names do not matter. */
export function contentKey(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 10);
}

export function importedEventId(name: string, date: string, value: unknown): string {
  return makeEventId(name, date, contentKey(value));
}

/** One append of all the events (all or nothing, docs/architecture.md), only into an empty stream. */
export async function appendImport(
  store: EventStore,
  id: string,
  events: readonly TournamentEvent[],
  actor: string,
): Promise<Result<ImportedEvent, never>> {
  const appended = await store.append(
    id,
    0,
    events.map((event) => toNewEvent(event, { actor })),
  );
  return { ok: true, value: { id, isDuplicate: !appended.ok } };
}
