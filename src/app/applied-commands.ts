// The command-id rule, written once (docs/adr/0004-event-model.md). A client may name a command
// with an id so that a retry after a lost answer — a phone on venue Wi-Fi — is not applied twice.
// An id names one command of ONE event given by ONE actor: the same id, on the same event, from
// the same actor answers the first outcome and writes nothing. The same id on another event, or
// from another actor, is another command: it is decided like any other, and never shows the
// first one's events (an id is no secret, and another TD's unlisted event must not answer
// through it). The ids are read from the event's own log, so the store keeps no table of them.
import type { StoredEvent } from "../store/event-store.js";

/** One key per (actor, command id); the actor of an event written without one is "". */
export function commandKey(actor: string | undefined, commandId: string): string {
  return JSON.stringify([actor ?? "", commandId]);
}

/** The commands applied to one event, from its log. */
export class AppliedCommands {
  readonly #events = new Map<string, StoredEvent[]>();

  /** Follows the event's log (in version order). A command that wrote no event records no id. */
  record(event: StoredEvent): void {
    if (event.commandId === undefined) return;
    const key = commandKey(event.actor, event.commandId);
    const earlier = this.#events.get(key);
    if (earlier) earlier.push(event);
    else this.#events.set(key, [event]);
  }

  /** What the command with this id from this actor wrote, or undefined if it was not applied. */
  find(actor: string, commandId: string | undefined): readonly StoredEvent[] | undefined {
    return commandId === undefined ? undefined : this.#events.get(commandKey(actor, commandId));
  }
}
