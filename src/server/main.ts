// `handsdown serve`: opens the store and the accounts in one database (--db / DATABASE_URL),
// listens, prints the URLs (with 0.0.0.0 the LAN addresses phones at the venue reach, and a
// QR code of the first), and shuts down cleanly on SIGTERM/SIGINT: in-flight requests finish,
// live streams end, the database is closed.
import { networkInterfaces } from "node:os";
import type { FastifyInstance } from "fastify";
import { chooseStore, openStore, type OpenStoreOptions } from "../store/open-store.js";
import { openAuthStore } from "./auth/auth-store.js";
import { openSqlClient } from "./auth/sql-client.js";
import { makeRatingsOpener } from "../app/ratings/open-ratings.js";
import { buildApp } from "./app.js";
import { isLoopbackHost } from "./link-base.js";
import type { HostLimits } from "./host-limits.js";

export interface ServeOptions extends OpenStoreOptions {
  readonly port: number;
  readonly host: string;
  readonly publicUrl?: string;
  readonly webRoot?: string;
  readonly log?: (line: string) => void;
  /** `--trust-proxy`: the proxies whose X-Forwarded-For is believed (app.ts). */
  readonly trustProxy?: string;
  readonly limits?: Partial<HostLimits>;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly urls: readonly string[];
  readonly port: number;
  close(): Promise<void>;
}

/** The IPv4 addresses of this machine's network interfaces, not loopback. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && info.family === "IPv4" && !info.internal)
    .map((info) => info!.address);
}

export function urlsFor(host: string, port: number): string[] {
  if (host === "0.0.0.0" || host === "::") {
    return [...lanAddresses().map((address) => `http://${address}:${port}/`), `http://127.0.0.1:${port}/`];
  }
  return [`http://${host.includes(":") ? `[${host}]` : host}:${port}/`];
}

/** The hosts other machines reach this server at, given what it listens on (link-base.ts). */
export function lanHostsFor(host: string): string[] {
  if (host === "0.0.0.0" || host === "::") return lanAddresses();
  return isLoopbackHost(host) ? [] : [host];
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const store = await openStore(options);
  let auth;
  try {
    auth = await openAuthStore(openSqlClient(chooseStore(options)));
  } catch (error) {
    await store.close();
    throw error;
  }
  const app = await buildApp({
    store,
    auth,
    closeStores: true,
    // Errors only (every 5xx with its stack and request id), as JSON lines on stderr: stdout
    // carries the addresses the TD reads.
    logger: { level: "warn", stream: process.stderr },
    ratings: makeRatingsOpener(options),
    ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
    lanHosts: lanHostsFor(options.host),
    ...(options.webRoot !== undefined && { webRoot: options.webRoot }),
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
    ...(options.limits !== undefined && { limits: options.limits }),
  });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return { app, urls: urlsFor(options.host, port), port, close: () => app.close() };
}

/** Stops on the first SIGTERM/SIGINT; a second one while closing exits at once. */
export function closeOnSignals(server: RunningServer, log: (line: string) => void): Promise<void> {
  return new Promise((resolve) => {
    let isClosing = false;
    const stop = (signal: NodeJS.Signals): void => {
      if (isClosing) process.exit(1);
      isClosing = true;
      log(`${signal}: finishing requests and closing the database…`);
      server.close().then(
        () => resolve(),
        (error: unknown) => {
          log(`error while closing: ${error instanceof Error ? error.message : String(error)}`);
          resolve();
        },
      );
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  });
}
