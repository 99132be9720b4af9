import { isIP } from "node:net";
import QRCode from "qrcode";
import type { HostLimits } from "../../server/host-limits.js";
import { closeOnSignals, startServer } from "../../server/main.js";
import { badInput } from "../exit.js";
import { warn } from "../output.js";

export interface ServeRunOptions {
  readonly db?: string;
  readonly port: number;
  readonly host: string;
  readonly publicUrl?: string | undefined;
  readonly trustProxy?: string | undefined;
  readonly limits?: Partial<HostLimits>;
}

/** The names proxy-addr knows for whole ranges of private addresses. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * `--trust-proxy 127.0.0.1,10.0.0.0/8`: the proxies whose X-Forwarded-For is believed. Each part
 * an address, an address/prefix, or loopback / linklocal / uniquelocal; never "everyone".
 */
export function parseTrustProxy(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(",").map((part) => part.trim());
  for (const part of parts) {
    const [address = "", prefix, ...rest] = part.split("/");
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const isPrefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!PROXY_RANGES.has(part) && (family === 0 || !isPrefixOk || rest.length > 0))
      return badInput(
        `--trust-proxy ${text}: "${part}" is not an address, an address/prefix or loopback, linklocal, uniquelocal (e.g. --trust-proxy 127.0.0.1)`,
      );
  }
  return parts.join(",");
}

/** A positive whole number for a `--max-…` option, or undefined when not given. */
export function parseLimit(option: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1)
    return badInput(`${option} ${text}: expected a whole number of at least 1`);
  return value;
}

/** Which option the TD should look at when the server cannot start (one line naming it). */
function optionAtFault(error: unknown, options: ServeRunOptions): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE" || code === "EACCES") return `--port ${options.port}`;
  if (code === "ENOTFOUND" || code === "EADDRNOTAVAIL" || code === "EAI_AGAIN")
    return `--host ${options.host}`;
  return options.db === undefined ? "--db (or DATABASE_URL)" : `--db ${options.db}`;
}

export async function run(options: ServeRunOptions): Promise<void> {
  let server;
  try {
    server = await startServer({
      port: options.port,
      host: options.host,
      ...(options.db !== undefined && { db: options.db }),
      ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
      ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
      ...(options.limits !== undefined && { limits: options.limits }),
    });
  } catch (error) {
    return badInput(
      `${optionAtFault(error, options)}: cannot start the server: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const lines = ["Hands Down is serving on:", ...server.urls.map((url) => `  ${url}`)];
  if (options.publicUrl) lines.push(`Player links use ${options.publicUrl}`);
  process.stdout.write(`${lines.join("\n")}\n`);
  if (options.host === "0.0.0.0" || options.host === "::") {
    const first = server.urls[0]!;
    process.stdout.write(
      `\nScan to open ${first} on a phone:\n${await QRCode.toString(first, { type: "terminal", small: true })}\n`,
    );
  }
  process.stdout.write("Stop with Ctrl-C.\n");
  await closeOnSignals(server, warn);
}
