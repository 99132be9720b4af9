// The two questions every rule asks of a scored two-player game, answered once: did this player
// receive a bye, and did he win, lose or tie? Pairing's "no second bye" (P4/A6), the standings'
// record (K6, and K7's), read them here and nowhere else.
import type { Outcome, ScoredGame } from "../types.js";

export type PlayerResult = "win" | "loss" | "tie";

/**
 * P4/A6: the game was a bye the player received — a game of one score line — whether it stands
 * (S5: 2(+0)) or a failed deck check turned it into a loss (S7: "A bye the violator took becomes
 * 0(-30)"). A converted bye is still the bye he was given: no second bye while others have none.
 */
export function isByeReceived(scored: Pick<ScoredGame, "score">): boolean {
  return scored.score.length === 1;
}

/**
 * K6: a player's result in a scored game. A tie only when the game was a true tie (S4, T5, Y3:
 * the guides' one result with no winner); a bye is a win (K6: byes count as wins); a game with no
 * winner that is neither — a bye S7 turned into a full loss — is a loss, never a tie.
 */
export function resultOf(
  game: { readonly outcome: Outcome; readonly winner?: string },
  id: string,
): PlayerResult {
  if (game.winner !== undefined) return game.winner === id ? "win" : "loss";
  switch (game.outcome) {
    case "tie":
      return "tie";
    case "bye":
    case "earned-bye":
      return "win";
    default:
      return "loss";
  }
}
