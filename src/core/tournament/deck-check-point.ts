// R7: the players to check at this check point (between two pairings) are drawn once, from the
// players as they stood when the check point began. The checks recorded meanwhile do not change
// the draw: a failure here makes its player "failed before" only from the next check point on,
// and a player disqualified here (S7's second failure) stays on the list he was drawn for.
import { isOut, type DeckCheckEntry, type TournamentState } from "./state.js";

export interface DeckCheckPoint {
  /** How many pairings had been made: the entries of this check point carry the same number. */
  readonly afterPairing: number;
  /** Names the check point in the seeded draw (`deck-checks/LABEL`), e.g. `after round 2 game 1`. */
  readonly label: string;
  /** The competing players of the check point, in registration order. */
  readonly players: readonly string[];
  /** Who failed a check at an earlier check point and is still in the list (R7: checked again). */
  readonly failedBefore: readonly string[];
  /** The checks already recorded at this check point. */
  readonly checked: readonly DeckCheckEntry[];
}

export function deckCheckPoint(state: TournamentState): DeckCheckPoint {
  const at = state.pairings.length;
  const last = state.pairings.at(-1);
  const checked = state.deckChecks.filter((c) => c.afterPairing === at);
  const checkedHere = new Set(checked.map((c) => c.playerId));
  // Who competed when the check point began: a player who left since (a drop, a disqualification)
  // stays on the list he may have been drawn for.
  const players = state.players
    .filter((player) => !isOut(player) || checkedHere.has(player.id) || state.outSince.get(player.id) === at)
    .map((player) => player.id);
  const failed = new Set(
    state.deckChecks.filter((c) => !c.passed && c.afterPairing < at).map((c) => c.playerId),
  );
  return {
    afterPairing: at,
    label: last ? `after round ${last.round} game ${last.game}` : "before round 1",
    players,
    failedBefore: players.filter((id) => failed.has(id)),
    checked,
  };
}
