// K7: "Adjusted VP = VP + 1 per game number without a game (drop, late entry), raised to
// ⌊R/2⌋." Decision (K7): the VP actually won count, so a modified win adds 1, not 2.
import type { PlayerTally } from "./tally.js";

export function computeAdjustedVp(player: PlayerTally, played: number): number {
  const vp = player.games.reduce((sum, game) => sum + game.vp, 0);
  const numbersWithAGame = new Set(player.games.map((game) => game.gameNumber)).size;
  const numbersWithout = Math.max(0, played - numbersWithAGame);
  return Math.max(vp + numbersWithout, computeByeValue(played));
}

/** K7: the floor of adjusted VP, ⌊R/2⌋ (one VP per two-game round); a bye counts as much in SoS. */
export function computeByeValue(played: number): number {
  return Math.floor(played / 2);
}
