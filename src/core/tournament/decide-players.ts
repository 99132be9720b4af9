// R2: registration, check-in, late entry, drop, quit (S6), disqualification, reinstatement.
import type { PlayerInput } from "../commands.js";
import { fail, ok, type Result } from "../errors.js";
import type { TournamentEvent } from "../events.js";
import { parseBirthDate } from "../players/birth-date.js";
import { makePlayerId } from "../players/player-id.js";
import { makeWalkInId } from "../players/walk-in-id.js";
import { playerSchema, readAs, type PlayerEntry } from "../results-file/schema.js";
import {
  findOpenGameOf,
  requireActivePlayer,
  requireEvent,
  requireOpenEvent,
  requirePlayer,
  requireReason,
} from "./guards.js";
import { isQuitDifferentialAsked } from "../rules/quit-differential.js";
import { profileNameOfEvent } from "../scored-event/score-event.js";
import { scoreGameOfEvent } from "./project.js";
import { findPlayer, gamesOf, hasStarted, isOut, type TournamentState } from "./state.js";

/**
 * docs/rules.md §6 stores birth dates as YYYY-MM-DD. A Command Card's 11/2/1960 is converted; with a
 * two-digit year (11/2/60) the century is unknown, so only the ID (mmddyy) keeps it.
 */
function toIsoBirthDate(text: string | undefined): { birthDate?: string } {
  if (text === undefined) return {};
  const date = parseBirthDate(text);
  if (!date || date.year < 100) return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { birthDate: text } : {};
  const pad = (n: number): string => String(n).padStart(2, "0");
  return { birthDate: `${date.year}-${pad(date.month)}-${pad(date.day)}` };
}

/** R1: the ID is given, or made from first name, last name and birth date. */
function toPlayerEntry(state: TournamentState, input: PlayerInput): Result<PlayerEntry> {
  let id = input.id?.trim();
  const walkInName = input.name ?? [input.firstName, input.lastName].filter(Boolean).join(" ");
  // A walk-in with neither ID nor birth date: an ID made from the name, unique in the event.
  if (!id && !input.birthDate?.trim() && walkInName.trim() !== "")
    id = makeWalkInId(walkInName, (taken) => findPlayer(state, taken) !== undefined);
  if (!id) {
    const made = makePlayerId({
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
      birthDate: input.birthDate ?? "",
    });
    if (!made.ok) return { ok: false, error: { ...made.error, field: `player.${made.error.field}` } };
    id = made.value;
  }
  if (findPlayer(state, id))
    return fail("DUPLICATE_PLAYER", "player.id", "R1", `player ID "${id}" is already registered`);
  const born = input.birthDate?.trim();
  // A birth date that is no date at all is refused, not silently dropped.
  if (born && !parseBirthDate(born) && !/^\d{4}-\d{2}-\d{2}$/.test(born))
    return fail(
      "INVALID_FIELD",
      "player.birthDate",
      "R1",
      `"${born}" is not a birth date; expected YYYY-MM-DD`,
    );
  const entry = {
    id,
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.lastName !== undefined && { lastName: input.lastName }),
    ...(input.name !== undefined && { name: input.name }),
    ...toIsoBirthDate(input.birthDate),
  };
  // The results file's own declaration of a player entry (docs/rules.md §6): what a file may
  // hold is what a registration may write.
  return readAs(playerSchema, entry, ["player"]);
}

export function decideRegister(state: TournamentState, input: PlayerInput): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  if (hasStarted(state))
    return fail(
      "EVENT_ALREADY_STARTED",
      "player",
      "R2",
      "the first game is paired: enter the player late instead (missed games count 0(+0))",
    );
  const player = toPlayerEntry(state, input);
  return player.ok ? ok([{ type: "PlayerRegistered", data: { player: player.value } }]) : player;
}

export function decideEnterLate(state: TournamentState, input: PlayerInput): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  if (!hasStarted(state))
    return fail("EVENT_NOT_STARTED", "player", "R2", "no game is paired yet: register the player instead");
  // N2: the bracket is seeded once, from every registered player; a newcomer would reseed it.
  if (event.value.type === "elimination")
    return fail(
      "EVENT_ALREADY_STARTED",
      "player",
      "N2",
      "an elimination bracket is seeded when its first round is paired: no one can enter it late",
    );
  const player = toPlayerEntry(state, input);
  if (!player.ok) return player;
  // R2: a late entry is present, so checked in; the Swiss games paired so far count 0(+0).
  const missedGames = state.pairings.filter((entry) => !entry.isFinal).length;
  return ok([
    { type: "LatePlayerEntered", data: { player: { ...player.value, status: "active" }, missedGames } },
  ]);
}

