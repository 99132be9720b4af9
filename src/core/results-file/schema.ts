// SPEC §6: the results file, the interchange format and what tests feed the program.
// The envelope is validated here; each game's `result` is validated by its rule profile,
// which knows what a Star Wars or a Star Trek result looks like.
import { z } from "zod";
import {
  EVENT_TYPES,
  GAME_NAMES,
  PLAYER_STATUSES,
  PROFILE_NAMES,
  SIDES,
  STAGES,
  TIEBREAK_MODES,
} from "../games.js";

export const RESULTS_FORMAT = "handsdown-results";
export const RESULTS_VERSION = 1;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date YYYY-MM-DD");

const vpSchema = z
  .object({
    full: z.number().int().min(0),
    modified: z.number().int().min(0),
    tie: z.number().int().min(0),
    bye: z.number().int().min(0),
  })
  .partial()
  .strict();

export const eventOptionsSchema = z
  .object({
    cap: z.number().int().positive().optional(),
    vp: vpSchema.optional(),
    tiebreaks: z.enum(TIEBREAK_MODES).optional(),
    level: z.enum(["local", "territorial", "continental", "worlds"]).optional(),
    k: z.number().int().positive().optional(),
    fewestRematches: z.boolean().optional(),
  })
  .strict();

export const eventSchema = z
  .object({
    name: z.string().min(1),
    date: isoDate,
    game: z.enum(GAME_NAMES),
    rules: z.enum(PROFILE_NAMES).optional(),
    options: eventOptionsSchema.optional(),
    type: z.enum(EVENT_TYPES).optional(),
    sanctioned: z.boolean().optional(),
    championship: z.boolean().optional(),
    seed: z.string().optional(),
    location: z.string().optional(),
    director: z.string().optional(),
  })
  .strict();

export const playerSchema = z
  .object({
    id: z.string().min(1),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    name: z.string().optional(),
    birthDate: isoDate.optional(),
    status: z.enum(PLAYER_STATUSES).optional(),
    statusReason: z.string().optional(),
  })
  .strict();

export const gamePlayerSchema = z
  .object({
    id: z.string().min(1),
    side: z.enum(SIDES).optional(),
  })
  .strict();

export const scoreEntrySchema = z
  .object({
    id: z.string(),
    vp: z.number(),
    diff: z.number(),
    ip: z.number().optional(),
  })
  .strict();

export const gameSchema = z
  .object({
    round: z.number().int().positive(),
    game: z.number().int().positive(),
    table: z.number().int().positive().optional(),
    stage: z.enum(STAGES).optional(),
    players: z.array(gamePlayerSchema).min(1),
    result: z.record(z.string(), z.unknown()),
    set: z.enum(["active", "inactive"]).optional(),
    deckCheckFailure: z.string().optional(),
    note: z.string().optional(),
    // Added on export; recomputed, never trusted, on import.
    score: z.array(scoreEntrySchema).optional(),
  })
  .strict();

export const resultsFileSchema = z
  .object({
    format: z.literal(RESULTS_FORMAT),
    version: z.literal(RESULTS_VERSION),
    event: eventSchema,
    players: z.array(playerSchema),
    games: z.array(gameSchema),
    // Added on export; recomputed, never trusted, on import.
    standings: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .strict();

export type EventOptions = z.infer<typeof eventOptionsSchema>;
export type EventInfo = z.infer<typeof eventSchema>;
export type PlayerEntry = z.infer<typeof playerSchema>;
export type GameRecord = z.infer<typeof gameSchema>;
export type ResultsFile = z.infer<typeof resultsFileSchema>;
