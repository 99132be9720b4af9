// COMMON "Web app": the server serves dist/web/<entry>/index.html for the pages' routes and
// dist/web/assets/* statically. Pages load nothing from other hosts (a venue may have no
// internet), so the Content-Security-Policy allows 'self' only. Without a build, a plain page
// says how to make one.
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export type WebEntry = "console" | "public" | "player";

/** The route → entry map of COMMON.md. */
export const WEB_ROUTES: readonly (readonly [string, WebEntry])[] = [
  ["/", "console"],
  ["/new", "console"],
  ["/events/:id/manage", "console"],
  ["/events/:id/manage/*", "console"],
  ["/events/:id/print/*", "console"],
  ["/events/:id", "public"],
  ["/events/:id/projector", "public"],
  ["/ratings", "public"],
  ["/ratings/:game/:type", "public"],
  ["/ratings/players/:id", "public"],
  ["/play/:token", "player"],
];

export const PAGE_HEADERS = {
  "content-security-policy":
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  "x-content-type-options": "nosniff",
  // Player links carry their secret in the path: never leak it to another site.
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
} as const;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hands Down</title></head>
<body><h1>Hands Down</h1><p>The web app has not been built. Run <code>npm run build:web</code>, then reload this page.</p>
<p>The JSON API is running: see <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

export async function registerWebRoutes(app: FastifyInstance, webRoot: string): Promise<void> {
  const assets = join(webRoot, "assets");
  await app.register(fastifyStatic, {
    root: assets,
    prefix: "/assets/",
    decorateReply: false,
    immutable: true,
    maxAge: "365d",
  });
  for (const [url, entry] of WEB_ROUTES) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => {
      reply.headers(PAGE_HEADERS).header("cache-control", "no-cache");
      const file = join(webRoot, entry, "index.html");
      if (!existsSync(file)) return reply.code(503).type("text/html; charset=utf-8").send(NOT_BUILT);
      return reply.type("text/html; charset=utf-8").send(await readFile(file, "utf8"));
    });
  }
}
