// ADR 0003: the log schema on PostgreSQL, the same shape as SQLite's.
import type { Migration } from "../migration.js";

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "events and commands",
    sql: `
      CREATE TABLE events (
        -- The global position that live updates follow; see the append's advisory lock.
        position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream text NOT NULL,
        version integer NOT NULL CHECK (version >= 1),
        type text NOT NULL CHECK (type <> ''),
        -- json, not jsonb: the text is kept exactly as given (key order too), like SQLite's.
        data json NOT NULL,
        schema_version integer NOT NULL CHECK (schema_version >= 1),
        command_id text,
        actor text,
        recorded_at timestamptz NOT NULL,
        -- The concurrency guard: two app servers can never both write version N of a stream.
        CONSTRAINT events_stream_version_key UNIQUE (stream, version)
      );
      -- Idempotent commands: a command id is applied once; its events are versions first..last.
      CREATE TABLE commands (
        command_id text PRIMARY KEY,
        stream text NOT NULL,
        first_version integer NOT NULL,
        last_version integer NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: "audit log view",
    sql: `
      -- R6: who, when, what — readable with psql, without Hands Down.
      CREATE VIEW audit_log AS
        SELECT stream, version, position, type, actor, command_id, recorded_at FROM events;
    `,
  },
  {
    version: 3,
    name: "command ids per event",
    sql: `
      -- A command id names a command of one event, given by one actor (docs/adr/0004): the app
      -- reads the ids from the event's own rows (events.command_id, events.actor), so the
      -- database-wide table of ids goes. Nothing is lost: every id it held is on its events.
      DROP TABLE commands;
    `,
  },
];
