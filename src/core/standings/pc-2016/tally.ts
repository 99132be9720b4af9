// What K7 needs to know of each player: the Swiss games he played, with game number, opponents
// and his score line. Everything else (adjusted VP, SoS, …) is derived from these tallies.
import type { ScoredEvent } from "../../scored-event/score-event.js";
import type { Outcome } from "../../rules/types.js";
import { computeGameNumbering, isSwissGame } from "./game-numbers.js";

export interface PlayedGame {
  readonly gameNumber: number;
  /** Empty for a bye (a game of one player). */
  readonly opponents: readonly string[];
  readonly vp: number;
  readonly diff: number;
  readonly outcome: Outcome;
  readonly winner?: string;
}

export interface PlayerTally {
  readonly id: string;
  readonly games: readonly PlayedGame[];
}

export interface EventTally {
  /** K7 R: Swiss game numbers played so far. */
  readonly played: number;
  /** Every registered player, in file order, with or without games. */
  readonly players: ReadonlyMap<string, PlayerTally>;
}

export function computeEventTally(event: ScoredEvent): EventTally {
  const swiss = event.games.filter((game) => isSwissGame(game.record));
  const numbering = computeGameNumbering(swiss.map((game) => game.record));
  const games = new Map<string, PlayedGame[]>(event.file.players.map((player) => [player.id, []]));
  for (const { record, scored } of swiss) {
    const gameNumber = numbering.numberOf(record);
    for (const entry of scored.score) {
      const opponents = record.players.map((player) => player.id).filter((id) => id !== entry.id);
      games.get(entry.id)?.push({
        gameNumber,
        opponents,
        vp: entry.vp,
        diff: entry.diff,
        outcome: scored.outcome,
        ...(scored.winner !== undefined && { winner: scored.winner }),
      });
    }
  }
  const players = new Map([...games].map(([id, played]) => [id, { id, games: played }]));
  return { played: numbering.played, players };
}
