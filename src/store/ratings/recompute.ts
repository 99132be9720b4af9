// L5 in the database: a pool's history is recomputed from an event onward — from the
// ratings just before it — so importing the newest event touches only that event's games, a
// late file from an earlier date recomputes everything after its date, and a merge rebuilds
// every pool from nothing. The arithmetic is the core's (rebuildRatings); this file only moves rows.
import {
  compareEvents,
  rebuildRatings,
  type PlayerRating,
  type PoolName,
  type RatingEvent,
  type RatingsSnapshot,
} from "../../core/ratings/index.js";
import type { SqlDb, SqlValue } from "./sql-db.js";

export const HISTORY_COLUMNS = [
  "pool",
  "seq",
  "event_id",
  "player",
  "opponent",
  "rating_before",
  "rating_after",
  "change",
  "result",
  "why",
] as const;

/** What the ratings read of an event, as stored in ratings_events.data. */
export type StoredEventData = Pick<RatingEvent, "players" | "games" | "unrated">;

interface EventRow {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly game: string;
  readonly type: string;
  readonly pool: string | null;
  readonly k: number | string;
  readonly note: string | null;
  readonly data: string;
}

export function toRatingEvent(row: EventRow): RatingEvent {
  const data = JSON.parse(row.data) as StoredEventData;
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    game: row.game,
    type: row.type,
    pool: row.pool as PoolName | null,
    k: Number(row.k),
    ...(row.note !== null && { note: row.note }),
    ...data,
  };
}

export async function loadMerges(db: SqlDb): Promise<Map<string, string>> {
  const rows = await db.all<{ old_id: string; new_id: string }>("SELECT old_id, new_id FROM ratings_merges");
  return new Map(rows.map((row) => [row.old_id, row.new_id]));
}

async function snapshotOf(db: SqlDb, pool: PoolName, fromCurrent: boolean): Promise<RatingsSnapshot> {
  const rows = fromCurrent
    ? await db.all<{ player: string; rating: number; games: number | string }>(
        "SELECT player, rating, games FROM ratings_current WHERE pool = ?",
        [pool],
      )
    : await db.all<{ player: string; rating: number; games: number | string }>(
        `SELECT h.player AS player, h.rating_after AS rating, c.games AS games
           FROM ratings_history h
           JOIN (SELECT player, MAX(seq) AS seq, COUNT(*) AS games FROM ratings_history WHERE pool = ? GROUP BY player) c
             ON h.player = c.player AND h.seq = c.seq
          WHERE h.pool = ?`,
        [pool, pool],
      );
  const players = new Map<string, PlayerRating>(
    rows.map((row) => [row.player, { rating: Number(row.rating), games: Number(row.games) }]),
  );
  return new Map([[pool, players]]);
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Recomputes `pool` from the first event not before `from` (every event when `from` is
 * undefined): deletes the history of those events, rates them again from the ratings before
 * them, and writes the history and the pool's current ratings.
 */
export async function recomputePool(
  db: SqlDb,
  pool: PoolName,
  from: Pick<RatingEvent, "date" | "name" | "id"> | undefined,
  merges: ReadonlyMap<string, string>,
): Promise<number> {
  const heads = await db.all<{ id: string; name: string; date: string }>(
    "SELECT id, name, date FROM ratings_events WHERE pool = ?",
    [pool],
  );
  const redo = heads
    .filter((event) => from === undefined || compareEvents(event, from) >= 0)
    .map((e) => e.id);
  let firstSeq: number | undefined;
  if (from === undefined) {
    await db.run("DELETE FROM ratings_history WHERE pool = ?", [pool]);
    await db.run("DELETE FROM ratings_current WHERE pool = ?", [pool]);
  } else {
    for (const ids of chunks(redo, 500)) {
      const rows = await db.all<{ seq: number | null }>(
        `SELECT MIN(seq) AS seq FROM ratings_history WHERE pool = ? AND event_id IN (${ids.map(() => "?").join(", ")})`,
        [pool, ...ids],
      );
      const seq = rows[0]?.seq;
      if (seq !== null && seq !== undefined) firstSeq = Math.min(firstSeq ?? Infinity, Number(seq));
    }
    if (firstSeq !== undefined)
      await db.run("DELETE FROM ratings_history WHERE pool = ? AND seq >= ?", [pool, firstSeq]);
  }
  // Nothing of this pool was undone: its current ratings are the ratings before `from`.
  const start = from === undefined ? new Map() : await snapshotOf(db, pool, firstSeq === undefined);
  const events: RatingEvent[] = [];
  for (const ids of chunks(redo, 500)) {
    const rows = await db.all<EventRow>(
      `SELECT id, name, date, game, type, pool, k, note, data FROM ratings_events WHERE id IN (${ids.map(() => "?").join(", ")})`,
      ids,
    );
    events.push(...rows.map(toRatingEvent));
  }
  events.sort(compareEvents);
  const maxRows = await db.all<{ seq: number | null }>(
    "SELECT MAX(seq) AS seq FROM ratings_history WHERE pool = ?",
    [pool],
  );
  const base = Number(maxRows[0]?.seq ?? 0);
  const { ratings, history } = rebuildRatings(events, merges, start);
  await db.insertMany(
    "ratings_history",
    HISTORY_COLUMNS,
    history.map((h, i): SqlValue[] => [
      pool,
      base + i + 1,
      h.eventId,
      h.player,
      h.opponent,
      h.before,
      h.after,
      h.change,
      h.result,
      h.why,
    ]),
  );
  // Only the players of the recomputed games changed.
  const touched = new Set(history.map((h) => h.player));
  const current = ratings.get(pool) ?? new Map<string, PlayerRating>();
  const changed = [...touched].map((player): SqlValue[] => {
    const rating = current.get(player)!;
    return [pool, player, rating.rating, rating.games];
  });
  if (from !== undefined) {
    for (const ids of chunks([...touched], 500)) {
      await db.run(
        `DELETE FROM ratings_current WHERE pool = ? AND player IN (${ids.map(() => "?").join(", ")})`,
        [pool, ...ids],
      );
    }
  }
  await db.insertMany("ratings_current", ["pool", "player", "rating", "games"], changed);
  return history.length;
}
