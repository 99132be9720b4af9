// The public event list (`GET /api/events`) from a maintained projection (docs/server.md "Event
// list"): which events exist, in creation order, and each one's `list --json` line with the log
// version it was made at. The live hub tells it every event appended (this server's or another's),
// so a line is made again only after its event changed, and only when a page shows it: a list
// request no longer reads and folds every event of the database.
import { loadTournament } from "../app/event-log.js";
import { toEventSummary } from "../core/views/event-summary.js";
import type { EventSummary } from "../core/views/types.js";
import type { EventStore, StoredEvent } from "../store/event-store.js";
import { yieldToLoop } from "./auth/auth-store.js";
import type { LiveEventsPort } from "./live-events.js";

interface Line {
  readonly version: number;
  /** Undefined when the stream holds no created event (nothing to list). */
  readonly summary: EventSummary | undefined;
}

export interface PageRequest {
  /** Whether the caller may see the event (listed, or the caller's own). */
  readonly isVisible: (stream: string) => boolean;
  readonly limit: number;
  /** The last stream of the previous page. */
  readonly after?: string;
  readonly newest: boolean;
}

export interface Page {
  readonly events: readonly EventSummary[];
  /** The last stream of this page when more follow (the next page's `after`). */
  readonly last?: string;
}

export class EventDirectory {
  /** The last version seen of each stream (from the hub, or the store's list). */
  private readonly versions = new Map<string, number>();
  /** Streams in creation order, once seeded from the store. */
  private readonly order: string[] = [];
  private readonly indexOf = new Map<string, number>();
  private seeded: Promise<void> | undefined;
  private readonly lines = new Map<string, Line>();
  private readonly making = new Map<string, Promise<Line>>();

  constructor(
    private readonly store: EventStore,
    private readonly live: LiveEventsPort,
    private readonly onError: (stream: string, error: unknown) => void = () => undefined,
  ) {}

  /** Every event the store's subscription delivers (the hub passes them on). */
  observe(event: StoredEvent): void {
    const known = this.versions.get(event.stream);
    if (known === undefined || event.version > known) this.versions.set(event.stream, event.version);
    if (this.seeded !== undefined && !this.indexOf.has(event.stream)) this.append(event.stream);
  }

  /** Whether `stream` is an event this directory lists (for a cursor). */
  async has(stream: string): Promise<boolean> {
    await this.seed();
    return this.indexOf.has(stream);
  }

  /** One page of visible events after `after`, oldest first (or newest first). */
  async page(request: PageRequest): Promise<Page> {
    await this.seed();
    const step = request.newest ? -1 : 1;
    let at =
      request.after === undefined
        ? request.newest
          ? this.order.length - 1
          : 0
        : this.indexOf.get(request.after);
    if (at === undefined) return { events: [] };
    if (request.after !== undefined) at += step;
    const events: EventSummary[] = [];
    let last: string | undefined;
    for (; at >= 0 && at < this.order.length; at += step) {
      const stream = this.order[at]!;
      if (!request.isVisible(stream)) continue;
      if (events.length === request.limit) return { events, last };
      const line = await this.lineOf(stream);
      if (line.summary) {
        events.push(line.summary);
        last = stream;
      }
    }
    return { events };
  }

  private seed(): Promise<void> {
    this.seeded ??= (async () => {
      for (const info of await this.store.listStreams()) {
        if ((this.versions.get(info.stream) ?? 0) < info.version)
          this.versions.set(info.stream, info.version);
        this.append(info.stream);
      }
      // Created while the list was read: seen by the hub, after every listed one.
      for (const stream of this.versions.keys()) if (!this.indexOf.has(stream)) this.append(stream);
    })();
    return this.seeded;
  }

  private append(stream: string): void {
    this.indexOf.set(stream, this.order.length);
    this.order.push(stream);
  }

  /** The stream's line at its latest version: kept, or made again (one at a time per stream). */
  private lineOf(stream: string): Promise<Line> {
    const line = this.lines.get(stream);
    if (line && line.version >= (this.versions.get(stream) ?? 0)) return Promise.resolve(line);
    let making = this.making.get(stream);
    if (!making) {
      making = this.make(stream, line !== undefined).finally(() => this.making.delete(stream));
      this.making.set(stream, making);
    }
    return making;
  }

  private async make(stream: string, hasChanged: boolean): Promise<Line> {
    // Let other requests run between two folds (a cold page folds up to `limit` events).
    await yieldToLoop();
    let line: Line;
    try {
      // An event that changes is being run: the server keeps it (the next change is a catch-up);
      // a finished one is folded once and only its line is kept.
      const view = hasChanged || this.live.peek(stream) ? await this.live.load(stream) : undefined;
      const { state, version } = view ?? (await loadTournament(this.store, stream));
      line = { version, summary: toEventSummary(stream, state) };
    } catch (error) {
      // One event that cannot be read must not take the list of the others down.
      this.onError(stream, error);
      line = { version: this.versions.get(stream) ?? 0, summary: undefined };
    }
    this.lines.set(stream, line);
    return line;
  }
}
