// The ratings database — import events (the same content twice changes nothing),
// merge two IDs of one player, and read leaderboards and histories. Every write is one
// transaction: an import that fails stores nothing.
import {
  compareEvents,
  makeResolver,
  POOL_NAMES,
  type PoolName,
  type RatingEvent,
} from "../../core/ratings/index.js";
import { loadMerges, recomputePool, toRatingEvent, type StoredEventData } from "./recompute.js";
import type { RatingsDb, SqlDb, SqlValue } from "./sql-db.js";

export interface EventToImport {
  readonly event: RatingEvent;
  /** The canonical results file (its hash is event.id). */
  readonly file: string;
}

export interface ImportReport {
  readonly added: readonly RatingEvent[];
  /** Events already in the database (or twice in this call): nothing changed for them. */
  readonly duplicates: readonly RatingEvent[];
  /** Rated games recomputed (both players' rows). */
  readonly recomputedRows: number;
}

export interface LeaderboardEntry {
  readonly rank: number;
  readonly id: string;
  readonly name: string;
  readonly rating: number;
  readonly games: number;
}

export type Leaderboard = { readonly pools: Partial<Record<PoolName, LeaderboardEntry[]>> };

export interface HistoryLine {
  readonly eventId: string;
  readonly event: string;
  readonly date: string;
  readonly pool: PoolName;
  readonly opponent: string;
  readonly opponentName: string;
  readonly result: string;
  readonly before: number;
  readonly after: number;
  readonly change: number;
  readonly why: string;
}

export interface PlayerHistory {
  readonly id: string;
  readonly name: string;
  /** The IDs merged into this one (`ratings merge OLD NEW`). */
  readonly mergedIds: readonly string[];
  readonly ratings: Partial<Record<PoolName, { rating: number; games: number }>>;
  readonly history: readonly HistoryLine[];
}

export interface StoredEventSummary {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly game: string;
  readonly type: string;
  readonly pool: PoolName | null;
  readonly k: number;
  readonly note: string | null;
  readonly ratedGames: number;
  readonly unrated: Readonly<Record<string, number>>;
}

const seenKey = (event: RatingEvent): string => JSON.stringify([event.date, event.name, event.id]);
const compareSeen = (a: string, b: string): number => {
  const [ad, an, ai] = JSON.parse(a) as [string, string, string];
  const [bd, bn, bi] = JSON.parse(b) as [string, string, string];
  return compareEvents({ date: ad, name: an, id: ai }, { date: bd, name: bn, id: bi });
};

/** A player's name is the one of the latest event (in date order) that lists the ID. */
async function updateNames(db: SqlDb, events: readonly RatingEvent[]): Promise<void> {
  const latest = new Map<string, { name: string; seen: string }>();
  for (const event of [...events].sort(compareEvents)) {
    for (const player of event.players) latest.set(player.id, { name: player.name, seen: seenKey(event) });
  }
  const ids = [...latest.keys()];
  const existing = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    const rows = await db.all<{ id: string; seen: string }>(
      `SELECT id, seen FROM ratings_players WHERE id IN (${slice.map(() => "?").join(", ")})`,
      slice,
    );
    for (const row of rows) existing.set(row.id, row.seen);
  }
  for (const [id, { name, seen }] of latest) {
    const old = existing.get(id);
    if (old === undefined) {
      await db.run("INSERT INTO ratings_players (id, name, seen) VALUES (?, ?, ?)", [id, name, seen]);
    } else if (compareSeen(seen, old) > 0) {
      await db.run("UPDATE ratings_players SET name = ?, seen = ? WHERE id = ?", [name, seen, id]);
    }
  }
}

export async function importEvents(
  db: RatingsDb,
  toImport: readonly EventToImport[],
  now: () => Date = () => new Date(),
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const added: EventToImport[] = [];
    const duplicates: RatingEvent[] = [];
    const inCall = new Set<string>();
    for (const item of toImport) {
      const found = await tx.all<{ id: string }>("SELECT id FROM ratings_events WHERE id = ?", [
        item.event.id,
      ]);
      if (found.length > 0 || inCall.has(item.event.id)) {
        duplicates.push(item.event);
        continue;
      }
      inCall.add(item.event.id);
      added.push(item);
    }
    await tx.insertMany(
      "ratings_events",
      ["id", "name", "date", "game", "type", "pool", "k", "note", "data", "file", "imported_at"],
      added.map(({ event, file }): SqlValue[] => {
        const data: StoredEventData = { players: event.players, games: event.games, unrated: event.unrated };
        return [
          event.id,
          event.name,
          event.date,
          event.game,
          event.type,
          event.pool,
          event.k,
          event.note ?? null,
          JSON.stringify(data),
          file,
          now().toISOString(),
        ];
      }),
    );
    await updateNames(
      tx,
      added.map((item) => item.event),
    );
    // L5: each pool recomputed from its earliest new event onward.
    const earliest = new Map<PoolName, RatingEvent>();
    for (const { event } of added) {
      if (event.pool === null) continue;
      const first = earliest.get(event.pool);
      if (first === undefined || compareEvents(event, first) < 0) earliest.set(event.pool, event);
    }
    const merges = earliest.size > 0 ? await loadMerges(tx) : new Map<string, string>();
    let recomputedRows = 0;
    for (const [pool, from] of earliest) recomputedRows += await recomputePool(tx, pool, from, merges);
    return { added: added.map((item) => item.event), duplicates, recomputedRows };
  });
}

