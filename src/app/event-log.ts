// Between the store's opaque JSON rows and the core's typed events. The store guarantees the
// data is the JSON we wrote; an unknown event type in our own stream is a bug, not bad input.
import { isTournamentEventType, type TournamentEvent } from "../core/events.js";
import { fold } from "../core/evolve.js";
import { INITIAL_STATE, type TournamentState } from "../core/tournament/state.js";
import type { EventStore, NewEvent, StoredEvent } from "../store/event-store.js";

/** Version of every event type's data shape (ADR 0004); bump with an upcaster when one changes. */
export const EVENT_SCHEMA_VERSION = 1;

export function toNewEvent(event: TournamentEvent): NewEvent {
  return { type: event.type, data: event.data, schemaVersion: EVENT_SCHEMA_VERSION };
}

export function toTournamentEvent(stored: StoredEvent): TournamentEvent {
  if (!isTournamentEventType(stored.type)) {
    throw new Error(`stream ${stored.stream} version ${stored.version}: unknown event type "${stored.type}"`);
  }
  if (stored.schemaVersion !== EVENT_SCHEMA_VERSION) {
    throw new Error(
      `stream ${stored.stream} version ${stored.version}: ${stored.type} has schema version ${stored.schemaVersion}, this program reads ${EVENT_SCHEMA_VERSION}`,
    );
  }
  return { type: stored.type, data: stored.data } as TournamentEvent;
}

export interface LoadedTournament {
  readonly stream: string;
  readonly state: TournamentState;
  /** The stream's version: the expectedVersion of the next append. */
  readonly version: number;
  /** Command ids already applied to this stream (idempotent retries). */
  readonly commandIds: ReadonlyMap<string, readonly StoredEvent[]>;
}

export function foldStored(loaded: LoadedTournament, events: readonly StoredEvent[]): LoadedTournament {
  if (events.length === 0) return loaded;
  const commandIds = new Map(loaded.commandIds);
  for (const event of events) {
    if (event.commandId === undefined) continue;
    commandIds.set(event.commandId, [...(commandIds.get(event.commandId) ?? []), event]);
  }
  return {
    stream: loaded.stream,
    state: fold(events.map(toTournamentEvent), loaded.state),
    version: events.at(-1)!.version,
    commandIds,
  };
}

export function emptyTournament(stream: string): LoadedTournament {
  return { stream, state: INITIAL_STATE, version: 0, commandIds: new Map() };
}

/** Read + fold: the state of one event, rebuilt from its log. */
export async function loadTournament(store: EventStore, stream: string): Promise<LoadedTournament> {
  return foldStored(emptyTournament(stream), await store.read(stream));
}
