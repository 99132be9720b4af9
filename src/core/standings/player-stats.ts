// The per-player facts every tiebreaker reads, derived once from the scored games
// (DESIGN.md: one source of truth — nothing here is stored, all of it is computed).
import type { Stage } from "../games.js";
import type { ScoredEvent } from "../results-file/score-event.js";
import type { PlayerRecord } from "./types.js";

/** One game from one player's side: what he scored and against whom (none for a bye). */
export interface PlayerGame {
  readonly index: number;
  /** undefined for a bye. */
  readonly opponent: string | undefined;
  readonly vp: number;
  readonly diff: number;
  readonly won: boolean;
  readonly lost: boolean;
}

export interface PlayerStats {
  readonly id: string;
  readonly vp: number;
  readonly diff: number;
  /** Swiss games only (K5: only Swiss games count for K1–K4). */
  readonly games: readonly PlayerGame[];
  readonly record: PlayerRecord;
}

export interface EventStats {
  readonly players: ReadonlyMap<string, PlayerStats>;
  /** Tiebreaker games (K5) and Final Confrontation games (F5), kept apart from the Swiss ones. */
  readonly byStage: ReadonlyMap<Stage, readonly ScoredEvent["games"][number][]>;
}

export function isSwiss(stage: Stage | undefined): boolean {
  return stage === undefined || stage === "swiss";
}

export function computeEventStats(event: ScoredEvent): EventStats {
  const games = new Map<string, PlayerGame[]>();
  for (const player of event.file.players) games.set(player.id, []);
  const byStage = new Map<Stage, ScoredEvent["games"][number][]>();
  for (const game of event.games) {
    const stage = game.record.stage ?? "swiss";
    const sameStage = byStage.get(stage);
    if (sameStage) sameStage.push(game);
    else byStage.set(stage, [game]);
    if (!isSwiss(stage)) continue;
    const { score, winner } = game.scored;
    for (const entry of score) {
      // Two-player games only here (On the Edge has its own standings); a bye has no opponent.
      const other = score[0] === entry ? score[1] : score[0];
      games.get(entry.id)?.push({
        index: game.index,
        opponent: other?.id,
        vp: entry.vp,
        diff: entry.diff,
        won: winner === entry.id || (score.length === 1 && entry.vp > 0),
        lost: winner !== undefined && winner !== entry.id,
      });
    }
  }
  const players = new Map<string, PlayerStats>();
  for (const [id, list] of games) {
    let vp = 0;
    let diff = 0;
    let wins = 0;
    let losses = 0;
    let byes = 0;
    for (const game of list) {
      vp += game.vp;
      diff += game.diff;
      if (game.won) wins++;
      if (game.lost) losses++;
      if (game.opponent === undefined) byes++;
    }
    players.set(id, {
      id,
      vp,
      diff,
      games: list,
      record: { wins, losses, ties: list.length - wins - losses, byes },
    });
  }
  return { players, byStage };
}
