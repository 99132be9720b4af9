import type { Outcome, ScoredGame, ScoreEntry } from "../types.js";

/** `2(+15)`: how the guides write a score. */
export function formatScore(vp: number, diff: number): string {
  return `${vp}(${diff >= 0 ? "+" : ""}${diff})`;
}

export function formatEntry(entry: ScoreEntry): string {
  return formatScore(entry.vp, entry.diff);
}

/** A game with a winner: the winner gets `vp(+diff)`, the loser `0(-diff)`. */
export function winLoss(
  outcome: Outcome,
  winner: string,
  loser: string,
  vp: number,
  diff: number,
  explanation: string,
): ScoredGame {
  return {
    outcome,
    winner,
    score: [
      { id: winner, vp, diff },
      { id: loser, vp: 0, diff: -diff },
    ],
    explanation,
  };
}

/** A true tie: both players get the same VP and no differential. */
export function tie(players: readonly [string, string], vp: number, explanation: string): ScoredGame {
  return {
    outcome: "tie",
    score: players.map((id) => ({ id, vp, diff: 0 })),
    explanation,
  };
}

export function bye(
  id: string,
  vp: number,
  diff: number,
  explanation: string,
  outcome: Outcome = "bye",
): ScoredGame {
  return { outcome, score: [{ id, vp, diff }], explanation };
}
