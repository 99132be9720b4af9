// The Star Trek profiles differ only in how differential is computed and in the cap;
// dispatch, validation and VP (T2–T9) are shared here.
import { fail, ok, type Result } from "../errors.js";
import type { GameName, ProfileName } from "../games.js";
import {
  checkEarnedBye,
  describeEnd,
  endOf,
  quitEnding,
  scoreBye,
  scoreQuit,
  scoreQuitAsConcession,
} from "./shared/common-results.js";
import { formatScore, line, tie, winLoss } from "./shared/outcomes.js";
import { namedAndOpponent } from "./shared/players.js";
import { checkResult, ending, type Ending } from "./shared/result-shape.js";
import {
  decidePointsGame,
  describePointsEnd,
  externalShape,
  forfeitShape,
  isFullWinEnd,
  pointsShape,
  type PointsGame,
} from "./star-trek.js";
import { isQuitDifferentialAsked } from "./quit-differential.js";
import type { GameInput, RuleProfile, ScoredGame, ScoringOptions, VictoryPoints } from "./types.js";

export interface StarTrekVariant<N extends ProfileName> {
  readonly name: N;
  readonly games: readonly GameName[];
  /** Points required to win: differential never exceeds it (T1: 100; O1: `cap`). */
  cap(options: ScoringOptions): Result<number>;
  vp(options: ScoringOptions): VictoryPoints;
  /** Differential of a decided points game, with the rule that produced it. */
  differential(game: PointsGame, cap: number): { readonly diff: number; readonly why: string };
  /** Differential of an earned bye (O2), or undefined where it scores as a plain bye. */
  earnedByeDiff(cap: number): number | undefined;
  readonly rules: {
    readonly external: string;
    readonly forfeit: string;
    readonly tie: string;
    readonly quit: string;
    readonly bye: string;
  };
}

/** T8's notes after the line: "; T8: alice 35 + 50 bonus counts 70 (…)". */
function withNotes(notes: readonly string[]): string {
  return notes.length === 0 ? "" : notes.map((note) => `; ${note}`).join("");
}

export function makeStarTrekProfile<N extends ProfileName>(
  variant: StarTrekVariant<N>,
): RuleProfile & { readonly name: N } {
  const scorePoints = (game: GameInput, cap: number, vp: VictoryPoints): Result<ScoredGame> => {
    const decided = decidePointsGame(game, variant.rules.tie);
    if (!decided.ok) return decided;
    if (decided.value.kind === "true-tie") {
      const { players, points, end, bonusNotes } = decided.value;
      return ok(
        tie(
          players,
          vp.tie,
          line`${variant.rules.tie}: true tie at ${points} points (${describePointsEnd(end)}) → ${formatScore(vp.tie, 0)} each${withNotes(bonusNotes)}`,
        ),
      );
    }
    const played = decided.value.game;
    const full = isFullWinEnd(played.end);
    const points = full ? vp.full : vp.modified;
    const { diff, why } = variant.differential(played, cap);
    const kind = full ? "full win" : "modified win";
    return ok(
      winLoss(
        full ? "full" : "modified",
        played.winner,
        played.loser,
        points,
        diff,
        line`${played.winner} ${played.winnerPoints} to ${played.loserPoints} (${describePointsEnd(played.end)})${played.named ? ", winner named" : ""}: ${kind} ${formatScore(points, diff)}; ${why}${withNotes(played.bonusNotes)}`,
      ),
    );
  };

  const scoreExternal = (game: GameInput, cap: number, vp: VictoryPoints): Result<ScoredGame> => {
    const parsed = checkResult(externalShape, game.result, variant.rules.external);
    if (!parsed.ok) return parsed;
    const players = namedAndOpponent(game, parsed.value.winner, "result.winner", variant.rules.external);
    if (!players.ok) return players;
    return ok(
      winLoss(
        "forfeit",
        players.value.named,
        players.value.opponent,
        vp.full,
        cap,
        `${variant.rules.external}: won by ${parsed.value.end} → ${formatScore(vp.full, cap)}`,
      ),
    );
  };

  const scoreForfeit = (game: GameInput, cap: number, vp: VictoryPoints): Result<ScoredGame> => {
    const parsed = checkResult(forfeitShape, game.result, variant.rules.forfeit);
    if (!parsed.ok) return parsed;
    const players = namedAndOpponent(game, parsed.value.forfeiter, "result.forfeiter", variant.rules.forfeit);
    if (!players.ok) return players;
    const { named: forfeiter, opponent } = players.value;
    return ok(
      winLoss(
        "forfeit",
        opponent,
        forfeiter,
        vp.full,
        cap,
        `${variant.rules.forfeit}: ${forfeiter} forfeited → ${formatScore(0, -cap)}, opponent ${formatScore(vp.full, cap)}`,
      ),
    );
  };

  const scoreEarnedBye = (game: GameInput, cap: number, vp: VictoryPoints): Result<ScoredGame> => {
    const parsed = checkEarnedBye(game.result, variant.rules.bye);
    if (!parsed.ok) return parsed;
    const diff = variant.earnedByeDiff(cap);
    return diff === undefined
      ? scoreBye(game, vp.bye, 0, variant.rules.bye)
      : scoreBye(game, vp.bye, diff, "O2", "earned-bye");
  };

  return {
    name: variant.name,
    games: variant.games,
    endings: starTrekEndings(variant.rules, quitDifferentialMax(variant)),
    guessEnd(result, options) {
      // T2/O1: someone at the points to win won outright; else the game went to time (T3).
      const cap = variant.cap(options);
      const points = result.points;
      if (!cap.ok || typeof points !== "object" || points === null) return undefined;
      return Object.values(points).some((p) => typeof p === "number" && p >= cap.value) ? "full" : "time";
    },
    score(game, options) {
      const cap = variant.cap(options);
      if (!cap.ok) return cap;
      const vp = variant.vp(options);
      if (game.deckCheckFailure !== undefined) {
        return fail(
          "INVALID_FIELD",
          "deckCheckFailure",
          "S7",
          `the deck-check penalty is a Star Wars Players Committee rule, not part of ${variant.name}`,
        );
      }
      const end = endOf(game.result);
      switch (end) {
        case "full":
        case "deck-out":
        case "time":
        case "gameplay":
        case "scenario":
          return scorePoints(game, cap.value, vp);
        case "concession":
        case "external":
          return scoreExternal(game, cap.value, vp);
        case "forfeit":
          return scoreForfeit(game, cap.value, vp);
        case "quit":
          // T9: the TD's X; O7: a concession, no X (quit-differential.ts says which).
          return isQuitDifferentialAsked(variant.name)
            ? scoreQuit(game, game.result, cap.value, vp.full, variant.rules.quit)
            : scoreQuitAsConcession(game, game.result, cap.value, vp.full, variant.rules.quit);
        case "bye":
          return scoreBye(game, vp.bye, 0, variant.rules.bye);
        case "earned-bye":
          return scoreEarnedBye(game, cap.value, vp);
        default:
          return fail(
            "INVALID_FIELD",
            "result.end",
            "docs/rules.md §6",
            `expected "full", "deck-out", "time", "gameplay", "scenario", "concession", "external", "forfeit", "quit", "bye" or "earned-bye" for Star Trek, got ${describeEnd(game.result)}`,
          );
      }
    },
  };
}

