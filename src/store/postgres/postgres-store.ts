// The hosted adapter (DESIGN.md): many app servers share one database. UNIQUE(stream, version)
// decides who wins a race; a global identity column gives the position that live updates
// follow; NOTIFY on commit wakes subscribers on every server. One transaction per append.
import pg from "pg";
import { ok } from "../../core/errors.js";
import { makeVersionConflict } from "../conflict.js";
import type {
  AppendOptions,
  AppendResult,
  Clock,
  EventStore,
  Json,
  NewEvent,
  StoredEvent,
  StreamInfo,
} from "../event-store.js";
import { prepareAppend, toAfter, toLimit, type PreparedAppend } from "../prepare-append.js";
import { assertOpen, toAuditEntry, toStoredEvent } from "../stored-event.js";
import { Subscriptions } from "../subscription.js";
import { PostgresListener } from "./listener.js";
import { EVENTS_CHANNEL, POSITION_LOCK } from "./locks.js";
import { migratePostgres } from "./migrate.js";

export interface PostgresStoreOptions {
  readonly now?: Clock;
  /** Connections in the pool: concurrent appends and reads of this app server. */
  readonly poolSize?: number;
}

interface EventRow {
  stream: string;
  version: number;
  position: string; // bigint arrives as text
  type: string;
  data: Json; // pg parses json columns
  schema_version: number;
  command_id: string | null;
  actor: string | null;
  recorded_at: Date;
}

const COLUMNS = "stream, version, position, type, data, schema_version, command_id, actor, recorded_at";

function toEvent(row: EventRow): StoredEvent {
  return toStoredEvent({
    stream: row.stream,
    version: row.version,
    position: Number(row.position),
    type: row.type,
    data: row.data,
    schemaVersion: row.schema_version,
    commandId: row.command_id,
    actor: row.actor,
    recordedAt: row.recorded_at.toISOString(),
  });
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === "23505";
}

type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;

