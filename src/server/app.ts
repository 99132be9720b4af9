// docs/architecture.md `src/server`: Fastify, validation at the edge, one error mapper, SSE, auth, the web
// build. buildApp() builds the app without listening: tests call app.inject(); main.ts listens.
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { makeRatingsOpener } from "../app/ratings/open-ratings.js";
import type { EventStore } from "../store/event-store.js";
import { openAuthStore, type AuthStore } from "./auth/auth-store.js";
import { principalOf } from "./auth/principal.js";
import { sqliteClient } from "./auth/sql-client.js";
import { openSqliteDatabase } from "../store/sqlite/connection.js";
import type { ServerDeps } from "./deps.js";
import { installErrorHandling } from "./errors.js";
import { refuseNul } from "./nul-guard.js";
import { describeOperations } from "./openapi.js";
import { resolveHostLimits, type HostLimits } from "./host-limits.js";
import { EventDirectory } from "./event-directory.js";
import { LiveHub } from "./live-hub.js";
import { StreamLimiter } from "./stream-limiter.js";
import { makeLiveEvents } from "./live-events.js";
import { registerCommandRoutes } from "./routes/commands.js";
import { registerEventRoutes } from "./routes/events.js";
import { registerHealthRoutes } from "./routes/health.js";
import { registerLiveRoutes } from "./routes/live.js";
import { DEFAULT_LOGIN_LIMITS, registerLoginRoutes, type LoginLimits } from "./routes/login.js";
import { registerPlayRoutes } from "./routes/play.js";
import { RATINGS_ID_SECRET } from "./ratings-public-ids.js";
import { registerRatingsRoutes } from "./routes/ratings.js";
import { registerStaffRoutes } from "./routes/staff.js";
import { registerSyncRoutes } from "./routes/sync.js";
import { registerWebRoutes } from "./routes/web.js";

/** <package root>/dist/web, from src/server (tsx) and dist/server (compiled) alike. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../dist/web", import.meta.url));

export interface AppOptions {
  readonly store: EventStore;
  /** Accounts and roles; an in-memory one when absent (tests). */
  readonly auth?: AuthStore;
  readonly now?: () => Date;
  /** `--public-url`: the absolute base of player links. */
  readonly publicUrl?: string;
  /** The non-loopback host names the server listens on (main.ts); player links use the first
   *  when the TD's browser came in through loopback (link-base.ts). */
  readonly lanHosts?: readonly string[];
  readonly webRoot?: string;
  readonly logger?: FastifyServerOptions["logger"];
  /** SSE heartbeat period in ms (default 15 s, docs/architecture.md's maximum). */
  readonly heartbeatMs?: number;
  /** Sign-in attempts per client address and failed ones per account (DEFAULT_LOGIN_LIMITS). */
  readonly loginLimits?: Partial<LoginLimits>;
  /**
   * `--trust-proxy`: the reverse proxies (addresses, CIDR ranges, or proxy-addr's `loopback`,
   * `linklocal`, `uniquelocal`) whose X-Forwarded-For / -Proto are believed. Without it the client
   * address is the TCP peer's: behind a proxy, every client would share the proxy's address.
   */
  readonly trustProxy?: string;
  /** The ratings database, opened on first use; an in-memory one when absent. */
  readonly ratings?: ReturnType<typeof makeRatingsOpener>;
  /**
   * How long a client may take to send a whole request, headers and body (default 30 s): a body
   * trickled in a byte at a time is cut with 408 instead of holding its connection for ever.
   */
  readonly requestTimeoutMs?: number;
  /** Players per event, events per TD, live streams (host-limits.ts defaults where absent). */
  readonly limits?: Partial<HostLimits>;
  /** Close the store and the auth store with the app (main.ts); tests keep them. */
  readonly closeStores?: boolean;
}

/** The default of AppOptions.requestTimeoutMs. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Requests other than event imports stay small (413 beyond it). */
export const BODY_LIMIT = 256 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      // Node looks for requests over their time this often (30 s by default: far too late).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeoutMs / 2)),
    },
    // `__proto__` is a player ID like any other, and results files key points and Life
    // Force by player ID, so a `__proto__` key is data: JSON.parse makes it an own property (never
    // a prototype), and the edge schemas (schemas.ts) and the core copy keyed maps without
    // assigning through the prototype. A `constructor.prototype` object is still refused.
    onProtoPoisoning: "ignore",
    onConstructorPoisoning: "error",
    routerOptions: { maxParamLength: 500 },
    // The id a 5xx answer carries (`requestId`) and its log line names; also sent as X-Request-Id.
    genReqId: () => randomUUID(),
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // JSON only: a text/plain body (a "simple" cross-site request) is a 415, never parsed.
  app.removeContentTypeParser("text/plain");

  const auth = options.auth ?? (await openAuthStore(sqliteClient(openSqliteDatabase(":memory:"))));
  const hub = new LiveHub();
  const live = makeLiveEvents(options.store);
  const directory = new EventDirectory(options.store, live, (stream, error) =>
    app.log.error({ err: error, stream }, "event list: the event cannot be read"),
  );
  hub.observe((event) => directory.observe(event));
  await hub.start(options.store, (isLive, error) =>
    isLive
      ? app.log.warn("live updates: the store subscription is back; streams catch up")
      : app.log.error({ err: error }, "live updates: the store subscription is down; retrying"),
  );
  const now = options.now ?? (() => new Date());
  const limits = resolveHostLimits(options.limits);
  const deps: ServerDeps = {
    store: options.store,
    live,
    directory,
    auth,
    hub,
    now,
    ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
    lan: () => {
      if (!options.lanHosts?.length) return undefined;
      const address = app.server.address();
      return {
        hosts: options.lanHosts,
        port: typeof address === "object" && address ? address.port : undefined,
      };
    },
    limits,
    streams: new StreamLimiter(limits),
    heartbeatMs: Math.min(options.heartbeatMs ?? 15_000, 15_000),
    who: (request, options) => principalOf(request, auth, now(), options),
  };

  app.addHook("preValidation", refuseNul);
  app.addHook("preClose", async () => hub.stop());
  app.addHook("onClose", async () => {
    if (options.auth === undefined || options.closeStores) await auth.close();
    if (options.closeStores) await options.store.close();
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-request-id", request.id);
  });

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Hands Down",
        description:
          "Hands Down tournament-director API: events, commands, live updates, player links (docs/server.md)",
        version: "0.1.0",
      },
    },
    transform: jsonSchemaTransform,
    // Security, operationIds, problem answers, servers (openapi.ts).
    transformObject: (document) =>
      "openapiObject" in document
        ? describeOperations(document.openapiObject, options.publicUrl ?? "/")
        : document.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await registerHealthRoutes(app, deps);
  await registerLoginRoutes(app, deps, { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits });
  await registerEventRoutes(app, deps);
  await registerCommandRoutes(app, deps);
  await registerStaffRoutes(app, deps);
  await registerPlayRoutes(app, deps);
  await registerLiveRoutes(app, deps);
  await registerSyncRoutes(app, deps);
  // the ratings pages: the ratings tables of the same database, opened on first use.
  const ratings = options.ratings ?? makeRatingsOpener({ db: ":memory:" });
  app.addHook("onClose", async () => ratings.close());
  await registerRatingsRoutes(app, {
    openRatings: ratings.open,
    publicIdSecret: () => auth.serverSecret(RATINGS_ID_SECRET),
  });
  await registerWebRoutes(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
