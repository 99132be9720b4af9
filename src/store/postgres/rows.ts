// How the PostgreSQL adapter reads rows back.
import type pg from "pg";
import type { Json, StoredEvent } from "../event-store.js";
import { toStoredEvent } from "../stored-event.js";

export interface EventRow {
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

export function toEvent(row: EventRow): StoredEvent {
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

export type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;
