// The in-memory adapter: tests and the browser demo (docs/architecture.md). It keeps JSON text, not the
// caller's objects, so it behaves like the databases: what you read is a fresh copy, and a
// caller mutating its event afterwards cannot change the log.
import { ok } from "../../core/errors.js";
import { makeVersionConflict } from "../conflict.js";
import type {
  AppendResult,
  AuditEntry,
  Clock,
  EventHandler,
  EventStore,
  Json,
  NewEvent,
  StoredEvent,
  StreamInfo,
  SubscribeOptions,
  Unsubscribe,
} from "../event-store.js";
import { prepareAppend, toAfter, toLimit } from "../prepare-append.js";
import { assertOpen, toAuditEntry, toStoredEvent } from "../stored-event.js";
import { Subscriptions } from "../subscription.js";

interface Row {
  readonly stream: string;
  readonly version: number;
  readonly position: number;
  readonly type: string;
  readonly dataText: string;
  readonly schemaVersion: number;
  readonly commandId: string | undefined;
  readonly actor: string | undefined;
  readonly recordedAt: string;
}

export interface MemoryStoreOptions {
  readonly now?: Clock;
}

export function makeMemoryStore(options: MemoryStoreOptions = {}): EventStore {
  const now = options.now ?? (() => new Date());
  const all: Row[] = []; // index = position - 1
  const streams = new Map<string, Row[]>(); // index = version - 1
  const subscriptions = new Subscriptions();
  let isClosed = false;

  const toEvent = (row: Row): StoredEvent =>
    toStoredEvent({
      stream: row.stream,
      version: row.version,
      position: row.position,
      type: row.type,
      data: JSON.parse(row.dataText) as Json,
      schemaVersion: row.schemaVersion,
      commandId: row.commandId,
      actor: row.actor,
      recordedAt: row.recordedAt,
    });

  function appendNow(stream: string, expectedVersion: number, events: readonly NewEvent[]): AppendResult {
    assertOpen(isClosed);
    const prepared = prepareAppend(stream, expectedVersion, events, now);
    const rows = streams.get(stream) ?? [];
    if (rows.length !== expectedVersion) return makeVersionConflict(stream, expectedVersion, rows.length);
    const added = prepared.events.map((event, index): Row => ({
      stream,
      version: expectedVersion + index + 1,
      position: all.length + index + 1,
      type: event.type,
      dataText: event.dataText,
      schemaVersion: event.schemaVersion,
      commandId: event.commandId,
      actor: event.actor,
      recordedAt: prepared.recordedAt,
    }));
    // Everything was checked and built above; from here on nothing can throw half-way.
    // In place (the rows are never handed out): an append costs the same in game 1 and game 12.
    for (const row of added) all.push(row);
    if (rows.length === 0) streams.set(stream, rows);
    for (const row of added) rows.push(row);
    if (added.length > 0) subscriptions.wakeAll();
    return ok({
      stream,
      version: expectedVersion + added.length,
      position: added.at(-1)?.position ?? rows.at(-1)?.position ?? 0,
      events: added.map(toEvent),
    });
  }

  function readAllNow(afterPosition: number, limit?: number): StoredEvent[] {
    assertOpen(isClosed);
    const start = toAfter("afterPosition", afterPosition);
    const count = toLimit(limit);
    return all.slice(start, count === undefined ? undefined : start + count).map(toEvent);
  }

  function listStreamsNow(): StreamInfo[] {
    assertOpen(isClosed);
    return [...streams.entries()].map(([stream, rows]) => ({
      stream,
      version: rows.length,
      createdAt: rows[0]?.recordedAt ?? "",
      updatedAt: rows.at(-1)?.recordedAt ?? "",
    }));
  }

  return {
    append: async (stream, expectedVersion, events) => appendNow(stream, expectedVersion, events),
    read: async (stream: string, afterVersion?: number): Promise<StoredEvent[]> => {
      assertOpen(isClosed);
      return (streams.get(stream) ?? []).slice(toAfter("afterVersion", afterVersion)).map(toEvent);
    },
    readAll: async (afterPosition: number, limit?: number) => readAllNow(afterPosition, limit),
    subscribe: async (
      afterPosition: number,
      onEvent: EventHandler,
      subscribeOptions?: SubscribeOptions,
    ): Promise<Unsubscribe> => {
      assertOpen(isClosed);
      toAfter("afterPosition", afterPosition);
      return subscriptions.add(
        async (after, limit) => readAllNow(after, limit),
        afterPosition,
        onEvent,
        subscribeOptions,
      );
    },
    listStreams: async () => listStreamsNow(),
    audit: async (stream: string): Promise<AuditEntry[]> => {
      assertOpen(isClosed);
      return (streams.get(stream) ?? []).map(toAuditEntry);
    },
    close: async () => {
      subscriptions.stopAll();
      isClosed = true;
    },
  };
}
