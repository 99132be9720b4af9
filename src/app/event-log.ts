// Between the store's opaque JSON rows and the core's typed events. The store guarantees the
// data is the JSON we wrote; an unknown event type in our own stream is a bug, not bad input.
import { isTournamentEventType, type TournamentEvent } from "../core/events.js";
import { fold } from "../core/evolve.js";
import { INITIAL_STATE, type TournamentState } from "../core/tournament/state.js";
import type { EventStore, NewEvent, StoredEvent } from "../store/event-store.js";

/** Version of every event type's data shape (ADR 0004); bump with an upcaster when one changes. */
export const EVENT_SCHEMA_VERSION = 1;

/** A decided event as the store takes it, with the command and actor that produced it. */
export function toNewEvent(
  event: TournamentEvent,
  by: { readonly actor?: string; readonly commandId?: string } = {},
): NewEvent {
  return {
    type: event.type,
    data: event.data,
    schemaVersion: EVENT_SCHEMA_VERSION,
    ...(by.commandId !== undefined && { commandId: by.commandId }),
    ...(by.actor !== undefined && { actor: by.actor }),
  };
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
  /** The stream's version the state was folded to. */
  readonly version: number;
}

/** Read + fold: the state of one event, rebuilt from its log (reads; commands go through command-pipeline.ts). */
export async function loadTournament(store: EventStore, stream: string): Promise<LoadedTournament> {
  const events = await store.read(stream);
  return {
    stream,
    state: fold(events.map(toTournamentEvent), INITIAL_STATE),
    version: events.at(-1)?.version ?? 0,
  };
}
