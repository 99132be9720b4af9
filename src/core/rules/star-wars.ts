// Star Wars CCG scoring, shared by the Players Committee guide (docs/rules.md §1) and Decipher's
// guide (§1.2), which differ only in the cap, the true tie and the deck-check penalty.
import { fail, ok, type Result } from "../errors.js";
import type { ProfileName } from "../games.js";
import {
  checkEarnedBye,
  describeEnd,
  endOf,
  quitEnding,
  scoreBye,
  scoreQuit,
} from "./shared/common-results.js";
import {
  checkResult,
  count,
  ending,
  oneOf,
  optional,
  perPlayer,
  required,
  resultShape,
  text,
} from "./shared/result-shape.js";
import { MAX_CARD_COUNT } from "./shared/card-count.js";
import { applyDeckCheckFailure } from "./shared/deck-check.js";
import { formatScore, line, tie, winLoss } from "./shared/outcomes.js";
import { coversPlayers, opponentOf, playerOf, twoPlayers, namedAndOpponent } from "./shared/players.js";
import type { GameInput, RuleProfile, ScoredGame } from "./types.js";

/** What a player counts for his Life Force (S1, S3). */
const LIFE_FORCE_HELP = "Reserve Deck + Force Pile + Used Pile";
/** Life Force, Lost Pile and hand counts: any whole number up to the input bound (card-count.ts). */
const MAX_LIFE_FORCE = MAX_CARD_COUNT;
/** S6 under Decipher's guide (no cap): the TD's X of a quit is 0..60, a deck's worth (docs/rules.md §1). */
const MAX_QUIT_X = 60;

export interface StarWarsVariant<N extends ProfileName> {
  readonly name: N;
  /** S2: diff is capped at 59 either way; Decipher has no cap. */
  readonly cap: number | undefined;
  /** S4 (PC): a true tie is broken by Lost Pile, hand, toss; Decipher: 1(+0) each. */
  readonly trueTie: "tiebreak" | "split";
  /** S7 is a Players Committee rule. */
  readonly deckCheckPenalty: boolean;
  /** Rule IDs for explanations: the PC guide's own, or the Decipher section. */
  readonly rules: {
    readonly full: string;
    readonly time: string;
    readonly tie: string;
    readonly quit: string;
    readonly bye: string;
  };
}

// S1, S3, S4: the shapes of a full win, a timed game and a tie.
const lifeForce = count(MAX_LIFE_FORCE);
type Full = { end: "full"; winner: string; lifeForce: number };
type Time = { end: "time"; lifeForce: Record<string, number> };
type Tie = {
  end: "tie";
  lostPile?: Record<string, number> | undefined;
  hand?: Record<string, number> | undefined;
  toss?: string | undefined;
};
export const fullShape = resultShape<Full>({
  end: required(oneOf("full")),
  winner: required(text),
  lifeForce: required(lifeForce),
});
export const timeShape = resultShape<Time>({
  end: required(oneOf("time")),
  lifeForce: required(perPlayer(lifeForce)),
});
export const tieShape = resultShape<Tie>({
  end: required(oneOf("tie")),
  lostPile: optional(perPlayer(lifeForce)),
  hand: optional(perPlayer(lifeForce)),
  toss: optional(text),
});

