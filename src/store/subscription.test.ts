import { describe, expect, it, vi } from "vitest";
import { expectAppended } from "./contract.js";
import { makeMemoryStore } from "./memory/memory-store.js";

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
});