async function findDuplicate(db: Queryable, commandId: string): Promise<AppendResult | undefined> {
  const found = await db.query<{ stream: string; first_version: number; last_version: number }>(
    "SELECT stream, first_version, last_version FROM commands WHERE command_id = $1",
    [commandId],
  );
  const original = found.rows[0];
  if (!original) return undefined;
  const rows = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM events WHERE stream = $1 AND version BETWEEN $2 AND $3 ORDER BY version`,
    [original.stream, original.first_version, original.last_version],
  );
  const events = rows.rows.map(toEvent);
  return ok({
    stream: original.stream,
    version: original.last_version,
    position: events.at(-1)?.position ?? 0,
    events,
    isDuplicate: true,
  });
}

async function readHead(db: Queryable, stream: string): Promise<{ version: number; position: number }> {
  const head = await db.query<{ version: number; position: string }>(
    "SELECT COALESCE(MAX(version), 0)::integer AS version, COALESCE(MAX(position), 0)::text AS position FROM events WHERE stream = $1",
    [stream],
  );
  return { version: head.rows[0]?.version ?? 0, position: Number(head.rows[0]?.position ?? 0) };
}

// All events of the batch in one statement: unnest keeps their order, and a failure anywhere
// fails the statement. The commands row is written by the same statement.
const INSERT_BATCH = `
  WITH inserted AS (
    INSERT INTO events (stream, version, type, data, schema_version, command_id, actor, recorded_at)
    SELECT $1, $2::integer + batch.ordinal, batch.type, batch.data::json, batch.schema_version, $6, $7, $8::timestamptz
    FROM unnest($3::text[], $4::text[], $5::integer[]) WITH ORDINALITY AS batch (type, data, schema_version, ordinal)
    ORDER BY batch.ordinal
    RETURNING ${COLUMNS}
  ), command AS (
    INSERT INTO commands (command_id, stream, first_version, last_version)
    SELECT $6, $1, MIN(version), MAX(version) FROM inserted WHERE $6::text IS NOT NULL HAVING COUNT(*) > 0
  )
  SELECT * FROM inserted ORDER BY version`;

async function appendInTransaction(client: pg.PoolClient, prepared: PreparedAppend): Promise<AppendResult> {
  const { stream, expectedVersion, commandId } = prepared;
  const duplicate = commandId === undefined ? undefined : await findDuplicate(client, commandId);
  if (duplicate) return duplicate;
  const head = await readHead(client, stream);
  if (head.version !== expectedVersion) return makeVersionConflict(stream, expectedVersion, head.version);
  if (prepared.events.length === 0)
    return ok({ stream, version: head.version, position: head.position, events: [], isDuplicate: false });
  // Positions must become visible in the order they are handed out, or a live reader that has
  // seen position 8 could miss a slower transaction's 7 committed afterwards. The lock is held
  // from just before the identity values are drawn until COMMIT; NOTIFY is sent on COMMIT.
  await client.query("SELECT pg_advisory_xact_lock($1), pg_notify($2, $3)", [
    POSITION_LOCK,
    EVENTS_CHANNEL,
    stream,
  ]);
  const inserted = await client.query<EventRow>(INSERT_BATCH, [
    stream,
    expectedVersion,
    prepared.events.map((event) => event.type),
    prepared.events.map((event) => event.dataText),
    prepared.events.map((event) => event.schemaVersion),
    commandId ?? null,
    prepared.actor ?? null,
    prepared.recordedAt,
  ]);
  const events = inserted.rows.map(toEvent);
  return ok({
    stream,
    version: expectedVersion + events.length,
    position: events.at(-1)?.position ?? 0,
    events,
    isDuplicate: false,
  });
}

/** Connects to `connectionString`, brings the schema up to date, and returns the store. */
export async function openPostgresStore(
  connectionString: string,
  options: PostgresStoreOptions = {},
): Promise<EventStore> {
  const now = options.now ?? (() => new Date());
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", () => undefined);
  try {
    await migratePostgres(pool, now);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const subscriptions = new Subscriptions();
  const listener = new PostgresListener(connectionString, () => subscriptions.wakeAll());
  let isClosed = false;

  async function append(
    stream: string,
    expectedVersion: number,
    events: readonly NewEvent[],
    appendOptions: AppendOptions = {},
  ): Promise<AppendResult> {
    assertOpen(isClosed);
    const prepared = prepareAppend(stream, expectedVersion, events, appendOptions, now);
    const client = await pool.connect();
    let result: AppendResult;
    try {
      await client.query("BEGIN");
      result = await appendInTransaction(client, prepared);
      await client.query(
        result.ok && !result.value.isDuplicate && result.value.events.length > 0 ? "COMMIT" : "ROLLBACK",
      );
    } catch (error) {
      const isRolledBack = await client.query("ROLLBACK").then(
        () => true,
        () => false,
      );
      client.release(isRolledBack ? undefined : (error as Error));
      // Lost the race on UNIQUE(stream, version) (or on the command id): tell the caller why.
      if (!isUniqueViolation(error)) throw error;
      return (
        (prepared.commandId === undefined ? undefined : await findDuplicate(pool, prepared.commandId)) ??
        makeVersionConflict(stream, expectedVersion, (await readHead(pool, stream)).version)
      );
    }
    client.release();
    if (result.ok && !result.value.isDuplicate && result.value.events.length > 0) subscriptions.wakeAll();
    return result;
  }

  async function readAll(afterPosition: number, limit?: number): Promise<StoredEvent[]> {
    assertOpen(isClosed);
    const rows = await pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
      [toAfter("afterPosition", afterPosition), toLimit(limit) ?? null],
    );
    return rows.rows.map(toEvent);
  }

  return {
    append,
    read: async (stream, afterVersion) => {
      assertOpen(isClosed);
      const rows = await pool.query<EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE stream = $1 AND version > $2 ORDER BY version`,
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
      const rows = await pool.query<{ stream: string; version: number; created_at: Date; updated_at: Date }>(`
        SELECT f.stream, l.version, f.recorded_at AS created_at, l.recorded_at AS updated_at
        FROM events f
        JOIN (SELECT stream, MAX(version) AS version FROM events GROUP BY stream) h ON h.stream = f.stream
        JOIN events l ON l.stream = h.stream AND l.version = h.version
        WHERE f.version = 1
        ORDER BY f.position`);
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
        "SELECT stream, version, position, type, actor, command_id, recorded_at FROM audit_log WHERE stream = $1 ORDER BY version",
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
