// Headings of the public page and the projector: which game is on, and whether it is the final.
import type { GameName } from "../../src/core/games.js";
import { describeGame } from "../shared/format.js";
import type { PairingsJson } from "../shared/types.js";

/**
 * "Round 2, game 1"; a Star Wars / Star Trek final is the Final Confrontation (F1/F3); On the
 * Edge's final (E2, M6) is its own last round of three, flagged `final` by the pairings answer.
 */
export function pairingTitle(
  pairings: Pick<PairingsJson, "round" | "game" | "final">,
  game: GameName,
): string {
  if (pairings.round !== null && pairings.final && game === "ote") return `Final — round ${pairings.round}`;
  return describeGame(pairings);
}
