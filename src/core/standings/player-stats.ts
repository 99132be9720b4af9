// The per-player facts every tiebreaker reads, derived from the scored games through the event
// index (docs/architecture.md: one source of truth — nothing here is stored, all of it is computed).
// Players are numbered 0..n-1 in file order and their Swiss games kept in flat arrays, because
// standings are recomputed after every game of events of thousands of players (docs/performance.md targets).
import type { Stage } from "../games.js";
import {
  BYE,
  cumulativeScores,
  ENTRY_ALONE,
  ENTRY_LOSS,
  ENTRY_WIN,
  type EventIndex,
} from "../event-index/event-index.js";
import { eventIndexOf } from "../event-index/index-of.js";
import type { ScoredEvent, ScoredRecord } from "../scored-event/score-event.js";

export { BYE };

/** Below any real differential, for a player who has no game yet. */
export const NO_GAME = -1_000_000;

export interface EventStats {
  readonly ids: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  /** Cumulative VP and diff over Swiss games (K1; K5: only Swiss games count for K1–K4). */
  readonly vp: Float64Array;
  readonly diff: Float64Array;
  /** Player i's Swiss games are entries gameStart[i] .. gameStart[i + 1] - 1, in file order. */
  readonly gameStart: Int32Array;
  readonly opponent: Int32Array;
  readonly gameVp: Float64Array;
  readonly gameDiff: Float64Array;
  readonly wins: Int32Array;
  readonly losses: Int32Array;
  readonly byes: Int32Array;
  /** K3: each player's highest single-game differential; NO_GAME before his first game. */
  readonly highestDiff: Float64Array;
  /** Tiebreaker games (K5) and Final Confrontation games (F5), by stage; Swiss games are not listed. */
  readonly byStage: ReadonlyMap<Stage, readonly ScoredRecord[]>;
}

const statsByIndex = new WeakMap<EventIndex, EventStats>();

/**
 * Read from the event index (src/core/event-index), remembered per index: the player numbering
 * and every Swiss score line are already numbers there, so this is a few passes over typed
 * arrays — O(n + Swiss score lines), no string lookups and no reads of the scored games.
 */
export function computeEventStats(event: ScoredEvent): EventStats {
  const index = eventIndexOf(event);
  let stats = statsByIndex.get(index);
  if (!stats) {
    stats = toEventStats(index, event.games);
    statsByIndex.set(index, stats);
  }
  return stats;
}

function toEventStats(index: EventIndex, games: readonly ScoredRecord[]): EventStats {
  const { ids, indexOf, entries } = index;
  const n = ids.length;
  const total = entries.length;
  const player = entries.column(0);
  const opponentOf = entries.column(1);
  const vpOf = entries.column(2);
  const diffOf = entries.column(3);
  const flagsOf = entries.column(4);
  const gameStart = new Int32Array(n + 1);
  for (let e = 0; e < total; e++) gameStart[player[e]! + 1]!++;
  for (let i = 0; i < n; i++) gameStart[i + 1]! += gameStart[i]!;
  const opponent = new Int32Array(total);
  const gameVp = new Float64Array(total);
  const gameDiff = new Float64Array(total);
  // S8: the cumulative score, added up in one place for standings and pairing.
  const { vp, diff } = cumulativeScores(index);
  const wins = new Int32Array(n);
  const losses = new Int32Array(n);
  const byes = new Int32Array(n);
  const highestDiff = new Float64Array(n).fill(NO_GAME);
  const cursor = gameStart.slice(0, n);
  // Score lines are in file order, so each player's games stay in file order.
  for (let e = 0; e < total; e++) {
    const i = player[e]!;
    const slot = cursor[i]!++;
    const flags = flagsOf[e]!;
    opponent[slot] = opponentOf[e]!;
    gameVp[slot] = vpOf[e]!;
    gameDiff[slot] = diffOf[e]!;
    if (diffOf[e]! > highestDiff[i]!) highestDiff[i] = diffOf[e]!;
    if (flags & ENTRY_WIN) wins[i]!++;
    else if (flags & ENTRY_LOSS) losses[i]!++;
    if (flags & ENTRY_ALONE) byes[i]!++;
  }
  const byStage = new Map<Stage, ScoredRecord[]>();
  for (const position of index.others) {
    const game = games[position]!;
    const stage = game.record.stage ?? "swiss";
    const sameStage = byStage.get(stage);
    if (sameStage) sameStage.push(game);
    else byStage.set(stage, [game]);
  }
  return {
    ids,
    indexOf,
    vp,
    diff,
    gameStart,
    opponent,
    gameVp,
    gameDiff,
    wins,
    losses,
    byes,
    highestDiff,
    byStage,
  };
}

export function gamesPlayed(stats: EventStats, i: number): number {
  return stats.gameStart[i + 1]! - stats.gameStart[i]!;
}
