// One index per scored event, built on first use and remembered (a WeakMap keyed by the
// ScoredEvent object: deterministic, still pure — the same event always gives the same index).
// `extendScoredEvent` registers the index it derived from the previous event's, so an event
// extended after each result never re-reads its earlier games.
import type { ScoredEvent } from "../scored-event/types.js";
import { extendEventIndex, makeEventIndex, type EventIndex } from "./event-index.js";

const indexes = new WeakMap<ScoredEvent, EventIndex>();

export function eventIndexOf(event: ScoredEvent): EventIndex {
  const known = indexes.get(event);
  // A caller may have appended to the event's arrays in place (they are plain arrays): index
  // the games added since, or start again if the prefix is no longer the one indexed.
  const isSamePlayers = known?.ids.length === event.file.players.length;
  if (known && isSamePlayers && known.games === event.games.length) return known;
  const index =
    known && isSamePlayers && known.games < event.games.length
      ? extendEventIndex(known, event.games.slice(known.games))
      : extendEventIndex(makeEventIndex(event.file.players), event.games);
  indexes.set(event, index);
  return index;
}

/** For `extendScoredEvent`: the index of `event`, already derived from its predecessor's. */
export function rememberEventIndex(event: ScoredEvent, index: EventIndex): void {
  indexes.set(event, index);
}
