// The per-player facts every tiebreaker reads, derived once from the scored games
// (DESIGN.md: one source of truth — nothing here is stored, all of it is computed).
// Players are numbered 0..n-1 in file order and their Swiss games kept in flat arrays, because
// standings are recomputed after every game of events of thousands of players (issue 3 targets).
import type { Stage } from "../games.js";
import type { ScoredEvent, ScoredRecord } from "../results-file/score-event.js";

/** An opponent index meaning "no opponent": the game was a bye. */
export const BYE = -1;

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
  /** Tiebreaker games (K5) and Final Confrontation games (F5), kept apart from the Swiss ones. */
  readonly byStage: ReadonlyMap<Stage, readonly ScoredRecord[]>;
}

export function isSwiss(stage: Stage | undefined): boolean {
  return stage === undefined || stage === "swiss";
}

export function computeEventStats(event: ScoredEvent): EventStats {
  const ids = event.file.players.map((player) => player.id);
  const n = ids.length;
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const byStage = new Map<Stage, ScoredRecord[]>();
  const swiss: ScoredRecord[] = [];
  // Each Swiss score entry's player index, looked up once: the string-keyed lookups dominate.
  const entryPlayer: number[] = [];
  const counts = new Int32Array(n + 1);
  for (const game of event.games) {
    const stage = game.record.stage ?? "swiss";
    const sameStage = byStage.get(stage);
    if (sameStage) sameStage.push(game);
    else byStage.set(stage, [game]);
    if (!isSwiss(stage)) continue;
    swiss.push(game);
    for (const entry of game.scored.score) {
      const i = indexOf.get(entry.id)!;
      entryPlayer.push(i);
      counts[i + 1]!++;
    }
  }
  const gameStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) gameStart[i + 1] = gameStart[i]! + counts[i + 1]!;
  const total = gameStart[n]!;
  const opponent = new Int32Array(total);
  const gameVp = new Float64Array(total);
  const gameDiff = new Float64Array(total);
  const vp = new Float64Array(n);
  const diff = new Float64Array(n);
  const wins = new Int32Array(n);
  const losses = new Int32Array(n);
  const byes = new Int32Array(n);
  const highestDiff = new Float64Array(n).fill(NO_GAME);
  const cursor = gameStart.slice(0, n);
  let e = 0;
  for (const game of swiss) {
    const { score, winner } = game.scored;
    // Two-player games here (On the Edge has its own standings); a bye has no opponent.
    const isBye = score.length === 1;
    const first = e;
    for (let k = 0; k < score.length; k++, e++) {
      const entry = score[k]!;
      const i = entryPlayer[e]!;
      const slot = cursor[i]!++;
      opponent[slot] = isBye ? BYE : entryPlayer[first + (k === 0 ? 1 : 0)]!;
      gameVp[slot] = entry.vp;
      gameDiff[slot] = entry.diff;
      vp[i]! += entry.vp;
      diff[i]! += entry.diff;
      highestDiff[i] = Math.max(highestDiff[i]!, entry.diff);
      if (winner === entry.id || (isBye && entry.vp > 0)) wins[i]!++;
      else if (winner !== undefined) losses[i]!++;
      if (isBye) byes[i]!++;
    }
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
