// The one command pipeline (docs/adr/0004-event-model.md): every command of the server, the CLI
// and the demo goes through `CommandPipeline`. For each event it serves it keeps the read model
// (src/core/views/read-model.ts: the folded state and the settled scored games, folded on every
// append and every catch-up), the version and the applied command ids in memory, so that a
// command costs the same in game 1 and game 12, and runs each command in four steps:
//   1. load or catch up: read the event's log from the version it holds (the whole log the first
//      time; another process or app server may have appended since);
//   2. decide on that state (the core; a refusal writes nothing);
//   3. append with that version as the expected one — the commands that queued up for the event
//      meanwhile go in the same append (group commit: one transaction, one fsync), and a 2xx
//      still means committed;
//   4. evolve: fold what was stored into the read model, and answer each command with the state after it.
// If another writer appended between 1 and 3 (VERSION_CONFLICT), the whole batch goes back to 1
// and is decided again on the caught-up state, after a short random wait; a caller sees the
// conflict only when it keeps losing. Commands of one event are serialised in this process (a
// player never sees a conflict caused by another player of the same server); across servers,
// this retry serialises them. A command's `now` is taken once, by the caller, and stays the
// same on every attempt. What a repeated command id means is applied-commands.ts's rule.
import type { DecideContext, TournamentCommand } from "../core/commands.js";
import { decide } from "../core/decide.js";
import type { DomainError, Result } from "../core/errors.js";
import type { TournamentEvent } from "../core/events.js";
import type { TournamentState } from "../core/tournament/state.js";
import type { EventStore, NewEvent, StoredEvent, VersionConflict } from "../store/event-store.js";
import { AppliedCommands, commandKey } from "./applied-commands.js";
import { toNewEvent, toTournamentEvent } from "./event-log.js";
import {
  decideViewsOf,
  foldReadModel,
  INITIAL_READ_MODEL,
  liveViewOf,
  type LiveView,
  type ReadModel,
} from "../core/views/read-model.js";

export type { LiveView } from "../core/views/read-model.js";

export interface CommandMeta {
  /** Who (R6 change log), e.g. `td:alice`, `player:johnbrown110260`, `td:cli`. */
  readonly actor: string;
  /** Client-chosen: a retry with the same id (same event, same actor) returns the first outcome and writes nothing. */
  readonly commandId?: string;
  /** The moment the command was given, taken once; the core has no clock. */
  readonly now: Date;
  /** A fresh seed for CreateEvent (docs/rules.md §2); the caller's randomness, not the core's. */
  readonly seed?: string;
}

export interface CommandOutcome {
  readonly stream: string;
  readonly version: number;
  readonly events: readonly StoredEvent[];
  /** The state after the command: what a read of this event now shows. */
  readonly state: TournamentState;
  /** true when this command id had already been applied: nothing new was written. */
  readonly isDuplicate: boolean;
}

export type CommandError = DomainError | VersionConflict;

/** `executeAll`: the commands refused, each with its index; nothing was written. */
export interface BatchRefusal {
  readonly code: "BATCH_REFUSED";
  readonly refusals: readonly { readonly index: number; readonly error: DomainError }[];
}

export function isVersionConflict(error: CommandError | BatchRefusal): error is VersionConflict {
  return error.code === "VERSION_CONFLICT";
}

export interface PipelineOptions {
  /** How many times a batch catches up and is decided again after a version conflict; 10 by default. */
  readonly maxRetries?: number;
  /** The most commands one batch decides and appends together (group commit); 256 by default; 1: one by one. */
  readonly maxBatch?: number;
}

/** One caller's request: one command, or several that are applied all together or not at all. */
interface Request {
  readonly commands: readonly TournamentCommand[];
  readonly isAllOrNothing: boolean;
  readonly meta: CommandMeta;
  readonly resolve: (outcome: Result<CommandOutcome, CommandError | BatchRefusal>) => void;
  readonly reject: (error: unknown) => void;
}

/** What a batch decided for one request. */
type Decision =
  | { readonly kind: "refused"; readonly error: DomainError | BatchRefusal }
  | { readonly kind: "failed"; readonly error: unknown }
  /** Its command id was applied before the batch: the first outcome, nothing written. */
  | { readonly kind: "applied"; readonly events: readonly StoredEvent[] }
  /** Its command id is that of an earlier request of the batch (`of`, an index into the batch). */
  | { readonly kind: "sameAs"; readonly of: number }
  /** Its events are the batch's appended events `from` .. `from + count - 1`. */
  | { readonly kind: "append"; readonly from: number; readonly count: number };

