// Several commands as one append (a CSV of players, the demo's setup): each is decided on the
// state the ones before it left, and the store gets all their events or none — the same
// load → fold → decide → append as handleCommand, so no rule is checked anywhere else.
import type { TournamentCommand } from "../core/commands.js";
import { decide } from "../core/decide.js";
import type { DomainError, Result } from "../core/errors.js";
import { fold } from "../core/evolve.js";
import type { TournamentEvent } from "../core/events.js";
import type { EventStore } from "../store/event-store.js";
import { foldStored, loadTournament, toNewEvent } from "./event-log.js";
import type { CommandError, CommandMeta, CommandOutcome } from "./handle-command.js";

/** The commands refused, each with its index in the batch. */
export interface BatchRefusal {
  readonly code: "BATCH_REFUSED";
  readonly refusals: readonly { readonly index: number; readonly error: DomainError }[];
}

/**
 * Decides every command in order on the folded state; a refused command is skipped (so later
 * ones are still checked and every bad row is reported), and if any was refused nothing is written.
 */
export async function handleCommands(
  store: EventStore,
  stream: string,
  commands: readonly TournamentCommand[],
  meta: CommandMeta,
): Promise<Result<CommandOutcome, CommandError | BatchRefusal>> {
  const ctx = { now: meta.now.toISOString(), ...(meta.seed !== undefined && { seed: meta.seed }) };
  const loaded = await loadTournament(store, stream);
  let state = loaded.state;
  const events: TournamentEvent[] = [];
  const refusals: { index: number; error: DomainError }[] = [];
  for (const [index, command] of commands.entries()) {
    const decided = decide(command, state, ctx);
    if (!decided.ok) {
      refusals.push({ index, error: decided.error });
      continue;
    }
    state = fold(decided.value, state);
    events.push(...decided.value);
  }
  if (refusals.length > 0) return { ok: false, error: { code: "BATCH_REFUSED", refusals } };
  const appended = await store.append(stream, loaded.version, events.map(toNewEvent), { actor: meta.actor });
  if (!appended.ok) return appended;
  const after = foldStored(loaded, appended.value.events);
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
