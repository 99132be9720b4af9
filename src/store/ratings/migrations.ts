// The ratings tables and their own versioned migrations, recorded in
// `ratings_schema_migrations` so that they never mix with the event log's (ADR 0003) numbering.
// What is stored: the imported events (their canonical results file and what the ratings read
// of it), merges of player IDs, and the computed history (one row per player per rated game,
// rebuildable at any time) with each pool's current ratings.
import type { Migration } from "../migration.js";

const tables = (types: { text: string; int: string; strict: string }): string => `
  CREATE TABLE ratings_events (
    id ${types.text} PRIMARY KEY,              -- sha256 of the canonical results file
    name ${types.text} NOT NULL,
    date ${types.text} NOT NULL,
    game ${types.text} NOT NULL,
    type ${types.text} NOT NULL,
    pool ${types.text},                         -- null: kept, not rated (note says why)
    k ${types.int} NOT NULL,
    note ${types.text},
    data ${types.text} NOT NULL,                -- JSON: players, rated games, unrated counts
    file ${types.text} NOT NULL,                -- the canonical results file
    imported_at ${types.text} NOT NULL
  )${types.strict};
  CREATE INDEX ratings_events_pool ON ratings_events (pool, date);
  CREATE TABLE ratings_merges (
    old_id ${types.text} PRIMARY KEY,
    new_id ${types.text} NOT NULL,
    merged_at ${types.text} NOT NULL
  )${types.strict};
  CREATE TABLE ratings_players (
    id ${types.text} PRIMARY KEY,
    name ${types.text} NOT NULL,
    seen ${types.text} NOT NULL                  -- JSON [date, event name, event id] the name is from
  )${types.strict};
  CREATE TABLE ratings_history (
    pool ${types.text} NOT NULL,
    seq ${types.int} NOT NULL,                   -- order within the pool (L5: the order played)
    event_id ${types.text} NOT NULL,
    player ${types.text} NOT NULL,
    opponent ${types.text} NOT NULL,
    rating_before ${types.int} NOT NULL,
    rating_after ${types.int} NOT NULL,
    change ${types.int} NOT NULL,
    result ${types.text} NOT NULL,
    why ${types.text} NOT NULL,
    PRIMARY KEY (pool, seq)
  )${types.strict};
  CREATE INDEX ratings_history_player ON ratings_history (player, pool, seq);
  CREATE INDEX ratings_history_event ON ratings_history (pool, event_id);
  CREATE TABLE ratings_current (
    pool ${types.text} NOT NULL,
    player ${types.text} NOT NULL,
    rating ${types.int} NOT NULL CHECK (rating BETWEEN 0 AND 3000),
    games ${types.int} NOT NULL,
    PRIMARY KEY (pool, player)
  )${types.strict};
`;

export const SQLITE_RATINGS_MIGRATIONS: readonly Migration[] = [
  { version: 1, name: "ratings tables", sql: tables({ text: "TEXT", int: "INTEGER", strict: " STRICT" }) },
];

export const POSTGRES_RATINGS_MIGRATIONS: readonly Migration[] = [
  { version: 1, name: "ratings tables", sql: tables({ text: "text", int: "integer", strict: "" }) },
];
