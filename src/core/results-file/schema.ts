// docs/rules.md §6: the results file, the interchange format and what tests feed the program.
// The envelope is validated here; each game's `result` is validated by its rule profile,
// which knows what a Star Wars or a Star Trek result looks like.
import type { z } from "zod";
import { zod } from "../zod.js";
import {
  EVENT_TYPES,
  GAME_NAMES,
  PLAYER_STATUSES,
  PROFILE_NAMES,
  SIDES,
  STAGES,
  TIEBREAK_MODES,
} from "../games.js";
import { lazy, received, safeRecord } from "../rules/shared/validate.js";
import {
  calendarDateProblem,
  EVENT_LEVELS,
  GAME_SETS,
  IMPORTED_FROM,
  NOT_IN_ID,
  NOT_IN_TEXT,
  RESULTS_FORMAT,
  RESULTS_VERSION,
} from "./text-rules.js";
import { SEALED_FORMAT_IDS } from "../event-rules/sealed-formats.js";

export { calendarDateProblem, RESULTS_FORMAT, RESULTS_VERSION } from "./text-rules.js";

function codePointAt(text: string, pattern: RegExp): string {
  const found = pattern.exec(text);
  const code = found ? found[0].codePointAt(0)! : 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${found ? found.index + 1 : 0}`;
}

/** The message of a field's type check: "is missing (…)", or what it got instead. */
const missingOr =
  (message: string) =>
  (issue: { input?: unknown; code?: string }): string =>
    issue.input === undefined
      ? `is missing (${message})`
      : issue.code === "invalid_type"
        ? `${message}, got ${received(issue.input)}`
        : message;

/**
 * The schemas of the results file, built from `zod()` on the first call: a
 * valid file is accepted by fast.ts without them, so most runs never build them.
 */
function buildResultsFileSchemas() {
  const z = zod();

  /** A player ID or any other ID (docs/rules.md §6: any unique string), without control characters. */
  const idText = z
    .string({ error: missingOr("expected an ID: text") })
    .min(1, { error: "an ID must not be empty" })
    .superRefine((text, ctx) => {
      if (NOT_IN_ID.test(text))
        ctx.addIssue({
          code: "custom",
          message: `an ID must not contain control or invisible formatting characters (${codePointAt(text, NOT_IN_ID)})`,
        });
    });

  /** A name, a note: any printable text. */
  const plainText = z.string({ error: missingOr("expected text") }).superRefine((text, ctx) => {
    if (NOT_IN_TEXT.test(text))
      ctx.addIssue({
        code: "custom",
        message: `must not contain control characters or direction marks (${codePointAt(text, NOT_IN_TEXT)})`,
      });
  });

  /** A calendar date YYYY-MM-DD (`2026-13-45`, February 30, `0000-00-00` are refused). */
  const isoDate = z.string({ error: missingOr("expected a date YYYY-MM-DD") }).superRefine((text, ctx) => {
    const problem = calendarDateProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

  /** A whole number 1, 2, 3, …: the message says "more than 0", which is what is checked. */
  const countingNumber = (what: string) => {
    const message = `expected a whole ${what} more than 0`;
    return z
      .number({ error: missingOr(message) })
      .int({ error: message })
      .positive({ error: message });
  };

  /** A safe object keyed by user data (`result`, exported standings rows): no prototype to replace. */
  const rawObject = (message: string) => safeRecord(z.unknown(), message);

  const vpSchema = z
    .object({
      full: z.number().int().min(0),
      modified: z.number().int().min(0),
      tie: z.number().int().min(0),
      bye: z.number().int().min(0),
    })
    .partial()
    .strict();

  const eventOptionsSchema = z
    .object({
      cap: countingNumber("number of points").optional(),
      vp: vpSchema.optional(),
      tiebreaks: z.enum(TIEBREAK_MODES).optional(),
      level: z.enum(EVENT_LEVELS).optional(),
      k: countingNumber("number").optional(),
      fewestRematches: z.boolean().optional(),
      /** R12: the sealed format picked from the catalogue (its deck-building and game times, R4). */
      format: z.enum(SEALED_FORMAT_IDS).optional(),
    })
    .strict();

  const eventSchema = z
    .object({
      name: plainText.pipe(z.string().min(1, { error: "must not be empty" })),
      date: isoDate,
      game: z.enum(GAME_NAMES),
      rules: z.enum(PROFILE_NAMES).optional(),
      options: eventOptionsSchema.optional(),
      type: z.enum(EVENT_TYPES).optional(),
      sanctioned: z.boolean().optional(),
      championship: z.boolean().optional(),
      /** F4: the second seed who waived the Championship Level Final Confrontation (final-waiver.ts). */
      finalWaivedBy: idText.optional(),
      seed: plainText.optional(),
      location: plainText.optional(),
      director: plainText.optional(),
      /**
       * The event came from the Players Committee's files (`import --from swccg-pc`): its player
       * IDs are the PC's UUIDs, a new one per file, so the ratings match players by name
       * (docs/guide/ratings.md, L5).
       */
      importedFrom: z.enum(IMPORTED_FROM).optional(),
    })
    .strict();

  const playerSchema = z
    .object({
      id: idText,
      firstName: plainText.optional(),
      lastName: plainText.optional(),
      name: plainText.optional(),
      birthDate: isoDate.optional(),
      status: z.enum(PLAYER_STATUSES).optional(),
      statusReason: plainText.optional(),
      /**
       * R2: the player entered after the first game was paired. A file holds finished games only,
       * so without this mark a player with no game yet could as well be the player of a last
       * table not entered: pairing refuses that one (next-game.ts).
       */
      lateEntry: z.boolean().optional(),
    })
    .strict();

  const gamePlayerSchema = z
    .object({
      id: idText,
      side: z.enum(SIDES).optional(),
    })
    .strict();

  const scoreEntrySchema = z
    .object({
      id: z.string(),
      vp: z.number(),
      diff: z.number(),
      ip: z.number().optional(),
    })
    .strict();

  const gameSchema = z
    .object({
      round: countingNumber("round number"),
      game: countingNumber("game number"),
      // 0 is let through to say what a bye's table is (structure.ts): leave it out.
      table: z
        .number({ error: "expected a whole table number more than 0" })
        .int({ error: "expected a whole table number more than 0" })
        .min(0, { error: "expected a whole table number more than 0" })
        .optional(),
      stage: z.enum(STAGES).optional(),
      players: z.array(gamePlayerSchema).min(1, { error: "a game lists at least one player" }),
      result: rawObject('expected the result: an object such as {"end": "full", …}'),
      set: z.enum(GAME_SETS).optional(),
      deckCheckFailure: idText.optional(),
      note: plainText.optional(),
      // Added on export; recomputed, never trusted, on import.
      score: z.array(scoreEntrySchema).optional(),
      // Added by the server's read of a live event (the id commands name the game by); an import
      // numbers its games itself.
      gameId: countingNumber("game id").optional(),
    })
    .strict();

  const resultsFileSchema = z
    .object({
      format: z.literal(RESULTS_FORMAT),
      version: z.literal(RESULTS_VERSION),
      event: eventSchema,
      players: z.array(playerSchema),
      games: z.array(gameSchema),
      // Added on export; recomputed, never trusted, on import.
      standings: z.array(rawObject("expected a standings row: an object")).optional(),
    })
    .strict();

  return {
    idText,
    plainText,
    eventOptionsSchema,
    eventSchema,
    playerSchema,
    gamePlayerSchema,
    scoreEntrySchema,
    gameSchema,
    resultsFileSchema,
  };
}

/** The schemas, built once on first use (`resultsFileSchemas().resultsFileSchema`). */
export const resultsFileSchemas = lazy(buildResultsFileSchemas);
type Schemas = ReturnType<typeof buildResultsFileSchemas>;

export type EventOptions = z.infer<Schemas["eventOptionsSchema"]>;
export type EventInfo = z.infer<Schemas["eventSchema"]>;
export type PlayerEntry = z.infer<Schemas["playerSchema"]>;
export type GameRecord = z.infer<Schemas["gameSchema"]>;
export type ResultsFile = z.infer<Schemas["resultsFileSchema"]>;
