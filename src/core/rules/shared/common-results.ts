// Results every profile knows: the bye (S5, T9, Y3), the earned bye (O2; a plain bye elsewhere)
// and the quit (S6: the quitter takes a full loss by a differential the TD sets).
import type { z } from "zod";
import { zod } from "../../zod.js";
import { fail, ok, type Result } from "../../errors.js";
import type { GameInput, ScoredGame } from "../types.js";
import { checkResult, count, lazy, received } from "./validate.js";
import { flag, oneOf, optional, required, strictObject, text, whole } from "./fast-result.js";
import { namedAndOpponent, onePlayer } from "./players.js";
import { bye, formatScore, winLoss } from "./outcomes.js";

// Schemas are built on first use, from `zod()` (issue 13 item 5); each has a zod-free check (fast-result.ts).
export const earnedByeSchema = lazy(() => {
  const z = zod();
  return z.object({ end: z.literal("earned-bye") }).strict();
});
export const fastEarnedBye = strictObject<{ end: "earned-bye" }>({ end: required(oneOf("earned-bye")) });

/** The `earned-bye` result checked (it has no other field): where it scores as a plain bye. */
export function checkEarnedBye(raw: unknown, rule: string): Result<{ end: "earned-bye" }> {
  return checkResult(fastEarnedBye, earnedByeSchema, raw, rule);
}

function buildQuitSchema(maxDifferential: number) {
  const z = zod();
  return z
    .object({
      end: z.literal("quit"),
      quitter: z.string(),
      differential: count(maxDifferential),
      beforePlay: z.boolean().optional(),
    })
    .strict();
}

type Quit = z.output<ReturnType<typeof buildQuitSchema>>;

/** One schema and one check per differential range, built once (a quit was a new schema per game). */
const quitChecks = new Map<
  number,
  { fast: (raw: unknown) => Quit | undefined; schema: () => z.ZodType<Quit> }
>();

export function quitCheck(maxDifferential: number) {
  let found = quitChecks.get(maxDifferential);
  if (!found) {
    found = {
      fast: strictObject<Quit>({
        end: required(oneOf("quit")),
        quitter: required(text),
        differential: required(whole(0, maxDifferential)),
        beforePlay: optional(flag),
      }),
      schema: lazy(() => buildQuitSchema(maxDifferential)),
    };
    quitChecks.set(maxDifferential, found);
  }
  return found;
}

export function quitSchema(maxDifferential: number): z.ZodType<Quit> {
  return quitCheck(maxDifferential).schema();
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
  const check = quitCheck(maxDifferential);
  const parsed = checkResult(check.fast, check.schema, raw, rule);
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
const fastQuitWithoutX = strictObject<QuitWithoutX>({
  end: required(oneOf("quit")),
  quitter: required(text),
  beforePlay: optional(flag),
});
const quitWithoutXSchema = lazy(() => {
  const z = zod();
  return z
    .object({ end: z.literal("quit"), quitter: z.string(), beforePlay: z.boolean().optional() })
    .strict();
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
  const parsed = checkResult(fastQuitWithoutX, quitWithoutXSchema, raw, rule);
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
