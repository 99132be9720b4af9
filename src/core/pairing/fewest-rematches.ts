// P5 (option beyond the guides, `event.options.fewestRematches`): when the guide's walk (P3)
// leaves a rematch that another choice higher up would have avoided, search for the pairing with
// the fewest rematches that stays closest to the standings order.
//
// Method: an exact dynamic programme over the standings list in which a player may be paired
// with anyone at most W − 1 places below him. State = (position, which of the next W − 1
// players are already taken, whether the bye is given); cost, lexicographic by weight:
//   REMATCH (P3/P5: a rematch is worse than any reordering) — one per pair that already met,
//   1 per place skipped (P2: pair by standings order, 1–2, 3–4, …),
//   places from the bottom for the bye (P4: the bye goes to the lowest player who may take it);
// the bye may only go to a player with the fewest byes (P4, a hard rule).
// Time O(n · W · 2^W), memory n · 2^W bytes. For n ≤ EXACT_LIMIT, W = n: the exact optimum over
// every pairing. For larger events W shrinks so that n · 2^W stays under 2^22 (4,096 players: W = 10).
import { byesOf, hasMet, type EventHistory } from "./history.js";
import type { Draft, DraftPair } from "./types.js";

export const EXACT_LIMIT = 14;
const STATE_BUDGET = 1 << 22;

export function windowFor(n: number): number {
  if (n <= EXACT_LIMIT) return Math.max(n, 2);
  let w = 12;
  while (w > 4 && n * (1 << w) > STATE_BUDGET) w -= 1;
  return w;
}

export function countRematches(pairs: readonly DraftPair[], history: EventHistory): number {
  let count = 0;
  for (const pair of pairs) if (hasMet(history, pair.a.id, pair.b.id)) count += 1;
  return count;
}

/**
 * The P5 pairing of `order`. There always is one: with an even count, 1–2, 3–4, … (k = 1 < W); with
 * an odd count, the bye to a player with the fewest byes (P4: one exists) and the rest in order
 * (k ≤ 2 < W, as W ≥ 3 for an odd n ≥ 3). So the programme's optimum is always finite.
 */
export function pairFewestRematches(order: readonly string[], history: EventHistory): Draft {
  const n = order.length;
  if (n === 0) return { pairs: [], byes: [], trace: [] };
  const w = windowFor(n);
  const half = 1 << (w - 1);
  const states = half * 2; // mask × bye-given flag
  const needBye = n % 2 === 1;
  const rematchWeight = n * w + n + 1;
  const pairCost = new Float64Array(n * w);
  for (let i = 0; i < n; i++) {
    for (let k = 1; k < w && i + k < n; k++) {
      pairCost[i * w + k] = (hasMet(history, order[i]!, order[i + k]!) ? rematchWeight : 0) + (k - 1);
    }
  }
  let fewestByes = Number.POSITIVE_INFINITY;
  for (const id of order) fewestByes = Math.min(fewestByes, byesOf(history, id));
  const choice = new Int8Array(n * states);
  let after = new Float64Array(states).fill(Number.POSITIVE_INFINITY);
  after[needBye ? 1 : 0] = 0; // at the end: nobody waiting, the bye given iff needed
  let here = new Float64Array(states);
  for (let i = n - 1; i >= 0; i--) {
    const mayBye = needBye && byesOf(history, order[i]!) === fewestByes;
    const byeCost = n - 1 - i;
    for (let s = 0; s < states; s++) {
      const mask = s >> 1;
      const flag = s & 1;
      if (mask & 1) {
        // Player i is already taken: choice stays 0 ("nothing to do"), as `choice` starts zeroed.
        here[s] = after[((mask >> 1) << 1) | flag]!;
        continue;
      }
      let best = Number.POSITIVE_INFINITY;
      let pick = -1;
      for (let k = 1; k < w && i + k < n; k++) {
        if ((mask >> k) & 1) continue;
        const cost = pairCost[i * w + k]! + after[(((mask | (1 << k)) >> 1) << 1) | flag]!;
        if (cost < best) {
          best = cost;
          pick = k;
        }
      }
      if (mayBye && flag === 0) {
        const cost = byeCost + after[((mask >> 1) << 1) | 1]!;
        if (cost < best) {
          best = cost;
          pick = w; // w marks "bye"
        }
      }
      here[s] = best;
      choice[i * states + s] = pick;
    }
    const swap = after;
    after = here;
    here = swap;
  }
  const pairs: DraftPair[] = [];
  const byes: string[] = [];
  let s = 0;
  for (let i = 0; i < n; i++) {
    const pick = choice[i * states + s]!;
    const mask = s >> 1;
    let flag = s & 1;
    let nextMask = mask;
    if (pick === w) {
      byes.push(order[i]!);
      flag = 1;
    } else if (pick > 0) {
      pairs.push({ a: { id: order[i]! }, b: { id: order[i + pick]! } });
      nextMask = mask | (1 << pick);
    }
    s = ((nextMask >> 1) << 1) | flag;
  }
  return {
    pairs,
    byes,
    trace: [`P5: searched every pairing with partners at most ${w - 1} places apart (O(n·W·2^W), W = ${w})`],
  };
}
