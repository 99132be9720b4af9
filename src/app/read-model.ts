// A live read model of every event in the store: it follows the log through subscribe(), and
// can be thrown away and rebuilt from the log at any time ("replay equals live").
import { evolve } from "../core/evolve.js";
import { INITIAL_STATE, type TournamentState } from "../core/tournament/state.js";
import type { EventStore, StoredEvent, Unsubscribe } from "../store/event-store.js";
import { toTournamentEvent } from "./event-log.js";

export class TournamentReadModel {
  private readonly streams = new Map<string, { state: TournamentState; version: number }>();
  /** The global position of the last event applied. */
  position = 0;

  /** Idempotent: an event at or below a stream's version is already in. */
  apply(event: StoredEvent): void {
    const current = this.streams.get(event.stream) ?? { state: INITIAL_STATE, version: 0 };
    if (event.version <= current.version) return;
    this.streams.set(event.stream, {
      state: evolve(current.state, toTournamentEvent(event)),
      version: event.version,
    });
    this.position = Math.max(this.position, event.position);
  }

  state(stream: string): TournamentState | undefined {
    return this.streams.get(stream)?.state;
  }

  streamIds(): string[] {
    return [...this.streams.keys()];
  }

  /** Follows the store from where this model is; resolves once live. */
  follow(store: EventStore): Promise<Unsubscribe> {
    return store.subscribe(this.position, (event) => this.apply(event));
  }

  /** A fresh model from the whole log. */
  static async rebuild(store: EventStore): Promise<TournamentReadModel> {
    const model = new TournamentReadModel();
    for (;;) {
      const batch = await store.readAll(model.position, 10_000);
      if (batch.length === 0) return model;
      for (const event of batch) model.apply(event);
    }
  }
}
