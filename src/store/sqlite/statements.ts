// The SQLite adapter's prepared statements, compiled once per connection.
import type Database from "better-sqlite3";
import type { Json, StoredEvent } from "../event-store.js";
import { AUDIT_BY_STREAM_COLUMNS, EVENT_COLUMNS, LIST_STREAMS_SQL } from "../sql.js";
import { toStoredEvent } from "../stored-event.js";

/** Rows are read as arrays (better-sqlite3 raw mode): about twice as fast as objects on a 30,000-event replay. */
export type EventRow = [
  stream: string,
  version: number,
  position: number,
  type: string,
  data: string,
  schemaVersion: number,
  commandId: string | null,
  actor: string | null,
  recordedAt: string,
];

export function toEvent(row: EventRow): StoredEvent {
  const [stream, version, position, type, data, schemaVersion, commandId, actor, recordedAt] = row;
  return toStoredEvent({
    stream,
    version,
    position,
    type,
    data: JSON.parse(data) as Json,
    schemaVersion,
    commandId,
    actor,
    recordedAt,
  });
}

interface AuditRow {
  stream: string;
  version: number;
  position: number;
  type: string;
  actor: string | null;
  command_id: string | null;
  recorded_at: string;
}

interface StreamRow {
  stream: string;
  version: number;
  created_at: string;
  updated_at: string;
}

type Statement<Params extends unknown[], Row = unknown> = Database.Statement<Params, Row>;

export interface Statements {
  readonly currentVersion: Statement<[string], number>;
  readonly lastPosition: Statement<[string], number>;
  readonly insertEvent: Statement<
    [string, number, string, string, number, string | null, string | null, string]
  >;
  readonly readStream: Statement<[string, number], EventRow>;
  readonly readAfter: Statement<[number, number], EventRow>;
  readonly readAudit: Statement<[string], AuditRow>;
  readonly listStreams: Statement<[], StreamRow>;
  readonly dataVersion: Statement<[], number>;
}

export function prepareStatements(db: Database.Database): Statements {
  return {
    currentVersion: db
      .prepare<[string], number>("SELECT COALESCE(MAX(version), 0) FROM events WHERE stream = ?")
      .pluck(),
    lastPosition: db
      .prepare<[string], number>("SELECT COALESCE(MAX(position), 0) FROM events WHERE stream = ?")
      .pluck(),
    insertEvent: db.prepare<[string, number, string, string, number, string | null, string | null, string]>(
      "INSERT INTO events (stream, version, type, data, schema_version, command_id, actor, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    readStream: db
      .prepare<[string, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND version > ? ORDER BY version`,
      )
      .raw(true),
    readAfter: db
      .prepare<[number, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw(true),
    readAudit: db.prepare<[string], AuditRow>(
      `SELECT ${AUDIT_BY_STREAM_COLUMNS} FROM audit_log WHERE stream = ? ORDER BY version`,
    ),
    listStreams: db.prepare<[], StreamRow>(LIST_STREAMS_SQL),
    dataVersion: db.prepare<[], number>("PRAGMA data_version").pluck(),
  };
}
