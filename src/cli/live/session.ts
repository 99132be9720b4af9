// A live event from the terminal: every command goes through src/app's one command pipeline
// (command-pipeline.ts: load, decide, append, evolve), exactly as the server's do.
import { randomBytes } from "node:crypto";
import {
  CommandPipeline,
  type BatchRefusal,
  type CommandError,
  type CommandOutcome,
  type CommandMeta,
  type LiveView,
} from "../../app/command-pipeline.js";
import type { TournamentCommand } from "../../core/commands.js";
import { formatError, type Result } from "../../core/errors.js";
import type { TournamentState } from "../../core/tournament/state.js";
import type { EventStore } from "../../store/event-store.js";
import { badInput } from "../exit.js";
import { withStore, type DbOptions } from "../store-option.js";

/** Who the change log (R6) names for what is typed at this terminal. */
export const CLI_ACTOR = "td:cli";

/**
 * One line for a refused command. `options` names the command-line option behind a core field
 * (event.game → --game), so the TD reads what he typed.
 */
export function describeCommandError(
  error: CommandError,
  options: Readonly<Record<string, string>> = {},
): string {
  if (error.code === "VERSION_CONFLICT")
    return `${error.message} (another writer changed the event; try again)`;
  const option = options[error.field];
  return formatError(option === undefined ? error : { ...error, field: option });
}

export interface LiveEvent {
  readonly store: EventStore;
  readonly eventId: string;
  /** The state as loaded; send() and sendAll() keep it current. */
  state: TournamentState;
  /**
   * The event's view now (the read model the pipeline folded: scores, standings), the one the
   * server reads too: the CLI formats views, it does not compute them (src/core/views/).
   */
  readonly view: LiveView;
  /** Decides and appends one command; a refusal ends the command with exit 1 and changes nothing. */
  send(command: TournamentCommand, options?: Readonly<Record<string, string>>): Promise<CommandOutcome>;
  /** Several commands, all stored or none; the refusals (each with its index) are the caller's to word. */
  sendAll(
    commands: readonly TournamentCommand[],
  ): Promise<Result<CommandOutcome, CommandError | BatchRefusal>>;
}

function cliMeta(seed?: string): CommandMeta {
  return { actor: CLI_ACTOR, now: new Date(), ...(seed !== undefined && { seed }) };
}

/** One command to EVENT (creating it, for CreateEvent); a refusal ends with exit 1. */
export async function sendCommand(
  store: EventStore,
  eventId: string,
  command: TournamentCommand,
  seed?: string,
  options: Readonly<Record<string, string>> = {},
): Promise<CommandOutcome> {
  return sendThrough(new CommandPipeline(store), eventId, command, seed, options);
}

async function sendThrough(
  pipeline: CommandPipeline,
  eventId: string,
  command: TournamentCommand,
  seed: string | undefined,
  options: Readonly<Record<string, string>>,
): Promise<CommandOutcome> {
  const outcome = await pipeline.execute(eventId, command, cliMeta(seed));
  if (!outcome.ok) return badInput(describeCommandError(outcome.error, options));
  return outcome.value;
}

/** A fresh seed (docs/rules.md §2: stored with the event) when the TD gives none. */
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
      const pipeline = new CommandPipeline(store);
      const view = await pipeline.load(eventId);
      if (!view)
        return badInput(`EVENT: there is no event "${eventId}" in this database (see handsdown list)`);
      const live: LiveEvent = {
        store,
        eventId,
        state: view.state,
        get view() {
          return pipeline.view(eventId)!;
        },
        async send(command, commandOptions = {}) {
          const outcome = await sendThrough(pipeline, eventId, command, undefined, commandOptions);
          live.state = outcome.state;
          return outcome;
        },
        async sendAll(commands) {
          const outcome = await pipeline.executeAll(eventId, commands, cliMeta());
          if (outcome.ok) live.state = outcome.value.state;
          return outcome;
        },
      };
      return work(live);
    },
    { mustExist: true },
  );
}
