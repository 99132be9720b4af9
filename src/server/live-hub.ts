// Issue 11 §5 live updates: one store subscription per server fans every new log event out to
// the SSE streams of its event. The store's subscribe follows other processes too (PostgreSQL
// LISTEN/NOTIFY, SQLite's data_version), so a result appended on any server reaches every stream.
import type { EventStore, StoredEvent, Unsubscribe } from "../store/event-store.js";

/** `message`: the event as one SSE message, serialised once for every stream that sends it. */
export type LiveListener = (event: StoredEvent, message: string) => void;

export function toSseMessage(event: StoredEvent): string {
  return `id: ${event.position}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export class LiveHub {
  /** The global position of the last event seen: the start of a stream without Last-Event-ID. */
  position = 0;
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly closers = new Set<() => void>();
  private unsubscribe: Unsubscribe | undefined;

  async start(store: EventStore): Promise<void> {
    this.unsubscribe = await store.subscribe(0, (event) => {
      this.position = Math.max(this.position, event.position);
      const listeners = this.listeners.get(event.stream);
      if (!listeners || listeners.size === 0) return;
      const message = toSseMessage(event);
      for (const listener of listeners) listener(event, message);
    });
  }

  add(stream: string, listener: LiveListener, close: () => void): () => void {
    let set = this.listeners.get(stream);
    if (!set) this.listeners.set(stream, (set = new Set()));
    set.add(listener);
    this.closers.add(close);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(stream) === set) this.listeners.delete(stream);
      this.closers.delete(close);
    };
  }

  get streamCount(): number {
    return this.closers.size;
  }

  /** Ends every open stream (shutdown), then stops following the store. */
  async stop(): Promise<void> {
    for (const close of [...this.closers]) close();
    await this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
