// A player's page (GET /api/play/{token}): a pure function of the folded state.
import { DEFAULT_PROFILE } from "../games.js";
import { registrationStatus } from "../players/player-status.js";
import { playerName } from "../players/standing-line.js";
import { firstLossesOf } from "../tournament/project.js";
import { gamesOf, type TournamentState } from "../tournament/state.js";
import { toPairingsView, toTableView } from "./pairings.js";
import type { PlayerPageView } from "./types.js";

/** A player's display name (docs/rules.md §6), or the id of a player the event does not know. */
export function nameOf(state: TournamentState, playerId: string): string {
  const player = state.players.find((p) => p.id === playerId);
  return player ? playerName(player) : playerId;
}

/** The player's event, current table, opponent(s) and side. */
export function toPlayerView(state: TournamentState, eventId: string, playerId: string): PlayerPageView {
  const firstLoss = firstLossesOf(state);
  const pairings = toPairingsView(state, firstLoss);
  const table = pairings.pairings.find((t) => t.players.some((seat) => seat.id === playerId));
  const me = table?.players.find((seat) => seat.id === playerId);
  const player = state.players.find((p) => p.id === playerId);
  const myGames = gamesOf(state).filter((slot) => slot.record.players.some((seat) => seat.id === playerId));
  const info = state.event;
  if (!info) throw new Error(`toPlayerView: event ${eventId} has not been created`);
  return {
    event: {
      id: eventId,
      name: info.name,
      date: info.date,
      game: info.game,
      rules: info.rules ?? DEFAULT_PROFILE[info.game],
    },
    player: { id: playerId, name: nameOf(state, playerId), status: registrationStatus(player ?? {}) },
    round: pairings.round,
    game: pairings.game,
    table: table ?? null,
    side: me?.side ?? null,
    opponents: (table?.players ?? [])
      .filter((seat) => seat.id !== playerId)
      .map((seat) => ({ ...seat, name: nameOf(state, seat.id) })),
    bye: pairings.byes.includes(playerId),
    // F1/M5: the final's pairing, so a player who is not in it is told so, with who plays it.
    final: pairings.final === true,
    ...(pairings.final === true && {
      finalists: pairings.pairings.flatMap((t) =>
        t.players.map((seat) => ({ id: seat.id, name: nameOf(state, seat.id) })),
      ),
    }),
    // E2: each game on its players' own scales (a re-admitted finalist's is inactive).
    games: myGames.map((slot) => toTableView(slot, firstLoss)),
  };
}
