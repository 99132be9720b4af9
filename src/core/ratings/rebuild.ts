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
  const pools = new Map<PoolName, Map<string, PlayerRating>>();
  for (const [pool, players] of start) pools.set(pool, new Map(players));
  const history: HistoryEntry[] = [];
  for (const event of events) {
    if (event.pool === null) continue;
    let players = pools.get(event.pool);
    if (players === undefined) {
      players = new Map();
      pools.set(event.pool, players);
    }
    for (const game of event.games) {
      const winner = resolve(game.winner);
      const loser = resolve(game.loser);
      if (winner === loser) continue; // two IDs of one merged player: not a game between two players
      const w = players.get(winner) ?? { rating: START_RATING, games: 0 };
      const l = players.get(loser) ?? { rating: START_RATING, games: 0 };
      const rated = rateGame(w.rating, l.rating, event.k, game.isModified);
      players.set(winner, { rating: rated.winner.after, games: w.games + 1 });
      players.set(loser, { rating: rated.loser.after, games: l.games + 1 });
      const common = { eventId: event.id, event: event.name, date: event.date, pool: event.pool };
      history.push(
        {
          ...common,
          player: winner,
          opponent: loser,
          result: game.isModified ? "modified win" : "win",
          ...rated.winner,
        },
        {
          ...common,
          player: loser,
          opponent: winner,
          result: game.isModified ? "modified loss" : "loss",
          ...rated.loser,
        },
      );
    }
  }
  return { ratings: pools, history };
}