export function makeStarWarsProfile<N extends ProfileName>(
  variant: StarWarsVariant<N>,
): RuleProfile & { readonly name: N } {
  const capped = (lifeForce: number): { diff: number; note: string } =>
    variant.cap !== undefined && lifeForce > variant.cap
      ? { diff: variant.cap, note: `; S2: ${lifeForce} Life Force capped at ${variant.cap}` }
      : { diff: lifeForce, note: "" };

  const scoreFull = (game: GameInput, raw: unknown): Result<ScoredGame> => {
    const parsed = checkResult(fullShape, raw, variant.rules.full);
    if (!parsed.ok) return parsed;
    const players = namedAndOpponent(game, parsed.value.winner, "result.winner", variant.rules.full);
    if (!players.ok) return players;
    const { diff, note } = capped(parsed.value.lifeForce);
    return ok(
      winLoss(
        "full",
        players.value.named,
        players.value.opponent,
        2,
        diff,
        line`${variant.rules.full}: full win with ${parsed.value.lifeForce} Life Force left → ${formatScore(2, diff)}${note}`,
      ),
    );
  };

  const scoreTrueTie = (
    game: GameInput,
    pair: readonly [string, string],
    facts: Tie,
    why: string,
  ): Result<ScoredGame> => {
    if (variant.trueTie === "split") {
      return ok(tie(pair, 1, `${variant.rules.tie}: true tie (${why}) → ${formatScore(1, 0)} each`));
    }
    // SW-PC Special Scoring Situations, S4: fewer Lost Pile cards, then fewer cards in hand, then random.
    for (const [key, label] of [
      ["lostPile", "Lost Pile"],
      ["hand", "hand"],
    ] as const) {
      const counts = facts[key];
      if (!counts) continue;
      const covered = coversPlayers(game, counts, `result.${key}`, variant.rules.tie);
      if (!covered.ok) return covered;
      const [a, b] = pair;
      if (counts[a]! !== counts[b]!) {
        const winner = counts[a]! < counts[b]! ? a : b;
        return ok(
          winLoss(
            "modified",
            winner,
            opponentOf(pair, winner),
            1,
            1,
            `${variant.rules.tie}: true tie (${why}); ${winner} has fewer cards in ${label} (${counts[winner]} to ${counts[opponentOf(pair, winner)]}) → ${formatScore(1, 1)}`,
          ),
        );
      }
    }
    if (facts.toss !== undefined) {
      const winner = playerOf(game, facts.toss, "result.toss", variant.rules.tie);
      if (!winner.ok) return winner;
      return ok(
        winLoss(
          "modified",
          winner.value,
          opponentOf(pair, winner.value),
          1,
          1,
          `${variant.rules.tie}: true tie (${why}), Lost Pile and hand equal; ${winner.value} won the toss → ${formatScore(1, 1)}`,
        ),
      );
    }
    return fail(
      "UNDECIDED_TRUE_TIE",
      "result",
      variant.rules.tie,
      "a true tie needs the Lost Pile or hand counts that differ, or the toss winner (lostPile, hand, toss)",
    );
  };

  const scoreTime = (game: GameInput, raw: unknown): Result<ScoredGame> => {
    const parsed = checkResult(timeShape, raw, variant.rules.time);
    if (!parsed.ok) return parsed;
    const pair = twoPlayers(game, variant.rules.time);
    if (!pair.ok) return pair;
    const covered = coversPlayers(game, parsed.value.lifeForce, "result.lifeForce", variant.rules.time);
    if (!covered.ok) return covered;
    const [a, b] = pair.value;
    const lfA = parsed.value.lifeForce[a]!;
    const lfB = parsed.value.lifeForce[b]!;
    if (lfA === lfB) {
      if (variant.trueTie === "tiebreak") {
        return fail(
          "UNDECIDED_TRUE_TIE",
          "result.lifeForce",
          variant.rules.tie,
          `equal Life Force (${lfA}) at time is a true tie: report it as {"end":"tie"} with lostPile, hand or toss`,
        );
      }
      return scoreTrueTie(game, pair.value, { end: "tie" }, `equal Life Force ${lfA} at time`);
    }
    const winner = lfA > lfB ? a : b;
    const lifeForce = Math.max(lfA, lfB);
    const { diff, note } = capped(lifeForce);
    return ok(
      winLoss(
        "modified",
        winner,
        opponentOf(pair.value, winner),
        1,
        diff,
        line`${variant.rules.time}: time, ${winner} ahead ${lifeForce} to ${Math.min(lfA, lfB)} Life Force → modified win ${formatScore(1, diff)}${note}`,
      ),
    );
  };

  const scoreTie = (game: GameInput, raw: unknown): Result<ScoredGame> => {
    const parsed = checkResult(tieShape, raw, variant.rules.tie);
    if (!parsed.ok) return parsed;
    const pair = twoPlayers(game, variant.rules.tie);
    if (!pair.ok) return pair;
    return scoreTrueTie(game, pair.value, parsed.value, "equal Life Force or both depleted at once");
  };

  const scoreRaw = (game: GameInput): Result<ScoredGame> => {
    const end = endOf(game.result);
    switch (end) {
      case "full":
        return scoreFull(game, game.result);
      case "time":
        return scoreTime(game, game.result);
      case "tie":
        return scoreTie(game, game.result);
      case "quit":
        return scoreQuit(game, game.result, variant.cap ?? MAX_QUIT_X, 2, variant.rules.quit);
      case "bye":
        return scoreBye(game, 2, 0, variant.rules.bye);
      case "earned-bye": {
        // O7: `earned-bye` exists only in stccg-opg-2014; elsewhere it scores as a bye.
        const parsed = checkEarnedBye(game.result, variant.rules.bye);
        return parsed.ok ? scoreBye(game, 2, 0, variant.rules.bye) : parsed;
      }
      default:
        return fail(
          "INVALID_FIELD",
          "result.end",
          "docs/rules.md §6",
          `expected "full", "time", "tie", "quit", "bye" or "earned-bye" for Star Wars, got ${describeEnd(game.result)}`,
        );
    }
  };

  return {
    name: variant.name,
    games: ["swccg"],
    hasDeckCheckPenalty: variant.deckCheckPenalty,
    endings: [
      ending(fullShape, {
        end: "full",
        label: "Full win (Life Force depleted) — S1",
        phone: { label: "Life Force depleted", hint: "Full win (S1)" },
        rule: variant.rules.full,
        fields: {
          winner: { label: "Winner", flag: "--winner" },
          lifeForce: {
            label: "Cards left in the winner's Life Force",
            help: LIFE_FORCE_HELP,
            flag: "--lf",
            owner: "winner",
          },
        },
      }),
      ending(timeShape, {
        end: "time",
        label: "Time called — S3",
        phone: { label: "Time was called", hint: "More Life Force wins (S3)" },
        rule: variant.rules.time,
        fields: { lifeForce: { label: "Life Force", help: LIFE_FORCE_HELP, flag: "--time" } },
      }),
      ending(tieShape, {
        end: "tie",
        label: "True tie — S4",
        phone: { label: "True tie at time", hint: "Same Life Force: lost pile, hand, then the toss (S4)" },
        rule: variant.rules.tie,
        fields: {
          lostPile: { label: "Lost Pile", flag: "--lost-pile" },
          hand: { label: "Cards in hand", flag: "--hand" },
          toss: { label: "Who won the toss", flag: "--toss", owner: "toss" },
        },
      }),
      quitEnding({
        label: "Quit — S6",
        rule: variant.rules.quit,
        maxDifferential: variant.cap ?? MAX_QUIT_X,
      }),
    ],
    score(game) {
      const scored = scoreRaw(game);
      if (!scored.ok || game.deckCheckFailure === undefined) return scored;
      if (!variant.deckCheckPenalty) {
        return fail(
          "INVALID_FIELD",
          "deckCheckFailure",
          "S7",
          `the deck-check penalty is a Players Committee rule, not part of ${variant.name}`,
        );
      }
      return ok(applyDeckCheckFailure(scored.value, game.deckCheckFailure, 2));
    },
  };
}
