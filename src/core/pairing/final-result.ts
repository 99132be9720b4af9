// SPEC F2/F5: who won the Final Confrontation, with the tiebreakers when the two games leave the
// players level.
import type { Random } from "../random.js";
import type { ScoredRecord } from "../results-file/score-event.js";

export interface FinalOutcome {
  readonly winner: string;
  readonly loser: string;
  /** Which step decided it, citing F2. */
  readonly decidedBy: string;
}

/** The largest differential `id` won a game by, over `games` (F2 step 3, FC games included). */
function highestWin(games: readonly ScoredRecord[], id: string): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const game of games) {
    if (game.scored.winner !== id) continue;
    const entry = game.scored.score.find((s) => s.id === id);
    if (entry) best = Math.max(best, entry.diff);
  }
  return best;
}

/**
 * F2: more VP in the FC, then more diff in the FC, then the highest single-game differential win
 * in the tournament (Decision: FC games included), then random. `finals` are the FC games,
 * `all` every game of the event. Undefined when the FC has fewer than two players.
 */
export function decideFinal(finals: readonly ScoredRecord[], all: readonly ScoredRecord[], random: Random): FinalOutcome | undefined {
  const ids = [...new Set(finals.flatMap((g) => g.record.players.map((p) => p.id)))];
  const [a, b] = ids;
  if (a === undefined || b === undefined || ids.length !== 2) return undefined;
  const total = (id: string, key: "vp" | "diff"): number =>
    finals.reduce((sum, g) => sum + (g.scored.score.find((s) => s.id === id)?.[key] ?? 0), 0);
  const steps: [string, (id: string) => number][] = [
    ["F2 step 1: more VP in the Final Confrontation", (id) => total(id, "vp")],
    ["F2 step 2: more differential in the Final Confrontation", (id) => total(id, "diff")],
    ["F2 step 3: highest single-game differential win in the tournament", (id) => highestWin(all, id)],
  ];
  for (const [name, value] of steps) {
    const va = value(a);
    const vb = value(b);
    if (va !== vb) return va > vb ? { winner: a, loser: b, decidedBy: name } : { winner: b, loser: a, decidedBy: name };
  }
  const aWins = random.fork("final-confrontation").coin();
  return aWins ? { winner: a, loser: b, decidedBy: "F2 step 4: random" } : { winner: b, loser: a, decidedBy: "F2 step 4: random" };
}
