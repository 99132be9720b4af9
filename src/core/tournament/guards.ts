// The checks every decider starts with; each refusal is a DomainError value with a stable code.
import { fail, ok, type Result } from "../errors.js";
import type { EventInfo, PlayerEntry } from "../results-file/schema.js";
import { gamesOf, findGame, findPlayer, isOut, type GameSlot, type TournamentState } from "./state.js";

export function requireEvent(state: TournamentState): Result<EventInfo> {
  if (!state.event)
    return fail("EVENT_NOT_CREATED", "", "R2", "there is no event yet: create or import one first");
  return ok(state.event);
}

/** Created and not finished: what every command that changes the play needs. */
export function requireOpenEvent(state: TournamentState): Result<EventInfo> {
  const event = requireEvent(state);
  if (!event.ok) return event;
  if (state.isFinished)
    return fail("EVENT_FINISHED", "", "F5", `the event "${event.value.name}" is finished`);
  return event;
}

export function requirePlayer(
  state: TournamentState,
  playerId: string,
  field = "playerId",
): Result<PlayerEntry> {
  const player = findPlayer(state, playerId);
  if (!player)
    return fail("UNKNOWN_PLAYER", field, "R2", `player "${playerId}" is not registered in this event`);
  return ok(player);
}

/** R2: dropped, quit or disqualified players take no further part until reinstated. */
export function requireActivePlayer(
  state: TournamentState,
  playerId: string,
  field = "playerId",
): Result<PlayerEntry> {
  const player = requirePlayer(state, playerId, field);
  if (!player.ok) return player;
  if (isOut(player.value)) {
    return fail(
      "PLAYER_NOT_IN_EVENT",
      field,
      "R2",
      `player "${playerId}" has ${player.value.status === "quit" ? "quit" : `been ${player.value.status}`}; reinstate him first`,
    );
  }
  return player;
}

export function requireGame(state: TournamentState, gameId: number, field = "gameId"): Result<GameSlot> {
  const slot = Number.isInteger(gameId) ? findGame(state, gameId) : undefined;
  if (!slot) return fail("UNKNOWN_GAME", field, "R6", `there is no game ${String(gameId)} in this event`);
  return ok(slot);
}

export function requireReason(reason: string | undefined, rule: string, field = "reason"): Result<string> {
  const text = reason?.trim() ?? "";
  if (text === "") return fail("REASON_REQUIRED", field, rule, "give a reason: it is kept in the change log");
  return ok(text);
}

/** The game a player is seated at and whose result is not in yet (at most one: pairing waits for results). */
export function findOpenGameOf(state: TournamentState, playerId: string): GameSlot | undefined {
  const games = gamesOf(state);
  for (let i = games.length - 1; i >= 0; i--) {
    const slot = games[i]!;
    if (slot.record.result === undefined && slot.record.players.some((seat) => seat.id === playerId))
      return slot;
  }
  return undefined;
}