interface Entry {
  readonly stream: string;
  /** The read model folded to `version`. */
  model: ReadModel;
  version: number;
  readonly applied: AppliedCommands;
  /** The tail of this event's queue: one batch at a time. */
  queue: Promise<unknown>;
  /** Requests waiting for the next batch, and whether that batch is already in the queue. */
  waiting: Request[];
  isBatchQueued: boolean;
  /** A subscription delivered an event beyond `version + 1`, or nothing was read yet: catch up before the next use. */
  isStale: boolean;
  view: LiveView | undefined;
}

export class CommandPipeline {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly store: EventStore,
    private readonly options: PipelineOptions = {},
  ) {}

  /** Decides and appends one command (all its events or none), serialised with the event's other commands. */
  execute(
    stream: string,
    command: TournamentCommand,
    meta: CommandMeta,
  ): Promise<Result<CommandOutcome, CommandError>> {
    return this.enqueue(stream, [command], false, meta) as Promise<Result<CommandOutcome, CommandError>>;
  }

  /**
   * Several commands as one (a CSV of players, the demo's set-up): each is decided on the state
   * the ones before it leave, and the log gets all their events or none. A refused command is
   * skipped so later ones are still checked, and every refusal is reported.
   */
  executeAll(
    stream: string,
    commands: readonly TournamentCommand[],
    meta: CommandMeta,
  ): Promise<Result<CommandOutcome, CommandError | BatchRefusal>> {
    return this.enqueue(stream, commands, true, meta);
  }

  /** The event as this process holds it, or undefined when it is not loaded (see `load`) or not created. */
  view(stream: string): LiveView | undefined {
    const entry = this.entries.get(stream);
    if (!entry || !entry.model.state.event) return undefined;
    if (entry.view?.version !== entry.version) entry.view = liveViewOf(stream, entry.version, entry.model);
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

  private get maxBatch(): number {
    return this.options.maxBatch ?? 256;
  }

  private enqueue(
    stream: string,
    commands: readonly TournamentCommand[],
    isAllOrNothing: boolean,
    meta: CommandMeta,
  ): Promise<Result<CommandOutcome, CommandError | BatchRefusal>> {
    const entry = this.entryOf(stream);
    return new Promise((resolve, reject) => {
      entry.waiting.push({ commands, isAllOrNothing, meta, resolve, reject });
      if (entry.isBatchQueued) return;
      entry.isBatchQueued = true;
      void this.serialise(entry, () => this.runBatch(entry));
    });
  }

  private entryOf(stream: string): Entry {
    let entry = this.entries.get(stream);
    if (!entry) {
      entry = {
        stream,
        model: INITIAL_READ_MODEL,
        version: 0,
        applied: new AppliedCommands(),
        queue: Promise.resolve(),
        waiting: [],
        isBatchQueued: false,
        isStale: true,
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
    // Folded together (`fold`: an imported file's registrations copy the players once).
    const folding: TournamentEvent[] = [];
    try {
      for (const stored of events) {
        if (stored.version <= entry.version) continue;
        if (stored.version !== entry.version + 1) {
          throw new Error(`stream ${entry.stream}: version ${stored.version} after ${entry.version}`);
        }
        folding.push(toTournamentEvent(stored));
        entry.version = stored.version;
        entry.applied.record(stored);
      }
    } finally {
      entry.model = foldReadModel(entry.model, folding);
    }
  }

  /** One batch of the event's waiting requests (see the top of the file); never rejects. */
  private async runBatch(entry: Entry): Promise<void> {
    const batch = entry.waiting.splice(0, this.maxBatch);
    // More than one batch's worth waiting: the rest goes next, behind this one.
    if (entry.waiting.length > 0) void this.serialise(entry, () => this.runBatch(entry));
    else entry.isBatchQueued = false;
    const attempts = 1 + (this.options.maxRetries ?? 10);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.catchUp(entry);
        const { decisions, events } = this.decideBatch(entry, batch);
        if (events.length === 0) return this.answer(entry, batch, decisions, { ok: true, value: [] });
        const appended = await this.store.append(entry.stream, entry.version, events);
        if (appended.ok || attempt >= attempts) {
          const written = appended.ok ? { ok: true as const, value: appended.value.events } : appended;
          return this.answer(entry, batch, decisions, written);
        }
      } catch (error) {
        // A read or the append failed: nothing of the batch was committed.
        for (const request of batch) request.reject(error);
        return;
      }
      await pause(attempt);
    }
  }

  /** Decides the batch's requests in order, each on the state the ones before it leave. */
  private decideBatch(
    entry: Entry,
    batch: readonly Request[],
  ): { decisions: Decision[]; events: NewEvent[] } {
    let scratch = entry.model;
    const decisions: Decision[] = [];
    const events: NewEvent[] = [];
    const inBatch = new Map<string, number>(); // command key → index of its request in the batch
    for (const [index, request] of batch.entries()) {
      const { actor, commandId } = request.meta;
      const key = commandId === undefined ? undefined : commandKey(actor, commandId);
      const applied = entry.applied.find(actor, commandId);
      const earlier = key === undefined ? undefined : inBatch.get(key);
      if (applied) {
        decisions.push({ kind: "applied", events: applied });
        continue;
      }
      if (earlier !== undefined) {
        decisions.push({ kind: "sameAs", of: earlier });
        continue;
      }
      let decided: Result<{ events: TournamentEvent[]; model: ReadModel }, DomainError | BatchRefusal>;
      try {
        decided = decideRequest(scratch, request);
      } catch (error) {
        decisions.push({ kind: "failed", error });
        continue;
      }
      if (!decided.ok) {
        decisions.push({ kind: "refused", error: decided.error });
        continue;
      }
      scratch = decided.value.model;
      const decidedEvents = decided.value.events;
      decisions.push({ kind: "append", from: events.length, count: decidedEvents.length });
      for (const event of decidedEvents) events.push(toNewEvent(event, request.meta));
      // A command that wrote nothing records no id: its retry is decided again.
      if (key !== undefined && decidedEvents.length > 0) inBatch.set(key, index);
    }
    return { decisions, events };
  }

  /** Folds what was stored and answers each request with the state after it; or the conflict that was not overcome. */
  private answer(
    entry: Entry,
    batch: readonly Request[],
    decisions: readonly Decision[],
    written: Result<readonly StoredEvent[], VersionConflict>,
  ): void {
    for (const [index, decision] of decisions.entries()) {
      const { resolve, reject } = batch[index]!;
      if (decision.kind === "failed") reject(decision.error);
      else if (decision.kind === "refused") resolve({ ok: false, error: decision.error });
      else if (decision.kind === "applied") resolve(outcomeOf(entry, decision.events, true));
      else if (!written.ok) resolve(written);
      else if (decision.kind === "sameAs") {
        const first = decisions[decision.of] as Extract<Decision, { kind: "append" }>;
        resolve(outcomeOf(entry, written.value.slice(first.from, first.from + first.count), true));
      } else {
        const events = written.value.slice(decision.from, decision.from + decision.count);
        this.applyStored(entry, events);
        resolve(outcomeOf(entry, events, false));
      }
    }
  }
}

