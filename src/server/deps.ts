// What every route module receives (COMMON: `registerXRoutes(app, deps)`).
import type { FastifyRequest } from "fastify";
import type { EventStore } from "../store/event-store.js";
import type { AuthStore } from "./auth/auth-store.js";
import type { Principal, WhoOptions } from "./auth/principal.js";
import type { EventDirectory } from "./event-directory.js";
import type { HostLimits } from "./host-limits.js";
import type { LiveHub } from "./live-hub.js";
import type { LiveEventsPort } from "./live-events.js";
import type { LanAddress } from "./link-base.js";
import type { StreamLimiter } from "./stream-limiter.js";

export interface ServerDeps {
  readonly store: EventStore;
  readonly live: LiveEventsPort;
  /** The event list's projection (`GET /api/events`). */
  readonly directory: EventDirectory;
  readonly auth: AuthStore;
  readonly hub: LiveHub;
  readonly now: () => Date;
  /** Absolute base of player links (`--public-url`); else the request's Host. */
  readonly publicUrl?: string;
  /** The LAN address phones reach (`serve --host 0.0.0.0`), when the server listens on one. */
  lan(): LanAddress | undefined;
  /** What this server accepts: players per event, events per TD, live streams (`serve` options). */
  readonly limits: HostLimits;
  /** Slots for live streams, per client address and in all. */
  readonly streams: StreamLimiter;
  /** SSE heartbeat period (ms), at most 15 s (docs/architecture.md). */
  readonly heartbeatMs: number;
  /** Who is asking: bearer token, session cookie (CSRF-checked on writes unless `csrf: false`) or anonymous. */
  who(request: FastifyRequest, options?: WhoOptions): Promise<Principal>;
}
