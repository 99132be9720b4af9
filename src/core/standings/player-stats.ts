// The per-player facts every tiebreaker reads, derived once from the scored games
// (DESIGN.md: one source of truth — nothing here is stored, all of it is computed).
import type { Stage } from "../games.js";
import type { ScoredEvent } from "../results-file/score-event.js";
import type { PlayerRecord } from "./types.js";

/** One game from one player's side: what he scored and against whom (none for a bye). */
export interface PlayerGame {
  readonly index: number;
  readonly opponent?: string;
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
  const games = new Map<string, PlayerGame[]>(event.file.players.map((player) => [player.id, []]));
  const byStage = new Map<Stage, ScoredEvent["games"][number][]>();
  for (const game of event.games) {
    const stage = game.record.stage ?? "swiss";
    byStage.set(stage, [...(byStage.get(stage) ?? []), game]);
    if (!isSwiss(stage)) continue;
    const { score, winner } = game.scored;
    for (const entry of score) {
      const opponent = score.find((other) => other.id !== entry.id)?.id;
      games.get(entry.id)?.push({
        index: game.index,
        ...(opponent !== undefined && { opponent }),
        vp: entry.vp,
        diff: entry.diff,
        won: winner === entry.id || (score.length === 1 && entry.vp > 0),
        lost: winner !== undefined && winner !== entry.id,
      });
    }
  }
  const players = new Map<string, PlayerStats>();
  for (const [id, list] of games) {
    players.set(id, {
      id,
      vp: list.reduce((sum, game) => sum + game.vp, 0),
      diff: list.reduce((sum, game) => sum + game.diff, 0),
      games: list,
      record: {
        wins: list.filter((game) => game.won).length,
        losses: list.filter((game) => game.lost).length,
        ties: list.filter((game) => !game.won && !game.lost).length,
        byes: list.filter((game) => game.opponent === undefined).length,
      },
    });
  }
  return { players, byStage };
}
