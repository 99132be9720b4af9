// Issue 11 §6 "commands fast at any event size": each live event's state stays in memory and
// catches up from its version (store.read(stream, version)) instead of folding the whole stream
// per command; commands on one event are serialised here, so a player never sees a 409.
// This is the server's one door to src/app: when the core's LiveEvents lands, only this file changes.
import type { TournamentCommand } from "../core/commands.js";
import { decide } from "../core/decide.js";
import type { Result } from "../core/errors.js";
import { emptyTournament, foldStored, toNewEvent, type LoadedTournament } from "../app/event-log.js";
import type { CommandError, CommandMeta, CommandOutcome } from "../app/handle-command.js";
import type { EventStore } from "../store/event-store.js";

export interface LiveEventsPort {
  /** Decide and append one command, serialised per event; a retried commandId writes nothing. */
  execute(
    stream: string,
    command: TournamentCommand,
    meta: CommandMeta,
  ): Promise<Result<CommandOutcome, CommandError>>;
  /** The event's state, caught up with the log (a read after a write's 2xx reflects it). */
  load(stream: string): Promise<LoadedTournament>;
}

const MAX_ATTEMPTS = 8;

export function makeLiveEvents(store: EventStore): LiveEventsPort {
  const cache = new Map<string, LoadedTournament>();
  const queues = new Map<string, Promise<unknown>>();

  /** One at a time per event: the next waits for the previous to settle. */
  function serialise<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(stream) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    queues.set(stream, settled);
    void settled.then(() => {
      if (queues.get(stream) === settled) queues.delete(stream);
    });
    return next;
  }

  async function catchUp(stream: string): Promise<LoadedTournament> {
    const known = cache.get(stream) ?? emptyTournament(stream);
    const newer = await store.read(stream, known.version);
    // Another read may have advanced the cache while we waited: fold only what it lacks.
    const current = cache.get(stream) ?? known;
    const loaded = foldStored(
      current,
      newer.filter((event) => event.version > current.version),
    );
    if (loaded.version > 0) cache.set(stream, loaded); // unknown ids are not remembered
    return loaded;
  }

  async function executeNow(
    stream: string,
    command: TournamentCommand,
    meta: CommandMeta,
  ): Promise<Result<CommandOutcome, CommandError>> {
    const ctx = { now: meta.now.toISOString(), ...(meta.seed !== undefined && { seed: meta.seed }) };
    let conflict: CommandError | undefined;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const loaded = await catchUp(stream);
      const earlier = meta.commandId === undefined ? undefined : loaded.commandIds.get(meta.commandId);
      if (earlier)
        return {
          ok: true,
          value: { stream, version: loaded.version, events: earlier, state: loaded.state, isDuplicate: true },
        };
      const decided = decide(command, loaded.state, ctx);
      if (!decided.ok) return decided;
      const appended = await store.append(stream, loaded.version, decided.value.map(toNewEvent), {
        actor: meta.actor,
        ...(meta.commandId !== undefined && { commandId: meta.commandId }),
      });
      if (!appended.ok) {
        conflict = appended.error; // another process wrote first: catch up and decide again
        continue;
      }
      if (appended.value.isDuplicate) {
        const now = await catchUp(stream);
        return {
          ok: true,
          value: {
            stream,
            version: now.version,
            events: appended.value.events,
            state: now.state,
            isDuplicate: true,
          },
        };
      }
      const after = foldStored(loaded, appended.value.events);
      if (after.version > (cache.get(stream)?.version ?? 0)) cache.set(stream, after);
      return {
        ok: true,
        value: {
          stream,
          version: after.version,
          events: appended.value.events,
          state: after.state,
          isDuplicate: false,
        },
      };
    }
    return { ok: false, error: conflict! };
  }

  return {
    execute: (stream, command, meta) => serialise(stream, () => executeNow(stream, command, meta)),
    load: (stream) => catchUp(stream),
  };
}
