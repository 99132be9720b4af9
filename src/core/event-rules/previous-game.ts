// SPEC S7 and R7 on a results file: the violator's "prior game" (SW-PC Deck Lists – Deck Checks)
// and his earlier failed checks, read from the games' `deckCheckFailure` (SPEC §6).
import type { ScoredRecord } from "../scored-event/score-event.js";

/**
 * The player's last game: highest round, then game; the later entry in the file when two share
 * both (which only a malformed file has). Every stage counts: the check follows whatever he played.
 */
export function findPreviousGame(games: readonly ScoredRecord[], playerId: string): ScoredRecord | undefined {
  let last: ScoredRecord | undefined;
  for (const game of games) {
    if (!game.record.players.some((seat) => seat.id === playerId)) continue;
    if (
      !last ||
      game.record.round > last.record.round ||
      (game.record.round === last.record.round && game.record.game >= last.record.game)
    )
      last = game;
  }
  return last;
}

/** S7 "a second violation": each game marked with his `deckCheckFailure` is one earlier failure. */
export function countDeckCheckFailures(games: readonly ScoredRecord[], playerId: string): number {
  return games.filter((game) => game.record.deckCheckFailure === playerId).length;
}
