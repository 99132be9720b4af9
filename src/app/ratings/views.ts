// The JSON of `ratings show --json` / GET /api/ratings and `ratings player ID --json` /
// GET /api/ratings/players/:id (docs/architecture.md ratings contract; extra fields only add to it).
import type { PoolName } from "../../core/ratings/index.js";
import {
  leaderboard,
  playerHistory,
  type Leaderboard,
  type PlayerHistory,
} from "../../store/ratings/ratings-store.js";
import type { SqlDb } from "../../store/ratings/sql-db.js";

export type LeaderboardJson = Leaderboard;

export interface PlayerHistoryJson {
  readonly id: string;
  readonly name: string;
  readonly mergedIds: readonly string[];
  readonly ratings: PlayerHistory["ratings"];
  readonly history: readonly {
    readonly event: string;
    readonly eventId: string;
    readonly date: string;
    readonly pool: PoolName;
    readonly opponent: string;
    readonly opponentName: string;
    readonly result: string;
    readonly before: number;
    readonly after: number;
    readonly change: number;
    readonly why: string;
  }[];
}

export async function leaderboardJson(db: SqlDb, pool?: PoolName): Promise<LeaderboardJson> {
  return leaderboard(db, pool);
}

export async function playerHistoryJson(db: SqlDb, id: string): Promise<PlayerHistoryJson | undefined> {
  const found = await playerHistory(db, id);
  if (found === undefined) return undefined;
  return {
    id: found.id,
    name: found.name,
    mergedIds: found.mergedIds,
    ratings: found.ratings,
    history: found.history.map((h) => ({
      event: h.event,
      eventId: h.eventId,
      date: h.date,
      pool: h.pool,
      opponent: h.opponent,
      opponentName: h.opponentName,
      result: h.result,
      before: h.before,
      after: h.after,
      change: h.change,
      why: h.why,
    })),
  };
}
