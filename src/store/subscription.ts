// One delivery loop for every adapter: a subscription keeps a cursor (the last position it
// delivered) and, whenever woken, reads what follows it. Waking is only a hint — the loop
// always re-reads from the log — so a lost or duplicated wake-up (a NOTIFY, a poll) can never
// skip or repeat an event, and events arrive one at a time in position order.
import type { EventHandler, StoredEvent, SubscribeOptions, Unsubscribe } from "./event-store.js";

export type ReadAll = (afterPosition: number, limit: number) => Promise<StoredEvent[]>;

const BATCH_SIZE = 500;

interface Subscription {
  wake(): void;
  stop(): void;
}

function makeSubscription(
  readAll: ReadAll,
  afterPosition: number,
  onEvent: EventHandler,
  onError: (error: unknown) => void,
): Subscription {
  let cursor = afterPosition;
  let isRunning = false;
  let isDirty = false;
  let isStopped = false;

  async function drain(): Promise<void> {
    if (isRunning) return;
    isRunning = true;
    try {
      while (isDirty && !isStopped) {
        isDirty = false;
        const batch = await readAll(cursor, BATCH_SIZE);
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
      void drain();
    },
    stop() {
      isStopped = true;
    },
  };
}

/** The live subscriptions of one store instance. */
export class Subscriptions {
  readonly #live = new Set<Subscription>();

  add(
    readAll: ReadAll,
    afterPosition: number,
    onEvent: EventHandler,
    options: SubscribeOptions = {},
  ): Unsubscribe {
    const onError =
      options.onError ?? ((error: unknown) => console.error("event subscription stopped:", error));
    const subscription = makeSubscription(readAll, afterPosition, onEvent, (error) => {
      this.#live.delete(subscription);
      onError(error);
    });
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

  stopAll(): void {
    for (const subscription of this.#live) subscription.stop();
    this.#live.clear();
  }
}
