import { describe, expect, it, vi } from "vitest";
import { expectAppended } from "./contract.js";
import type { StoredEvent } from "./event-store.js";
import { makeMemoryStore } from "./memory/memory-store.js";
import { Subscriptions } from "./subscription.js";

describe("subscriptions", () => {
  it("a handler that throws stops its subscription and reports the error; other subscriptions go on", async () => {
    const store = makeMemoryStore();
    const errors: unknown[] = [];
    const good: number[] = [];
    await store.subscribe(
      0,
      (event) => {
        if (event.version === 2) throw new Error("projection bug");
      },
      { onError: (error) => errors.push(error) },
    );
    await store.subscribe(0, (event) => void good.push(event.version));
    expectAppended(
      await store.append("s", 0, [
        { type: "A", data: {} },
        { type: "B", data: {} },
        { type: "C", data: {} },
      ]),
    );
    await vi.waitFor(() => expect(good).toEqual([1, 2, 3]));
    expect(errors).toEqual([new Error("projection bug")]);
  });

  it("catches up a backlog larger than one read batch, in order", async () => {
    const store = makeMemoryStore();
    const events = Array.from({ length: 1_234 }, (_, game) => ({ type: "ResultReported", data: { game } }));
    expectAppended(await store.append("s", 0, events));
    const seen: number[] = [];
    await store.subscribe(0, (event) => void seen.push(event.version));
    await vi.waitFor(() => expect(seen).toHaveLength(1_234));
    expect(seen).toEqual(events.map((_, index) => index + 1));
  });

  it("a read that fails (the database away) is retried from the same position: not live meanwhile, then every event once", async () => {
    const log: StoredEvent[] = [1, 2, 3, 4].map((position) => ({
      stream: "s",
      version: position,
      position,
      type: "A",
      data: {},
      schemaVersion: 1,
      recordedAt: "2026-05-04T10:00:00.000Z",
    }));
    let isDown = false;
    let length = 2;
    const readAll = (after: number, limit: number) =>
      isDown
        ? Promise.reject(new Error("Connection terminated unexpectedly"))
        : Promise.resolve(
            log
              .slice(0, length)
              .filter((e) => e.position > after)
              .slice(0, limit),
          );
    const subscriptions = new Subscriptions();
    const seen: number[] = [];
    const statuses: boolean[] = [];
    const errors: unknown[] = [];
    subscriptions.add(readAll, 0, (event) => void seen.push(event.position), {
      onError: (error) => errors.push(error),
      onStatus: (isLive) => statuses.push(isLive),
    });
    await vi.waitFor(() => expect(seen).toEqual([1, 2]));
    isDown = true;
    length = 4; // appended while the database was away from this server
    subscriptions.wakeAll();
    await vi.waitFor(() => expect(statuses).toEqual([false]));
    isDown = false;
    await vi.waitFor(() => expect(seen).toEqual([1, 2, 3, 4]), { timeout: 5_000 });
    expect(statuses).toEqual([false, true]);
    expect(errors).toEqual([]);
    // The wake-up channel (LISTEN) down and back: reported, and a wake then catches up.
    subscriptions.setListening(false);
    subscriptions.setListening(true);
    expect(statuses).toEqual([false, true, false, true]);
    subscriptions.stopAll();
  });
});
