// One append inside an open transaction (the caller BEGINs and COMMITs or rolls back).
import pg from "pg";
import { ok } from "../../core/errors.js";
import { makeVersionConflict } from "../conflict.js";
import type { AppendResult } from "../event-store.js";
import type { PreparedAppend } from "../prepare-append.js";
import { EVENT_COLUMNS } from "../sql.js";
import { EVENTS_CHANNEL, POSITION_LOCK } from "./locks.js";
import { toEvent, type EventRow, type Queryable } from "./rows.js";

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === "23505";
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

// All events of the append in one statement: unnest keeps their order, and a failure anywhere
// fails the statement.
const INSERT_EVENTS = `
  INSERT INTO events (stream, version, type, data, schema_version, command_id, actor, recorded_at)
  SELECT $1, $2::integer + batch.ordinal, batch.type, batch.data::json, batch.schema_version,
         batch.command_id, batch.actor, $8::timestamptz
  FROM unnest($3::text[], $4::text[], $5::integer[], $6::text[], $7::text[])
       WITH ORDINALITY AS batch (type, data, schema_version, command_id, actor, ordinal)
  ORDER BY batch.ordinal
  RETURNING ${EVENT_COLUMNS}`;

export async function appendInTransaction(
  client: pg.PoolClient,
  prepared: PreparedAppend,
): Promise<AppendResult> {
  const { stream, expectedVersion, events } = prepared;
  const head = await readHead(client, stream);
  if (head.version !== expectedVersion) return makeVersionConflict(stream, expectedVersion, head.version);
  if (events.length === 0) return ok({ stream, version: head.version, position: head.position, events: [] });
  // Positions must become visible in the order they are handed out, or a live reader that has
  // seen position 8 could miss a slower transaction's 7 committed afterwards. The lock is held
  // from just before the identity values are drawn until COMMIT; NOTIFY is sent on COMMIT.
  await client.query("SELECT pg_advisory_xact_lock($1), pg_notify($2, $3)", [
    POSITION_LOCK,
    EVENTS_CHANNEL,
    stream,
  ]);
  const inserted = await client.query<EventRow>(INSERT_EVENTS, [
    stream,
    expectedVersion,
    events.map((event) => event.type),
    events.map((event) => event.dataText),
    events.map((event) => event.schemaVersion),
    events.map((event) => event.commandId ?? null),
    events.map((event) => event.actor ?? null),
    prepared.recordedAt,
  ]);
  const stored = inserted.rows.map(toEvent).sort((x, y) => x.version - y.version);
  return ok({
    stream,
    version: expectedVersion + stored.length,
    position: stored.at(-1)?.position ?? 0,
    events: stored,
  });
}
