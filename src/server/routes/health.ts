import type { FastifyInstance } from "fastify";
import type { ServerDeps } from "../deps.js";

/** A database that does not answer within this long counts as down. */
const PROBE_TIMEOUT_MS = 2_000;

/** One tiny read: whether the database answers now. */
async function databaseAnswers(deps: ServerDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([deps.store.readAll(deps.hub.position, 1).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * docs/server.md "Health and database faults": `GET /api/health` → 200 once ready; 503 while the database or the live subscription
 * is down, so a load balancer sends players elsewhere (docs/server.md names the body).
 */
export async function registerHealthRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["server"],
        summary: "200 once the server is ready; 503 while the database or the live subscription is down",
      },
    },
    async (_request, reply) => {
      const database = (await databaseAnswers(deps)) ? "ok" : "down";
      const live = deps.hub.isLive ? "ok" : "down";
      const isUp = database === "ok" && live === "ok";
      if (!isUp) void reply.code(503).header("retry-after", "1");
      return {
        status: isUp ? "ok" : "unavailable",
        database,
        live,
        position: deps.hub.position,
        liveStreams: deps.hub.streamCount,
      };
    },
  );
}
