// Validation at the edge: the JSON shape of every request, with zod so the OpenAPI
// document is generated from the same schemas. Shapes only — the rules stay in the core, which
// answers 422 with its own code. Objects are strict: an unknown field is a 400 naming it.
import { z } from "zod";
import { SIDES } from "../core/games.js";

/** Bounded so that huge numbers and huge strings are a clear 400, not a slow path. */
const id = z.string().min(1).max(200);
const text = z.string().max(2_000);
const gameId = z.number().int().min(1).max(2_147_483_647);
/**
 * A raw result, handed to the core as sent: its rules (strict fields, per-player maps built
 * without a prototype) are the core's. Not `z.record`, which silently drops a `__proto__` key
 * where the core refuses it as an unknown field, naming it.
 */
const rawResult = z
  .custom<Record<string, unknown>>(
    (input) =>
      typeof input === "object" &&
      input !== null &&
      !Array.isArray(input) &&
      Object.keys(input).every((key) => key.length <= 100),
    { error: "expected an object keyed by field names" },
  )
  .meta({ type: "object", additionalProperties: true });
const seat = z.strictObject({ id, side: z.enum(SIDES).optional() });
const playerInput = z.strictObject({
  id: id.optional(),
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  birthDate: z.string().max(40).optional(),
});
const commandId = z.string().min(1).max(200).optional();
const DAY_MS = 24 * 3_600_000;

/** docs/architecture.md: `POST /api/events/{id}/commands` — one core command and an optional commandId. */
export const commandSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("CreateEvent"), event: z.unknown(), commandId }),
  z.strictObject({ type: z.literal("ImportResultsFile"), file: z.unknown(), commandId }),
  z.strictObject({ type: z.literal("RegisterPlayer"), player: playerInput, commandId }),
  z.strictObject({ type: z.literal("CheckInPlayer"), playerId: id, commandId }),
  z.strictObject({ type: z.literal("EnterLatePlayer"), player: playerInput, commandId }),
  z.strictObject({ type: z.literal("DropPlayer"), playerId: id, reason: text.optional(), commandId }),
  z.strictObject({ type: z.literal("RemovePlayer"), playerId: id, reason: text.optional(), commandId }),
  z.strictObject({ type: z.literal("CorrectPlayer"), playerId: id, player: playerInput, commandId }),
  z.strictObject({
    type: z.literal("QuitPlayer"),
    playerId: id,
    differential: z.number().int().min(0).max(1_000).optional(),
    beforePlay: z.boolean().optional(),
    commandId,
  }),
  z.strictObject({ type: z.literal("DisqualifyPlayer"), playerId: id, reason: text, commandId }),
  z.strictObject({ type: z.literal("ReinstatePlayer"), playerId: id, commandId }),
  z.strictObject({
    type: z.literal("PairNextGame"),
    final: z.boolean().optional(),
    topCut: z.number().int().min(2).max(4_096).optional(),
    commandId,
  }),
  z.strictObject({ type: z.literal("SwapPlayers"), playerA: id, playerB: id, reason: text, commandId }),
  z.strictObject({ type: z.literal("ReportResult"), gameId, result: rawResult, commandId }),
  z.strictObject({ type: z.literal("AcceptResult"), gameId, playerId: id, commandId }),
  z.strictObject({ type: z.literal("CorrectResult"), gameId, result: rawResult, reason: text, commandId }),
  // F1: the higher seed's side for Final Confrontation game 1 (judges only, access.ts rolesFor).
  z.strictObject({ type: z.literal("ChooseFinalSide"), gameId, side: z.enum(["dark", "light"]), commandId }),
  // F4: the second seed waives the Championship Level Final Confrontation (judges only).
  z.strictObject({ type: z.literal("WaiveFinalConfrontation"), playerId: id, commandId }),
  z.strictObject({ type: z.literal("UndoPairing"), commandId }),
  z.strictObject({
    type: z.literal("RecordDeckList"),
    playerId: id,
    deckList: z.string().max(50_000),
    commandId,
  }),
  z.strictObject({
    type: z.literal("RecordDeckCheck"),
    playerId: id,
    passed: z.boolean(),
    failure: z.enum(["too-many-cards", "cards-not-on-list", "missing-cards"]).optional(),
    canMatchList: z.boolean().optional(),
    commandId,
  }),
  z.strictObject({
    type: z.literal("RecordTiebreakerGame"),
    players: z.array(seat).min(2).max(16),
    result: rawResult,
    commandId,
  }),
  z.strictObject({
    type: z.literal("StartTimer"),
    durationMs: z.number().int().min(1).max(DAY_MS),
    label: z.string().max(200).optional(),
    commandId,
  }),
  z.strictObject({ type: z.literal("PauseTimer"), commandId }),
  z.strictObject({ type: z.literal("ResumeTimer"), commandId }),
  z.strictObject({ type: z.literal("StopTimer"), commandId }),
  z.strictObject({
    type: z.literal("AdjustTimer"),
    deltaMs: z.number().int().min(-DAY_MS).max(DAY_MS),
    commandId,
  }),
  z.strictObject({
    type: z.literal("ExtendTableTime"),
    gameId,
    deltaMs: z.number().int().min(-DAY_MS).max(DAY_MS),
    commandId,
  }),
  z.strictObject({ type: z.literal("FinishEvent"), commandId }),
  z.strictObject({
    type: z.literal("ChangeEventSettings"),
    settings: z.strictObject({
      name: text.optional(),
      date: z.string().max(10).optional(),
      sanctioned: z.boolean().optional(),
    }),
    commandId,
  }),
]);
export type CommandBody = z.infer<typeof commandSchema>;

