// Games of stage `final` are either the Final Confrontation (F1/F3) or a top cut after the Swiss
// (N2); the results file does not say which. This is the one reading of them: the standings
// (F5 or N2's places), the next pairing (a plain "pair the next game" continues the stage under
// way) and the audit (which options re-derive a final game) all ask it. docs/rules.md §2.
import type { GameRecord } from "./results-file/schema.js";

/** What the games of stage `final` of an event are. */
export type FinalStage =
  { readonly kind: "final-confrontation" } | { readonly kind: "top-cut"; readonly size: number };

type FinalGame = Pick<GameRecord, "round" | "players">;

/**
 * N2: stage-`final` games among more than two players, none playing twice in a round, are a top
 * cut. An FC is two players (F1/F3), F1's two games in one round; even with F4's replacement
 * finalist, the other finalist plays twice in that round.
 */
export function isTopCut(finals: readonly FinalGame[]): boolean {
  const seen = new Set<string>();
  for (const game of finals) {
    for (const seat of game.players) {
      const key = `${game.round}:${seat.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return new Set(finals.flatMap((game) => game.players.map((p) => p.id))).size > 2;
}

/**
 * The stage the event's `final` games belong to; undefined before any. A top cut's size is the
 * number of players its first round seated: N2 gives every seed of the cut a game or a bye there
 * (byes are recorded with stage `final` too). A cut of two (one game) reads as a Final
 * Confrontation, as the standings have always read it.
 */
export function finalStageOf(finals: readonly FinalGame[]): FinalStage | undefined {
  if (finals.length === 0) return undefined;
  if (!isTopCut(finals)) return { kind: "final-confrontation" };
  const firstRound = Math.min(...finals.map((game) => game.round));
  const seated = finals.filter((game) => game.round === firstRound).flatMap((game) => game.players);
  return { kind: "top-cut", size: new Set(seated.map((p) => p.id)).size };
}
