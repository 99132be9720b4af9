import type { PlayerScale } from "../../ote/scale.js";
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

/**
 * One player's score in one game, as a TD or a player reads it: `2(+15)` (docs/rules.md §1). On
 * the Edge has VP by place and no differential (E1–E2), so never a `(+0)`: `8 VP`, with the final
 * Influence they came from when the game gave it, `8 VP (16 IP)`, and the scale when it is not the
 * game's set — a finalist re-admitted from the inactive set scores on its scale (M6, ote/scale.ts):
 * `4 VP (16 IP, inactive scale)`. The CLI, the console and the phone all write it with this.
 */
export function formatPlayerScore(
  entry: Pick<ScoreEntry, "vp" | "diff" | "ip">,
  isOte: boolean,
  scale?: PlayerScale,
): string {
  if (!isOte) return formatScore(entry.vp, entry.diff);
  const notes = [
    ...(entry.ip === undefined ? [] : [`${entry.ip} IP`]),
    ...(scale?.why === undefined ? [] : [`${scale.scale} scale`]),
  ];
  return notes.length === 0 ? `${entry.vp} VP` : `${entry.vp} VP (${notes.join(", ")})`;
}

/**
 * One game's score, seat by seat in the table's order, for a cell beside the result it came from:
 * `2(+35) / 0(-35)`; On the Edge its VP alone, `8 VP / 4 VP / 0 VP` (the result beside has the IP).
 */
export function formatGameScore(score: readonly Pick<ScoreEntry, "vp" | "diff">[], isOte: boolean): string {
  return score.map((entry) => formatPlayerScore({ vp: entry.vp, diff: entry.diff }, isOte)).join(" / ");
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
