// The hub fans a batch of log events out once — serialised once into a
// shared Buffer, one listener call (one socket write) per client — with the SSE framing unchanged.
import { describe, expect, it, vi } from "vitest";
import { makeMemoryStore } from "../store/memory/memory-store.js";
import { FAN_OUT_SLICE, LiveHub, messagesAfter, toSseMessage, type LiveBatch } from "./live-hub.js";

const reported = (game: number) => ({ type: "ResultReported", data: { game } });

describe("LiveHub", () => {
  it("fans out to more clients than one slice with the event loop free between slices, every client's batches in order", async () => {
    const store = makeMemoryStore();
    const hub = new LiveHub(0);
    await hub.start(store);
    const clients = FAN_OUT_SLICE * 3 + 7;
    const seen: number[][] = Array.from({ length: clients }, () => []);
    // When the first client gets the first batch, ask the event loop for a turn: it must come
    // before the last client has it (the fan-out yields between slices).
    let hadItWhenTheLoopTurned: number | undefined;
    for (let c = 0; c < clients; c++)
      hub.add(
        "e",
        (batch) => {
          if (c === 0 && seen[0]!.length === 0)
            setImmediate(() => (hadItWhenTheLoopTurned = seen.filter((v) => v.length > 0).length));
          seen[c]!.push(...batch.events.map((event) => event.version));
        },
        () => undefined,
      );
    for (let version = 0; version < 5; version++) await store.append("e", version, [reported(version + 1)]);
    await vi.waitFor(() => expect(seen.every((versions) => versions.length === 5)).toBe(true));
    for (const versions of seen) expect(versions).toEqual([1, 2, 3, 4, 5]);
    expect(hadItWhenTheLoopTurned).toBeLessThanOrEqual(FAN_OUT_SLICE);
    await hub.stop();
    await store.close();
  });

  it("delivers the events appended together as one batch per listener: one Buffer, one message per event", async () => {
    const store = makeMemoryStore();
    const hub = new LiveHub();
    await hub.start(store);
    const first: LiveBatch[] = [];
    const second: LiveBatch[] = [];
    hub.add(
      "e",
      (batch) => void first.push(batch),
      () => undefined,
    );
    hub.add(
      "e",
      (batch) => void second.push(batch),
      () => undefined,
    );
    hub.add(
      "other",
      () => expect.fail("not this event's listener"),
      () => undefined,
    );
    const written = await store.append("e", 0, [reported(1), reported(2), reported(3)]);
    expect(written.ok).toBe(true);
    await vi.waitFor(() => expect(first).toHaveLength(1));
    const events = await store.read("e");
    expect(first[0]!.events).toEqual(events);
    expect(first[0]!.buffer.toString()).toBe(events.map(toSseMessage).join(""));
    // Serialised once: every client writes the same Buffer.
    expect(second[0]!.buffer).toBe(first[0]!.buffer);
    expect(hub.position).toBe(3);
    await hub.stop();
    await store.close();
  });

  it("messagesAfter: the tail a client has not had yet (Last-Event-ID resume), at message boundaries", async () => {
    const store = makeMemoryStore();
    const hub = new LiveHub();
    await hub.start(store);
    const batches: LiveBatch[] = [];
    hub.add(
      "e",
      (batch) => void batches.push(batch),
      () => undefined,
    );
    await store.append("e", 0, [reported(1), { type: "Note", data: { text: "é ünïcode ✓" } }, reported(3)]);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    const [batch] = batches;
    const events = await store.read("e");
    expect(messagesAfter(batch!, 0)).toBe(batch!.buffer);
    expect(messagesAfter(batch!, 1)!.toString()).toBe(events.slice(1).map(toSseMessage).join(""));
    expect(messagesAfter(batch!, 2)!.toString()).toBe(toSseMessage(events[2]!));
    expect(messagesAfter(batch!, 3)).toBeUndefined();
    await hub.stop();
    await store.close();
  });

  it("fans out at most once per interval: events arriving sooner go out together with the next", async () => {
    const store = makeMemoryStore();
    const hub = new LiveHub(200);
    await hub.start(store);
    const batches: LiveBatch[] = [];
    hub.add(
      "e",
      (batch) => void batches.push(batch),
      () => undefined,
    );
    await store.append("e", 0, [reported(1)]);
    await vi.waitFor(() => expect(batches).toHaveLength(1)); // a lone event goes out at once
    await store.append("e", 1, [reported(2)]);
    await store.append("e", 2, [reported(3)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toHaveLength(1); // within the interval: held
    await vi.waitFor(() => expect(batches).toHaveLength(2), { timeout: 1_000 });
    expect(batches[1]!.events.map((e) => e.version)).toEqual([2, 3]);
    await hub.stop();
    await store.close();
  });
});
