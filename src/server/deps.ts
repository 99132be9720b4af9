// What every route module receives (COMMON: `registerXRoutes(app, deps)`).
import type { FastifyRequest } from "fastify";
import type { EventStore } from "../store/event-store.js";
import type { AuthStore } from "./auth/auth-store.js";
import type { Principal } from "./auth/principal.js";
import type { LiveHub } from "./live-hub.js";
import type { LiveEventsPort } from "./live-events.js";
import type { LanAddress } from "./link-base.js";

export interface ServerDeps {
  readonly store: EventStore;
  readonly live: LiveEventsPort;
  readonly auth: AuthStore;
  readonly hub: LiveHub;
  readonly now: () => Date;
  /** Absolute base of player links (`--public-url`); else the request's Host. */
  readonly publicUrl?: string;
  /** The LAN address phones reach (`serve --host 0.0.0.0`), when the server listens on one. */
  lan(): LanAddress | undefined;
  /** SSE heartbeat period (ms), at most 15 s (DESIGN.md). */
  readonly heartbeatMs: number;
  /** Who is asking: bearer token, session cookie (CSRF-checked on writes) or anonymous. */
  who(request: FastifyRequest): Promise<Principal>;
}
