// docs/rules.md §2 (SW-PC Pairings; DEC II.A.i steps 3, 6, 7): two-game rounds, one game each side.
import { otherSide, type Side } from "../games.js";
import type { Random } from "../random.js";
import { moveBye, type WorkPair } from "./byes.js";
import { byesOf, hasMet, hasMetWithSides, keyOf, type EventHistory } from "./history.js";
import { giveLeftoverByes, walkPiles } from "./piles.js";
import type { Draft, PairedPlayer } from "./types.js";
import { listNames, UnpairedList, walkToNotMet } from "./walk.js";

export type AllegianceProcedure = "pc" | "decipher";

function rematchWith(history: EventHistory) {
  return (x: string, y: string, sideOfX: PairedPlayer["side"]): boolean =>
    sideOfX === undefined ? false : hasMetWithSides(history, x, y, sideOfX);
}

function tossText(side: Side): string {
  return side === "dark" ? "pile A plays Dark, pile B Light" : "pile A plays Light, pile B Dark";
}

/**
 * A2: the first game — cards already shuffled into `order`; 1–2, 3–4, …; the first card of each
 * pair goes to pile A, the second to pile B; one coin toss decides which pile plays Dark; an
 * odd last card gets the bye.
 */
export function pairFirstGame(order: readonly string[], history: EventHistory, random: Random): Draft {
  const sideA: Side = random.coin() ? "dark" : "light";
  const pairs: WorkPair[] = [];
  for (let i = 0; i + 1 < order.length; i += 2) {
    pairs.push({ a: { id: order[i]!, side: sideA }, b: { id: order[i + 1]!, side: otherSide(sideA) } });
  }
  const trace = [
    `A2: ${order.length} cards shuffled by the event's seed; pairs 1–2, 3–4, …; coin toss: ${tossText(sideA)}`,
  ];
  const byes: string[] = [];
  if (order.length % 2 === 1) {
    const move = moveBye(
      pairs,
      order,
      order[order.length - 1]!,
      history,
      new Set(),
      "A2/A6",
      rematchWith(history),
    );
    byes.push(move.bye);
    trace.push(move.trace);
  }
  return { pairs, byes, trace };
}

/**
 * A5 (SW-PC step 5): game 1 of a later round from one pile in standings order, 1–2, 3–4, …,
 * sides by one coin toss (pile A / pile B). Same opponent with the same sides → swap the pair's
 * sides if they have not met the other way; met both ways → the higher player takes the first
 * player below he has not met both ways; none → the pairing stands.
 */
export function pairLaterGameOnePc(order: readonly string[], history: EventHistory, random: Random): Draft {
  const sideA: Side = random.coin() ? "dark" : "light";
  const sideB = otherSide(sideA);
  const met = rematchWith(history);
  const trace = [`A5: one pile in standings order; pairs 1–2, 3–4, …; coin toss: ${tossText(sideA)}`];
  const pairs: WorkPair[] = [];
  const list = new UnpairedList(order.length);
  let leftover: string | undefined;
  while (list.size > 0) {
    const i = list.head;
    list.remove(i);
    const p = order[i]!;
    if (list.size === 0) {
      leftover = p;
      break;
    }
    const intended = list.head;
    const q = order[intended]!;
    if (!met(p, q, sideA)) {
      pairs.push({ a: { id: p, side: sideA }, b: { id: q, side: sideB } });
      list.remove(intended);
      continue;
    }
    if (!met(p, q, sideB)) {
      trace.push(`A5: ${p} had played ${q} as ${sideA} → sides swapped: ${p} plays ${sideB}`);
      pairs.push({ a: { id: p, side: sideB }, b: { id: q, side: sideA } });
      list.remove(intended);
      continue;
    }
    const walk = walkToNotMet(
      list,
      order,
      list.next(intended),
      (id) => met(p, id, sideA) && met(p, id, sideB),
    );
    const j = walk.index;
    const skipped = [q, ...walk.skipped];
    if (j === list.end) {
      trace.push(`A5: ${p} has met every remaining player both ways → keeps ${q}, a rematch`);
      pairs.push({ a: { id: p, side: sideA }, b: { id: q, side: sideB } });
      list.remove(intended);
      continue;
    }
    const r = order[j]!;
    const side = met(p, r, sideA) ? sideB : sideA;
    trace.push(`A5: ${p} had met ${listNames(skipped)} both ways → paired with ${r}, ${p} playing ${side}`);
    pairs.push({ a: { id: p, side }, b: { id: r, side: otherSide(side) } });
    list.remove(j);
  }
  const byes: string[] = [];
  if (leftover !== undefined) {
    const move = moveBye(pairs, order, leftover, history, new Set(), "A6", met);
    byes.push(move.bye);
    trace.push(move.trace);
    if (move.bye !== leftover) trace.push(...reswapAfterBye(pairs, leftover, met));
  }
  return { pairs, byes, trace };
}

