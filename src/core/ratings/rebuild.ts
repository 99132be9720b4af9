// L5: ratings are recalculated game by game in the order played, events in date order
// (compareEvents). A rebuild may start from a snapshot (every pool's ratings just before an
// event) instead of from nothing: rebuilding from a date onward equals a full rebuild
// (property-tested), which is what makes importing the newest event cheap.
import { rateGame, ratingsAfter, START_RATING, type GameChange } from "./formula.js";
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

/** One line of a player's history (docs/architecture.md ratings contract). */
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
  /** Rated games (each gives two history lines). */
  readonly games: number;
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

/** The rated games of a rebuild, compact: the explanations are computed when asked for. */
interface GameColumns {
  readonly events: RatingEvent[];
  readonly eventIndex: number[];
  readonly winner: string[];
  readonly loser: string[];
  readonly winnerBefore: number[];
  readonly loserBefore: number[];
  readonly isModified: boolean[];
}

function entry(
  event: RatingEvent,
  player: string,
  opponent: string,
  result: GameResultKind,
  change: GameChange,
): HistoryEntry {
  return {
    eventId: event.id,
    event: event.name,
    date: event.date,
    pool: event.pool!,
    player,
    opponent,
    result,
    before: change.before,
    after: change.after,
    change: change.change,
    why: change.why,
  };
}

/** The history lines with their explanations (L2), from the compact columns: two lines per game. */
function materialize(games: GameColumns): HistoryEntry[] {
  const history: HistoryEntry[] = [];
  for (let g = 0; g < games.eventIndex.length; g++) {
    const event = games.events[games.eventIndex[g]!]!;
    const isModified = games.isModified[g]!;
    const rated = rateGame(games.winnerBefore[g]!, games.loserBefore[g]!, event.k, isModified);
    const winner = games.winner[g]!;
    const loser = games.loser[g]!;
    history.push(
      entry(event, winner, loser, isModified ? "modified win" : "win", rated.winner),
      entry(event, loser, winner, isModified ? "modified loss" : "loss", rated.loser),
    );
  }
  return history;
}

/**
 * Rates `events` (already in compareEvents order) starting from `start` (nothing: everyone at
 * 1500). Events without a pool are skipped. `start` is not modified. The ratings are computed at
 * once; `history` (with every explanation) is built on first use.
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
  const games: GameColumns = {
    events: [],
    eventIndex: [],
    winner: [],
    loser: [],
    winnerBefore: [],
    loserBefore: [],
    isModified: [],
  };
  for (const event of events) {
    const pool = event.pool;
    if (pool === null) continue;
    let players = pools.get(pool);
    if (players === undefined) {
      players = new Map();
      pools.set(pool, players);
    }
    const index = games.events.push(event) - 1;
    for (const game of event.games) {
      const winner = resolve(game.winner);
      const loser = resolve(game.loser);
      if (winner === loser) continue; // two IDs of one merged player: not a game between two players
      let w = players.get(winner);
      if (w === undefined) players.set(winner, (w = { rating: START_RATING, games: 0 }));
      let l = players.get(loser);
      if (l === undefined) players.set(loser, (l = { rating: START_RATING, games: 0 }));
      games.eventIndex.push(index);
      games.winner.push(winner);
      games.loser.push(loser);
      games.winnerBefore.push(w.rating);
      games.loserBefore.push(l.rating);
      games.isModified.push(game.isModified);
      const after = ratingsAfter(w.rating, l.rating, event.k, game.isModified);
      w.rating = after.winnerAfter;
      w.games += 1;
      l.rating = after.loserAfter;
      l.games += 1;
    }
  }
  let history: HistoryEntry[] | undefined;
  return {
    ratings: pools,
    games: games.eventIndex.length,
    get history() {
      return (history ??= materialize(games));
    },
  };
}
