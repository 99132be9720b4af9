// One delivery loop for every adapter: a subscription keeps a cursor (the last position it
// delivered) and, whenever woken, reads what follows it. Waking is only a hint — the loop
// always re-reads from the log — so a lost or duplicated wake-up (a NOTIFY, a poll) can never
// skip or repeat an event, and events arrive one at a time in position order.
// A read that fails (the database restarting, a connection cut) is retried from the same cursor
// until it succeeds: one database error must not end live updates for good. Meanwhile the
// subscription says it is not live (SubscribeOptions.onStatus), which health checks report.
import type { EventHandler, StoredEvent, SubscribeOptions, Unsubscribe } from "./event-store.js";

export type ReadAll = (afterPosition: number, limit: number) => Promise<StoredEvent[]>;

const BATCH_SIZE = 500;
/** The first retry of a failed read waits this long; each next one twice as long, up to the max. */
export const RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 5_000;

interface Subscription {
  wake(): void;
  stop(): void;
  /** The store's own live channel (LISTEN) went down or came back. */
  setListening(isListening: boolean, error?: unknown): void;
}

function makeSubscription(
  readAll: ReadAll,
  afterPosition: number,
  onEvent: EventHandler,
  onError: (error: unknown) => void,
  onStatus: (isLive: boolean, error?: unknown) => void,
  isListeningAtStart: boolean,
): Subscription {
  let cursor = afterPosition;
  let isRunning = false;
  let isDirty = false;
  let isStopped = false;
  let isListening = isListeningAtStart;
  let readError: unknown;
  let retryDelay = RETRY_DELAY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let wasLive = isListening;

  const report = (error?: unknown): void => {
    const isLive = isListening && readError === undefined;
    if (isLive === wasLive || isStopped) return;
    wasLive = isLive;
    onStatus(isLive, error);
  };

  async function drain(): Promise<void> {
    if (isRunning) return;
    isRunning = true;
    try {
      while (isDirty && !isStopped) {
        isDirty = false;
        let batch: StoredEvent[];
        try {
          batch = await readAll(cursor, BATCH_SIZE);
        } catch (error) {
          // Not delivered: read again from the same cursor later (nothing missed, nothing twice).
          readError = error;
          report(error);
          isDirty = true;
          retryTimer = setTimeout(() => {
            retryTimer = undefined;
            void drain();
          }, retryDelay);
          retryTimer.unref();
          retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
          return;
        }
        if (readError !== undefined) {
          readError = undefined;
          retryDelay = RETRY_DELAY_MS;
          report();
        }
        for (const event of batch) {
          if (isStopped) return;
          await onEvent(event);
          cursor = event.position;
        }
        if (batch.length === BATCH_SIZE) {
          isDirty = true;
          // A big append (a 20,000-player import) is read back in batches: other work runs between them.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    } catch (error) {
      isStopped = true;
      onError(error);
    } finally {
      isRunning = false;
    }
  }

  return {
    wake() {
      if (isStopped) return;
      isDirty = true;
      if (retryTimer === undefined) void drain();
    },
    stop() {
      isStopped = true;
      clearTimeout(retryTimer);
    },
    setListening(listening, error) {
      isListening = listening;
      report(error);
    },
  };
}

/** The live subscriptions of one store instance. */
export class Subscriptions {
  readonly #live = new Set<Subscription>();
  /** Whether the store's wake-up channel works (PostgreSQL's LISTEN connection); always for the others. */
  #isListening = true;

  add(
    readAll: ReadAll,
    afterPosition: number,
    onEvent: EventHandler,
    options: SubscribeOptions = {},
  ): Unsubscribe {
    const onError =
      options.onError ?? ((error: unknown) => console.error("event subscription stopped:", error));
    const subscription = makeSubscription(
      readAll,
      afterPosition,
      onEvent,
      (error) => {
        this.#live.delete(subscription);
        onError(error);
      },
      options.onStatus ?? (() => undefined),
      this.#isListening,
    );
    this.#live.add(subscription);
    subscription.wake(); // catch up with what is already stored
    return async () => {
      subscription.stop();
      this.#live.delete(subscription);
    };
  }

  get size(): number {
    return this.#live.size;
  }

  wakeAll(): void {
    for (const subscription of this.#live) subscription.wake();
  }

  /** The wake-up channel went down (events may be missed until it is back) or came back. */
  setListening(isListening: boolean, error?: unknown): void {
    this.#isListening = isListening;
    for (const subscription of this.#live) subscription.setListening(isListening, error);
  }

  stopAll(): void {
    for (const subscription of this.#live) subscription.stop();
    this.#live.clear();
  }
}
