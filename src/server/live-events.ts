// The server runs every command and read through the app's one command pipeline
// (src/app/command-pipeline.ts, docs/adr/0004-event-model.md): each live event's state in memory,
// caught up from its version, commands serialised per event and retried across app servers (a
// player never sees a 409), the scored view extended incrementally. This file is the server's
// one door to it: routes call `deps.live.execute`.
import type { TournamentCommand } from "../core/commands.js";
import type { Result } from "../core/errors.js";
import {
  CommandPipeline,
  type CommandError,
  type CommandMeta,
  type CommandOutcome,
  type LiveView,
} from "../app/command-pipeline.js";
import type { EventStore, StoredEvent } from "../store/event-store.js";

export type EventView = LiveView;

export interface LiveEventsPort {
  /** Decide and append one command, serialised per event; a retried commandId (same event, same actor) writes nothing. */
  execute(
    stream: string,
    command: TournamentCommand,
    meta: CommandMeta,
  ): Promise<Result<CommandOutcome, CommandError>>;
  /** The event caught up with the log (a read after a write's 2xx reflects it); undefined if there is none. */
  load(stream: string): Promise<EventView | undefined>;
  /** The view this server holds, without catching up (undefined if not loaded). */
  peek(stream: string): EventView | undefined;
  /** Events the store's subscription delivered (this or another process). */
  apply(events: readonly StoredEvent[]): void;
}

export function makeLiveEvents(store: EventStore): LiveEventsPort {
  const live = new CommandPipeline(store);
  return {
    execute: async (stream, command, meta) => {
      const outcome = await live.execute(stream, command, meta);
      if (!outcome.ok && !live.view(stream)) live.forget(stream); // a refused create keeps nothing
      return outcome;
    },
    load: async (stream) => {
      const view = await live.load(stream);
      if (!view) live.forget(stream); // unknown ids are not remembered
      return view;
    },
    peek: (stream) => live.view(stream),
    apply: (events) => live.apply(events),
  };
}