/** docs/rules.md §6 results file: its envelope here, every field checked by the core's importer (422). */
export const resultsFileBody = z.looseObject({
  format: z.string().max(100),
  version: z.number().int().min(0).max(1_000),
  event: z.looseObject({ name: z.string().max(500) }),
  players: z.array(z.unknown()).max(20_000),
  games: z.array(z.unknown()).max(200_000),
});

/** `GET /api/events`: one page of the list (docs/server.md "Event list"). */
export const EVENT_PAGE_DEFAULT = 100;
export const EVENT_PAGE_MAX = 500;
export const listQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, `expected a whole number from 1 to ${EVENT_PAGE_MAX}`)
    .refine((text) => Number(text) <= EVENT_PAGE_MAX, `expected a whole number from 1 to ${EVENT_PAGE_MAX}`)
    .optional()
    .describe(`events per page (default ${EVENT_PAGE_DEFAULT}, at most ${EVENT_PAGE_MAX})`),
  cursor: z
    .string()
    .max(400)
    .optional()
    .describe("where the page starts: the `next` link of the previous page"),
  order: z.enum(["oldest", "newest"]).optional().describe("creation order (default oldest first)"),
  mine: z.enum(["true", "false"]).optional().describe("only the events the caller staffs (signed in)"),
});

export const eventParams = z.strictObject({ id });
export const staffParams = z.strictObject({ id, username: id });
export const tokenParams = z.strictObject({ token: z.string().min(1).max(200) });
export const createQuery = z.strictObject({ unlisted: z.enum(["true", "false"]).optional() });

export const loginBody = z.strictObject({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(1_000),
});
export const staffBody = z.strictObject({ role: z.enum(["assistant", "scorekeeper"]) });
export const visibilityBody = z.strictObject({ unlisted: z.boolean() });
export const playReportBody = z.strictObject({ gameId, result: rawResult, commandId });
export const playAcceptBody = z.strictObject({ gameId, commandId });
export const playDisputeBody = z.strictObject({ gameId, commandId });

// Answers, for the OpenAPI document (the routes write them as they are: see routes/events.ts).
const scoreEntry = z.looseObject({ id, vp: z.number(), diff: z.number(), ip: z.number().optional() });
const eventFileGame = z.looseObject({
  gameId: gameId.describe("What commands name this game by (ReportResult, CorrectResult, …)"),
  round: z.number().int(),
  game: z.number().int(),
  table: z.number().int().optional(),
  stage: z.string().optional(),
  set: z.string().optional(),
  players: z.array(seat),
  result: rawResult,
  score: z.array(scoreEntry).optional(),
  deckCheckFailure: z.string().optional(),
});
export const eventFileResponse = z.looseObject({
  format: z.string(),
  version: z
    .literal(1)
    .describe("The results file's format version (the event log's version is in the ETag header)"),
  event: z.looseObject({ name: z.string() }),
  players: z.array(z.looseObject({ id })),
  games: z.array(eventFileGame).readonly(),
  standings: z
    .array(z.record(z.string(), z.unknown()))
    .optional()
    .describe("standings --json's entries: rank, id, name, vp, diff and every tiebreak value"),
});

export const deckChecksResponse = z.strictObject({
  deckChecks: z
    .array(
      z.strictObject({
        playerId: id,
        passed: z.boolean(),
        failure: z.enum(["too-many-cards", "cards-not-on-list", "missing-cards"]).optional(),
        penalty: z.enum(["none", "game", "disqualified"]).describe("S7, as the core applied it"),
        gameId: gameId.optional().describe("S7: the game whose result the failure changed"),
        explanation: z.string(),
        afterPairing: z.number().int().describe("R7's check point: the pairings made when it was recorded"),
      }),
    )
    .readonly(),
  failed: z
    .array(id)
    .readonly()
    .describe("Players with at least one failed check (R7: always checked again)"),
  checkPoint: z
    .strictObject({
      afterPairing: z.number().int(),
      label: z.string(),
      players: z.array(id).readonly(),
      failedBefore: z.array(id).readonly(),
    })
    .describe("R7: what this check point's seeded draw is made from, as it stood when it began"),
  version: z.number().int(),
});
