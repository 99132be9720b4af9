// `handsdown publish` — push one event's log from the laptop that owns it to a
// hosted server, and keep pushing as new events are appended. Append-only and idempotent by
// version (routes/sync.ts): after a broken connection it asks the server how far it got and
// resumes from there, so nothing is sent twice into the log and nothing is skipped.
import type { EventStore, StoredEvent } from "../store/event-store.js";

export interface PublishOptions {
  readonly store: EventStore;
  readonly stream: string;
  /** The hosted server's base URL, e.g. `https://events.example.org`. */
  readonly to: string;
  /** A bearer token of a TD account on the hosted server. */
  readonly token: string;
  readonly batchSize?: number;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
  /** Waits between attempts after a failure: 250 ms, doubling up to 10 s. */
  readonly retryDelayMs?: number;
  /** Gives up after this many failures in a row (default: never, while following). */
  readonly maxFailures?: number;
}

export class PublishError extends Error {
  constructor(
    message: string,
    readonly isFatal: boolean,
  ) {
    super(message);
  }
}

interface Problem {
  readonly detail?: string;
  readonly code?: string;
}

async function call(
  options: PublishOptions,
  method: "GET" | "POST",
  body?: unknown,
): Promise<{ version: number }> {
  const url = `${options.to.replace(/\/+$/, "")}/api/events/${encodeURIComponent(options.stream)}/sync`;
  const response = await (options.fetch ?? fetch)(url, {
    method,
    headers: {
      authorization: `Bearer ${options.token}`,
      accept: "application/json",
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const data = (text ? JSON.parse(text) : {}) as { version?: number } & Problem;
  if (response.ok && typeof data.version === "number") return { version: data.version };
  // 409 SYNC_GAP: someone else's push or our own lost reply moved the server on; ask again.
  if (response.status === 409 && data.code === "SYNC_GAP")
    throw new PublishError(data.detail ?? "gap", false);
  const isFatal = response.status >= 400 && response.status < 500;
  throw new PublishError(
    `${method} ${url}: ${response.status} ${data.detail ?? text.slice(0, 200)}`,
    isFatal,
  );
}

function toWire(event: StoredEvent) {
  return {
    version: event.version,
    type: event.type,
    data: event.data,
    schemaVersion: event.schemaVersion,
    ...(event.actor !== undefined && { actor: event.actor }),
    // The server records it too: a command retried there after the publish is not applied twice.
    ...(event.commandId !== undefined && { commandId: event.commandId }),
  };
}

/** One pass: asks the server's version, sends what it lacks in batches. Throws on failure. */
export async function pushMissing(options: PublishOptions): Promise<{ version: number; pushed: number }> {
  let { version } = await call(options, "GET");
  const missing = await options.store.read(options.stream, version);
  let pushed = 0;
  const size = options.batchSize ?? 500;
  for (let i = 0; i < missing.length; i += size) {
    const batch = missing.slice(i, i + size);
    const reply = await call(options, "POST", { events: batch.map(toWire) });
    pushed += Math.max(0, reply.version - version);
    version = reply.version;
  }
  return { version, pushed };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Pushes until the server holds the whole local log, retrying after failures (resumable). */
export async function publishOnce(options: PublishOptions): Promise<{ version: number; pushed: number }> {
  const local = await options.store.read(options.stream);
  if (local.length === 0)
    throw new PublishError(`there is no event "${options.stream}" in this database`, true);
  const target = local.at(-1)!.version;
  let failures = 0;
  let delay = options.retryDelayMs ?? 250;
  let pushed = 0;
  for (;;) {
    try {
      const done = await pushMissing(options);
      pushed += done.pushed;
      if (done.version >= target) return { version: done.version, pushed };
    } catch (error) {
      if (error instanceof PublishError && error.isFatal) throw error;
      failures += 1;
      if (options.maxFailures !== undefined && failures >= options.maxFailures) throw error;
      options.log?.(
        `publish: ${error instanceof Error ? error.message : String(error)}; retrying in ${delay} ms`,
      );
      await sleep(delay);
      delay = Math.min(delay * 2, 10_000);
    }
  }
}

/**
 * Publishes, then follows the local log: every new event of the stream is pushed (batched, one
 * push at a time). Resolves when `signal` aborts.
 */
export async function publishAndFollow(options: PublishOptions, signal: AbortSignal): Promise<void> {
  await publishOnce(options);
  let isPushing = false;
  let isPending = false;
  const push = async (): Promise<void> => {
    if (isPushing) {
      isPending = true;
      return;
    }
    isPushing = true;
    try {
      do {
        isPending = false;
        const done = await publishOnce(options);
        options.log?.(`publish: the server holds version ${done.version}`);
      } while (isPending && !signal.aborted);
    } catch (error) {
      options.log?.(`publish: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      isPushing = false;
    }
  };
  // The store replays its log before it is live; only what comes after matters here.
  let isLive = false;
  const unsubscribe = await options.store.subscribe(0, (event) => {
    if (isLive && event.stream === options.stream) void push();
  });
  isLive = true;
  void push(); // anything appended while subscribing
  await new Promise<void>((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener("abort", () => resolve(), { once: true }),
  );
  await unsubscribe();
}
