// `handsdown import --from swccg-pc` (the contracts in docs/architecture.md): a Players Committee "Tournament
// Assistant" file becomes the events a Hands Down event would have left — the event, each
// player (the PC's ids kept, drops kept), and every game with its sides, in the PC's order.
// Pure: the caller reads the file and chooses the fallback date.
import { fail, ok, type Result } from "../../errors.js";
import type { GameFields, TournamentEvent } from "../../events.js";
import type { TiebreakMode } from "../../games.js";
import { parseResultsValue } from "../../results-file/parse.js";
import type { EventInfo, GameRecord, PlayerEntry, ResultsFile } from "../../results-file/schema.js";
import { scoreEvent } from "../../scored-event/score-event.js";
import { toFieldPath } from "../../rules/shared/validate.js";
import { pcTournamentSchema } from "./schema.js";
import { PC_BYE_NAME, type PcGame, type PcTournament } from "./types.js";

/** The rule behind every refusal here: the import contract, documented in docs/rules.md (§7). */
const RULE = "docs/rules.md §7";

export interface PcImportOptions {
  /** YYYY-MM-DD, used only when the file has neither `date` nor `lastUpdate`. */
  readonly date?: string;
  /**
   * The Committee's files are the community's sanctioned history, but a file does not say so:
   * the rating body does (`--sanctioned`), so the ratings rate them (DEC I.C, L1).
   */
  readonly sanctioned?: boolean;
}

export interface PcImport {
  readonly event: EventInfo;
  readonly events: readonly TournamentEvent[];
  /** The event as a results file: its players and its games with a result (the ratings read it). */
  readonly file: ResultsFile;
  /** Games paired in the PC with no winner yet: imported as games without a result. */
  readonly gamesWithoutResult: number;
}

/** K7: the PC's SOS mode ranks by VP then SoS; DIFF by VP then cumulative differential. */
const TIEBREAKS: Readonly<Record<string, TiebreakMode>> = { SOS: "pc-2016-sos", DIFF: "pc-2016-diff" };

export function fromPcTournament(value: unknown, options: PcImportOptions = {}): Result<PcImport> {
  const parsed = pcTournamentSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(
      "INVALID_FIELD",
      toFieldPath(issue.path),
      RULE,
      `${issue.message} (not a Players Committee tournament file)`,
    );
  }
  const pc: PcTournament = parsed.data;
  const tiebreaks = TIEBREAKS[pc.mode];
  if (!tiebreaks) {
    return fail(
      "UNSUPPORTED_FORMAT",
      "mode",
      "N2",
      pc.mode === "MATCH_PLAY"
        ? `"MATCH_PLAY" (the PC's single-elimination cut) is not imported; only its Swiss events (SOS, DIFF) are`
        : `"${pc.mode}" is not a Players Committee mode (expected "SOS" or "DIFF")`,
    );
  }
  const date = toDate(pc, options);
  if (!date.ok) return date;
  const event: EventInfo = {
    name: pc.name,
    date: date.value,
    game: "swccg",
    rules: "swccg-pc-2.3.6",
    // A PC file has no format field; its sealed events say so in their name ("Worlds Last Q
    // Sealed"), and a sealed event is rated in its own pool (L1).
    type: /\bsealed\b/i.test(pc.name) ? "sealed" : "constructed",
    ...(options.sanctioned && { sanctioned: true }),
    options: { tiebreaks },
    // The PC's player ids are kept, a new UUID per file: the ratings match players by name.
    importedFrom: "swccg-pc",
  };
  const players: PlayerEntry[] = pc.players.map((player) => ({
    id: player.id,
    name: player.name,
    ...(player.status === "STATUS_DROPPED" && { status: "dropped" as const }),
  }));
  const registered = new Set(players.map((player) => player.id));
  const games: GameFields[] = [];
  const tables = new Map<number, number>();
  for (const [index, game] of pc.games.entries()) {
    const fields = toGameFields(game, index, registered, tables, event.type === "sealed");
    if (!fields.ok) return fields;
    games.push(fields.value);
  }
  const checked = checkScores(event, players, games);
  if (!checked.ok) return checked;
  return ok({
    event,
    file: checked.value,
    events: [
      { type: "EventCreated", data: { event, isImported: true } },
      ...players.map((player): TournamentEvent => ({ type: "PlayerRegistered", data: { player } })),
      ...games.map((record, index): TournamentEvent => ({
        type: "GameRecorded",
        data: { gameId: index + 1, record },
      })),
    ],
    gamesWithoutResult: games.filter((game) => game.result === undefined).length,
  });
}

