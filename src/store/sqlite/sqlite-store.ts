// The embedded default (docs/architecture.md): one file the TD can copy, opened durably (connection.ts).
// Each append is one transaction of its own or, when several arrive together (appends to other
// events in the same moment), one savepoint in a shared transaction (group-commit.ts); either
// way all or none of it, durable when acknowledged.
import Database from "better-sqlite3";
import { ok } from "../../core/errors.js";
import { makeVersionConflict } from "../conflict.js";
import type { AppendResult, Clock, EventStore, NewEvent, StoredEvent } from "../event-store.js";
import { prepareAppend, toAfter, toLimit, type PreparedAppend } from "../prepare-append.js";
import { assertOpen, toAuditEntry } from "../stored-event.js";
import { Subscriptions } from "../subscription.js";
import { openSqliteDatabase } from "./connection.js";
import { DataVersionWatch } from "./data-version-watch.js";
import { GroupCommit, type Settled } from "./group-commit.js";
import { migrateSqlite } from "./migrate.js";
import { prepareStatements, toEvent } from "./statements.js";

export interface SqliteStoreOptions {
  readonly now?: Clock;
  /** How often subscribers look for appends made by other processes on the same file (ms). */
  readonly pollIntervalMs?: number;
}

function hasWritten(result: AppendResult): boolean {
  return result.ok && result.value.events.length > 0;
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Database.SqliteError &&
    (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY")
  );
}

/** Opens (creating if needed) the log at `path` and brings its schema up to date. */
export function openSqliteStore(path: string, options: SqliteStoreOptions = {}): EventStore {
  const now = options.now ?? (() => new Date());
  const db = openSqliteDatabase(path);
  try {
    migrateSqlite(db, now);
  } catch (error) {
    db.close();
    throw error;
  }
  const sql = prepareStatements(db);
  const subscriptions = new Subscriptions();
  const watch = new DataVersionWatch(
    () => sql.dataVersion.get() ?? 0,
    () => subscriptions.wakeAll(),
    options.pollIntervalMs ?? 200,
  );
  let isClosed = false;

  const appendInTransaction = db.transaction((prepared: PreparedAppend): AppendResult => {
    const { stream, expectedVersion, recordedAt } = prepared;
    const actual = sql.currentVersion.get(stream) ?? 0;
    if (actual !== expectedVersion) return makeVersionConflict(stream, expectedVersion, actual);
    if (prepared.events.length === 0) {
      return ok({ stream, version: actual, position: sql.lastPosition.get(stream) ?? 0, events: [] });
    }
    const events = prepared.events.map((event, index): StoredEvent => {
      const { type, dataText, schemaVersion } = event;
      const commandId = event.commandId ?? null;
      const actor = event.actor ?? null;
      const version = expectedVersion + index + 1;
      const inserted = sql.insertEvent.run(
        stream,
        version,
        type,
        dataText,
        schemaVersion,
        commandId,
        actor,
        recordedAt,
      );
      const position = Number(inserted.lastInsertRowid);
      return toEvent([
        stream,
        version,
        position,
        type,
        dataText,
        schemaVersion,
        commandId,
        actor,
        recordedAt,
      ]);
    });
    const version = expectedVersion + events.length;
    return ok({ stream, version, position: events.at(-1)?.position ?? 0, events });
  });

  // The group's transaction: each append inside it is a nested transaction, i.e. a SAVEPOINT,
  // so one failing append is undone alone. If SQLite has abandoned the whole transaction
  // (disk full, I/O error), the group fails as a whole: nothing of it was committed.
  const commitGroup = db.transaction((group: readonly PreparedAppend[]): Settled<AppendResult>[] =>
    group.map((prepared) => {
      try {
        return { ok: true, value: appendInTransaction(prepared) };
      } catch (error) {
        if (!db.inTransaction) throw error;
        return { ok: false, error };
      }
    }),
  );
  // IMMEDIATE takes the write lock first, so the versions we check are the ones we write after.
  const groupCommit = new GroupCommit<PreparedAppend, AppendResult>((group) => {
    const outcomes = commitGroup.immediate(group);
    if (outcomes.some((outcome) => outcome.ok && hasWritten(outcome.value))) subscriptions.wakeAll();
    return outcomes;
  });

  async function append(
    stream: string,
    expectedVersion: number,
    events: readonly NewEvent[],
  ): Promise<AppendResult> {
    assertOpen(isClosed);
    const prepared = prepareAppend(stream, expectedVersion, events, now);
    try {
      return await groupCommit.submit(prepared);
    } catch (error) {
      // Another connection bypassing the version check can still only lose on UNIQUE(stream, version).
      if (!isUniqueViolation(error)) throw error;
      return makeVersionConflict(stream, expectedVersion, sql.currentVersion.get(stream) ?? 0);
    }
  }

  function readAllNow(afterPosition: number, limit?: number): StoredEvent[] {
    assertOpen(isClosed);
    return sql.readAfter.all(toAfter("afterPosition", afterPosition), toLimit(limit) ?? -1).map(toEvent);
  }

  return {
    append,
    read: async (stream, afterVersion) => {
      assertOpen(isClosed);
      return sql.readStream.all(stream, toAfter("afterVersion", afterVersion)).map(toEvent);
    },
    readAll: async (afterPosition, limit) => readAllNow(afterPosition, limit),
    subscribe: async (afterPosition, onEvent, subscribeOptions) => {
      assertOpen(isClosed);
      toAfter("afterPosition", afterPosition);
      const unsubscribe = subscriptions.add(
        async (after, limit) => readAllNow(after, limit),
        afterPosition,
        onEvent,
        subscribeOptions,
      );
      watch.start();
      return async () => {
        await unsubscribe();
        if (subscriptions.size === 0) watch.stop();
      };
    },
    listStreams: async () => {
      assertOpen(isClosed);
      return sql.listStreams.all().map((row) => ({
        stream: row.stream,
        version: row.version,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }));
    },
    audit: async (stream) => {
      assertOpen(isClosed);
      return sql.readAudit
        .all(stream)
        .map((row) => toAuditEntry({ ...row, commandId: row.command_id, recordedAt: row.recorded_at }));
    },
    close: async () => {
      if (isClosed) return;
      groupCommit.flush(); // appends already submitted are committed, not dropped
      isClosed = true;
      subscriptions.stopAll();
      watch.stop();
      db.close();
    },
  };
}
