// docs/rules.md §1: Young Jedi CCG under Decipher's guide 6.99 (Y1–Y3).
import { fail, ok, type Result } from "../errors.js";
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
  perPlayer,
  required,
  resultShape,
  text,
} from "./shared/result-shape.js";
import { formatScore, tie, winLoss } from "./shared/outcomes.js";
import { coversPlayers, opponentOf, twoPlayers, namedAndOpponent } from "./shared/players.js";
import type { GameInput, RuleProfile, ScoredGame } from "./types.js";

/** A Young Jedi deck holds 60 cards. */
const MAX_DRAW_DECK = 60;
/** Y1: the second planetary victory wins the game. */
const MAX_PLANETARY_VICTORIES = 2;

// Y1–Y3: the shapes of a full win, a timed game and a tie.
type Full = { end: "full"; winner: string; drawDeck: number };
type Time = { end: "time"; planetaryVictories: Record<string, number>; drawDeck: Record<string, number> };
export const fullShape = resultShape<Full>({
  end: required(oneOf("full")),
  winner: required(text),
  drawDeck: required(count(MAX_DRAW_DECK)),
});
export const timeShape = resultShape<Time>({
  end: required(oneOf("time")),
  planetaryVictories: required(perPlayer(count(MAX_PLANETARY_VICTORIES))),
  drawDeck: required(perPlayer(count(MAX_DRAW_DECK))),
});
export const tieShape = resultShape<{ end: "tie" }>({ end: required(oneOf("tie")) });

function scoreFull(game: GameInput): Result<ScoredGame> {
  const parsed = checkResult(fullShape, game.result, "Y1");
  if (!parsed.ok) return parsed;
  const players = namedAndOpponent(game, parsed.value.winner, "result.winner", "Y1");
  if (!players.ok) return players;
  const diff = parsed.value.drawDeck;
  return ok(
    winLoss(
      "full",
      players.value.named,
      players.value.opponent,
      2,
      diff,
      `Y1: full win with ${diff} cards in Draw Deck → ${formatScore(2, diff)}`,
    ),
  );
}

function scoreTime(game: GameInput): Result<ScoredGame> {
  const parsed = checkResult(timeShape, game.result, "Y2");
  if (!parsed.ok) return parsed;
  const pair = twoPlayers(game, "Y2");
  if (!pair.ok) return pair;
  for (const key of ["planetaryVictories", "drawDeck"] as const) {
    const covered = coversPlayers(game, parsed.value[key], `result.${key}`, "Y2");
    if (!covered.ok) return covered;
  }
  const [a, b] = pair.value;
  const pv = parsed.value.planetaryVictories;
  const deck = parsed.value.drawDeck;
  // Y2: more planetary victories wins; if equal, more cards in Draw Deck.
  const byVictories = pv[a]! - pv[b]!;
  const byDeck = deck[a]! - deck[b]!;
  if (byVictories === 0 && byDeck === 0) {
    return ok(
      tie(
        pair.value,
        1,
        `Y3: true tie at hands down (${pv[a]} planetary victories, ${deck[a]} cards each) → ${formatScore(1, 0)} each`,
      ),
    );
  }
  const winner = (byVictories !== 0 ? byVictories : byDeck) > 0 ? a : b;
  const how =
    byVictories !== 0
      ? `more planetary victories (${pv[winner]} to ${pv[opponentOf(pair.value, winner)]})`
      : `equal planetary victories, more cards in Draw Deck`;
  const diff = deck[winner]!;
  return ok(
    winLoss(
      "modified",
      winner,
      opponentOf(pair.value, winner),
      1,
      diff,
      `Y2: time, ${winner} wins on ${how} → modified win ${formatScore(1, diff)}`,
    ),
  );
}

function scoreTie(game: GameInput): Result<ScoredGame> {
  const parsed = checkResult(tieShape, game.result, "Y3");
  if (!parsed.ok) return parsed;
  const pair = twoPlayers(game, "Y3");
  if (!pair.ok) return pair;
  return ok(
    tie(pair.value, 1, `Y3: true tie, both Draw Decks exhausted at once → ${formatScore(1, 0)} each`),
  );
}

export const yjDecipher: RuleProfile & { readonly name: "yj-decipher-6.99" } = {
  name: "yj-decipher-6.99",
  games: ["yj"],
  endings: [
    ending(fullShape, {
      end: "full",
      label: "Full win — Y1",
      phone: { label: "Draw Deck depleted or second planetary victory", hint: "Full win (Y1)" },
      rule: "Y1",
      fields: {
        winner: { label: "Winner", flag: "--winner" },
        drawDeck: { label: "Cards in the winner's Draw Deck", flag: "--draw-deck", owner: "winner" },
      },
    }),
    ending(timeShape, {
      end: "time",
      label: "Time — Y2",
      phone: { label: "Time was called", hint: "More planetary victories, then more Draw Deck (Y2)" },
      rule: "Y2",
      fields: {
        planetaryVictories: { label: "Planetary victories", flag: "--planetary-victories" },
        drawDeck: { label: "Draw Deck", flag: "--draw-deck" },
      },
    }),
    ending(tieShape, {
      end: "tie",
      label: "True tie — Y3",
      phone: { label: "True tie", hint: "1 point each (Y3)" },
      rule: "Y3",
    }),
    // Y3: a quit scores as S6 — the TD sets X, up to a whole Draw Deck.
    quitEnding({ label: "Quit — Y3", rule: "Y3", maxDifferential: MAX_DRAW_DECK }),
  ],
  score(game) {
    if (game.deckCheckFailure !== undefined) {
      return fail(
        "INVALID_FIELD",
        "deckCheckFailure",
        "S7",
        "the deck-check penalty is a Star Wars Players Committee rule, not part of yj-decipher-6.99",
      );
    }
    const end = endOf(game.result);
    switch (end) {
      case "full":
        return scoreFull(game);
      case "time":
        return scoreTime(game);
      case "tie":
        return scoreTie(game);
      case "quit":
        return scoreQuit(game, game.result, MAX_DRAW_DECK, 2, "Y3");
      case "bye":
        return scoreBye(game, 2, 0, "Y3");
      case "earned-bye": {
        const parsed = checkEarnedBye(game.result, "Y3");
        return parsed.ok ? scoreBye(game, 2, 0, "Y3") : parsed;
      }
      default:
        return fail(
          "INVALID_FIELD",
          "result.end",
          "docs/rules.md §6",
          `expected "full", "time", "tie", "quit", "bye" or "earned-bye" for Young Jedi, got ${describeEnd(game.result)}`,
        );
    }
  },
};