/** One request's commands decided in order on the read model, folded as they go; the events and the model after them. */
function decideRequest(
  start: ReadModel,
  request: Request,
): Result<{ events: TournamentEvent[]; model: ReadModel }, DomainError | BatchRefusal> {
  let model = start;
  const ctx = contextOf(request.meta);
  const produced: TournamentEvent[] = [];
  const refusals: { index: number; error: DomainError }[] = [];
  for (const [index, command] of request.commands.entries()) {
    const decided = decide(command, model.state, ctx, decideViewsOf(model));
    if (!decided.ok) {
      if (!request.isAllOrNothing) return decided;
      refusals.push({ index, error: decided.error });
      continue;
    }
    model = foldReadModel(model, decided.value);
    produced.push(...decided.value);
  }
  if (refusals.length > 0) return { ok: false, error: { code: "BATCH_REFUSED", refusals } };
  return { ok: true, value: { events: produced, model } };
}

function contextOf(meta: CommandMeta): DecideContext {
  return { now: meta.now.toISOString(), ...(meta.seed !== undefined && { seed: meta.seed }) };
}

function outcomeOf(
  entry: Entry,
  events: readonly StoredEvent[],
  isDuplicate: boolean,
): Result<CommandOutcome, never> {
  return {
    ok: true,
    value: {
      stream: entry.stream,
      version: entry.version,
      events: [...events],
      state: entry.model.state,
      isDuplicate,
    },
  };
}

/**
 * After the n-th lost race in a row, a random wait of up to 2^n ms (at most 64): two app servers
 * retrying in step would otherwise keep colliding.
 */
function pause(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(64, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One command from a process that gives it and exits (the CLI): the same pipeline, nothing kept. */
export function runCommand(
  store: EventStore,
  stream: string,
  command: TournamentCommand,
  meta: CommandMeta,
  options?: PipelineOptions,
): Promise<Result<CommandOutcome, CommandError>> {
  return new CommandPipeline(store, options).execute(stream, command, meta);
}

/** `executeAll` from a process that gives the commands and exits. */
export function runCommands(
  store: EventStore,
  stream: string,
  commands: readonly TournamentCommand[],
  meta: CommandMeta,
): Promise<Result<CommandOutcome, CommandError | BatchRefusal>> {
  return new CommandPipeline(store).executeAll(stream, commands, meta);
}