/** The date is the file's `date`, else its `lastUpdate`, else the one the TD gives (docs/architecture.md). */
function toDate(pc: PcTournament, options: PcImportOptions): Result<string> {
  // A --date that is no date is refused even when the file has its own (a bad option
  // value is bad input, whether or not it would have been used).
  if (options.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.date))
    return fail(
      "INVALID_FIELD",
      "--date",
      "docs/rules.md §7",
      `"${options.date}" is not a date; expected YYYY-MM-DD`,
    );
  for (const [field, value] of [
    ["date", pc.date],
    ["lastUpdate", pc.lastUpdate],
  ] as const) {
    if (value === undefined) continue;
    const day = /^(\d{4}-\d{2}-\d{2})/.exec(value)?.[1];
    if (!day) return fail("INVALID_FIELD", field, RULE, `"${value}" is not a date`);
    return ok(day);
  }
  if (options.date !== undefined) return ok(options.date);
  return fail(
    "INVALID_FIELD",
    "date",
    RULE,
    'the file has neither "date" nor "lastUpdate": give the event\'s date with --date YYYY-MM-DD',
  );
}

/**
 * A PC game number is one game; in allegiance rounds (A1) a round is two of them, so game
 * number n is round ⌈n/2⌉, game 1 or 2 of it (in a sealed event, round n). A bye is a game
 * against a player named BYE (S5), whatever its `winner` says.
 */
function toGameFields(
  game: PcGame,
  index: number,
  registered: ReadonlySet<string>,
  tables: Map<number, number>,
  isSealed: boolean,
): Result<GameFields> {
  const path = `games[${index}]`;
  const number = game.round.num;
  // A sealed round is one game (D1): the PC's game number is then the round.
  const position = isSealed
    ? { round: number, game: 1 }
    : { round: Math.ceil(number / 2), game: number % 2 === 1 ? 1 : 2 };
  const seats = [
    { ref: game.playerDark, side: "dark" as const, field: "playerDark" },
    { ref: game.playerLight, side: "light" as const, field: "playerLight" },
  ].filter((seat) => seat.ref.name !== PC_BYE_NAME);
  for (const seat of seats) {
    if (seat.ref.id === null || seat.ref.id === undefined)
      return fail("INVALID_FIELD", `${path}.${seat.field}.id`, "R2", `"${seat.ref.name}" has no id`);
    if (!registered.has(seat.ref.id))
      return fail(
        "UNKNOWN_PLAYER",
        `${path}.${seat.field}.id`,
        "R2",
        `"${seat.ref.name}" (${seat.ref.id}) is not in players`,
      );
  }
  const players = seats.map((seat) => ({ id: seat.ref.id!, side: seat.side }));
  if (players.length === 0) return fail("WRONG_PLAYER_COUNT", path, "S5", "both players are named BYE");
  if (players.length === 1) return ok({ ...position, players, result: { end: "bye" } });
  const table = (tables.get(number) ?? 0) + 1;
  tables.set(number, table);
  const base = { ...position, table, players };
  // A game paired in the PC whose winner is null has no result yet: it is kept without one.
  if (game.winner === null || game.winner === undefined) return ok(base);
  const winner = game.winner.id;
  const loser = players.find((player) => player.id !== winner)?.id;
  if (
    winner === null ||
    winner === undefined ||
    !players.some((player) => player.id === winner) ||
    loser === undefined
  )
    return fail("INVALID_FIELD", `${path}.winner.id`, "S1", `"${game.winner.name}" did not play this game`);
  const lifeForce = game.diff ?? 0;
  // The PC records 2 VP for a full win (S1), 1 for a modified win at time (S3).
  if (game.vp === 1) {
    if (lifeForce <= 0)
      return fail(
        "VALUE_OUT_OF_RANGE",
        `${path}.diff`,
        "S3",
        "a modified win needs the winner's Life Force (more than 0)",
      );
    return ok({ ...base, result: { end: "time", lifeForce: { [winner]: lifeForce, [loser]: 0 } } });
  }
  if (game.vp !== undefined && game.vp !== 2)
    return fail(
      "VALUE_OUT_OF_RANGE",
      `${path}.vp`,
      "S1",
      `${game.vp} VP is not a Star Wars result (2 for a full win, 1 for a modified win)`,
    );
  return ok({ ...base, result: { end: "full", winner, lifeForce } });
}

/**
 * Every game with a result is scored once here (docs/rules.md §6), so a file that cannot be scored
 * never enters the log; the file scored is the event's results file.
 */
function checkScores(
  event: EventInfo,
  players: readonly PlayerEntry[],
  games: readonly GameFields[],
): Result<ResultsFile> {
  const withResult = games.flatMap((game, index) => (game.result === undefined ? [] : [{ game, index }]));
  const file: ResultsFile = {
    format: "handsdown-results",
    version: 1,
    event,
    players: [...players],
    games: withResult.map(({ game }) => game as GameRecord),
  };
  const parsed = parseResultsValue(file);
  const scored = parsed.ok ? scoreEvent(parsed.value) : parsed;
  if (scored.ok) return ok(file);
  // Name the PC file's own game, not the position among the games with a result.
  const field = scored.error.field.replace(
    /^games\[(\d+)\]/,
    (_, k: string) => `games[${withResult[Number(k)]?.index ?? k}]`,
  );
  return { ok: false, error: { ...scored.error, field } };
}
