// SPEC L5: ratings are recalculated game by game in the order played, events in date order
// (compareEvents). A rebuild may start from a snapshot (every pool's ratings just before an
// event) instead of from nothing: rebuilding from a date onward equals a full rebuild
// (property-tested), which is what makes importing the newest event cheap.
import { rateGame, START_RATING, type GameChange } from "./formula.js";
import type { PoolName } from "./pools.js";
import type { RatingEvent } from "./rating-event.js";

export interface PlayerRating {
  readonly rating: number;
  /** Rated games played in the pool. */
  readonly games: number;
}

/** Every pool's ratings: pool → player → rating. */
export type RatingsSnapshot = ReadonlyMap<PoolName, ReadonlyMap<string, PlayerRating>>;

export type GameResultKind = "win" | "modified win" | "loss" | "modified loss";

/** One line of a player's history (DESIGN.md ratings contract). */
export interface HistoryEntry extends GameChange {
  readonly eventId: string;
  readonly event: string;
  readonly date: string;
  readonly pool: PoolName;
  readonly player: string;
  readonly opponent: string;
  readonly result: GameResultKind;
}

export interface RebuildResult {
  readonly ratings: RatingsSnapshot;
  /** In the order computed: events in date order, games in the order played, winner first. */
  readonly history: readonly HistoryEntry[];
}

/** Follows `merge OLD NEW` links to the ID a player is rated under (a cycle stops where it closes). */
export function makeResolver(merges: ReadonlyMap<string, string>): (id: string) => string {
  if (merges.size === 0) return (id) => id;
  const cache = new Map<string, string>();
  return (id) => {
    const cached = cache.get(id);
    if (cached !== undefined) return cached;
    const seen = new Set<string>([id]);
    let current = id;
    for (let next = merges.get(current); next !== undefined && !seen.has(next); next = merges.get(current)) {
      seen.add(next);
      current = next;
    }
    cache.set(id, current);
    return current;
  };
}

function toEntry(
  event: RatingEvent,
  pool: PoolName,
  player: string,
  opponent: string,
  result: GameResultKind,
  change: GameChange,
): HistoryEntry {
  return {
    eventId: event.id,
    event: event.name,
    date: event.date,
    pool,
    player,
    opponent,
    result,
    before: change.before,
    after: change.after,
    change: change.change,
    why: change.why,
  };
}

/**
 * Rates `events` (already in compareEvents order) starting from `start` (nothing: everyone at
 * 1500). Events without a pool are skipped. `start` is not modified.
 */
export function rebuildRatings(
  events: readonly RatingEvent[],
  merges: ReadonlyMap<string, string> = new Map(),
  start: RatingsSnapshot = new Map(),
): RebuildResult {
  const resolve = makeResolver(merges);
  // Mutable ratings while rating (copies of `start`'s): one object per player, not per game.
  const pools = new Map<PoolName, Map<string, { rating: number; games: number }>>();
  for (const [pool, players] of start) {
    pools.set(pool, new Map([...players].map(([id, r]) => [id, { rating: r.rating, games: r.games }])));
  }
  const history: HistoryEntry[] = [];
  for (const event of events) {
    const pool = event.pool;
    if (pool === null) continue;
    let players = pools.get(pool);
    if (players === undefined) {
      players = new Map();
      pools.set(pool, players);
    }
    for (const game of event.games) {
      const winner = resolve(game.winner);
      const loser = resolve(game.loser);
      if (winner === loser) continue; // two IDs of one merged player: not a game between two players
      let w = players.get(winner);
      if (w === undefined) players.set(winner, (w = { rating: START_RATING, games: 0 }));
      let l = players.get(loser);
      if (l === undefined) players.set(loser, (l = { rating: START_RATING, games: 0 }));
      const rated = rateGame(w.rating, l.rating, event.k, game.isModified);
      w.rating = rated.winner.after;
      w.games += 1;
      l.rating = rated.loser.after;
      l.games += 1;
      history.push(
        toEntry(event, pool, winner, loser, game.isModified ? "modified win" : "win", rated.winner),
        toEntry(event, pool, loser, winner, game.isModified ? "modified loss" : "loss", rated.loser),
      );
    }
  }
  return { ratings: pools, history };
}
