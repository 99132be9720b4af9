// A3/A4, A7 and D1: two piles, each ordered by the standings, paired rank by rank; a player
// who has already met the intended opponent with these sides takes the next one down the other
// pile who he has not (A7: whom he has never faced, DEC step 7); the passed-over player goes on
// down the list.
import { otherSide, type Side } from "../games.js";
import { moveBye, type WorkPair } from "./byes.js";
import type { EventHistory } from "./history.js";
import type { PairedPlayer } from "./types.js";
import { listNames, UnpairedList } from "./walk.js";

export interface PileWalk {
  readonly pairs: WorkPair[];
  /** Players of either pile nobody was left to play, in pile order. */
  readonly leftWalkers: string[];
  readonly leftOthers: string[];
  readonly trace: string[];
}

/**
 * Who a walker may not take instead of the intended opponent. A4/D1: the same rematch test as for
 * the intended one ("met with these sides"). A7 (DEC step 7: "pair the Dark player with the next
 * lowest Light player they have not faced before"): anyone he has faced, with either allegiance.
 */
export interface Replacement {
  readonly isRuledOut: (walker: string, other: string) => boolean;
  /** How the trace names the players passed over: "with these sides" or "before". */
  readonly passedOverAs: string;
}

/**
 * Walks `walkers` (the Dark pile in A4/A7/D1) top-down; each takes the first unpaired player of
 * `others` if he has not met him with these sides, else the next unpaired player `replacement`
 * does not rule out, or, if there is none, the first unpaired (the original pairing stands).
 * O(n + skipped candidates).
 */
export function walkPiles(
  walkers: readonly string[],
  others: readonly string[],
  walkerSide: Side,
  isRematch: (walker: string, other: string) => boolean,
  rule: string,
  replacement: Replacement = { isRuledOut: isRematch, passedOverAs: "with these sides" },
): PileWalk {
  const trace: string[] = [];
  const pairs: WorkPair[] = [];
  const list = new UnpairedList(others.length);
  const leftWalkers: string[] = [];
  const oppositeSide = otherSide(walkerSide);
  for (const walker of walkers) {
    if (list.size === 0) {
      leftWalkers.push(walker);
      continue;
    }
    const intended = list.head;
    let j = intended;
    const skipped: string[] = [];
    if (isRematch(walker, others[j]!)) {
      skipped.push(others[j]!);
      j = list.next(j);
      while (j !== list.end && replacement.isRuledOut(walker, others[j]!)) {
        skipped.push(others[j]!);
        j = list.next(j);
      }
    }
    const [first, ...later] = skipped;
    const passedOver =
      later.length === 0 || replacement.passedOverAs === "with these sides"
        ? `${listNames(skipped)} with these sides`
        : `${first!} with these sides and faced ${listNames(later)} ${replacement.passedOverAs}`;
    if (j === list.end) {
      j = intended;
      trace.push(
        replacement.passedOverAs === "with these sides"
          ? `${rule}: ${walker} has met every remaining ${oppositeSide} player with these sides → keeps ${others[j]!}, a rematch`
          : `${rule}: ${walker} had played ${passedOver}; no lower ${oppositeSide} player he has not faced before → keeps ${others[j]!}, a rematch`,
      );
    } else if (j !== intended) {
      trace.push(`${rule}: ${walker} had played ${passedOver} → paired with ${others[j]!}`);
    }
    list.remove(j);
    pairs.push({ a: { id: walker, side: walkerSide }, b: { id: others[j]!, side: oppositeSide } });
  }
  const leftOthers = list.toArray().map((j) => others[j]!);
  return { pairs, leftWalkers, leftOthers, trace };
}

/**
 * A1/A6/D1: every player left over gets a bye; one who already had more byes than someone in his
 * pile swaps with the nearest such player up the pile, taking his seat and side.
 */
export function giveLeftoverByes(
  pairs: WorkPair[],
  pile: readonly string[],
  leftovers: readonly string[],
  history: EventHistory,
  rule: string,
  isRematch: (x: string, y: string, sideOfX: PairedPlayer["side"]) => boolean,
): { byes: string[]; trace: string[] } {
  const excluded = new Set(leftovers);
  const byes: string[] = [];
  const trace: string[] = [];
  for (let k = leftovers.length - 1; k >= 0; k--) {
    const move = moveBye(pairs, pile, leftovers[k]!, history, excluded, rule, isRematch);
    excluded.add(move.bye);
    byes.push(move.bye);
    trace.push(move.trace);
  }
  return { byes: byes.reverse(), trace };
}
