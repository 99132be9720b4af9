// K7: "SoS = sum over the player's games (a rematch counts again) of the opponent's
// adjusted VP; a bye counts ⌊R/2⌋."
import { computeByeValue } from "./adjusted-vp.js";
import type { PlayerTally } from "./tally.js";

/** One entry per opponent faced per game (a rematch is a second entry); a bye is one entry of ⌊R/2⌋. */
export function computeSosEntries(
  player: PlayerTally,
  adjustedVpOf: (id: string) => number,
  played: number,
): number[] {
  return player.games.flatMap((game) =>
    game.opponents.length === 0
      ? [computeByeValue(played)]
      : game.opponents.map((opponent) => adjustedVpOf(opponent)),
  );
}

export function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}
