// Results every profile knows: the bye (S5, T9, Y3), the earned bye (O2; a plain bye elsewhere)
// and the quit (S6: the quitter takes a full loss by a differential the TD sets).
import { fail, ok, type Result } from "../../errors.js";
import type { GameInput, ScoredGame } from "../types.js";
import { received } from "./validate.js";
import {
  checkResult,
  count,
  ending,
  flag,
  oneOf,
  optional,
  required,
  resultShape,
  text,
  type Ending,
  type ResultShape,
} from "./result-shape.js";
import { namedAndOpponent, onePlayer } from "./players.js";
import { bye, formatScore, winLoss } from "./outcomes.js";

/** O2: the earned bye (it has no other field); where there is none it scores as a plain bye. */
export const earnedByeShape = resultShape<{ end: "earned-bye" }>({ end: required(oneOf("earned-bye")) });

/** The `earned-bye` result checked. */
export function checkEarnedBye(raw: unknown, rule: string): Result<{ end: "earned-bye" }> {
  return checkResult(earnedByeShape, raw, rule);
}

type Quit = { end: "quit"; quitter: string; differential: number; beforePlay?: boolean | undefined };

/** S6: the quit's shape, per differential range (the profile's cap), declared once per range. */
const quitShapes = new Map<number, ResultShape<Quit>>();

export function quitShape(maxDifferential: number): ResultShape<Quit> {
  const found = quitShapes.get(maxDifferential);
  if (found !== undefined) return found;
  const declared = resultShape<Quit>({
    end: required(oneOf("quit")),
    quitter: required(text),
    differential: required(count(maxDifferential)),
    beforePlay: optional(flag),
  });
  quitShapes.set(maxDifferential, declared);
  return declared;
}

export function scoreBye(
  game: GameInput,
  vp: number,
  diff: number,
  rule: string,
  outcome: "bye" | "earned-bye" = "bye",
): Result<ScoredGame> {
  const player = onePlayer(game, rule);
  if (!player.ok) return player;
  return ok(
    bye(
      player.value,
      vp,
      diff,
      `${rule}: ${outcome === "bye" ? "bye" : "earned bye"} ${formatScore(vp, diff)}`,
      outcome,
    ),
  );
}

/** S6: quitter 0(-X), opponent full win 2(+X), X set by the TD within the profile's range. */
export function scoreQuit(
  game: GameInput,
  raw: unknown,
  maxDifferential: number,
  fullWinVp: number,
  rule: string,
): Result<ScoredGame> {
  const parsed = checkResult(quitShape(maxDifferential), raw, rule);
  if (!parsed.ok) return parsed;
  const players = namedAndOpponent(game, parsed.value.quitter, "result.quitter", rule);
  if (!players.ok) return players;
  const { named: quitter, opponent: winner } = players.value;
  const { differential, beforePlay } = parsed.value;
  const when = beforePlay ? " before play began" : "";
  const scored = winLoss(
    "quit",
    winner,
    quitter,
    fullWinVp,
    differential,
    `${rule}: ${quitter} quit${when}; full win ${formatScore(fullWinVp, differential)} to ${winner}, differential set by the TD`,
  );
  return ok({ ...scored, quitter: quitter, ...(beforePlay && { beforePlay: true }) });
}

type QuitWithoutX = { end: "quit"; quitter: string; beforePlay?: boolean | undefined };
/** O7: a quit without a differential (the cap is the differential). */
export const quitWithoutXShape = resultShape<QuitWithoutX>({
  end: required(oneOf("quit")),
  quitter: required(text),
  beforePlay: optional(flag),
});

/**
 * O7 (OPG ruling: "If due to concession or an external means …, the winning player ends the game
 * on 100 points and the opponent ends the game on 0 points"): a quit is a concession, so the
 * quitter's opponent gets +cap and the quitter -cap; the TD sets no X, and a result that carries
 * one is refused rather than silently overridden.
 */
export function scoreQuitAsConcession(
  game: GameInput,
  raw: unknown,
  cap: number,
  fullWinVp: number,
  rule: string,
): Result<ScoredGame> {
  if (typeof raw === "object" && raw !== null && "differential" in raw)
    return fail(
      "INVALID_FIELD",
      "result.differential",
      rule,
      `a quit is a concession, an external means (O4): the quitter's opponent scores +${cap}, the quitter -${cap}; leave the differential out`,
    );
  const parsed = checkResult(quitWithoutXShape, raw, rule);
  if (!parsed.ok) return parsed;
  const players = namedAndOpponent(game, parsed.value.quitter, "result.quitter", rule);
  if (!players.ok) return players;
  const { named: quitter, opponent: winner } = players.value;
  const { beforePlay } = parsed.value;
  const when = beforePlay ? " before play began" : "";
  const scored = winLoss(
    "quit",
    winner,
    quitter,
    fullWinVp,
    cap,
    `${rule}: ${quitter} quit${when}, a concession (O4) → ${formatScore(fullWinVp, cap)} to ${winner}, ${formatScore(0, -cap)} to ${quitter}`,
  );
  return ok({ ...scored, quitter, ...(beforePlay && { beforePlay: true }) });
}

/**
 * The quit as the TD reports it, declared once for every profile that scores one: who quit, and
 * the differential X the TD sets in 0..`maxDifferential` (S6; T9; Y3 "as S6") — or, where a quit
 * is a concession (O7: `maxDifferential` undefined), who quit alone. No phone words: X and the
 * drop are the TD's (R6). `beforePlay` (S6) is the shapes' optional flag, given as the quit
 * command gives it (`player quit --before-play`), never asked by a form.
 */
export function quitEnding(declared: {
  readonly label: string;
  readonly rule: string;
  readonly maxDifferential: number | undefined;
}): Ending {
  const quitter = { label: "Who quit", flag: "--quitter" };
  const { label, rule, maxDifferential } = declared;
  return maxDifferential === undefined
    ? ending(quitWithoutXShape, { end: "quit", label, rule, fields: { quitter } })
    : ending(quitShape(maxDifferential), {
        end: "quit",
        label,
        rule,
        fields: {
          quitter,
          differential: { label: "Differential X (set by the TD)", flag: "--differential", owner: "game" },
        },
      });
}

/**
 * What a result's `end` is, for the message that refuses it: `"foo"` quoted, `nothing` when it
 * is left out, else its kind (`a whole number`, `null`) — never `null` for a value that is not.
 */
export function describeEnd(raw: unknown): string {
  if (typeof raw !== "object" || raw === null || !("end" in raw)) return "nothing";
  const end = (raw as { end: unknown }).end;
  return typeof end === "string" ? JSON.stringify(end) : received(end);
}

/** The `end` of a raw result, to dispatch on before the profile validates the rest. */
export function endOf(raw: unknown): string | undefined {
  if (typeof raw === "object" && raw !== null && "end" in raw) {
    const end = (raw as { end: unknown }).end;
    return typeof end === "string" ? end : undefined;
  }
  return undefined;
}
