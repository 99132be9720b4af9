// SPEC A3/A4, A7 and D1: two piles, each ordered by the standings, paired rank by rank; a player
// who has already met the intended opponent with these sides takes the next one down the other
// pile who he has not; the passed-over player goes on down the list.
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
 * Walks `walkers` (the Dark pile in A4/A7/D1) top-down; each takes the first unpaired player of
 * `others` he has not met with these sides, or, if he has met all of them so, the first unpaired
 * (the original pairing stands). O(n + skipped candidates).
 */
export function walkPiles(
  walkers: readonly string[],
  others: readonly string[],
  walkerSide: Side,
  isRematch: (walker: string, other: string) => boolean,
  rule: string,
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
    while (j !== list.end && isRematch(walker, others[j]!)) {
      skipped.push(others[j]!);
      j = list.next(j);
    }
    if (j === list.end) {
      j = intended;
      trace.push(
        `${rule}: ${walker} has met every remaining ${oppositeSide} player with these sides → keeps ${others[j]!}, a rematch`,
      );
    } else if (j !== intended) {
      trace.push(
        `${rule}: ${walker} had played ${listNames(skipped)} with these sides → paired with ${others[j]!}`,
      );
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
