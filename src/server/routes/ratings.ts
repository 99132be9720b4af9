// For the ratings pages (web/public: /ratings, /ratings/{game}/{type},
// /ratings/players/{id}): the JSON of the CLI's `ratings show --json` and `ratings player ID --json`.
//   GET /api/ratings[?pool=<game>/<type>]  → {"pools":{"<pool>":[{"rank","id","name","rating","games"}]}}
//   GET /api/ratings/players/:id           → {"id","name","mergedIds","ratings","history":[…]}; 404 unknown id
// Public reads, so no id that spells a birth date: such ids are opaque public ids, and the
// player route takes one back (ratings-public-ids.ts). Errors are application/problem+json.
import type { FastifyInstance, FastifyReply } from "fastify";
import { leaderboardJson, playerHistoryJson } from "../../app/ratings/views.js";
import { isPoolName, POOL_NAMES } from "../../core/ratings/pools.js";
import { ratedPlayerIds } from "../../store/ratings/ratings-store.js";
import type { SqlDb } from "../../store/ratings/sql-db.js";
import { RatingsPublicIds } from "../ratings-public-ids.js";

export interface RatingsRouteDeps {
  /** The ratings database; called per request, so give one that opens once and is reused. */
  readonly openRatings: () => SqlDb | Promise<SqlDb>;
  /** The secret the public ids derive from, kept by the server (AuthStore.serverSecret). */
  readonly publicIdSecret: () => Promise<string>;
}

interface Problem {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly field?: string;
  readonly rule?: string;
}

function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply
    .code(problem.status)
    .type("application/problem+json")
    .send({ type: "about:blank", ...problem });
}

export async function registerRatingsRoutes(app: FastifyInstance, deps: RatingsRouteDeps): Promise<void> {
  let shared: Promise<RatingsPublicIds> | undefined;
  const ids = (): Promise<RatingsPublicIds> =>
    (shared ??= deps.publicIdSecret().then(
      (secret) => new RatingsPublicIds(secret),
      (error: unknown) => {
        shared = undefined; // a database that failed once is asked again next time
        throw error;
      },
    ));
  app.get<{ Querystring: { pool?: string | string[] } }>(
    "/api/ratings",
    {
      schema: {
        tags: ["ratings"],
        summary: "The ratings leaderboard of every pool, or of one (`?pool=<game>/<type>`, L1)",
      },
    },
    async (request, reply) => {
      const pool = request.query.pool;
      if (pool !== undefined && (typeof pool !== "string" || !isPoolName(pool))) {
        return sendProblem(reply, {
          status: 400,
          title: "Bad request",
          detail: `pool: unknown pool ${JSON.stringify(pool)}; a pool is <game>/<type>, one of ${POOL_NAMES.join(", ")}`,
          field: "pool",
          rule: "L1",
        });
      }
      return (await ids()).leaderboard(await leaderboardJson(await deps.openRatings(), pool));
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/ratings/players/:id",
    {
      schema: {
        tags: ["ratings"],
        summary: "One player's rating history across imported events (L5), by the id /api/ratings shows",
      },
    },
    async (request, reply) => {
      const db = await deps.openRatings();
      const publicIds = await ids();
      const id = await publicIds.idOf(request.params.id, () => ratedPlayerIds(db));
      const found = id === undefined ? undefined : await playerHistoryJson(db, id);
      if (found === undefined) {
        return sendProblem(reply, {
          status: 404,
          title: "Not found",
          detail: `no player ${JSON.stringify(request.params.id)} in any imported event`,
          field: "id",
          rule: "L5",
        });
      }
      return publicIds.history(found);
    },
  );
}
