// docs/rules.md §2 (DEC II.A.i step 6): one-deck Swiss, P1–P4.
import { moveBye, type WorkPair } from "./byes.js";
import { hasMet, type EventHistory } from "./history.js";
import type { Draft } from "./types.js";
import { listNames, UnpairedList, walkToNotMet } from "./walk.js";

/**
 * P2–P4: pairs `order` top-down, 1–2, 3–4, …; a player who has already faced the intended
 * opponent is paired with the next lower unpaired player he has not faced (P3, DEC's "5th has
 * played 6th → 7th, then 8th"); if he has faced all of them, the original pairing stands. The
 * player left over gets the bye (P4). Cost O(n + skipped candidates): a player skips at most as
 * many opponents as he has met.
 */
export function pairOneDeck(order: readonly string[], history: EventHistory): Draft {
  const trace: string[] = [];
  const pairs: WorkPair[] = [];
  const list = new UnpairedList(order.length);
  let leftover: string | undefined;
  while (list.size > 0) {
    const i = list.head;
    list.remove(i);
    const player = order[i]!;
    if (list.size === 0) {
      leftover = player;
      break;
    }
    const intended = list.head;
    const walk = walkToNotMet(list, order, intended, (id) => hasMet(history, player, id));
    const { skipped } = walk;
    let j = walk.index;
    if (j === list.end) {
      j = intended;
      trace.push(
        `P3: ${player} (#${i + 1}) has played every remaining player → keeps ${order[j]!} (#${j + 1}), a rematch`,
      );
    } else if (j !== intended) {
      trace.push(
        `P3: ${player} (#${i + 1}) had played ${listNames(skipped)} → paired with ${order[j]!} (#${j + 1})`,
      );
    }
    list.remove(j);
    pairs.push({ a: { id: player }, b: { id: order[j]! } });
  }
  const byes: string[] = [];
  if (leftover !== undefined) {
    const move = moveBye(pairs, order, leftover, history, new Set(), "P4", (x, y) => hasMet(history, x, y));
    byes.push(move.bye);
    trace.push(move.trace);
  }
  return { pairs, byes, trace };
}
