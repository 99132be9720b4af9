// Counting attempts in fixed windows (the sign-in limits, docs/server.md "Sign-in limits"):
// per key (a client address, an account), how many attempts since its window opened. Memory is
// bounded: expired windows are dropped when the map grows, and past MAX_KEYS the oldest go.

export interface RateWindow {
  /** Attempts allowed per window. */
  readonly max: number;
  readonly windowMs: number;
}

const MAX_KEYS = 100_000;

export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly limit: RateWindow) {}

  /** ms until the key may try again (0: it may now), at `now` (ms since the epoch). */
  waitMs(key: string, now: number): number {
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now || window.count < this.limit.max) return 0;
    return window.endsAt - now;
  }

  /** Counts one attempt of `key` at `now`. */
  count(key: string, now: number): void {
    const window = this.windows.get(key);
    if (window && window.endsAt > now) {
      window.count += 1;
      return;
    }
    if (window) this.windows.delete(key); // re-inserted last: the map stays oldest-first
    if (this.windows.size >= MAX_KEYS) this.prune(now);
    this.windows.set(key, { count: 1, endsAt: now + this.limit.windowMs });
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full: the oldest windows go (they end first).
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
