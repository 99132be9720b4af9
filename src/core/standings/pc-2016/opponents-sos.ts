// K7 (b): "opponents' SoS = sum over the player's games of the opponent's SoS, a bye
// counting 6 × R (a PC quirk)". The PC software meant 4 per game for short events but always
// uses 6 per game; we reproduce what it does, since its standings are what players saw.
import { sumOf } from "./sos.js";
import type { PlayerTally } from "./tally.js";

export const BYE_SOS_PER_GAME = 6;

export function computeOpponentsSos(
  player: PlayerTally,
  sosOf: (id: string) => number,
  played: number,
): number {
  return sumOf(
    player.games.flatMap((game) =>
      game.opponents.length === 0
        ? [BYE_SOS_PER_GAME * played]
        : game.opponents.map((opponent) => sosOf(opponent)),
    ),
  );
}
