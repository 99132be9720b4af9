// The live path: what a long-running server keeps of each event it serves, so that a
// command costs the same in game 1 and game 12. `handleCommand` reads and folds the whole stream
// for every command; LiveEvents keeps each loaded event's state, version, command ids and scored
// view in memory, and for each command only
//   1. waits for the event's earlier commands (one batch at a time per event: a player never sees
//      a version conflict caused by another player of the same server),
//   2. catches up from its version (`store.read(stream, version)`: another process may have appended),
//   3. decides on the state it holds (reading the scored view it keeps instead of re-scoring), and
//   4. appends with that version as the expected one, retrying on a lost race like handleCommand.
// Group commit (issue 11): the commands that queue up for an event while a batch is being written
// form the next batch. It decides them in order, each on the state the previous ones leave (a
// refused command simply adds no events), appends all their events in ONE store transaction
// (`store.appendBatch`: one fsync), and only then answers each: a 2xx still means committed.
// If the batch is not written as decided (another process appended, or a command id turned out
// to be applied already), its commands are run again one at a time, as before (`run`).
// The scored view is extended with the results that came in (`extendScoredEvent`, the event index)
// instead of being re-scored; it is thrown away and rebuilt when a change is not an append
// (a correction, a swap, an undo, a deck-check penalty, a registration).
// Replay equals live: everything here equals a fresh fold of the log (live-events.test.ts).
import type { DecideContext, TournamentCommand } from "../core/commands.js";
import { decide } from "../core/decide.js";
import type { Result } from "../core/errors.js";
import { computeEventStandings, type EventStandings } from "../core/event-standings.js";
import type { TournamentEvent, TournamentEventType } from "../core/events.js";
import { evolve } from "../core/evolve.js";
import { RESULTS_FORMAT, RESULTS_VERSION, type GameRecord } from "../core/results-file/schema.js";
import { extendScoredEvent, scoreEvent, type ScoredEvent } from "../core/scored-event/score-event.js";
import { INITIAL_STATE, isStanding, type TournamentState } from "../core/tournament/state.js";
import { eventIndexOf, rememberEventIndex } from "../core/event-index/index-of.js";
import type {
  AppendSuccess,
  BatchAppend,
  BatchAppendResult,
  EventStore,
  StoredEvent,
  VersionConflict,
} from "../store/event-store.js";
import { toNewEvent, toTournamentEvent } from "./event-log.js";
import type { CommandError, CommandMeta, CommandOutcome } from "./handle-command.js";

/** What a loaded event looks like now. `scored` and `standings` are computed on first read. */
export interface LiveView {
  readonly stream: string;
  readonly state: TournamentState;
  /** The stream's version the state was folded to. */
  readonly version: number;
  /** SPEC §6: the event as a scored results file (games whose result stands, in creation order). */
  readonly scored: Result<ScoredEvent>;
  readonly standings: Result<EventStandings>;
}

/**
 * Event types after which the kept scored view is still a prefix of the new one: they add games
 * or results, or change only who is active. Anything else (a correction, a swap, an undo, a
 * deck-check penalty, a registration) rebuilds it on next use.
 */
const KEEPS_SCORED_VIEW: ReadonlySet<TournamentEventType> = new Set<TournamentEventType>([
  "PlayerCheckedIn",
  "PlayerDropped",
  "PlayerQuit",
  "PlayerDisqualified",
  "PlayerReinstated",
  "GamePaired",
  "ResultReported",
  "ResultAccepted",
  "ResultDisputed",
  "GameRecorded",
  "DeckListRecorded",
  "EventFinished",
  "TimerStarted",
  "TimerPaused",
  "TimerResumed",
  "TimerAdjusted",
  "TimerStopped",
  "TableTimeExtended",
]);

/**
 * The scored games of a prefix of the event's games in which every game stands ("settled"),
 * and where that prefix ends in the state's game blocks. Games after it that stand already
 * (results come in in any order) are scored on top of it for each view: O(one pairing).
 */
interface ScoredCache {
  readonly settled: ScoredEvent;
  readonly block: number;
  readonly offset: number;
}

interface Entry {
  readonly stream: string;
  state: TournamentState;
  version: number;
  readonly commandIds: Map<string, StoredEvent[]>;
  /** The tail of this event's command queue. */
  queue: Promise<unknown>;
  /** Commands waiting for the next batch, and whether that batch is already in the queue. */
  waiting: Waiting[];
  isBatchQueued: boolean;
  /** A subscription delivered an event beyond `version + 1`: catch up before the next use. */
  isStale: boolean;
  scoredCache: ScoredCache | undefined;
  view: LiveView | undefined;
}

