// The one contract every EventStore adapter passes (docs/architecture.md). Each
// adapter's test file calls describeEventStoreContract with a factory; each test builds its
// own store. Events are opaque here: the types below only look like the domain's.
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  AppendResult,
  AppendSuccess,
  EventStore,
  NewEvent,
  StoredEvent,
  VersionConflict,
} from "./event-store.js";
import { EventDataError } from "./json.js";

export interface ContractHarness {
  readonly store: EventStore;
  /** Opens another store on the same data, as a second process or app server would. */
  readonly openAnother?: () => Promise<EventStore>;
  /** Makes the database itself reject events of this type, so a batch fails inside the transaction. */
  readonly failInsertsOfType?: (type: string) => Promise<void>;
  readonly cleanup: () => Promise<void>;
}

export type MakeHarness = (now: () => Date) => Promise<ContractHarness>;

/** A clock the test moves by hand: recordedAt values are exact. */
export function makeTestClock(start = "2024-05-04T10:00:00.000Z"): {
  now: () => Date;
  advance: (ms: number) => void;
} {
  let current = Date.parse(start);
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export function expectAppended(result: AppendResult): AppendSuccess {
  if (!result.ok) throw new Error(`expected the append to succeed, got ${result.error.message}`);
  return result.value;
}

export function expectConflict(result: AppendResult): VersionConflict {
  if (result.ok) throw new Error(`expected a VERSION_CONFLICT, got version ${result.value.version}`);
  return result.error;
}

const reported = (
  game: number,
  winner: string,
  by: Pick<NewEvent, "commandId" | "actor"> = {},
): NewEvent => ({
  type: "ResultReported",
  data: { game, winner, vp: 2, diff: 17 },
  ...by,
});

export interface AdapterFeatures {
  /** Several store instances can share the data (SQLite file, PostgreSQL database). */
  readonly isShared: boolean;
  /** There is a database that can be made to fail inside an append's transaction. */
  readonly hasDatabase: boolean;
}

export function describeEventStoreContract(
  adapter: string,
  makeHarness: MakeHarness,
  features: AdapterFeatures,
): void {
  describe(`EventStore contract: ${adapter}`, () => {
    const opened: ContractHarness[] = [];
    const others: EventStore[] = [];
    let clock = makeTestClock();

    async function setUp(): Promise<ContractHarness> {
      clock = makeTestClock();
      const harness = await makeHarness(clock.now);
      opened.push(harness);
      return harness;
    }

    async function another(harness: ContractHarness): Promise<EventStore> {
      if (!harness.openAnother)
        throw new Error(`${adapter} claims isShared but its harness has no openAnother`);
      const store = await harness.openAnother();
      others.push(store);
      return store;
    }

    afterEach(async () => {
      for (const store of others.splice(0)) await store.close();
      for (const harness of opened.splice(0)) await harness.cleanup();
    });

    it("appends to a new stream at version 0 and reads the events back in order, with every stored field", async () => {
      const { store } = await setUp();
      const first = expectAppended(
        await store.append("event-1", 0, [
          reported(1, "ann", { commandId: "c1", actor: "td:alice" }),
          reported(2, "bob", { commandId: "c1", actor: "td:alice" }),
        ]),
      );
      clock.advance(60_000);
      const second = expectAppended(
        await store.append("event-1", 2, [{ type: "GamePaired", data: { round: 2 }, schemaVersion: 2 }]),
      );

      expect(first.version).toBe(2);
      expect(second.version).toBe(3);
      const events = await store.read("event-1");
      expect(events).toEqual<StoredEvent[]>([
        {
          stream: "event-1",
          version: 1,
          position: events[0]!.position,
          type: "ResultReported",
          data: { game: 1, winner: "ann", vp: 2, diff: 17 },
          schemaVersion: 1,
          commandId: "c1",
          actor: "td:alice",
          recordedAt: "2024-05-04T10:00:00.000Z",
        },
        {
          stream: "event-1",
          version: 2,
          position: events[1]!.position,
          type: "ResultReported",
          data: { game: 2, winner: "bob", vp: 2, diff: 17 },
          schemaVersion: 1,
          commandId: "c1",
          actor: "td:alice",
          recordedAt: "2024-05-04T10:00:00.000Z",
        },
        {
          stream: "event-1",
          version: 3,
          position: events[2]!.position,
          type: "GamePaired",
          data: { round: 2 },
          schemaVersion: 2,
          recordedAt: "2024-05-04T10:01:00.000Z",
        },
      ]);
      expect(events.map((event) => event.position)).toEqual(
        [...first.events, ...second.events].map((event) => event.position),
      );
      expect(second.position).toBe(events[2]!.position);
      expect(await store.read("event-1", 1)).toEqual(events.slice(1));
      expect(await store.read("event-1", 3)).toEqual([]);
      expect(await store.read("no-such-event")).toEqual([]);
    });

    it("stores each event's schema version (default 1) and refuses a schema version below 1", async () => {
      const { store } = await setUp();
      expectAppended(
        await store.append("s", 0, [
          { type: "A", data: {} },
          { type: "B", data: {}, schemaVersion: 7 },
        ]),
      );
      expect((await store.read("s")).map((event) => event.schemaVersion)).toEqual([1, 7]);
      await expect(store.append("s", 2, [{ type: "C", data: {}, schemaVersion: 0 }])).rejects.toThrow(
        RangeError,
      );
      expect(await store.read("s", 2)).toEqual([]);
    });

    it("returns the data exactly as JSON: nesting, unicode, numbers, null, key order", async () => {
      const { store } = await setUp();
      const data = {
        zeta: 1,
        alpha: [1.5, -0, 1e21, null, true, 'Ça va? 🃏 "quoted" \\ \n'],
        nested: { "": {}, list: [] },
        nothing: null,
      };
      expectAppended(await store.append("s", 0, [{ type: "DeckListRecorded", data }]));
      const [event] = await store.read("s");
      expect(event!.data).toEqual(JSON.parse(JSON.stringify(data)));
      expect(JSON.stringify(event!.data)).toBe(JSON.stringify(data));
    });

    it("gives a retryable VERSION_CONFLICT with the actual version to a stale or early writer, and writes nothing", async () => {
      const { store } = await setUp();
      expectAppended(await store.append("s", 0, [reported(1, "ann"), reported(2, "bob")]));
      for (const expectedVersion of [0, 1, 3]) {
        expect(expectConflict(await store.append("s", expectedVersion, [reported(3, "cy")]))).toMatchObject({
          code: "VERSION_CONFLICT",
          stream: "s",
          expectedVersion,
          actualVersion: 2,
          isRetryable: true,
        });
      }
      expect(expectConflict(await store.append("other", 1, [reported(1, "ann")])).actualVersion).toBe(0);
      expect(await store.readAll(0)).toHaveLength(2);
      // The retry: reload, decide again, append at the actual version.
      expect(expectAppended(await store.append("s", 2, [reported(3, "cy")])).version).toBe(3);
    });

    it("lets exactly one of several concurrent writers on the same version win; the others get a conflict", async () => {
      const { store } = await setUp();
      expectAppended(await store.append("s", 0, [reported(1, "ann")]));
      for (let round = 0; round < 5; round++) {
        const version = 1 + round;
        const writers = ["ann", "bob", "cy", "dee"].map((who) =>
          store.append("s", version, [reported(10 + round, who, { actor: who })]),
        );
        const results = await Promise.all(writers);
        const winners = results.filter((result) => result.ok);
        expect(winners).toHaveLength(1);
        for (const result of results.filter((result) => !result.ok)) {
          expect(expectConflict(result)).toMatchObject({
            expectedVersion: version,
            actualVersion: version + 1,
            isRetryable: true,
          });
        }
      }
      const events = await store.read("s");
      expect(events.map((event) => event.version)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it.runIf(features.isShared)(
      "lets exactly one of two store instances (two app servers) win each race on the same version",
      async () => {
        const harness = await setUp();
        const second = await another(harness);
        let version = 0;
        for (let round = 0; round < 5; round++) {
          const results = await Promise.all([
            harness.store.append("s", version, [reported(round, "ann"), reported(round, "ann")]),
            second.append("s", version, [reported(round, "bob"), reported(round, "bob")]),
          ]);
          expect(results.filter((result) => result.ok)).toHaveLength(1);
          expect(expectConflict(results.find((result) => !result.ok)!)).toMatchObject({
            expectedVersion: version,
            actualVersion: version + 2,
          });
          version += 2;
        }
        const events = await harness.store.read("s");
        expect(events.map((event) => event.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        // No interleaving: each batch has one writer's two events.
        for (let index = 0; index < events.length; index += 2)
          expect(events[index]!.data).toEqual(events[index + 1]!.data);
      },
    );

    it("stores command ids and actors as given and never interprets them: what a retry means is the app's rule", async () => {
      const { store } = await setUp();
      const original = expectAppended(
        await store.append("s", 0, [reported(1, "ann", { commandId: "cmd-42", actor: "player:ann" })]),
      );
      // The same id again (on this stream or another) is simply written: the app decides before appending.
      const again = expectAppended(
        await store.append("s", 1, [reported(2, "bob", { commandId: "cmd-42", actor: "player:ann" })]),
      );
      expectAppended(await store.append("t", 0, [reported(1, "cy", { commandId: "cmd-42" })]));
      expect(again.version).toBe(2);
      expect((await store.readAll(0)).map((e) => [e.stream, e.version, e.commandId, e.actor])).toEqual([
        ["s", 1, "cmd-42", "player:ann"],
        ["s", 2, "cmd-42", "player:ann"],
        ["t", 1, "cmd-42", undefined],
      ]);
      expect(original.events[0]).toMatchObject({ commandId: "cmd-42", actor: "player:ann" });
      // A stale version is a conflict whatever the id says.
      expectConflict(await store.append("s", 0, [reported(1, "ann", { commandId: "cmd-42" })]));
    });

    it("appends several commands' events in one go (group commit), each with its own command id and actor", async () => {
      const { store } = await setUp();
      expectAppended(await store.append("s", 0, [reported(1, "ann")]));
      const seen: number[] = [];
      const unsubscribe = await store.subscribe(0, (event) => void seen.push(event.version));
      const appended = expectAppended(
        await store.append("s", 1, [
          reported(2, "bob", { commandId: "a", actor: "player:bob" }),
          reported(3, "cy", { commandId: "a", actor: "player:bob" }),
          reported(4, "dee", { commandId: "b", actor: "player:dee" }),
          reported(5, "eve"),
        ]),
      );
      expect(appended).toMatchObject({ stream: "s", version: 5, position: appended.events[3]!.position });
      expect(appended.events.map((e) => [e.version, e.commandId, e.actor])).toEqual([
        [2, "a", "player:bob"],
        [3, "a", "player:bob"],
        [4, "b", "player:dee"],
        [5, undefined, undefined],
      ]);
      const log = await store.read("s");
      expect(log.slice(1)).toEqual(appended.events);
      const positions = log.map((e) => e.position);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
      // Audit (R6): who did each.
      expect((await store.audit("s")).map((line) => [line.actor, line.commandId])).toEqual([
        [undefined, undefined],
        ["player:bob", "a"],
        ["player:bob", "a"],
        ["player:dee", "b"],
        [undefined, undefined],
      ]);
      await vi.waitFor(() => expect(seen).toEqual([1, 2, 3, 4, 5]));
      await unsubscribe();
    });

    it("numbers events across streams with strictly increasing positions; readAll reads after a position, with a limit", async () => {
      const { store } = await setUp();
      expectAppended(await store.append("a", 0, [reported(1, "ann"), reported(2, "bob")]));
      expectAppended(await store.append("b", 0, [reported(1, "cy")]));
      expectAppended(await store.append("a", 2, [reported(3, "dee")]));
      expectConflict(await store.append("b", 0, [reported(9, "lost")]));
      expectAppended(await store.append("b", 1, [reported(2, "eve"), reported(3, "fay")]));

      const all = await store.readAll(0);
      expect(all.map((event) => `${event.stream}${event.version}`)).toEqual([
        "a1",
        "a2",
        "b1",
        "a3",
        "b2",
        "b3",
      ]);
      const positions = all.map((event) => event.position);
      positions.slice(1).forEach((position, index) => expect(position).toBeGreaterThan(positions[index]!));
      expect(positions[0]).toBeGreaterThanOrEqual(1);
      expect(await store.readAll(positions[2]!)).toEqual(all.slice(3));
      expect(await store.readAll(positions[0]!, 2)).toEqual(all.slice(1, 3));
      expect(await store.readAll(positions[5]!)).toEqual([]);
    });

    it("appends all events of a batch or none: data that is not JSON stops the whole batch", async () => {
      const { store } = await setUp();
      const cyclic: Record<string, unknown> = { game: 2 };
      cyclic.self = cyclic;
      const bad: unknown[] = [
        { when: new Date(0) },
        { vp: Number.NaN },
        { missing: undefined },
        cyclic,
        { big: 10n },
        () => 1,
      ];
      for (const data of bad) {
        await expect(
          store.append("s", 0, [reported(1, "ann"), { type: "ResultReported", data }, reported(3, "cy")]),
        ).rejects.toThrow(EventDataError);
      }
      await expect(
        store.append("s", 0, [reported(1, "ann"), reported(2, "bob", { commandId: "" })]),
      ).rejects.toThrow(TypeError);
      expect(await store.read("s")).toEqual([]);
      expect(await store.readAll(0)).toEqual([]);
      expect(expectAppended(await store.append("s", 0, [reported(1, "ann")])).version).toBe(1);
    });

    it.runIf(features.hasDatabase)(
      "appends all events of a batch or none: a failure inside the database after the first rows leaves nothing",
      async () => {
        const harness = await setUp();
        if (!harness.failInsertsOfType)
          throw new Error(`${adapter} claims hasDatabase but its harness has no failInsertsOfType`);
        const { store } = harness;
        expectAppended(await store.append("s", 0, [reported(1, "ann")]));
        await harness.failInsertsOfType("Boom");
        await expect(
          store.append("s", 1, [reported(2, "bob"), reported(3, "cy"), { type: "Boom", data: {} }]),
        ).rejects.toThrow();
        expect((await store.read("s")).map((event) => event.version)).toEqual([1]);
        expect(await store.readAll(0)).toHaveLength(1);
        const retried = expectAppended(await store.append("s", 1, [reported(2, "bob"), reported(3, "cy")]));
        expect(retried).toMatchObject({ version: 3 });
      },
    );

    it("appending no events writes nothing and reports the current version", async () => {
      const { store } = await setUp();
      const first = expectAppended(await store.append("s", 0, [reported(1, "ann")]));
      const nothing = expectAppended(await store.append("s", 1, []));
      expect(nothing).toMatchObject({ version: 1, position: first.position, events: [] });
      expectConflict(await store.append("s", 0, []));
      expect(await store.readAll(0)).toHaveLength(1);
    });

    it("subscribe delivers the events appended after it, in order, and stops after unsubscribe", async () => {
      const { store } = await setUp();
      expectAppended(await store.append("a", 0, [reported(1, "old")]));
      const head = (await store.readAll(0)).at(-1)!.position;
      const received: StoredEvent[] = [];
      const unsubscribe = await store.subscribe(head, (event) => void received.push(event));
      expectAppended(await store.append("a", 1, [reported(2, "ann"), reported(3, "bob")]));
      expectAppended(await store.append("b", 0, [reported(1, "cy")]));
      await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5_000, interval: 20 });
      expect(received).toEqual(await store.readAll(head));
      await unsubscribe();
      expectAppended(await store.append("b", 1, [reported(2, "late")]));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toHaveLength(3);
    });

    it("subscribe from an earlier position catches up first, then continues live, one event at a time", async () => {
      const { store } = await setUp();
      expectAppended(await store.append("a", 0, [reported(1, "ann"), reported(2, "bob")]));
      const received: number[] = [];
      let inFlight = 0;
      const unsubscribe = await store.subscribe(0, async (event) => {
        inFlight++;
        expect(inFlight).toBe(1); // a slow handler is never re-entered
        await new Promise((resolve) => setTimeout(resolve, 5));
        received.push(event.version);
        inFlight--;
      });
      expectAppended(await store.append("a", 2, [reported(3, "cy")]));
      await vi.waitFor(() => expect(received).toEqual([1, 2, 3]), { timeout: 5_000, interval: 20 });
      await unsubscribe();
    });

    it.runIf(features.isShared)(
      "subscribe on a second instance (another process or app server) receives the events appended through the first",
      async () => {
        const harness = await setUp();
        const second = await another(harness);
        const received: StoredEvent[] = [];
        const unsubscribe = await second.subscribe(0, (event) => void received.push(event));
        expectAppended(await harness.store.append("a", 0, [reported(1, "ann")]));
        expectAppended(await harness.store.append("a", 1, [reported(2, "bob")]));
        await vi.waitFor(() => expect(received.map((event) => event.version)).toEqual([1, 2]), {
          timeout: 5_000,
          interval: 20,
        });
        await unsubscribe();
      },
    );

    it("R6 audit view: who, when and what for every event of a stream", async () => {
      const { store } = await setUp();
      expectAppended(
        await store.append("event-1", 0, [
          { type: "EventCreated", data: {}, actor: "td:alice", commandId: "c1" },
        ]),
      );
      clock.advance(90_000);
      expectAppended(await store.append("event-1", 1, [reported(1, "ann", { actor: "player:ann" })]));
      clock.advance(30_000);
      expectAppended(await store.append("event-1", 2, [{ type: "ResultCorrected", data: { game: 1 } }]));
      expectAppended(await store.append("event-2", 0, [{ type: "EventCreated", data: {}, actor: "td:bob" }]));
      const audit = await store.audit("event-1");
      const positions = (await store.read("event-1")).map((event) => event.position);
      expect(audit).toEqual([
        {
          stream: "event-1",
          version: 1,
          position: positions[0],
          type: "EventCreated",
          actor: "td:alice",
          commandId: "c1",
          recordedAt: "2024-05-04T10:00:00.000Z",
        },
        {
          stream: "event-1",
          version: 2,
          position: positions[1],
          type: "ResultReported",
          actor: "player:ann",
          recordedAt: "2024-05-04T10:01:30.000Z",
        },
        {
          stream: "event-1",
          version: 3,
          position: positions[2],
          type: "ResultCorrected",
          recordedAt: "2024-05-04T10:02:00.000Z",
        },
      ]);
      expect(await store.audit("no-such-event")).toEqual([]);
    });

    it("lists every stream in creation order with its version and first and last times", async () => {
      const { store } = await setUp();
      expect(await store.listStreams()).toEqual([]);
      expectAppended(await store.append("b", 0, [reported(1, "ann")]));
      clock.advance(1_000);
      expectAppended(await store.append("a", 0, [reported(1, "bob")]));
      clock.advance(1_000);
      expectAppended(await store.append("b", 1, [reported(2, "cy"), reported(3, "dee")]));
      expect(await store.listStreams()).toEqual([
        {
          stream: "b",
          version: 3,
          createdAt: "2024-05-04T10:00:00.000Z",
          updatedAt: "2024-05-04T10:00:02.000Z",
        },
        {
          stream: "a",
          version: 1,
          createdAt: "2024-05-04T10:00:01.000Z",
          updatedAt: "2024-05-04T10:00:01.000Z",
        },
      ]);
    });

    it("refuses bad arguments as bugs (exceptions), not as conflicts", async () => {
      const { store } = await setUp();
      await expect(store.append("", 0, [reported(1, "ann")])).rejects.toThrow(TypeError);
      await expect(store.append("s", -1, [reported(1, "ann")])).rejects.toThrow(RangeError);
      await expect(store.append("s", 0, [{ type: "", data: {} }])).rejects.toThrow(TypeError);
      await expect(store.readAll(-1)).rejects.toThrow(RangeError);
      await expect(store.readAll(0, 0)).rejects.toThrow(RangeError);
      expect(await store.readAll(0)).toEqual([]);
    });

    it("refuses work once closed", async () => {
      const { store } = await setUp();
      await store.close();
      await expect(store.append("s", 0, [reported(1, "ann")])).rejects.toThrow(/closed/);
      await expect(store.read("s")).rejects.toThrow(/closed/);
      await expect(store.subscribe(0, () => undefined)).rejects.toThrow(/closed/);
    });

    it.runIf(features.isShared)(
      "keeps what was appended when the store is closed and the data reopened",
      async () => {
        const harness = await setUp();
        expectAppended(
          await harness.store.append("s", 0, [reported(1, "ann", { commandId: "c", actor: "td:a" })]),
        );
        await harness.store.close();
        const second = await another(harness);
        expect((await second.read("s")).map((event) => [event.data, event.commandId, event.actor])).toEqual([
          [{ game: 1, winner: "ann", vp: 2, diff: 17 }, "c", "td:a"],
        ]);
        expectConflict(await second.append("s", 0, [reported(1, "ann", { commandId: "c" })]));
      },
    );
  });
}
