// P4 / A6 / D1: the player left over gets the bye, unless he already had one; then the bye
// goes to the nearest player up the same list (pile) with the fewest byes, and the left-over
// player takes that player's place in his pairing. Nobody gets a second bye while another
// player in the list has none.
import { byesOf, type EventHistory } from "./history.js";
import type { PairedPlayer } from "./types.js";

/** A pair under construction; seats are replaced when a bye is moved. */
export interface WorkPair {
  a: PairedPlayer;
  b: PairedPlayer;
}

/** "1 bye", "2 byes": the trace says what was counted ("had 1" read as a riddle). */
const byes = (n: number): string => `${n} bye${n === 1 ? "" : "s"}`;

/**
 * Who takes the bye instead of `leftover`: `leftover` himself if nobody in `pile` has fewer
 * byes; otherwise the nearest player above him with the fewest byes ("the next player up the
 * list who has not had one"); if nobody above qualifies, the nearest below (P4).
 */
export function findByeTaker(
  pile: readonly string[],
  leftover: string,
  history: EventHistory,
  excluded: ReadonlySet<string>,
): string {
  let fewest = byesOf(history, leftover);
  for (const id of pile) if (!excluded.has(id)) fewest = Math.min(fewest, byesOf(history, id));
  if (byesOf(history, leftover) === fewest) return leftover;
  const at = pile.indexOf(leftover);
  for (let i = at - 1; i >= 0; i--) {
    const id = pile[i]!;
    if (!excluded.has(id) && byesOf(history, id) === fewest) return id;
  }
  for (let i = at + 1; i < pile.length; i++) {
    const id = pile[i]!;
    if (!excluded.has(id) && byesOf(history, id) === fewest) return id;
  }
  return leftover;
}

export interface ByeMove {
  readonly bye: string;
  readonly trace: string;
}

/**
 * Gives the bye for `leftover` and, when it moves, seats `leftover` in the taker's place with the
 * taker's side. `isRematch(x, y, sideOfX)` lets the trace say when the move makes a rematch.
 */
export function moveBye(
  pairs: WorkPair[],
  pile: readonly string[],
  leftover: string,
  history: EventHistory,
  excluded: ReadonlySet<string>,
  rule: string,
  isRematch: (x: string, y: string, sideOfX: PairedPlayer["side"]) => boolean,
): ByeMove {
  const taker = findByeTaker(pile, leftover, history, excluded);
  const had = byesOf(history, leftover);
  if (taker === leftover) {
    const note = had > 0 ? ` (everyone in the list has already had ${byes(had)} or more)` : "";
    return { bye: leftover, trace: `${rule} bye: ${leftover} is left over → bye${note}` };
  }
  const pair = pairs.find((p) => p.a.id === taker || p.b.id === taker);
  if (!pair) return { bye: leftover, trace: `${rule} bye: ${leftover} is left over → bye` };
  const seatA = pair.a.id === taker;
  const seat = seatA ? pair.a : pair.b;
  const partner = seatA ? pair.b : pair.a;
  const moved: PairedPlayer = seat.side === undefined ? { id: leftover } : { id: leftover, side: seat.side };
  if (seatA) pair.a = moved;
  else pair.b = moved;
  const rematch = isRematch(leftover, partner.id, moved.side)
    ? `; this is a rematch: ${leftover} had played ${partner.id}`
    : "";
  const fewer =
    byesOf(history, taker) === 0 ? "has had none" : `has had only ${byes(byesOf(history, taker))}`;
  return {
    bye: taker,
    trace: `${rule} bye: ${leftover} is left over but has already had ${byes(had)} → the bye goes to ${taker}, the nearest player who ${fewer}; ${leftover} takes his place against ${partner.id}${rematch}`,
  };
}
