// One append inside an open transaction (the caller BEGINs and COMMITs or rolls back).
import pg from "pg";
import { ok } from "../../core/errors.js";
import { makeDuplicateInBatch, makeVersionConflict } from "../conflict.js";
import type { AppendResult, AppendSuccess, BatchAppendResult } from "../event-store.js";
import type { PreparedAppend } from "../prepare-append.js";
import { EVENT_COLUMNS } from "../sql.js";
import { EVENTS_CHANNEL, POSITION_LOCK } from "./locks.js";
import { toEvent, type EventRow, type Queryable } from "./rows.js";

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === "23505";
}

export async function findDuplicate(db: Queryable, commandId: string): Promise<AppendResult | undefined> {
  const found = await db.query<{ stream: string; first_version: number; last_version: number }>(
    "SELECT stream, first_version, last_version FROM commands WHERE command_id = $1",
    [commandId],
  );
  const original = found.rows[0];
  if (!original) return undefined;
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = $1 AND version BETWEEN $2 AND $3 ORDER BY version`,
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

export async function readHead(
  db: Queryable,
  stream: string,
): Promise<{ version: number; position: number }> {
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
    RETURNING ${EVENT_COLUMNS}
  ), command AS (
    INSERT INTO commands (command_id, stream, first_version, last_version)
    SELECT $6, $1, MIN(version), MAX(version) FROM inserted WHERE $6::text IS NOT NULL HAVING COUNT(*) > 0
  )
  SELECT * FROM inserted ORDER BY version`;

export async function appendInTransaction(
  client: pg.PoolClient,
  prepared: PreparedAppend,
): Promise<AppendResult> {
  const { stream, expectedVersion, commandId } = prepared;
  const duplicate = commandId === undefined ? undefined : await findDuplicate(client, commandId);
  if (duplicate) return duplicate;
  const head = await readHead(client, stream);
  if (head.version !== expectedVersion) {
    // READ COMMITTED: the same command may have committed between the two reads above; a retry
    // of it is a duplicate, not a conflict.
    const committed = commandId === undefined ? undefined : await findDuplicate(client, commandId);
    return committed ?? makeVersionConflict(stream, expectedVersion, head.version);
  }
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

/**
 * A batch's appends inside an open transaction, in order. The first one that does not write as
 * decided (a conflict; a command id already applied, possibly earlier in this batch) ends it: the
 * caller rolls back, so nothing of the batch is written.
 */
export async function appendBatchInTransaction(
  client: pg.PoolClient,
  stream: string,
  appends: readonly PreparedAppend[],
): Promise<BatchAppendResult> {
  const successes: AppendSuccess[] = [];
  for (const [index, prepared] of appends.entries()) {
    const result = await appendInTransaction(client, prepared);
    if (!result.ok) return result;
    if (result.value.isDuplicate) return makeDuplicateInBatch(stream, index, prepared.commandId!);
    successes.push(result.value);
  }
  return { ok: true, value: successes };
}
