// live updates: one store subscription per server fans every new log event out to
// the SSE streams of its event. The store's subscribe follows other processes too (PostgreSQL
// LISTEN/NOTIFY, SQLite's data_version), so a result appended on any server reaches every stream.
// Fan-out once per batch: the events the subscription delivers together
// (a group commit's batch) are serialised once, into one shared Buffer per event stream, and
// each SSE client gets ONE write of it (or of its tail), not one write per event: with 2,000
// clients the per-event socket writes were most of the server's CPU (docs/performance.md).
import type { EventStore, StoredEvent, Unsubscribe } from "../store/event-store.js";

/**
 * Consecutive log events of one event stream as SSE messages: `buffer` holds them all (one SSE
 * message per log event, `id:` its global position); message k starts at byte `offsets[k]`.
 */
export interface LiveBatch {
  readonly events: readonly StoredEvent[];
  readonly buffer: Buffer;
  readonly offsets: readonly number[];
}

export type LiveListener = (batch: LiveBatch) => void;

export function toSseMessage(event: StoredEvent): string {
  return `id: ${event.position}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** The batch's messages after `position` (positions increase): the shared Buffer or its tail, no copy. */
export function messagesAfter(batch: LiveBatch, position: number): Buffer | undefined {
  const first = batch.events.findIndex((event) => event.position > position);
  if (first < 0) return undefined;
  return first === 0 ? batch.buffer : batch.buffer.subarray(batch.offsets[first]);
}

export function toLiveBatch(events: readonly StoredEvent[]): LiveBatch {
  const messages = events.map(toSseMessage);
  const offsets: number[] = [];
  let at = 0;
  for (const message of messages) {
    offsets.push(at);
    at += Buffer.byteLength(message);
  }
  return { events, buffer: Buffer.from(messages.join("")), offsets };
}

/**
 * At most one fan-out per this many ms: events arriving sooner after one wait for the next
 * (a lone event goes out at once). 2,000 clients × one write per fan-out is the server's main
 * cost under load; 100 ms keeps "an update reaches every client within 1 s" far within reach.
 */
export const FAN_OUT_INTERVAL_MS = 100;

/** Clients written to per turn of the event loop during a fan-out. */
export const FAN_OUT_SLICE = 250;

export class LiveHub {
  /** The global position of the last event seen: the start of a stream without Last-Event-ID. */
  position = 0;
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly closers = new Set<() => void>();
  /** Told of every event the subscription delivers, streams or not (the event list's projection). */
  private readonly observers: ((event: StoredEvent) => void)[] = [];
  private unsubscribe: Unsubscribe | undefined;
  /** Events delivered since the last fan-out, by stream, in position order. */
  private pending = new Map<string, StoredEvent[]>();
  private isFlushScheduled = false;
  /** A sliced fan-out is under way; events that arrive meanwhile wait for the next. */
  private isFlushing = false;
  private isFlushWanted = false;
  private lastFlushAt = -Infinity;

  constructor(private readonly intervalMs = FAN_OUT_INTERVAL_MS) {}

  /**
   * Whether the store subscription delivers: false while the database cannot be read or its
   * live channel (PostgreSQL LISTEN) is down. It reconnects and reads on from `position`, so
   * streams miss nothing; meanwhile `/api/health` answers 503 (docs/server.md).
   */
  isLive = true;
  /** Why the subscription is not live (for the health answer and the log). */
  liveError: unknown;

  async start(store: EventStore, onStatus?: (isLive: boolean, error?: unknown) => void): Promise<void> {
    const status = (isLive: boolean, error?: unknown): void => {
      this.isLive = isLive;
      this.liveError = isLive ? undefined : error;
      onStatus?.(isLive, error);
    };
    this.unsubscribe = await store.subscribe(
      0,
      (event) => {
        this.position = Math.max(this.position, event.position);
        for (const observer of this.observers) observer(event);
        if (!this.listeners.get(event.stream)?.size) return;
        const events = this.pending.get(event.stream);
        if (events) events.push(event);
        else this.pending.set(event.stream, [event]);
        // The subscription hands over a read's events one by one within the same turn of the
        // event loop: fan them out together once it is done, or when the interval is over.
        if (!this.isFlushing) this.scheduleFlush();
      },
      { onStatus: status },
    );
  }

  /**
   * Sends what was delivered since the last flush: one write per client per stream, in slices of
   * FAN_OUT_SLICE clients with the event loop free between them, so that 2,000 socket writes never
   * hold up the players' requests for long. One flush at a time: a client gets batches in order.
   */
  flush(): void {
    this.isFlushScheduled = false;
    if (this.isFlushing) return void (this.isFlushWanted = true);
    this.lastFlushAt = performance.now();
    const pending = this.pending;
    this.pending = new Map();
    const deliveries: (() => void)[] = [];
    for (const [stream, events] of pending) {
      const listeners = this.listeners.get(stream);
      if (!listeners || listeners.size === 0) continue;
      const batch = toLiveBatch(events);
      // A copy: a client that closes (or connects) during the slices changes the set.
      for (const listener of [...listeners]) deliveries.push(() => listener(batch));
    }
    if (deliveries.length <= FAN_OUT_SLICE) {
      for (const deliver of deliveries) deliver();
      return;
    }
    this.isFlushing = true;
    const sendFrom = (start: number): void => {
      for (const deliver of deliveries.slice(start, start + FAN_OUT_SLICE)) deliver();
      if (start + FAN_OUT_SLICE < deliveries.length)
        return void setImmediate(() => sendFrom(start + FAN_OUT_SLICE));
      this.isFlushing = false;
      if (this.isFlushWanted || this.pending.size > 0) {
        this.isFlushWanted = false;
        this.scheduleFlush();
      }
    };
    sendFrom(0);
  }

  private scheduleFlush(): void {
    if (this.isFlushScheduled) return;
    this.isFlushScheduled = true;
    const wait = this.lastFlushAt + this.intervalMs - performance.now();
    if (wait <= 0) setImmediate(() => this.flush());
    else setTimeout(() => this.flush(), wait);
  }

  /** `observer` is told of every event delivered from now on (call before `start` to see the whole log). */
  observe(observer: (event: StoredEvent) => void): void {
    this.observers.push(observer);
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
    this.flush();
    for (const close of [...this.closers]) close();
    await this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