export function decideCheckIn(state: TournamentState, playerId: string): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const player = requireActivePlayer(state, playerId);
  if (!player.ok) return player;
  if (player.value.status === "active")
    return fail("PLAYER_ALREADY_CHECKED_IN", "playerId", "R2", `player "${playerId}" is already checked in`);
  return ok([{ type: "PlayerCheckedIn", data: { playerId } }]);
}

export function decideDrop(
  state: TournamentState,
  playerId: string,
  reason?: string,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const player = requireActivePlayer(state, playerId);
  if (!player.ok) return player;
  const open = findOpenGameOf(state, playerId);
  if (open) {
    return fail(
      "PLAYER_ALREADY_PAIRED",
      "playerId",
      "S6",
      `player "${playerId}" is paired in game ${open.gameId}: report its result first, or record a quit (S6)`,
    );
  }
  const text = reason?.trim();
  return ok([{ type: "PlayerDropped", data: { playerId, ...(text && { reason: text }) } }]);
}

/**
 * S6: a quit in a paired game is a full loss by the TD's differential; the quitter is dropped.
 * O7 (stccg-opg-2014): the quit is a concession, +cap/-cap, so no differential is asked or taken.
 */
export function decideQuit(
  state: TournamentState,
  playerId: string,
  differential: number | undefined,
  beforePlay: boolean | undefined,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const player = requireActivePlayer(state, playerId);
  if (!player.ok) return player;
  const open = findOpenGameOf(state, playerId);
  if (!open) return ok([{ type: "PlayerQuit", data: { playerId } }]);
  const asksX = isQuitDifferentialAsked(profileNameOfEvent(event.value));
  if (!asksX && differential !== undefined)
    return fail(
      "INVALID_FIELD",
      "differential",
      "O7",
      "under stccg-opg-2014 a quit is a concession, an external means (O4): the opponent scores +cap and the quitter -cap; give no differential",
    );
  if (asksX && differential === undefined)
    return fail(
      "INVALID_FIELD",
      "differential",
      "S6",
      "a quit during a game needs the differential X set by the TD",
    );
  const result = {
    end: "quit",
    quitter: playerId,
    ...(differential !== undefined && { differential }),
    ...(beforePlay === true && { beforePlay: true }),
  };
  const scored = scoreGameOfEvent(state, { ...open.record, result });
  if (!scored.ok) return scored;
  return ok([
    { type: "ResultReported", data: { gameId: open.gameId, result } },
    { type: "PlayerQuit", data: { playerId, gameId: open.gameId } },
  ]);
}

export function decideDisqualify(
  state: TournamentState,
  playerId: string,
  reason: string,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const player = requirePlayer(state, playerId);
  if (!player.ok) return player;
  if (player.value.status === "disqualified")
    return fail("PLAYER_NOT_IN_EVENT", "playerId", "R2", `player "${playerId}" is already disqualified`);
  const why = requireReason(reason, "R2");
  if (!why.ok) return why;
  return ok([{ type: "PlayerDisqualified", data: { playerId, reason: why.value } }]);
}

export function decideReinstate(state: TournamentState, playerId: string): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const player = requirePlayer(state, playerId);
  if (!player.ok) return player;
  if (!isOut(player.value))
    return fail(
      "PLAYER_STILL_IN_EVENT",
      "playerId",
      "R2",
      `player "${playerId}" has not dropped, quit or been disqualified`,
    );
  return ok([{ type: "PlayerReinstated", data: { playerId } }]);
}

/** Whether anything of the play refers to the player: a game (a bye included) or a sit-out. */
function hasPlayed(state: TournamentState, playerId: string): boolean {
  return (
    gamesOf(state).some((slot) => slot.record.players.some((seat) => seat.id === playerId)) ||
    state.pairings.some((entry) => entry.sittingOut.includes(playerId))
  );
}

/**
 * R2: a no-show is taken off the list before his first game, as if he never registered — not
 * "dropped", which standings, prizes and player cards would show for ever. Once he is in a game
 * (a bye or a sit-out included) he can only be dropped.
 */
export function decideRemove(
  state: TournamentState,
  playerId: string,
  reason?: string,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const player = requirePlayer(state, playerId);
  if (!player.ok) return player;
  if (hasPlayed(state, playerId))
    return fail(
      "PLAYER_ALREADY_PAIRED",
      "playerId",
      "R2",
      `player "${playerId}" is already in the games of this event: drop him instead`,
    );
  const text = reason?.trim();
  return ok([{ type: "PlayerRemoved", data: { playerId, ...(text && { reason: text }) } }]);
}

