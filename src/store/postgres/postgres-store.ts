// The hosted adapter (docs/architecture.md): many app servers share one database. UNIQUE(stream, version)
// decides who wins a race; a global identity column gives the position that live updates
// follow; NOTIFY on commit wakes subscribers on every server. One transaction per append.
import pg from "pg";
import { makeVersionConflict } from "../conflict.js";
import type { AppendResult, Clock, EventStore, NewEvent, StoredEvent, StreamInfo } from "../event-store.js";
import { prepareAppend, toAfter, toLimit } from "../prepare-append.js";
import { AUDIT_BY_STREAM_COLUMNS, EVENT_COLUMNS, LIST_STREAMS_SQL } from "../sql.js";
import { assertOpen, toAuditEntry } from "../stored-event.js";
import { Subscriptions } from "../subscription.js";
import { appendInTransaction, isUniqueViolation, readHead } from "./append.js";
import { checkOut, CONNECT_TIMEOUT_MS } from "./check-out.js";
import { PostgresListener } from "./listener.js";
import { migratePostgres } from "./migrate.js";
import { toEvent, type EventRow } from "./rows.js";

export interface PostgresStoreOptions {
  readonly now?: Clock;
  /** Connections in the pool: concurrent appends and reads of this app server. */
  readonly poolSize?: number;
}

/** Connects to `connectionString`, brings the schema up to date, and returns the store. */
export async function openPostgresStore(
  connectionString: string,
  options: PostgresStoreOptions = {},
): Promise<EventStore> {
  const now = options.now ?? (() => new Date());
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // A database that does not answer fails the request (503) instead of queueing it for ever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", () => undefined);
  try {
    await migratePostgres(pool, now);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const subscriptions = new Subscriptions();
  const listener = new PostgresListener(
    connectionString,
    () => subscriptions.wakeAll(),
    (isListening, error) => subscriptions.setListening(isListening, error),
  );
  let isClosed = false;

  async function append(
    stream: string,
    expectedVersion: number,
    events: readonly NewEvent[],
  ): Promise<AppendResult> {
    assertOpen(isClosed);
    const prepared = prepareAppend(stream, expectedVersion, events, now);
    const client = await checkOut(pool);
    let result: AppendResult;
    try {
      await client.query("BEGIN");
      result = await appendInTransaction(client, prepared);
      await client.query(result.ok && result.value.events.length > 0 ? "COMMIT" : "ROLLBACK");
    } catch (error) {
      const isRolledBack = await client.query("ROLLBACK").then(
        () => true,
        () => false,
      );
      client.release(isRolledBack ? undefined : (error as Error));
      // Lost the race on UNIQUE(stream, version): another app server appended first.
      if (!isUniqueViolation(error)) throw error;
      return makeVersionConflict(stream, expectedVersion, (await readHead(pool, stream)).version);
    }
    client.release();
    if (result.ok && result.value.events.length > 0) subscriptions.wakeAll();
    return result;
  }

  async function readAll(afterPosition: number, limit?: number): Promise<StoredEvent[]> {
    assertOpen(isClosed);
    const rows = await pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
      [toAfter("afterPosition", afterPosition), toLimit(limit) ?? null],
    );
    return rows.rows.map(toEvent);
  }

  return {
    append,
    read: async (stream, afterVersion) => {
      assertOpen(isClosed);
      const rows = await pool.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = $1 AND version > $2 ORDER BY version`,
        [stream, toAfter("afterVersion", afterVersion)],
      );
      return rows.rows.map(toEvent);
    },
    readAll,
    subscribe: async (afterPosition, onEvent, subscribeOptions) => {
      assertOpen(isClosed);
      toAfter("afterPosition", afterPosition);
      await listener.start(); // LISTEN first, then read: nothing committed in between is missed
      return subscriptions.add(readAll, afterPosition, onEvent, subscribeOptions);
    },
    listStreams: async (): Promise<StreamInfo[]> => {
      assertOpen(isClosed);
      const rows = await pool.query<{ stream: string; version: number; created_at: Date; updated_at: Date }>(
        LIST_STREAMS_SQL,
      );
      return rows.rows.map((row) => ({
        stream: row.stream,
        version: row.version,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      }));
    },
    audit: async (stream) => {
      assertOpen(isClosed);
      const rows = await pool.query<Omit<EventRow, "data" | "schema_version">>(
        `SELECT ${AUDIT_BY_STREAM_COLUMNS} FROM audit_log WHERE stream = $1 ORDER BY version`,
        [stream],
      );
      return rows.rows.map((row) =>
        toAuditEntry({
          ...row,
          position: Number(row.position),
          commandId: row.command_id,
          recordedAt: row.recorded_at.toISOString(),
        }),
      );
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      subscriptions.stopAll();
      await listener.stop();
      await pool.end();
    },
  };
}
