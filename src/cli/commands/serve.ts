// `handsdown serve [--port 8080] [--host 127.0.0.1] [--db PATH | DATABASE_URL] [--public-url URL]
// [--trust-proxy ADDRESSES] [--max-players N] [--max-events-per-td N] [--max-streams N]
// [--max-streams-per-client N]`: the HTTP JSON API, live updates and the web pages.
// Heavy imports wait for the action.
import type { Command } from "commander";
import { badInput } from "../exit.js";
import { addDbOption, type DbOptions } from "../store-option.js";

export interface ServeFlags extends DbOptions {
  readonly port: string;
  readonly host: string;
  readonly publicUrl?: string;
  readonly trustProxy?: string;
  readonly maxPlayers?: string;
  readonly maxEventsPerTd?: string;
  readonly maxStreams?: string;
  readonly maxStreamsPerClient?: string;
}

export function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port > 65_535)
    return badInput(`--port ${text}: expected a port number 0..65535 (0: any free port)`);
  return port;
}

export function parsePublicUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return badInput(
      `--public-url ${text}: expected an absolute http(s) URL, e.g. https://events.example.org`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return badInput(`--public-url ${text}: expected an http or https URL, e.g. https://events.example.org`);
  return url.toString().replace(/\/+$/, "");
}

export function registerServe(program: Command): void {
  addDbOption(
    program
      .command("serve")
      .description("run a live event over HTTP: JSON API, live updates, player links, web pages")
      .option("--port <port>", "TCP port", "8080")
      .option(
        "--host <host>",
        "address to listen on (0.0.0.0: every network, for phones at the venue)",
        "127.0.0.1",
      )
      .option("--public-url <url>", "absolute base URL of player links (default: the request's Host)")
      .option(
        "--trust-proxy <addresses>",
        "reverse proxies whose X-Forwarded-For/-Proto to believe (addresses, CIDR ranges, loopback…)",
      )
      .option("--max-players <n>", "players in one event (default 5000)")
      .option("--max-events-per-td <n>", "events one TD account may own (default 1000)")
      .option(
        "--max-streams <n>",
        "open live streams on this server (default: 3/4 of the open-file limit, at most 10000)",
      )
      .option("--max-streams-per-client <n>", "open live streams from one client address (default 200)"),
  ).action(async (flags: ServeFlags) => {
    const { parseLimit, parseTrustProxy, run } = await import("./serve.run.js");
    const limits = {
      playersPerEvent: parseLimit("--max-players", flags.maxPlayers),
      eventsPerTd: parseLimit("--max-events-per-td", flags.maxEventsPerTd),
      streams: parseLimit("--max-streams", flags.maxStreams),
      streamsPerClient: parseLimit("--max-streams-per-client", flags.maxStreamsPerClient),
    };
    await run({
      ...flags,
      port: parsePort(flags.port),
      publicUrl: parsePublicUrl(flags.publicUrl),
      trustProxy: parseTrustProxy(flags.trustProxy),
      limits: Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)),
    });
  });
}