interface Waiting {
  readonly command: TournamentCommand;
  readonly meta: CommandMeta;
  readonly resolve: (outcome: Result<CommandOutcome, CommandError>) => void;
  readonly reject: (error: unknown) => void;
}

/** What a batch decided for one of its commands. */
type Decision =
  | { readonly kind: "refused"; readonly error: CommandError }
  | { readonly kind: "failed"; readonly error: unknown }
  /** Its command id was applied before the batch: the first outcome, nothing written. */
  | { readonly kind: "applied"; readonly events: readonly StoredEvent[] }
  /** Its command id is that of an earlier command of the batch (`of`, an index into the batch). */
  | { readonly kind: "sameAs"; readonly of: number }
  /** Appended as `appends[item]`. */
  | { readonly kind: "append"; readonly item: number };

export interface LiveEventsOptions {
  /** How many times a command reloads and decides again after a version conflict; 5 by default. */
  readonly maxRetries?: number;
  /**
   * The most commands one batch decides and appends together (group commit); 256 by default.
   * 1 turns batching off: one command, one append (also the path when the store has no
   * `appendBatch`).
   */
  readonly maxBatch?: number;
}

export class LiveEvents {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly store: EventStore,
    private readonly options: LiveEventsOptions = {},
  ) {}

  /**
   * `handleCommand`'s semantics (decide on the current state, append all events or none, an
   * already-applied `commandId` returns its first outcome and writes nothing), one command at a
   * time per event.
   */
  execute(
    stream: string,
    command: TournamentCommand,
    meta: CommandMeta,
  ): Promise<Result<CommandOutcome, CommandError>> {
    const entry = this.entryOf(stream);
    if (!this.store.appendBatch || this.maxBatch <= 1)
      return this.serialise(entry, () => this.run(entry, command, meta));
    return new Promise((resolve, reject) => {
      entry.waiting.push({ command, meta, resolve, reject });
      if (entry.isBatchQueued) return;
      entry.isBatchQueued = true;
      void this.serialise(entry, () => this.runBatch(entry));
    });
  }

  private get maxBatch(): number {
    return this.options.maxBatch ?? 256;
  }

  /** The event as this process holds it, or undefined when it is not loaded (see `load`) or not created. */
  view(stream: string): LiveView | undefined {
    const entry = this.entries.get(stream);
    if (!entry || !entry.state.event) return undefined;
    if (entry.view?.version !== entry.version) entry.view = this.makeView(entry);
    return entry.view;
  }

  /** Loads the event (or catches up with what was appended since) and returns its view. */
  async load(stream: string): Promise<LiveView | undefined> {
    const entry = this.entryOf(stream);
    await this.serialise(entry, () => this.catchUp(entry));
    return this.view(stream);
  }

  /** Whether this process holds the event. */
  has(stream: string): boolean {
    return this.entries.has(stream);
  }

  /**
   * Events delivered by `store.subscribe` (appended by this or another process). Idempotent: an
   * event at or below an event's version is already in; events of events not loaded are ignored.
   */
  apply(events: readonly StoredEvent[]): void {
    for (const event of events) {
      const entry = this.entries.get(event.stream);
      if (!entry || event.version <= entry.version) continue;
      if (entry.isStale || event.version !== entry.version + 1) {
        entry.isStale = true;
        continue;
      }
      this.applyStored(entry, [event]);
    }
  }

  /** Drops the event from memory (the log keeps it; `load` or `execute` brings it back). */
  forget(stream: string): void {
    this.entries.delete(stream);
  }

  private entryOf(stream: string): Entry {
    let entry = this.entries.get(stream);
    if (!entry) {
      entry = {
        stream,
        state: INITIAL_STATE,
        version: 0,
        commandIds: new Map(),
        queue: Promise.resolve(),
        waiting: [],
        isBatchQueued: false,
        // Nothing read yet: the first use reads the whole stream.
        isStale: true,
        scoredCache: undefined,
        view: undefined,
      };
      this.entries.set(stream, entry);
    }
    return entry;
  }

  private serialise<T>(entry: Entry, task: () => Promise<T>): Promise<T> {
    const result = entry.queue.then(task, task);
    entry.queue = result.catch(() => undefined);
    return result;
  }

  private async catchUp(entry: Entry): Promise<void> {
    const events = await this.store.read(entry.stream, entry.version);
    entry.isStale = false;
    this.applyStored(entry, events);
  }

  private applyStored(entry: Entry, events: readonly StoredEvent[]): void {
    for (const stored of events) {
      if (stored.version <= entry.version) continue;
      if (stored.version !== entry.version + 1) {
        throw new Error(`stream ${entry.stream}: version ${stored.version} after ${entry.version}`);
      }
      const event = toTournamentEvent(stored);
      entry.state = evolve(entry.state, event);
      entry.version = stored.version;
      if (stored.commandId !== undefined) {
        const earlier = entry.commandIds.get(stored.commandId);
        if (earlier) earlier.push(stored);
        else entry.commandIds.set(stored.commandId, [stored]);
      }
      if (!KEEPS_SCORED_VIEW.has(event.type)) entry.scoredCache = undefined;
    }
  }

  private async run(
    entry: Entry,
    command: TournamentCommand,
    meta: CommandMeta,
  ): Promise<Result<CommandOutcome, CommandError>> {
    const ctx = contextOf(meta);
    const attempts = 1 + (meta.maxRetries ?? this.options.maxRetries ?? 5);
    const { stream } = entry;
    await this.catchUp(entry);
    let conflict: VersionConflict | undefined;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const earlier = meta.commandId === undefined ? undefined : entry.commandIds.get(meta.commandId);
      if (earlier)
        return ok({
          stream,
          version: entry.version,
          events: [...earlier],
          state: entry.state,
          isDuplicate: true,
        });
      const decided = decide(command, entry.state, ctx, { scored: () => this.scoredOf(entry) });
      if (!decided.ok) return decided;
      const appended = await this.store.append(stream, entry.version, decided.value.map(toNewEvent), {
        actor: meta.actor,
        ...(meta.commandId !== undefined && { commandId: meta.commandId }),
      });
      if (appended.ok) {
        const { value } = appended;
        if (value.isDuplicate) {
          // The id was used on another stream, or won a race: report what it did, write nothing.
          await this.catchUp(entry);
          return ok({
            stream,
            version: entry.version,
            events: value.events,
            state: entry.state,
            isDuplicate: true,
          });
        }
        this.applyStored(entry, value.events);
        return ok({
          stream,
          version: entry.version,
          events: value.events,
          state: entry.state,
          isDuplicate: false,
        });
      }
      // Someone else appended first: fold what they wrote and decide again on the new state.
      conflict = appended.error;
      await this.catchUp(entry);
    }
    return { ok: false, error: conflict! };
  }

  /** One batch of the event's waiting commands (see the top of the file); never rejects. */
  private async runBatch(entry: Entry): Promise<void> {
    const batch = entry.waiting.splice(0, this.maxBatch);
    // More than one batch's worth waiting: the rest goes next, behind this one.
    if (entry.waiting.length > 0) void this.serialise(entry, () => this.runBatch(entry));
    else entry.isBatchQueued = false;
    try {
      await this.catchUp(entry);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    const { stream } = entry;
    const startVersion = entry.version;
    // Decide on successive in-memory states; `scratch` carries the kept scored view along.
    const scratch: Entry = { ...entry };
    const decisions: Decision[] = [];
    const appends: BatchAppend[] = [];
    const inBatch = new Map<string, number>(); // command id → index of its command in the batch
    for (const [index, { command, meta }] of batch.entries()) {
      const id = meta.commandId;
      const applied = id === undefined ? undefined : entry.commandIds.get(id);
      const earlier = id === undefined ? undefined : inBatch.get(id);
      if (applied) {
        decisions.push({ kind: "applied", events: [...applied] });
        continue;
      }
      if (earlier !== undefined) {
        decisions.push({ kind: "sameAs", of: earlier });
        continue;
      }
      let decided: Result<TournamentEvent[]>;
      try {
        decided = decide(command, scratch.state, contextOf(meta), { scored: () => this.scoredOf(scratch) });
      } catch (error) {
        decisions.push({ kind: "failed", error });
        continue;
      }
      if (!decided.ok) {
        decisions.push({ kind: "refused", error: decided.error });
        continue;
      }
      for (const event of decided.value) {
        scratch.state = evolve(scratch.state, event);
        if (!KEEPS_SCORED_VIEW.has(event.type)) scratch.scoredCache = undefined;
      }
      decisions.push({ kind: "append", item: appends.length });
      appends.push({
        events: decided.value.map(toNewEvent),
        options: { actor: meta.actor, ...(id !== undefined && { commandId: id }) },
      });
      // As with `append`, a command that wrote nothing records no id.
      if (id !== undefined && decided.value.length > 0) inBatch.set(id, index);
    }
    let written: AppendSuccess[] = [];
    if (appends.length > 0) {
      let result: BatchAppendResult;
      try {
        result = await this.store.appendBatch!(stream, startVersion, appends);
      } catch (error) {
        // One transaction: nothing of the batch was committed.
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      if (!result.ok) {
        // Not written as decided (another process appended first, or an id was applied after
        // all): decide each command again, one at a time, on the caught-up state.
        for (const { command, meta, resolve, reject } of batch) {
          await this.run(entry, command, meta).then(resolve, reject);
        }
        return;
      }
      written = result.value;
    }
    // Committed: fold what was stored and answer each command with the state after it.
    for (const [index, decision] of decisions.entries()) {
      const { resolve, reject } = batch[index]!;
      switch (decision.kind) {
        case "failed":
          reject(decision.error);
          break;
        case "refused":
          resolve({ ok: false, error: decision.error });
          break;
        case "applied":
          resolve(duplicateOutcome(entry, decision.events));
          break;
        case "sameAs": {
          const first = decisions[decision.of] as Extract<Decision, { kind: "append" }>;
          resolve(duplicateOutcome(entry, written[first.item]!.events));
          break;
        }
        case "append": {
          const { events } = written[decision.item]!;
          this.applyStored(entry, events);
          resolve(ok({ stream, version: entry.version, events, state: entry.state, isDuplicate: false }));
          break;
        }
      }
    }
  }

  private makeView(entry: Entry): LiveView {
    const { stream, state, version } = entry;
    let scored: Result<ScoredEvent> | undefined;
    let standings: Result<EventStandings> | undefined;
    const scoredNow = (): Result<ScoredEvent> => (scored ??= this.scoredOf(entry, state));
    return {
      stream,
      state,
      version,
      get scored() {
        return scoredNow();
      },
      get standings() {
        if (standings) return standings;
        const event = scoredNow();
        standings = event.ok ? computeEventStandings(event.value) : event;
        return standings;
      },
    };
  }

  /** `toScoredEvent(state)`, extended from the kept settled prefix instead of re-scored. */
  private scoredOf(entry: Entry, state: TournamentState = entry.state): Result<ScoredEvent> {
    const info = state.event;
    if (!info) throw new Error(`stream ${entry.stream}: the event has not been created`);
    let cache = state === entry.state ? entry.scoredCache : undefined;
    if (!cache) {
      const empty = scoreEvent({
        format: RESULTS_FORMAT,
        version: RESULTS_VERSION,
        event: info,
        players: [...state.players],
        games: [],
      });
      if (!empty.ok) return empty;
      cache = { settled: empty.value, block: 0, offset: 0 };
    }
    let settled = cache.settled;
    if (settled.file.players !== state.players && !samePlayers(settled, state)) {
      // Only statuses changed (a registration rebuilds): the index of the ids still holds.
      const index = eventIndexOf(settled);
      settled = { ...settled, file: { ...settled.file, players: [...state.players] } };
      rememberEventIndex(settled, index);
    }
    // Extend the settled prefix with the games that now stand at its end.
    const blocks = state.gameBlocks;
    let { block, offset } = cache;
    const settling: GameRecord[] = [];
    while (block < blocks.length) {
      const slots = blocks[block]!;
      if (offset >= slots.length) {
        block += 1;
        offset = 0;
        continue;
      }
      const slot = slots[offset]!;
      if (!isStanding(slot)) break;
      settling.push(slot.record as GameRecord);
      offset += 1;
    }
    if (settling.length > 0) {
      const extended = extendScoredEvent(settled, settling);
      if (!extended.ok) return extended;
      settled = extended.value;
    }
    if (state === entry.state) entry.scoredCache = { settled, block, offset };
    // The games after it that stand already: scored on top, not kept.
    const standing: GameRecord[] = [];
    for (let b = block; b < blocks.length; b++) {
      const slots = blocks[b]!;
      for (let k = b === block ? offset : 0; k < slots.length; k++) {
        if (isStanding(slots[k]!)) standing.push(slots[k]!.record as GameRecord);
      }
    }
    return standing.length === 0 ? ok(settled) : extendScoredEvent(settled, standing);
  }
}

/** The same players with the same statuses (field by field: the state copies the array on any change). */
function samePlayers(scored: ScoredEvent, state: TournamentState): boolean {
  const before = scored.file.players;
  const now = state.players;
  return before.length === now.length && before.every((player, k) => player === now[k]);
}

function contextOf(meta: CommandMeta): DecideContext {
  return { now: meta.now.toISOString(), ...(meta.seed !== undefined && { seed: meta.seed }) };
}

/** The answer to a command whose id was applied already: its first events, nothing written. */
function duplicateOutcome(entry: Entry, events: readonly StoredEvent[]): Result<CommandOutcome, never> {
  return ok({
    stream: entry.stream,
    version: entry.version,
    events: [...events],
    state: entry.state,
    isDuplicate: true,
  });
}

function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}
