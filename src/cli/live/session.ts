// A live event from the terminal (DESIGN.md): every command goes through src/app's
// handleCommand — load → fold → decide → append — exactly as the server's do.
import { randomBytes } from "node:crypto";
import { loadTournament } from "../../app/event-log.js";
import { handleCommand, type CommandError, type CommandOutcome } from "../../app/handle-command.js";
import type { TournamentCommand } from "../../core/commands.js";
import { formatError } from "../../core/errors.js";
import type { TournamentState } from "../../core/tournament/state.js";
import type { EventStore } from "../../store/event-store.js";
import { badInput } from "../exit.js";
import { withStore, type DbOptions } from "../store-option.js";

/** Who the audit log (R6) names for what is typed at this terminal. */
export const CLI_ACTOR = "td:cli";

/**
 * One line for a refused command. `options` names the command-line option behind a core field
 * (event.game → --game), so the TD reads what he typed.
 */
export function describeCommandError(
  error: CommandError,
  options: Readonly<Record<string, string>> = {},
): string {
  if (!("field" in error)) return `${error.message} (another writer changed the event; try again)`;
  const option = options[error.field];
  return formatError(option === undefined ? error : { ...error, field: option });
}

export interface LiveEvent {
  readonly store: EventStore;
  readonly eventId: string;
  /** The state as loaded; send() keeps it current. */
  state: TournamentState;
  /** Decides and appends one command; a refusal ends the command with exit 1 and changes nothing. */
  send(command: TournamentCommand, options?: Readonly<Record<string, string>>): Promise<CommandOutcome>;
}

export async function sendCommand(
  store: EventStore,
  eventId: string,
  command: TournamentCommand,
  seed?: string,
  options: Readonly<Record<string, string>> = {},
): Promise<CommandOutcome> {
  const outcome = await handleCommand(store, eventId, command, {
    actor: CLI_ACTOR,
    now: new Date(),
    ...(seed !== undefined && { seed }),
  });
  if (!outcome.ok) return badInput(describeCommandError(outcome.error, options));
  return outcome.value;
}

/** A fresh seed (SPEC §2: stored with the event) when the TD gives none. */
export function freshSeed(): string {
  return randomBytes(6).toString("hex");
}

/** Opens the log, loads EVENT (refused in one line when there is none) and runs the work. */
export async function withEvent<T>(
  options: DbOptions,
  eventId: string,
  work: (live: LiveEvent) => Promise<T>,
): Promise<T> {
  return withStore(
    options,
    async (store) => {
      const loaded = await loadTournament(store, eventId);
      if (!loaded.state.event)
        return badInput(`EVENT: there is no event "${eventId}" in this database (see handsdown list)`);
      const live: LiveEvent = {
        store,
        eventId,
        state: loaded.state,
        async send(command, options) {
          const outcome = await sendCommand(store, eventId, command, undefined, options);
          live.state = outcome.state;
          return outcome;
        },
      };
      return work(live);
    },
    { mustExist: true },
  );
}