/** Every pool rebuilt from the whole history (L5). */
export async function rebuildAll(db: SqlDb): Promise<number> {
  const merges = await loadMerges(db);
  let rows = 0;
  for (const pool of POOL_NAMES) rows += await recomputePool(db, pool, undefined, merges);
  return rows;
}

export type MergeOutcome =
  | { readonly ok: true; readonly into: string }
  | { readonly ok: false; readonly field: "OLD" | "NEW"; readonly message: string };

/** `ratings merge OLD NEW`: OLD's games count as NEW's from now on; every pool is rebuilt. */
export async function mergePlayers(
  db: RatingsDb,
  oldId: string,
  newId: string,
  now: () => Date = () => new Date(),
): Promise<MergeOutcome> {
  return db.transaction(async (tx): Promise<MergeOutcome> => {
    const known = async (id: string): Promise<boolean> =>
      (await tx.all("SELECT id FROM ratings_players WHERE id = ?", [id])).length > 0;
    if (!(await known(oldId)))
      return { ok: false, field: "OLD", message: `no player "${oldId}" in any imported event` };
    if (!(await known(newId)))
      return { ok: false, field: "NEW", message: `no player "${newId}" in any imported event` };
    const merges = await loadMerges(tx);
    if (merges.has(oldId)) {
      return {
        ok: false,
        field: "OLD",
        message: `"${oldId}" is already merged into "${merges.get(oldId)!}"`,
      };
    }
    const into = makeResolver(merges)(newId);
    if (into === oldId)
      return { ok: false, field: "NEW", message: `"${newId}" is "${oldId}" already (merged)` };
    await tx.run("INSERT INTO ratings_merges (old_id, new_id, merged_at) VALUES (?, ?, ?)", [
      oldId,
      newId,
      now().toISOString(),
    ]);
    await rebuildAll(tx);
    return { ok: true, into };
  });
}

const rankEntries = (rows: readonly Omit<LeaderboardEntry, "rank">[]): LeaderboardEntry[] => {
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || row.rating !== rows[i - 1]!.rating) rank = i + 1;
    return { rank, ...row };
  });
};

/** `ratings show`: every player with at least one rated game, by pool, in rating order (shared ranks 1, 2, 2, 4). */
export async function leaderboard(db: SqlDb, pool?: PoolName): Promise<Leaderboard> {
  const rows = await db.all<{
    pool: PoolName;
    player: string;
    name: string | null;
    rating: number;
    games: number;
  }>(
    `SELECT c.pool AS pool, c.player AS player, p.name AS name, c.rating AS rating, c.games AS games
       FROM ratings_current c LEFT JOIN ratings_players p ON p.id = c.player
      ${pool === undefined ? "" : "WHERE c.pool = ?"}`,
    pool === undefined ? [] : [pool],
  );
  const byPool = new Map<PoolName, Omit<LeaderboardEntry, "rank">[]>();
  for (const row of rows) {
    const list = byPool.get(row.pool) ?? [];
    list.push({
      id: row.player,
      name: row.name ?? row.player,
      rating: Number(row.rating),
      games: Number(row.games),
    });
    byPool.set(row.pool, list);
  }
  const pools: Partial<Record<PoolName, LeaderboardEntry[]>> = {};
  for (const name of [...byPool.keys()].sort()) {
    const list = byPool.get(name)!;
    list.sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    pools[name] = rankEntries(list);
  }
  return { pools };
}

