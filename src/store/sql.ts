// SQL that reads the same on SQLite and PostgreSQL (ADR 0003 schema).

export const EVENT_COLUMNS =
  "stream, version, position, type, data, schema_version, command_id, actor, recorded_at";

export const AUDIT_BY_STREAM_COLUMNS = "stream, version, position, type, actor, command_id, recorded_at";

/** Every stream with its head version and first/last times, in creation order (by first position). */
export const LIST_STREAMS_SQL = `
  SELECT f.stream, l.version, f.recorded_at AS created_at, l.recorded_at AS updated_at
  FROM events f
  JOIN (SELECT stream, MAX(version) AS version FROM events GROUP BY stream) h ON h.stream = f.stream
  JOIN events l ON l.stream = h.stream AND l.version = h.version
  WHERE f.version = 1
  ORDER BY f.position`;
