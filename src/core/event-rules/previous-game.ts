// S7 and R7, the one place each for the live event (decide-deck-checks.ts) and a
// results file (deck-penalty-file.ts): whether S7 applies, the violator's "prior game" (SW-PC
// Deck Lists – Deck Checks), and his earlier failures.
import type { DeckCheckPenalty } from "../events.js";
import { PROFILES } from "../rules/index.js";
import type { EventInfo } from "../results-file/schema.js";
import { profileNameOfEvent } from "../scored-event/score-event.js";
import type { ScoredRecord } from "../scored-event/types.js";

/**
 * S7 is a Players Committee rule for Championship Level events (docs/rules.md §1, §1.2): it applies when
 * the event is one and its rule profile has the penalty (swccg-pc-2.3.6; not the Decipher 6.99 rules).
 */
export function s7AppliesTo(event: EventInfo): boolean {
  return event.championship === true && PROFILES[profileNameOfEvent(event)].hasDeckCheckPenalty === true;
}

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

/** A failed deck check the event log holds (the state's `deckChecks`). */
export interface LoggedDeckCheck {
  readonly playerId: string;
  readonly penalty: DeckCheckPenalty;
  readonly gameId?: number;
}

/**
 * S7 "a second violation in the event": his earlier failures S7 penalised — each game marked
 * with his `deckCheckFailure` (docs/rules.md §6: what a results file records), plus those the event log
 * holds that no game carries (a check before his first game, one that disqualified him).
 */
export function countDeckCheckFailures(
  games: readonly ScoredRecord[],
  playerId: string,
  logged: readonly LoggedDeckCheck[] = [],
): number {
  const marked = games.filter((game) => game.record.deckCheckFailure === playerId).length;
  const unmarked = logged.filter(
    (check) => check.playerId === playerId && check.penalty !== "none" && check.gameId === undefined,
  ).length;
  return marked + unmarked;
}