/** A5 applied to the pair the left-over player joined (A7 does not do this). */
function reswapAfterBye(pairs: WorkPair[], moved: string, met: ReturnType<typeof rematchWith>): string[] {
  const pair = pairs.find((p) => p.a.id === moved || p.b.id === moved);
  if (!pair || pair.a.side === undefined || pair.b.side === undefined) return [];
  const [self, other] = pair.a.id === moved ? [pair.a, pair.b] : [pair.b, pair.a];
  if (!met(self.id, other.id, self.side) || met(self.id, other.id, other.side)) return [];
  pair.a = { id: pair.a.id, side: pair.b.side };
  pair.b = { id: pair.b.id, side: otherSide(pair.b.side) };
  return [`A5: ${self.id} had played ${other.id} as ${self.side} → sides swapped`];
}

/**
 * A6: the bye goes up the left-over player's pile; but when the fewest byes of the whole standings
 * list that game 1 was cut from (A5: "from one pile ordered by the standings") are fewer than the
 * left-over player's and nobody in his pile has that few, up the whole list — A6's Decision: no
 * player gets one more bye in game 1 while a player with fewer could take it (P4).
 */
function byeList(
  pile: readonly string[],
  order: readonly string[],
  leftovers: readonly string[],
  history: EventHistory,
): readonly string[] {
  const most = Math.max(...leftovers.map((id) => byesOf(history, id)));
  const fewestIn = (list: readonly string[]): number =>
    Math.min(...list.filter((id) => !leftovers.includes(id)).map((id) => byesOf(history, id)));
  const fewest = fewestIn(order);
  return fewest < most && fewestIn(pile) > fewest ? order : pile;
}

/**
 * A7 (DEC step 7): game 1 of a later round, Decipher procedure: piles A/B from the standings
 * pairs 1–2, 3–4, …, one coin toss; each Dark player who already faced the intended Light player
 * with these sides ("the same allegiances") takes "the next lowest Light player they have not
 * faced before" — never faced, with either allegiance; the passed-over Light players go on down
 * the list; none → the pairing stands. A left-over player moved by a bye takes the bye-taker's
 * seat and side, with no swap.
 */
export function pairLaterGameOneDecipher(
  order: readonly string[],
  history: EventHistory,
  random: Random,
): Draft {
  const sideA: Side = random.coin() ? "dark" : "light";
  const pileA = order.filter((_, i) => i % 2 === 0);
  const pileB = order.filter((_, i) => i % 2 === 1);
  const [dark, light] = sideA === "dark" ? [pileA, pileB] : [pileB, pileA];
  const walk = walkPiles(dark, light, "dark", (d, l) => hasMetWithSides(history, d, l, "dark"), "A7", {
    isRuledOut: (d, l) => hasMet(history, d, l),
    passedOverAs: "before",
  });
  const trace = [
    `A7: piles A/B from the standings pairs 1–2, 3–4, …; coin toss: ${tossText(sideA)}; Dark pile ${listNames(dark, 10)}; Light pile ${listNames(light, 10)}`,
    ...walk.trace,
  ];
  const leftovers = [...walk.leftWalkers, ...walk.leftOthers];
  const pile = walk.leftWalkers.length > 0 ? dark : light;
  const given = giveLeftoverByes(
    walk.pairs,
    byeList(pile, order, leftovers, history),
    leftovers,
    history,
    "A6/A7",
    rematchWith(history),
  );
  return { pairs: walk.pairs, byes: given.byes, trace: [...trace, ...given.trace] };
}

/**
 * A3/A4: game 2 of a round. Piles by the allegiance just played (players without one — the game-1
 * bye, a late entry — join a pile by coin toss, A6 Decision), each in standings order; Dark-pile
 * #1 v Light-pile #1, …; everyone switches sides. A Dark-pile player who already met the intended
 * opponent with the new sides takes the next Light-pile player he has not.
 */
export function pairGameTwo(
  order: readonly string[],
  round: number,
  history: EventHistory,
  random: Random,
): Draft {
  const sideInGameOne = new Map<string, Side>();
  for (const game of history.gamesAt(keyOf(round, 1))) {
    if (game.record.players.length !== 2) continue;
    for (const seat of game.record.players)
      if (seat.side !== undefined) sideInGameOne.set(seat.id, seat.side);
  }
  const darkPile: string[] = [];
  const lightPile: string[] = [];
  const trace: string[] = [];
  for (const id of order) {
    let side = sideInGameOne.get(id);
    if (side === undefined) {
      side = random.coin() ? "dark" : "light";
      trace.push(`A6: ${id} played no side in game 1 → joins the ${side} pile by coin toss`);
    }
    (side === "dark" ? darkPile : lightPile).push(id);
  }
  // The Dark pile now plays Light (A3: each player switches allegiance).
  const walk = walkPiles(
    darkPile,
    lightPile,
    "light",
    (d, l) => hasMetWithSides(history, d, l, "light"),
    "A4",
  );
  const head = `A3: game ${round}.2 — Dark pile (${darkPile.length}: ${listNames(darkPile, 10)}) now plays Light against the Light pile (${lightPile.length}: ${listNames(lightPile, 10)}), rank by rank`;
  const leftovers = [...walk.leftWalkers, ...walk.leftOthers];
  const pile = walk.leftWalkers.length > 0 ? darkPile : lightPile;
  const given = giveLeftoverByes(walk.pairs, pile, leftovers, history, "A6", rematchWith(history));
  return { pairs: walk.pairs, byes: given.byes, trace: [head, ...trace, ...walk.trace, ...given.trace] };
}
