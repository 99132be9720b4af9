// DESIGN.md "The shape": the one path the server and the CLI both use —
// load → fold → decide → append, retrying on a lost optimistic-concurrency race.
import type { DecideContext, TournamentCommand } from "../core/commands.js";
import { decide } from "../core/decide.js";
import type { DomainError, Result } from "../core/errors.js";
import type { TournamentState } from "../core/tournament/state.js";
import type { EventStore, StoredEvent, VersionConflict } from "../store/event-store.js";
import { foldStored, loadTournament, toNewEvent, type LoadedTournament } from "./event-log.js";

export interface CommandMeta {
  /** Who (R6 audit log), e.g. `td:alice`, `player:johnbrown110260`, `cli`. */
  readonly actor: string;
  /** Client-chosen: a retry with the same id returns the first outcome and writes nothing. */
  readonly commandId?: string;
  /** The moment the command was given; the core has no clock. */
  readonly now: Date;
  /** A fresh seed for CreateEvent (SPEC §2); the caller's randomness, not the core's. */
  readonly seed?: string;
  /** How many times to reload and decide again after a version conflict; 5 by default. */
  readonly maxRetries?: number;
}

export interface CommandOutcome {
  readonly stream: string;
  readonly version: number;
  readonly events: readonly StoredEvent[];
  /** The state after the command: what a read model of this stream now shows. */
  readonly state: TournamentState;
  /** true when this commandId had already been applied: nothing new was written. */
  readonly isDuplicate: boolean;
}

export type CommandError = DomainError | VersionConflict;

export function isVersionConflict(error: CommandError): error is VersionConflict {
  return error.code === "VERSION_CONFLICT";
}

export async function handleCommand(
  store: EventStore,
  stream: string,
  command: TournamentCommand,
  meta: CommandMeta,
): Promise<Result<CommandOutcome, CommandError>> {
  const ctx: DecideContext = {
    now: meta.now.toISOString(),
    ...(meta.seed !== undefined && { seed: meta.seed }),
  };
  const attempts = 1 + (meta.maxRetries ?? 5);
  let loaded: LoadedTournament = await loadTournament(store, stream);
  let conflict: VersionConflict | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const earlier = meta.commandId === undefined ? undefined : loaded.commandIds.get(meta.commandId);
    if (earlier)
      return ok({ stream, version: loaded.version, events: earlier, state: loaded.state, isDuplicate: true });
    const decided = decide(command, loaded.state, ctx);
    if (!decided.ok) return decided;
    const appended = await store.append(stream, loaded.version, decided.value.map(toNewEvent), {
      actor: meta.actor,
      ...(meta.commandId !== undefined && { commandId: meta.commandId }),
    });
    if (appended.ok) {
      const { value } = appended;
      if (value.isDuplicate) {
        // The id was used on another stream, or won a race: report what it did, write nothing.
        const now = await loadTournament(store, stream);
        return ok({
          stream,
          version: now.version,
          events: value.events,
          state: now.state,
          isDuplicate: true,
        });
      }
      const after = foldStored(loaded, value.events);
      return ok({
        stream,
        version: after.version,
        events: value.events,
        state: after.state,
        isDuplicate: false,
      });
    }
    // Someone else appended first: fold what they wrote and decide again on the new state.
    conflict = appended.error;
    loaded = foldStored(loaded, await store.read(stream, loaded.version));
  }
  return { ok: false, error: conflict! };
}

function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}
