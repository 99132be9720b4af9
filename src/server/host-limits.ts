// What one server accepts before it says no (docs/server.md "Limits"): players per event and
// events per TD, so that one event or one account cannot make the server hold the event loop for
// seconds; live streams in all and per client address, so that the sockets a client holds open
// never use up the descriptors health checks and writes need. `serve` options set them.
import { readFileSync } from "node:fs";
import type { TournamentCommand } from "../core/commands.js";
import { HttpProblem } from "./errors.js";

export interface HostLimits {
  /** `--max-players`: players in one event (a results file, registrations, late entries). */
  readonly playersPerEvent: number;
  /** `--max-events-per-td`: events one account owns. */
  readonly eventsPerTd: number;
  /** `--max-streams`: open live streams on this server. */
  readonly streams: number;
  /** `--max-streams-per-client`: open live streams from one client address. */
  readonly streamsPerClient: number;
}

/** Far above any Decipher event on record; a 5,000-player results file imports in well under a second. */
export const DEFAULT_PLAYERS_PER_EVENT = 5_000;
export const DEFAULT_EVENTS_PER_TD = 1_000;
/** A venue's phones may all reach a community server through one NAT address. */
export const DEFAULT_STREAMS_PER_CLIENT = 200;
/** The most streams by default, whatever the descriptor limit. */
export const MAX_DEFAULT_STREAMS = 10_000;

/** The process's open-file limit (Linux: /proc/self/limits), or undefined where it cannot be read. */
export function openFileLimit(
  read: () => string = () => readFileSync("/proc/self/limits", "utf8"),
): number | undefined {
  try {
    const line = read()
      .split("\n")
      .find((text) => text.startsWith("Max open files"));
    const soft = line ? Number(/^Max open files\s+(\d+)/.exec(line)?.[1]) : NaN;
    return Number.isInteger(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Streams allowed when the host sets none: three quarters of the descriptors (each stream holds
 * one socket; the rest stay for the database, the files served and the other requests), at most
 * MAX_DEFAULT_STREAMS; 768 when the limit is unknown (as if it were the common 1,024).
 */
export function defaultStreamLimit(fileLimit: number | undefined): number {
  return Math.max(1, Math.min(MAX_DEFAULT_STREAMS, Math.floor(((fileLimit ?? 1_024) * 3) / 4)));
}

export function resolveHostLimits(limits: Partial<HostLimits> = {}): HostLimits {
  return {
    playersPerEvent: limits.playersPerEvent ?? DEFAULT_PLAYERS_PER_EVENT,
    eventsPerTd: limits.eventsPerTd ?? DEFAULT_EVENTS_PER_TD,
    streams: limits.streams ?? defaultStreamLimit(openFileLimit()),
    streamsPerClient: limits.streamsPerClient ?? DEFAULT_STREAMS_PER_CLIENT,
  };
}

/** How many players a command adds to an event (a results file: all of its own). */
export function playersAddedBy(command: TournamentCommand): number {
  switch (command.type) {
    case "RegisterPlayer":
    case "EnterLatePlayer":
      return 1;
    case "ImportResultsFile": {
      const players = (command.file as { players?: unknown } | null)?.players;
      return Array.isArray(players) ? players.length : 0;
    }
    default:
      return 0;
  }
}

/** 422 when the event would have more players than this server takes. */
export function checkPlayerLimit(playersAfter: number, limits: HostLimits, field: string): void {
  if (playersAfter <= limits.playersPerEvent) return;
  throw new HttpProblem(
    422,
    `${field}: this server takes at most ${limits.playersPerEvent} players per event (its host sets --max-players)`,
    { code: "TOO_MANY_PLAYERS", field },
  );
}

/** 422 when the TD already owns as many events as this server allows one account. */
export function checkEventLimit(owned: number, limits: HostLimits): void {
  if (owned < limits.eventsPerTd) return;
  throw new HttpProblem(
    422,
    `this server lets one TD own at most ${limits.eventsPerTd} events (its host sets --max-events-per-td)`,
    { code: "TOO_MANY_EVENTS" },
  );
}
