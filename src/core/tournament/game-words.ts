// How a refusal names a game and a player to the person reading it: the table the TD and the
// players see ("table 3, round 2 game 1") and the player's name, never the ids commands use.
import { playerName } from "../players/standing-line.js";
import { findPlayer, type GameSlot, type TournamentState } from "./state.js";

export function gameWords(slot: GameSlot): string {
  const { round, game, table } = slot.record;
  if (slot.isBye) return `the bye of round ${round} game ${game}`;
  return table === undefined ? `round ${round} game ${game}` : `table ${table} (round ${round} game ${game})`;
}

export function playerWords(state: TournamentState, playerId: string): string {
  const player = findPlayer(state, playerId);
  return player ? playerName(player) : playerId;
}
