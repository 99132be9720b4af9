import type { Outcome, ScoredGame, ScoreEntry } from "../types.js";

/**
 * A game's explanation line as one flat string. A template literal of many parts is kept by V8
 * as a tree of its pieces until someone reads it (~450 bytes a game); joined, it is one string
 * of its length. A scored event keeps one line per game, and `pair` of a 65,000-game file reads
 * none of them (docs/performance.md, "pair of the 16,384-player file").
 */
export function line(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  const parts: string[] = [strings[0]!];
  for (let i = 0; i < values.length; i++) parts.push(String(values[i]), strings[i + 1]!);
  return parts.join("");
}

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
