// Who may read what of one event (docs/server.md "Audiences"): its staff read the whole log;
// everyone else — the public pages, the players' phones, the anonymous live stream — reads it
// without what is the staff's alone (deck lists and deck checks, R7) and without birth dates:
// no `birthDate` field, and no player id that spells one (R1 ids end in the birth date as
// mmddyy), which is shown as an opaque public id instead. One filter for the REST reads and the
// live stream, so the two can never disagree.
import type { FastifyRequest } from "fastify";
import type { PlayerEntry } from "../core/results-file/schema.js";
import type { TournamentState } from "../core/tournament/state.js";
import type { StoredEvent } from "../store/event-store.js";
import type { ServerDeps } from "./deps.js";
import { ALL_STAFF } from "./routes/access.js";

export type Audience = "public" | "staff";

/** R7: what the staff alone read (the REST routes of the same data are staff-only). */
const STAFF_ONLY_EVENTS: ReadonlySet<string> = new Set(["DeckListRecorded", "DeckCheckRecorded"]);

/** The staff of the event (any role) read it whole; anyone else is the public. */
export async function audienceOf(deps: ServerDeps, request: FastifyRequest, id: string): Promise<Audience> {
  const principal = await deps.who(request);
  if (principal.kind !== "user") return "public";
  const role = await deps.auth.roleOf(id, principal.username);
  return role !== undefined && ALL_STAFF.includes(role) ? "staff" : "public";
}

const SIX_DIGITS = /\d{6}/;
const WORD_WITH_DIGITS = /[\p{L}\p{N}_-]*\d{6}[\p{L}\p{N}_-]*/gu;
const MMDDYY = /(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d\d$/;

/** R1: an id made from a name and a birth date ends in its mmddyy (or holds the player's own). */
export function spellsBirthDate(player: Pick<PlayerEntry, "id" | "birthDate">): boolean {
  if (MMDDYY.test(player.id)) return true;
  const born = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(player.birthDate ?? "");
  return born !== null && player.id.includes(`${born[2]}${born[3]}${born[1]}`);
}

/**
 * The public ids of one event: `player-N`, N the player's place in the registration order (never
 * changes: players are only ever added), for the ids that spell a birth date.
 */
export class PublicIds {
  private readonly ids = new Map<string, string>();
  private readonly known = new Set<string>();
  private count = 0;
  private pattern: RegExp | undefined;

  constructor(players: readonly Pick<PlayerEntry, "id" | "birthDate">[] = []) {
    for (const player of players) this.add(player);
  }

  /** The next registered player (idempotent: one already known keeps his number). */
  add(player: Pick<PlayerEntry, "id" | "birthDate"> | undefined): void {
    if (!player || typeof player.id !== "string") return;
    if (this.known.has(player.id)) return;
    this.count += 1;
    this.known.add(player.id);
    if (!spellsBirthDate(player)) return;
    this.ids.set(player.id, `player-${this.count}`);
    this.pattern = undefined;
  }

  /**
   * What a public reader sends back (a player's report keyed by the ids his page shows) with
   * the real ids again: keys and whole strings that are public ids of this event.
   */
  restore<T>(value: T): T {
    if (this.ids.size === 0) return value;
    const real = new Map([...this.ids].map(([id, publicId]) => [publicId, id]));
    const walk = (item: unknown): unknown => {
      if (typeof item === "string") return real.get(item) ?? item;
      if (Array.isArray(item)) return item.map(walk);
      if (typeof item !== "object" || item === null) return item;
      return Object.fromEntries(Object.entries(item).map(([key, v]) => [real.get(key) ?? key, walk(v)]));
    };
    return walk(value) as T;
  }

  /** A JSON value as the public reads it: no birthDate, public ids for ids that spell one. */
  redact<T>(value: T): T {
    return this.walk(value) as T;
  }

  private replace(text: string): string {
    if (this.ids.size === 0) return text;
    const direct = this.ids.get(text);
    if (direct !== undefined) return direct;
    // Every id replaced holds a birth date's six digits: most text has none (a cheap test first).
    if (!SIX_DIGITS.test(text)) return text;
    // Ids inside text (a pairing's trace, a deck check's explanation): each word with six
    // digits is looked up whole; only a word that is not an id is searched for ids inside it.
    return text.replace(WORD_WITH_DIGITS, (word) => this.ids.get(word) ?? this.replaceInside(word));
  }

  private replaceInside(word: string): string {
    this.pattern ??= new RegExp(
      [...this.ids.keys()]
        .sort((a, b) => b.length - a.length)
        .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
      "g",
    );
    return word.replace(this.pattern, (id) => this.ids.get(id) ?? id);
  }

  private walk(value: unknown): unknown {
    if (typeof value === "string") return this.replace(value);
    if (Array.isArray(value)) return value.map((item) => this.walk(item));
    if (typeof value !== "object" || value === null) return value;
    // Entries, not assignments: a player id `__proto__` is data (an own key), never a prototype.
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "birthDate")
        // The seed re-derives the pairings (docs/rules.md §2): it is no one's id.
        .map(([key, item]) => [this.replace(key), key === "seed" ? item : this.walk(item)]),
    );
  }
}

const idsByPlayers = new WeakMap<readonly PlayerEntry[], PublicIds>();

/** The event's public ids, computed once per list of players. */
export function publicIdsOf(state: TournamentState): PublicIds {
  let ids = idsByPlayers.get(state.players);
  if (!ids) idsByPlayers.set(state.players, (ids = new PublicIds(state.players)));
  return ids;
}

const redactedByValue = new WeakMap<object, unknown>();

/**
 * A REST read for `audience`: the staff get `value` as it is; the public its redaction, computed
 * once per value (the views are computed once per state, views.ts).
 */
export function forAudience<T extends object>(audience: Audience, state: TournamentState, value: T): T {
  if (audience === "staff") return value;
  if (!redactedByValue.has(value)) redactedByValue.set(value, publicIdsOf(state).redact(value));
  return redactedByValue.get(value) as T;
}

/**
 * A log event as the live stream carries it to the public: nothing of the staff's own events,
 * the rest redacted. `ids` follows registrations as they pass (the stream is in log order).
 */
export function publicLiveEvent(event: StoredEvent, ids: PublicIds): StoredEvent | undefined {
  if (STAFF_ONLY_EVENTS.has(event.type)) return undefined;
  if (event.type === "PlayerRegistered" || event.type === "LatePlayerEntered")
    ids.add((event.data as { player?: PlayerEntry }).player);
  return { ...event, data: ids.redact(event.data) };
}

const liveIds = new WeakMap<object, Map<string, PublicIds>>();

/**
 * The public ids the live streams of one event share (per hub). Brought up to date from the
 * event's players at each stream's start: registrations made while no public stream was open
 * passed no filter.
 */
export function liveIdsOf(hub: object, stream: string, state: TournamentState): PublicIds {
  let byStream = liveIds.get(hub);
  if (!byStream) liveIds.set(hub, (byStream = new Map()));
  let ids = byStream.get(stream);
  if (!ids) byStream.set(stream, (ids = new PublicIds()));
  for (const player of state.players) ids.add(player);
  return ids;
}
