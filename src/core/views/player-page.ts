// A player's page (GET /api/play/{token}): a pure function of the folded state. Per request it
// reads the player's own table of the current pairing (O(one pairing) to find it, one table built)
// and his own games; it never builds the whole pairing's view, nor scores anything.
import { DEFAULT_PROFILE } from "../games.js";
import { registrationStatus } from "../players/player-status.js";
import { playerName } from "../players/standing-line.js";
import type { PlayerEntry } from "../results-file/schema.js";
import { firstLossesOf } from "../tournament/project.js";
import { gamesOf, lastPairing, type TournamentState } from "../tournament/state.js";
import { currentSlots, currentTableView, toTableView } from "./pairings.js";
import type { PlayerPageView } from "./types.js";

/** A player's display name (docs/rules.md §6), or the id of a player the event does not know. */
export function nameOf(state: TournamentState, playerId: string): string {
  const player = state.players.find((p) => p.id === playerId);
  return player ? playerName(player) : playerId;
}

/** The player's event, current table, opponent(s) and side. */
export function toPlayerView(state: TournamentState, eventId: string, playerId: string): PlayerPageView {
  // E2: each game on its players' own scales (a re-admitted On the Edge finalist's is inactive).
  const firstLoss = firstLossesOf(state);
  const info = state.event;
  if (!info) throw new Error(`toPlayerView: event ${eventId} has not been created`);
  const pairing = lastPairing(state);
  const slots = pairing ? currentSlots(state, pairing) : [];
  const mine = slots.find((slot) => slot.record.players.some((seat) => seat.id === playerId));
  const table =
    pairing && mine && !mine.isBye ? currentTableView(state, pairing, mine, firstLoss) : undefined;
  const me = table?.players.find((seat) => seat.id === playerId);
  // One pass over the players for every name the page shows (not one search per name).
  const isFinal = pairing?.isFinal === true;
  const finalists = isFinal ? slots.filter((slot) => !slot.isBye).flatMap((slot) => slot.record.players) : [];
  const named = new Set([
    playerId,
    ...(table?.players ?? []).map((seat) => seat.id),
    ...finalists.map((s) => s.id),
  ]);
  const entries = new Map<string, PlayerEntry>();
  for (const player of state.players) if (named.has(player.id)) entries.set(player.id, player);
  const name = (id: string): string => {
    const player = entries.get(id);
    return player ? playerName(player) : id;
  };
  const myGames = gamesOf(state).filter((slot) => slot.record.players.some((seat) => seat.id === playerId));
  return {
    event: {
      id: eventId,
      name: info.name,
      date: info.date,
      game: info.game,
      rules: info.rules ?? DEFAULT_PROFILE[info.game],
    },
    player: { id: playerId, name: name(playerId), status: registrationStatus(entries.get(playerId) ?? {}) },
    round: pairing?.round ?? null,
    game: pairing?.game ?? null,
    table: table ?? null,
    side: me?.side ?? null,
    opponents: (table?.players ?? [])
      .filter((seat) => seat.id !== playerId)
      .map((seat) => ({ ...seat, name: name(seat.id) })),
    bye: mine?.isBye === true,
    // F1/M5: the final's pairing, so a player who is not in it is told so, with who plays it.
    final: isFinal,
    ...(isFinal && { finalists: finalists.map((seat) => ({ id: seat.id, name: name(seat.id) })) }),
    games: myGames.map((slot) => toTableView(slot, firstLoss)),
  };
}
