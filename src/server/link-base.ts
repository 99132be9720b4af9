// The address player links and QR cards carry: one that phones at the venue can open. A TD who
// opens the console at `localhost` must not print cards for `localhost` (a phone would open
// itself), so the order is `--public-url`, else the LAN address `serve` printed, else the
// address the request used. `reachable` says whether that address is more than loopback, so the
// console can warn the TD before he prints.

/** Where the server can be reached from other machines: its LAN host names and its port. */
export interface LanAddress {
  readonly hosts: readonly string[];
  /** The port it listens on; absent (an app not listening, in tests), the request's port. */
  readonly port?: number | undefined;
}

export interface LinkBase {
  /** Scheme, host and port, no trailing slash: `http://192.168.1.20:8080`. */
  readonly base: string;
  /** False when the only address is loopback (localhost, 127.x, ::1): no phone can open it. */
  readonly reachable: boolean;
}

export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || name === "::1" || name.startsWith("127.");
}

/** The host part of a `host[:port]` Host header (IPv6 literals keep their brackets). */
function hostName(hostHeader: string): string {
  if (hostHeader.startsWith("[")) return hostHeader.slice(0, hostHeader.indexOf("]") + 1);
  return hostHeader.split(":")[0]!;
}

function portOf(hostHeader: string, protocol: string): number {
  const match = /:(\d+)$/.exec(
    hostHeader.startsWith("[") ? hostHeader.slice(hostHeader.indexOf("]")) : hostHeader,
  );
  return match ? Number(match[1]) : protocol === "https" ? 443 : 80;
}

function urlHost(host: string): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

export function playerLinkBase(options: {
  readonly publicUrl?: string | undefined;
  readonly lan?: LanAddress | undefined;
  readonly protocol: string;
  /** The request's Host header. */
  readonly requestHost: string;
}): LinkBase {
  if (options.publicUrl) {
    const base = options.publicUrl.replace(/\/+$/, "");
    return { base, reachable: !isLoopbackHost(new URL(base).hostname) };
  }
  const requested = hostName(options.requestHost);
  if (!isLoopbackHost(requested))
    return { base: `${options.protocol}://${options.requestHost}`, reachable: true };
  const lanHost = options.lan?.hosts.find((host) => !isLoopbackHost(host));
  if (lanHost !== undefined)
    return {
      base: `${options.protocol}://${urlHost(lanHost)}:${options.lan!.port ?? portOf(options.requestHost, options.protocol)}`,
      reachable: true,
    };
  return { base: `${options.protocol}://${options.requestHost}`, reachable: false };
}