/** `ratings player ID`: every rated game, oldest first; undefined for an ID no event lists. */
export async function playerHistory(db: SqlDb, requested: string): Promise<PlayerHistory | undefined> {
  const merges = await loadMerges(db);
  const id = makeResolver(merges)(requested);
  const names = await db.all<{ name: string }>("SELECT name FROM ratings_players WHERE id = ?", [id]);
  if (names.length === 0) return undefined;
  const rows = await db.all<{
    pool: PoolName;
    seq: number;
    event_id: string;
    event: string;
    date: string;
    opponent: string;
    opponent_name: string | null;
    result: string;
    rating_before: number;
    rating_after: number;
    change: number;
    why: string;
  }>(
    `SELECT h.pool AS pool, h.seq AS seq, h.event_id AS event_id, e.name AS event, e.date AS date,
            h.opponent AS opponent, p.name AS opponent_name, h.result AS result,
            h.rating_before AS rating_before, h.rating_after AS rating_after, h.change AS change, h.why AS why
       FROM ratings_history h
       JOIN ratings_events e ON e.id = h.event_id
       LEFT JOIN ratings_players p ON p.id = h.opponent
      WHERE h.player = ?`,
    [id],
  );
  rows.sort(
    (a, b) =>
      compareEvents(
        { date: a.date, name: a.event, id: a.event_id },
        { date: b.date, name: b.event, id: b.event_id },
      ) ||
      (a.pool < b.pool ? -1 : a.pool > b.pool ? 1 : 0) ||
      Number(a.seq) - Number(b.seq),
  );
  const current = await db.all<{ pool: PoolName; rating: number; games: number }>(
    "SELECT pool, rating, games FROM ratings_current WHERE player = ? ORDER BY pool",
    [id],
  );
  return {
    id,
    name: names[0]!.name,
    mergedIds: [...merges.keys()].filter((old) => old !== id && makeResolver(merges)(old) === id).sort(),
    ratings: Object.fromEntries(
      current.map((row) => [row.pool, { rating: Number(row.rating), games: Number(row.games) }]),
    ),
    history: rows.map((row) => ({
      eventId: row.event_id,
      event: row.event,
      date: row.date,
      pool: row.pool,
      opponent: row.opponent,
      opponentName: row.opponent_name ?? row.opponent,
      result: row.result,
      before: Number(row.rating_before),
      after: Number(row.rating_after),
      change: Number(row.change),
      why: row.why,
    })),
  };
}

/** The imported events in date order, rated or kept with a note. */
export async function listEvents(db: SqlDb): Promise<StoredEventSummary[]> {
  const rows = await db.all<Parameters<typeof toRatingEvent>[0]>(
    "SELECT id, name, date, game, type, pool, k, note, data FROM ratings_events",
  );
  return rows
    .map(toRatingEvent)
    .sort(compareEvents)
    .map((event) => ({
      id: event.id,
      name: event.name,
      date: event.date,
      game: event.game,
      type: event.type,
      pool: event.pool,
      k: event.k,
      note: event.note ?? null,
      ratedGames: event.games.length,
      unrated: event.unrated,
    }));
}

export async function listMerges(db: SqlDb): Promise<{ old: string; new: string }[]> {
  const merges = await loadMerges(db);
  return [...merges]
    .map(([oldId, newId]) => ({ old: oldId, new: newId }))
    .sort((a, b) => (a.old < b.old ? -1 : 1));
}

/** The stored results files in date order (to move a season to another database). */
export async function loadFiles(db: SqlDb): Promise<string[]> {
  const rows = await db.all<{ id: string; name: string; date: string; file: string }>(
    "SELECT id, name, date, file FROM ratings_events",
  );
  return rows.sort(compareEvents).map((row) => row.file);
}

export interface ExportedGameRow {
  readonly pool: PoolName;
  readonly seq: number;
  readonly eventId: string;
  readonly player: string;
  readonly opponent: string;
  readonly result: string;
  readonly before: number;
  readonly after: number;
  readonly change: number;
  readonly why: string;
}

/** Every rated game's rows, pool by pool in the order computed. */
export async function allHistory(db: SqlDb): Promise<ExportedGameRow[]> {
  const rows = await db.all<{
    pool: PoolName;
    seq: number;
    event_id: string;
    player: string;
    opponent: string;
    result: string;
    rating_before: number;
    rating_after: number;
    change: number;
    why: string;
  }>(
    "SELECT pool, seq, event_id, player, opponent, result, rating_before, rating_after, change, why FROM ratings_history ORDER BY pool, seq",
  );
  return rows.map((row) => ({
    pool: row.pool,
    seq: Number(row.seq),
    eventId: row.event_id,
    player: row.player,
    opponent: row.opponent,
    result: row.result,
    before: Number(row.rating_before),
    after: Number(row.rating_after),
    change: Number(row.change),
    why: row.why,
  }));
}

/** Every ID the ratings know: each rated player's, and each merged away (`ratings merge`). */
export async function ratedPlayerIds(db: SqlDb): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    "SELECT id FROM ratings_players UNION SELECT old_id AS id FROM ratings_merges",
  );
  return rows.map((row) => row.id);
}
