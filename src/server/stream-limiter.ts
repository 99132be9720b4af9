// Live streams hold a socket each for as long as the client stays (docs/server.md "Limits"):
// without a cap one client holding a thousand of them used up the server's descriptors, and
// nothing else — health checks, a TD's writes — could connect. A stream takes a slot for its
// client address and one of the server's; beyond either it is refused (429: that client has
// enough; 503: the server has enough), and everything that is not a stream still answers.
import { HttpProblem } from "./errors.js";
import type { HostLimits } from "./host-limits.js";

/** How long a refused client should wait before trying again, in seconds. */
export const STREAM_RETRY_AFTER_S = 10;

export class StreamLimiter {
  private total = 0;
  private readonly byClient = new Map<string, number>();

  constructor(private readonly limits: Pick<HostLimits, "streams" | "streamsPerClient">) {}

  /** Takes a slot for `client` (its address), or throws the 429/503; the slot is given back by release(), once. */
  acquire(client: string): () => void {
    const held = this.byClient.get(client) ?? 0;
    if (held >= this.limits.streamsPerClient)
      throw new HttpProblem(
        429,
        `this address has ${held} live streams open, the most this server allows one client (--max-streams-per-client); close one or retry later`,
        { code: "TOO_MANY_STREAMS" },
      );
    if (this.total >= this.limits.streams)
      throw new HttpProblem(
        503,
        `this server has ${this.total} live streams open, its most (--max-streams); retry later`,
        { code: "STREAMS_FULL" },
      );
    this.total += 1;
    this.byClient.set(client, held + 1);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.total -= 1;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left === 0) this.byClient.delete(client);
      else this.byClient.set(client, left);
    };
  }

  get open(): number {
    return this.total;
  }
}