interface PlayerNames {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly name?: string | undefined;
  readonly birthDate?: string | undefined;
}

/** The name a walk-in's ID is made from: `name`, or first and last name (walk-in-id.ts). */
function walkInNameOf(names: PlayerNames): string {
  return names.name ?? [names.firstName, names.lastName].filter(Boolean).join(" ");
}

/**
 * R1: the ID the event makes for these names — from names and birth date (makePlayerId), or, for a
 * walk-in with no birth date, from the name alone, unique among the other players (makeWalkInId).
 */
function makeIdOf(others: TournamentState, names: PlayerNames): Result<string> {
  if (!names.birthDate?.trim()) {
    const walkIn = makeWalkInId(walkInNameOf(names), (id) => findPlayer(others, id) !== undefined);
    if (walkIn !== undefined) return ok(walkIn);
  }
  const made = makePlayerId({
    firstName: names.firstName ?? "",
    lastName: names.lastName ?? "",
    birthDate: names.birthDate ?? "",
  });
  return made.ok ? made : { ok: false, error: { ...made.error, field: `player.${made.error.field}` } };
}

/** What a correction does to the player's ID (R1): the new ID, and why a made ID stays. */
export interface CorrectedId {
  readonly id: string;
  /** Set when the ID was made from the names but stays: his games carry it. */
  readonly keptBecause?: string;
}

/**
 * R1: a player whose ID was made from his names (and birth date — a walk-in's from his name alone)
 * gets, before his first game, the ID the corrected ones make: ratings follow the ID, so the right
 * one must carry them, and a walk-in given his birth date gets his R1 ID. Once he has played, his
 * games carry the ID: it stays. A given ID (R1) always stays.
 */
export function correctedIdOf(
  state: TournamentState,
  old: PlayerEntry,
  merged: PlayerNames,
): Result<CorrectedId> {
  const others = { ...state, players: state.players.filter((p) => p.id !== old.id) };
  const madeBefore = makeIdOf(others, old);
  if (!madeBefore.ok || madeBefore.value !== old.id) return ok({ id: old.id });
  if (hasPlayed(state, old.id))
    return ok({
      id: old.id,
      keptBecause: `his games in this event carry the ID ${old.id}: it stays once he has played (R1)`,
    });
  const made = makeIdOf(others, merged);
  return made.ok ? ok({ id: made.value }) : made;
}

/** The player's names and birth date with the corrected fields over them. */
export function mergeCorrection(old: PlayerEntry, input: PlayerInput): PlayerNames {
  return {
    firstName: input.firstName ?? old.firstName,
    lastName: input.lastName ?? old.lastName,
    name: input.name ?? old.name,
    birthDate: input.birthDate ?? old.birthDate,
  };
}

/**
 * R1: a misspelled name or birth date is corrected, and the ID with them when it was made from
 * them and he has not played yet (correctedIdOf). His player link changes with the ID.
 */
export function decideCorrectPlayer(
  state: TournamentState,
  playerId: string,
  input: PlayerInput,
): Result<TournamentEvent[]> {
  const event = requireEvent(state);
  if (!event.ok) return event;
  const found = requirePlayer(state, playerId);
  if (!found.ok) return found;
  const old = found.value;
  const merged = mergeCorrection(old, input);
  const corrected = correctedIdOf(state, old, merged);
  if (!corrected.ok) return corrected;
  const id = corrected.value.id;
  const others = { ...state, players: state.players.filter((p) => p.id !== playerId) };
  const entry = toPlayerEntry(others, {
    id,
    ...(merged.firstName !== undefined && { firstName: merged.firstName }),
    ...(merged.lastName !== undefined && { lastName: merged.lastName }),
    ...(merged.name !== undefined && { name: merged.name }),
    ...(merged.birthDate !== undefined && { birthDate: merged.birthDate }),
  });
  if (!entry.ok) return entry;
  const player: PlayerEntry = {
    ...entry.value,
    ...(old.status !== undefined && { status: old.status }),
    ...(old.statusReason !== undefined && { statusReason: old.statusReason }),
    ...(old.lateEntry !== undefined && { lateEntry: old.lateEntry }),
  };
  const same = JSON.stringify(player) === JSON.stringify(old);
  if (same) return fail("INVALID_FIELD", "player", "R1", "nothing to correct: the entry is the same");
  return ok([{ type: "PlayerCorrected", data: { playerId, player } }]);
}
