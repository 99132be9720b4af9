// Headings of the public page and the projector: which game is on, and whether it is the final.
import { hasSides, type EventType, type GameName } from "../../src/core/games.js";
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

/**
 * F1: the Final Confrontation's first game is paired without sides — the higher seed (the
 * table's first player, as the core pairs it) chooses his allegiance; the second game switches
 * the sides of the first. Where the pairing shows no sides yet, the page says who chooses rather
 * than leaving the Side column blank. Star Wars and Young Jedi only (Star Trek has no sides), and
 * not a sealed final (F3): its sides are fixed (D1), or a Secret Squirrel deck has none (R12).
 */
export function finalSidesNote(
  pairings: Pick<PairingsJson, "final" | "game" | "pairings">,
  event: { readonly game: GameName; readonly type?: EventType | undefined },
  nameOf: (id: string) => string,
): string | undefined {
  if (!pairings.final || !hasSides(event.game) || event.type === "sealed") return undefined;
  const table = pairings.pairings[0];
  if (!table || table.players.length !== 2 || table.players.every((seat) => seat.side !== undefined))
    return undefined;
  const [higher, lower] = table.players;
  if ((pairings.game ?? 1) <= 1)
    return `Sides: ${nameOf(higher!.id)}, the higher seed, chooses Dark or Light for this game; ${nameOf(lower!.id)} plays the other side (F1).`;
  return `Sides: each player plays the side he did not play in the first game (F1).`;
}
