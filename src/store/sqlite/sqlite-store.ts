// The embedded default (DESIGN.md): one file the TD can copy, opened durably (connection.ts).
// Each append is one transaction of its own or, when several arrive together, one savepoint
// in a shared transaction (group-commit.ts); either way all or none of it, durable when acknowledged.
import Database from "better-sqlite3";
import { ok } from "../../core/errors.js";
import { makeDuplicateInBatch, makeVersionConflict } from "../conflict.js";
import type {
  AppendOptions,
  AppendResult,
  AppendSuccess,
  BatchAppend,
  BatchAppendResult,
  Clock,
  EventStore,
  NewEvent,
  StoredEvent,
} from "../event-store.js";
import { prepareAppend, prepareBatch, toAfter, toLimit, type PreparedAppend } from "../prepare-append.js";
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

/** What the group commit writes: one append, or a batch of one stream's appends (all or none). */
type PreparedWrite =
  | { readonly kind: "append"; readonly prepared: PreparedAppend }
  | { readonly kind: "batch"; readonly stream: string; readonly appends: readonly PreparedAppend[] };
type WriteResult = AppendResult | BatchAppendResult;
type PreparedBatch = Extract<PreparedWrite, { readonly kind: "batch" }>;

/** Thrown inside a batch's savepoint to undo it; carries the answer for the caller. */
class BatchRefused extends Error {
  constructor(readonly result: BatchAppendResult) {
    super("batch append refused");
  }
}

function hasWritten(result: WriteResult): boolean {
  if (!result.ok) return false;
  const { value } = result;
  if (Array.isArray(value)) return value.some((success: AppendSuccess) => success.events.length > 0);
  const single = value as AppendSuccess;
  return !single.isDuplicate && single.events.length > 0;
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

  function duplicateOf(commandId: string): AppendResult | undefined {
    const original = sql.findCommand.get(commandId);
    if (!original) return undefined;
    const events = sql.readRange
      .all(original.stream, original.first_version, original.last_version)
      .map(toEvent);
    return ok({
      stream: original.stream,
      version: original.last_version,
      position: events.at(-1)?.position ?? 0,
      events,
      isDuplicate: true,
    });
  }

  const appendInTransaction = db.transaction((prepared: PreparedAppend): AppendResult => {
    const { stream, expectedVersion, commandId = null, actor = null, recordedAt } = prepared;
    const duplicate = commandId === null ? undefined : duplicateOf(commandId);
    if (duplicate) return duplicate;
    const actual = sql.currentVersion.get(stream) ?? 0;
    if (actual !== expectedVersion) return makeVersionConflict(stream, expectedVersion, actual);
    if (prepared.events.length === 0) {
      return ok({
        stream,
        version: actual,
        position: sql.lastPosition.get(stream) ?? 0,
        events: [],
        isDuplicate: false,
      });
    }
    const events = prepared.events.map(({ type, dataText, schemaVersion }, index): StoredEvent => {
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
    if (commandId !== null) sql.insertCommand.run(commandId, stream, expectedVersion + 1, version);
    return ok({ stream, version, position: events.at(-1)?.position ?? 0, events, isDuplicate: false });
  });

  // A batch append (group commit in LiveEvents): its appends in order inside one savepoint; the
  // first one that would not write as decided (a conflict, a command id already applied) undoes
  // the whole batch (BatchRefused unwinds the savepoint) and says why.
  const appendBatchInTransaction = db.transaction((batch: PreparedBatch): BatchAppendResult => {
    const successes: AppendSuccess[] = [];
    for (const [index, prepared] of batch.appends.entries()) {
      const result = appendInTransaction(prepared);
      if (!result.ok) throw new BatchRefused(result);
      if (result.value.isDuplicate)
        throw new BatchRefused(makeDuplicateInBatch(batch.stream, index, prepared.commandId!));
      successes.push(result.value);
    }
    return { ok: true, value: successes };
  });

  function writeOne(write: PreparedWrite): WriteResult {
    if (write.kind === "append") return appendInTransaction(write.prepared);
    try {
      return appendBatchInTransaction(write);
    } catch (error) {
      if (error instanceof BatchRefused) return error.result;
      throw error;
    }
  }

  // The group's transaction: each append inside it is a nested transaction, i.e. a SAVEPOINT,
  // so one failing append is undone alone. If SQLite has abandoned the whole transaction
  // (disk full, I/O error), the group fails as a whole: nothing of it was committed.
  const commitGroup = db.transaction((group: readonly PreparedWrite[]): Settled<WriteResult>[] =>
    group.map((write) => {
      try {
        return { ok: true, value: writeOne(write) };
      } catch (error) {
        if (!db.inTransaction) throw error;
        return { ok: false, error };
      }
    }),
  );
  // IMMEDIATE takes the write lock first, so the versions we check are the ones we write after.
  const groupCommit = new GroupCommit<PreparedWrite, WriteResult>((group) => {
    const outcomes = commitGroup.immediate(group);
    if (outcomes.some((outcome) => outcome.ok && hasWritten(outcome.value))) subscriptions.wakeAll();
    return outcomes;
  });

  async function appendBatch(
    stream: string,
    expectedVersion: number,
    appends: readonly BatchAppend[],
  ): Promise<BatchAppendResult> {
    assertOpen(isClosed);
    const prepared = prepareBatch(stream, expectedVersion, appends, now);
    try {
      return (await groupCommit.submit({ kind: "batch", stream, appends: prepared })) as BatchAppendResult;
    } catch (error) {
      // Another connection bypassing the version check can still only lose on UNIQUE(stream, version).
      if (!isUniqueViolation(error)) throw error;
      return makeVersionConflict(stream, expectedVersion, sql.currentVersion.get(stream) ?? 0);
    }
  }

  async function append(
    stream: string,
    expectedVersion: number,
    events: readonly NewEvent[],
    appendOptions: AppendOptions = {},
  ): Promise<AppendResult> {
    assertOpen(isClosed);
    const prepared = prepareAppend(stream, expectedVersion, events, appendOptions, now);
    try {
      return (await groupCommit.submit({ kind: "append", prepared })) as AppendResult;
    } catch (error) {
      // Another connection bypassing the version check can still only lose on UNIQUE(stream, version).
      if (!isUniqueViolation(error)) throw error;
      return (
        (prepared.commandId === undefined ? undefined : duplicateOf(prepared.commandId)) ??
        makeVersionConflict(stream, expectedVersion, sql.currentVersion.get(stream) ?? 0)
      );
    }
  }

  function readAllNow(afterPosition: number, limit?: number): StoredEvent[] {
    assertOpen(isClosed);
    return sql.readAfter.all(toAfter("afterPosition", afterPosition), toLimit(limit) ?? -1).map(toEvent);
  }

  return {
    append,
    appendBatch,
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
