// Star Trek CCG results, shared by Decipher's guide (docs/rules.md §1) and the 2014 Organized Play
// ruling (§1.4): who won and how many VP (T2–T9); the two differ only in the differential.
import { fail, ok, type Result } from "../errors.js";
import { coversPlayers, opponentOf, playerOf, twoPlayers } from "./shared/players.js";
import {
  checkResult,
  oneOf,
  optional,
  perPlayer,
  required,
  resultShape,
  shape,
  text,
  whole,
} from "./shared/result-shape.js";
import { countedScore, describeBonus } from "./star-trek-bonus.js";
import type { GameInput, VictoryPoints } from "./types.js";

/** docs/rules.md §1 Decision: VP as Decipher's guide — full win 2, modified win 1, true tie 1 each, bye 2. */
export const DEFAULT_STAR_TREK_VP: VictoryPoints = { full: 2, modified: 1, tie: 1, bye: 2 };

/**
 * How a points game ended (docs/rules.md §6). T3 (DEC Glossary, Modified win): "in the case of a timed
 * game, or … when both player's decks are exhausted, or when a scenario's condition have not been
 * met" — `time`, `deck-out` and `scenario`; `full` and `gameplay` are full wins (T2, T9).
 */
export const POINTS_ENDS = ["full", "deck-out", "time", "gameplay", "scenario"] as const;

// T2–T9: the shapes of a points game, a concession or external win, and a forfeit.
const points = whole(-9999, 9999, {
  type: "expected a whole number of points",
  range: "expected points between -9999 and 9999",
});
type PointsResult = {
  end: (typeof POINTS_ENDS)[number];
  points: Record<string, number>;
  winner?: string | undefined;
  bonus?: Record<string, { points: number; rule: "intermix-ratio" | "not-counted" }> | undefined;
};
export type PointsEnd = PointsResult["end"];

export const pointsShape = resultShape<PointsResult>({
  end: required(oneOf(...POINTS_ENDS)),
  points: required(perPlayer(points)),
  winner: optional(text),
  bonus: optional(
    perPlayer(shape({ points: required(points), rule: required(oneOf("intermix-ratio", "not-counted")) })),
  ),
});
export const externalShape = resultShape<{ end: "concession" | "external"; winner: string }>({
  end: required(oneOf("concession", "external")),
  winner: required(text),
});
export const forfeitShape = resultShape<{ end: "forfeit"; forfeiter: string }>({
  end: required(oneOf("forfeit")),
  forfeiter: required(text),
});

/** A decided points game: the winner, the loser, both counted scores. */
export interface PointsGame {
  readonly end: PointsEnd;
  readonly winner: string;
  readonly loser: string;
  readonly winnerPoints: number;
  readonly loserPoints: number;
  /** The winner was named by the TD rather than by more points (T5, T7, T9). */
  readonly named: boolean;
  /** T8: how each bonus counted, in words (empty without bonus points). */
  readonly bonusNotes: readonly string[];
}

export type PointsOutcome =
  | { readonly kind: "decided"; readonly game: PointsGame }
  | {
      readonly kind: "true-tie";
      readonly players: readonly [string, string];
      readonly points: number;
      readonly end: PointsEnd;
      readonly bonusNotes: readonly string[];
    };

/**
 * T9: full and gameplay wins score the full-win VP; deck-out, time and scenario wins (T3) the
 * modified-win VP.
 */
export function isFullWinEnd(end: PointsEnd): boolean {
  return end === "full" || end === "gameplay";
}

/** The ending in the guide's words, for the explanation line. */
export function describePointsEnd(end: PointsEnd): string {
  return end === "scenario" ? "scenario condition not met, T3" : end;
}

/** Validates a points result and decides it (T5, T7, T8, T9). */
export function decidePointsGame(game: GameInput, rule: string): Result<PointsOutcome> {
  const parsed = checkResult(pointsShape, game.result, rule);
  if (!parsed.ok) return parsed;
  const pair = twoPlayers(game, rule);
  if (!pair.ok) return pair;
  const covered = coversPlayers(game, parsed.value.points, "result.points", rule);
  if (!covered.ok) return covered;
  const { end, winner: named, bonus } = parsed.value;
  if (bonus) {
    for (const id of Object.keys(bonus)) {
      const known = playerOf(game, id, `result.bonus.${id}`, "T8");
      if (!known.ok) return known;
    }
  }
  // T8: bonus points that do not count toward winning are left out before anything else.
  const counted = (id: string): number => {
    const base = parsed.value.points[id]!;
    const extra = bonus?.[id];
    return extra ? countedScore(base, extra.points, extra.rule) : base;
  };
  const bonusNotes =
    bonus === undefined
      ? []
      : pair.value.flatMap((id) => {
          const extra = bonus[id];
          return extra ? [describeBonus(id, parsed.value.points[id]!, extra.points, extra.rule)] : [];
        });
  const [a, b] = pair.value;
  if (named !== undefined) {
    const winner = playerOf(game, named, "result.winner", "T9");
    if (!winner.ok) return winner;
    const loser = opponentOf(pair.value, winner.value);
    return ok({
      kind: "decided",
      game: {
        end,
        winner: winner.value,
        loser,
        winnerPoints: counted(winner.value),
        loserPoints: counted(loser),
        named: true,
        bonusNotes,
      },
    });
  }
  if (end === "gameplay") {
    return fail(
      "WINNER_REQUIRED",
      "result.winner",
      "T9",
      "a game won by a gameplay effect must name the winner",
    );
  }
  if (counted(a) === counted(b)) {
    if (end === "full") {
      return fail(
        "WINNER_REQUIRED",
        "result.winner",
        "T9",
        `equal scores (${counted(a)}) in a full game: name the winner (T5: equal scores with different victory conditions are not a true tie)`,
      );
    }
    return ok({ kind: "true-tie", players: pair.value, points: counted(a), end, bonusNotes });
  }
  const winner = counted(a) > counted(b) ? a : b;
  const loser = opponentOf(pair.value, winner);
  return ok({
    kind: "decided",
    game: {
      end,
      winner,
      loser,
      winnerPoints: counted(winner),
      loserPoints: counted(loser),
      named: false,
      bonusNotes,
    },
  });
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function resolveVp(vp: Partial<VictoryPoints> | undefined): VictoryPoints {
  return { ...DEFAULT_STAR_TREK_VP, ...vp };
}
