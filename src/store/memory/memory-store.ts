// The in-memory adapter: tests and the browser demo (DESIGN.md). It keeps JSON text, not the
// caller's objects, so it behaves like the databases: what you read is a fresh copy, and a
// caller mutating its event afterwards cannot change the log.
import { ok } from "../../core/errors.js";
import { makeDuplicateInBatch, makeVersionConflict } from "../conflict.js";
import type {
  AppendOptions,
  AppendResult,
  AppendSuccess,
  AuditEntry,
  BatchAppend,
  BatchAppendResult,
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
import { prepareAppend, prepareBatch, toAfter, toLimit, type PreparedAppend } from "../prepare-append.js";
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

interface CommandRecord {
  readonly stream: string;
  readonly firstVersion: number;
  readonly lastVersion: number;
}

export interface MemoryStoreOptions {
  readonly now?: Clock;
}

export function makeMemoryStore(options: MemoryStoreOptions = {}): EventStore {
  const now = options.now ?? (() => new Date());
  const all: Row[] = []; // index = position - 1
  const streams = new Map<string, Row[]>(); // index = version - 1
  const commands = new Map<string, CommandRecord>();
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

  function appendNow(
    stream: string,
    expectedVersion: number,
    events: readonly NewEvent[] | PreparedAppend,
    appendOptions: AppendOptions,
  ): AppendResult {
    assertOpen(isClosed);
    const prepared = Array.isArray(events)
      ? prepareAppend(stream, expectedVersion, events as readonly NewEvent[], appendOptions, now)
      : (events as PreparedAppend);
    const original = prepared.commandId === undefined ? undefined : commands.get(prepared.commandId);
    if (original) {
      const rows = (streams.get(original.stream) ?? []).slice(
        original.firstVersion - 1,
        original.lastVersion,
      );
      return ok({
        stream: original.stream,
        version: original.lastVersion,
        position: rows.at(-1)?.position ?? 0,
        events: rows.map(toEvent),
        isDuplicate: true,
      });
    }
    const rows = streams.get(stream) ?? [];
    if (rows.length !== expectedVersion) return makeVersionConflict(stream, expectedVersion, rows.length);
    const added = prepared.events.map((event, index): Row => ({
      stream,
      version: expectedVersion + index + 1,
      position: all.length + index + 1,
      type: event.type,
      dataText: event.dataText,
      schemaVersion: event.schemaVersion,
      commandId: prepared.commandId,
      actor: prepared.actor,
      recordedAt: prepared.recordedAt,
    }));
    // Everything was checked and built above; from here on nothing can throw half-way.
    // In place (the rows are never handed out): an append costs the same in game 1 and game 12.
    for (const row of added) all.push(row);
    if (rows.length === 0) streams.set(stream, rows);
    for (const row of added) rows.push(row);
    if (prepared.commandId !== undefined && added.length > 0) {
      commands.set(prepared.commandId, {
        stream,
        firstVersion: expectedVersion + 1,
        lastVersion: expectedVersion + added.length,
      });
    }
    if (added.length > 0) subscriptions.wakeAll();
    const version = expectedVersion + added.length;
    return ok({
      stream,
      version,
      position: added.at(-1)?.position ?? rows.at(-1)?.position ?? 0,
      events: added.map(toEvent),
      isDuplicate: false,
    });
  }

  function appendBatchNow(
    stream: string,
    expectedVersion: number,
    appends: readonly BatchAppend[],
  ): BatchAppendResult {
    assertOpen(isClosed);
    const prepared = prepareBatch(stream, expectedVersion, appends, now);
    const rows = streams.get(stream) ?? [];
    if (rows.length !== expectedVersion) return makeVersionConflict(stream, expectedVersion, rows.length);
    // Every check before the first write, so the batch is all or nothing.
    const ids = new Set<string>();
    for (const [index, { commandId, events }] of prepared.entries()) {
      if (commandId === undefined) continue;
      if (commands.has(commandId) || ids.has(commandId))
        return makeDuplicateInBatch(stream, index, commandId);
      if (events.length > 0) ids.add(commandId); // an append that writes nothing records no id
    }
    const successes: AppendSuccess[] = [];
    for (const append of prepared) {
      const written = appendNow(stream, append.expectedVersion, append, {});
      if (!written.ok) throw new Error(`stream ${stream}: batch append checked, then refused`);
      successes.push(written.value);
    }
    return { ok: true, value: successes };
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
    append: async (stream, expectedVersion, events, appendOptions = {}) =>
      appendNow(stream, expectedVersion, events, appendOptions),
    appendBatch: async (stream, expectedVersion, appends) => appendBatchNow(stream, expectedVersion, appends),
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
