// ADR 0003: the log schema. STRICT tables, so SQLite enforces the column types like PostgreSQL.
import type { Migration } from "../migration.js";

export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "events and commands",
    sql: `
      CREATE TABLE events (
        -- AUTOINCREMENT: a position is never reused, even after the newest row is gone.
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        stream TEXT NOT NULL,
        version INTEGER NOT NULL CHECK (version >= 1),
        type TEXT NOT NULL CHECK (type <> ''),
        data TEXT NOT NULL CHECK (json_valid(data)),
        schema_version INTEGER NOT NULL CHECK (schema_version >= 1),
        command_id TEXT,
        actor TEXT,
        recorded_at TEXT NOT NULL,
        -- The concurrency guard: two writers can never both write version N of a stream.
        UNIQUE (stream, version)
      ) STRICT;
      -- Idempotent commands: a command id is applied once; its events are versions first..last.
      CREATE TABLE commands (
        command_id TEXT PRIMARY KEY,
        stream TEXT NOT NULL,
        first_version INTEGER NOT NULL,
        last_version INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: "audit log view",
    sql: `
      -- R6: who, when, what — readable with any SQLite client, without Hands Down.
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