/**
 * T9: the quit's X, set by the TD, goes up to the points that count (Decipher's fixed 100, T1);
 * O7: undefined, a quit is a concession and no X is asked (quit-differential.ts says which).
 */
function quitDifferentialMax<N extends ProfileName>(variant: StarTrekVariant<N>): number | undefined {
  if (!isQuitDifferentialAsked(variant.name)) return undefined;
  // A profile asking X has a cap no event option changes: its default is the one it scores with.
  const cap = variant.cap({});
  if (!cap.ok) throw new Error(`${variant.name}: no cap for the quit's differential`);
  return cap.value;
}

/** T2–T9, O4–O7: the endings a Star Trek game is reported with, in the order the forms offer them. */
function starTrekEndings(
  rules: { readonly external: string; readonly forfeit: string; readonly quit: string },
  maxQuitDifferential: number | undefined,
): Ending[] {
  const ifNotSaid = { label: "Winner (only if the points do not say)", flag: "--winner" };
  const points = { label: "Points", flag: "--points" };
  const winner = { label: "Winner", flag: "--winner" };
  return [
    ending(pointsShape, {
      end: "full",
      label: "Full win — T2/O1",
      phone: { label: "A player reached the points to win", hint: "Full win (T2/O1)" },
      rule: "T2",
      fields: { winner: ifNotSaid, points },
    }),
    ending(pointsShape, {
      end: "deck-out",
      label: "Both draw decks exhausted — T3/O5",
      phone: { label: "Both draw decks ran out", hint: "More points wins (T3/O5)" },
      rule: "T3",
      fields: { winner: ifNotSaid, points },
    }),
    ending(pointsShape, {
      end: "time",
      label: "Time (hands down) — T3",
      phone: { label: "Time was called", hint: "More points wins (T3)" },
      rule: "T3",
      fields: { winner: ifNotSaid, points },
    }),
    // T3 (DEC Glossary, Modified win): "when a scenario's condition have not been met" — 1 VP to
    // the player with more points. The TD enters it: a scenario is announced by the event.
    ending(pointsShape, {
      end: "scenario",
      label: "Scenario's condition not met — T3",
      rule: "T3",
      byName: true,
      fields: { winner: ifNotSaid, points },
    }),
    ending(pointsShape, {
      end: "gameplay",
      label: "Win by a gameplay effect — O5",
      phone: { label: "A card's effect won the game", hint: "Full win (O5)" },
      rule: "T9",
      fields: { winner: { ...winner, required: true }, points },
    }),
    ending(externalShape, {
      end: "concession",
      label: "Concession — O4",
      rule: rules.external,
      byName: true,
      fields: { winner },
    }),
    ending(externalShape, {
      end: "external",
      label: "External means — O4",
      rule: rules.external,
      byName: true,
      fields: { winner },
    }),
    ending(forfeitShape, {
      end: "forfeit",
      label: "Forfeit — T6",
      rule: rules.forfeit,
      fields: { forfeiter: { label: "Who forfeited", flag: "--forfeiter" } },
    }),
    // T9 (S6's quit: the TD sets X, the quitter is dropped); O7: a concession, +cap/-cap, no X.
    quitEnding({
      label: maxQuitDifferential === undefined ? "Quit, a concession — O7" : "Quit — T9",
      rule: rules.quit,
      maxDifferential: maxQuitDifferential,
    }),
  ];
}
