// OTE 2.8–2.83 / M6: filling the final of three with the inactive players holding the
// greatest Tournament Scores, and the additional game when a tie blocks the choice.
import { fail, ok, type Result } from "../errors.js";

export const FINAL_SIZE = 3;

export interface Candidate {
  readonly id: string;
  readonly tournamentScore: number;
}

export interface ReadmissionPlan {
  /** Re-admitted straight away by Tournament Score (2.82), best first. */
  readonly readmitted: readonly string[];
  /** 2.83: the players tied for the remaining places, and how many of them advance. */
  readonly playoff?: { readonly players: readonly string[]; readonly spots: number };
  readonly trace: readonly string[];
}

/**
 * Walks down the Tournament Scores one level at a time. A level with no more players than places
 * still needed is re-admitted whole (2.82: "two players hold Tournament Scores greater than any
 * other player"); a level with more players than places left needs the additional game (2.83).
 * Decision: with two places to fill and one player clearly ahead of a tie, that player is
 * re-admitted and the tied players play for the last place ("one or more players are still
 * required", 2.83).
 */
export function planReadmission(candidates: readonly Candidate[], needed: number): Result<ReadmissionPlan> {
  if (needed === 0) return ok({ readmitted: [], trace: [] });
  if (candidates.length < needed) {
    return fail(
      "WRONG_PLAYER_COUNT",
      "players",
      "M6",
      `the final is one game of ${FINAL_SIZE}: ${needed} inactive player(s) must be re-admitted, only ${candidates.length} continue`,
    );
  }
  const levels = [...new Set(candidates.map((c) => c.tournamentScore))].sort((a, b) => b - a);
  const readmitted: string[] = [];
  const trace: string[] = [];
  let left = needed;
  for (const level of levels) {
    const tied = candidates
      .filter((c) => c.tournamentScore === level)
      .map((c) => c.id)
      .sort();
    if (tied.length <= left) {
      readmitted.push(...tied);
      left -= tied.length;
      trace.push(`M6 (2.82): re-admitted ${tied.join(", ")} with Tournament Score ${level}`);
      if (left === 0) return ok({ readmitted, trace });
      continue;
    }
    trace.push(
      `M6 (2.83): ${tied.join(", ")} tied on Tournament Score ${level} for ${left} place(s): additional game to 8 IP`,
    );
    return ok({ readmitted, playoff: { players: tied, spots: left }, trace });
  }
  return ok({ readmitted, trace }); // unreachable: candidates.length >= needed
}
