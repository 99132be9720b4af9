// R2/S6: who is still in the event. One rule for the core (decide, pairing, standings) and every
// edge (CLI, server, console, player page): docs/rules.md R2 and S6.
import type { PlayerStatus } from "../games.js";
import type { PlayerEntry } from "../results-file/schema.js";

/** The statuses that take a player out of further pairings (R2: drop, S6: quit, R2: disqualification). */
export type OutStatus = "dropped" | "quit" | "disqualified";

/** Takes any string: the edges read statuses from JSON (the console, the player page). */
export function isOutStatus(status: string | undefined): status is OutStatus {
  return status === "dropped" || status === "quit" || status === "disqualified";
}

/**
 * A player's status: the one the log or the file records (the last registration, check-in,
 * drop, quit, disqualification or reinstatement); with none recorded, "quit" for a player who
 * quit a game (S6: the quitter is dropped from the rest of the event), else "active". A live
 * event records a quit reported as a result in the quitter's status when that result stands
 * (evolve.ts), so a reinstatement after it is the later word.
 */
export function playerStatus(player: Pick<PlayerEntry, "status">, hasQuitAGame = false): PlayerStatus {
  if (player.status !== undefined) return player.status;
  return hasQuitAGame ? "quit" : "active";
}

/** R2/S6: dropped, quit or disqualified — no further pairings until reinstated. */
export function isOutPlayer(player: Pick<PlayerEntry, "status">, hasQuitAGame = false): boolean {
  return isOutStatus(playerStatus(player, hasQuitAGame));
}

/**
 * R2: the status the event's log records, as the TD's player list shows it — "registered" until
 * the player is checked in or entered late. (A results file that records none means "active":
 * playerStatus above.)
 */
export function registrationStatus(player: { readonly status?: PlayerStatus | undefined }): PlayerStatus {
  return player.status ?? "registered";
}

/** Registered but not checked in yet (R2): the first pairing waits for him once check-in is used. */
export function isAwaitingCheckIn(player: { readonly status?: string | undefined }): boolean {
  return player.status === undefined || player.status === "registered";
}

/** How a list shows the status beside a name: nothing while he plays, else the status word. */
export function statusNote(status: string | undefined): OutStatus | undefined {
  return isOutStatus(status) ? status : undefined;
}
