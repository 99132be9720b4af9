import type { FastifyInstance } from "fastify";
import type { ServerDeps } from "../deps.js";

/** DESIGN.md: `GET /api/health` → 200 once ready (the store is open and the live hub follows it). */
export async function registerHealthRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get(
    "/api/health",
    { schema: { tags: ["server"], summary: "200 once the server is ready" } },
    async () => ({ status: "ok", position: deps.hub.position, liveStreams: deps.hub.streamCount }),
  );
}
