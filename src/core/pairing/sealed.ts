// D1 (SW-PC Sealed; DEC II.A.iii step 3): Star Wars / Young Jedi sealed. The first pairing is
// random and gives each pair one Dark and one Light player; players keep that allegiance all
// event; every game pairs the Dark pile against the Light pile by rank (A3–A4, no switching).
import { otherSide, type Side } from "../games.js";
import type { Random } from "../random.js";
import { moveBye, type WorkPair } from "./byes.js";
import { firstSideOf, hasMet, type EventHistory } from "./history.js";
import { giveLeftoverByes, walkPiles } from "./piles.js";
import type { Draft } from "./types.js";
import { listNames } from "./walk.js";

export interface SealedDraft extends Draft {
  readonly byeSides: Readonly<Record<string, Side>>;
}

/** D1 first game: random pairs from the shuffled `order`; a coin per pair gives Dark and Light. */
export function pairSealedFirstGame(
  order: readonly string[],
  history: EventHistory,
  random: Random,
): SealedDraft {
  const pairs: WorkPair[] = [];
  for (let i = 0; i + 1 < order.length; i += 2) {
    const side: Side = random.coin() ? "dark" : "light";
    pairs.push({ a: { id: order[i]!, side }, b: { id: order[i + 1]!, side: otherSide(side) } });
  }
  const trace = [
    `D1: ${order.length} players shuffled by the event's seed; pairs 1–2, 3–4, …; a coin toss per pair gives one Dark and one Light player, kept all event`,
  ];
  const byes: string[] = [];
  const byeSides = Object.create(null) as Record<string, Side>; // keyed by player ID: a safe map
  if (order.length % 2 === 1) {
    const move = moveBye(pairs, order, order[order.length - 1]!, history, new Set(), "D1", () => false);
    const side: Side = random.coin() ? "dark" : "light";
    byes.push(move.bye);
    byeSides[move.bye] = side;
    trace.push(
      move.trace,
      `D1: ${move.bye} swaps cards with the TD's spare product and plays ${side} all event (coin toss); record the side on the bye`,
    );
  }
  return { pairs, byes, byeSides, trace };
}

/**
 * D1 later games: piles by the allegiance each player has played; a player who has none yet (a
 * late entry, or a bye recorded without a side) joins the smaller pile, a coin toss if equal.
 * Leftovers of the larger pile get byes (A6: a repeat bye moves up the pile).
 */
export function pairSealedGame(order: readonly string[], history: EventHistory, random: Random): SealedDraft {
  const sideOf = new Map<string, Side>();
  let darkCount = 0;
  let lightCount = 0;
  for (const id of order) {
    const side = firstSideOf(history, id);
    if (side === undefined) continue;
    sideOf.set(id, side);
    if (side === "dark") darkCount += 1;
    else lightCount += 1;
  }
  const trace: string[] = [];
  for (const id of order) {
    if (sideOf.has(id)) continue;
    const side: Side =
      darkCount < lightCount ? "dark" : lightCount < darkCount ? "light" : random.coin() ? "dark" : "light";
    if (side === "dark") darkCount += 1;
    else lightCount += 1;
    sideOf.set(id, side);
    trace.push(`D1: ${id} has no allegiance yet → ${side} (the smaller pile, or a coin toss)`);
  }
  const dark = order.filter((id) => sideOf.get(id) === "dark");
  const light = order.filter((id) => sideOf.get(id) === "light");
  // Sides are fixed, so any earlier game between the two was with these sides (A4 rematch).
  const walk = walkPiles(dark, light, "dark", (d, l) => hasMet(history, d, l), "D1/A4");
  const head = `D1: Dark pile (${dark.length}: ${listNames(dark, 10)}) against Light pile (${light.length}: ${listNames(light, 10)}) by rank; allegiances kept`;
  const leftovers = [...walk.leftWalkers, ...walk.leftOthers];
  const pile = walk.leftWalkers.length > 0 ? dark : light;
  const pileSide: Side = walk.leftWalkers.length > 0 ? "dark" : "light";
  const given = giveLeftoverByes(walk.pairs, pile, leftovers, history, "D1", (x, y) => hasMet(history, x, y));
  const byeSides = Object.create(null) as Record<string, Side>; // keyed by player ID: a safe map
  for (const id of given.byes) byeSides[id] = pileSide;
  return {
    pairs: walk.pairs,
    byes: given.byes,
    byeSides,
    trace: [head, ...trace, ...walk.trace, ...given.trace],
  };
}
