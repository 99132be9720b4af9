// R6: results are entered by the TD or by the players; a result stands once both players
// accept it; the TD can correct any result and everything later is re-derived (standings are
// computed from the log, so a correction is one event). K5: tiebreaker games.
import { fail, ok, type Result } from "../errors.js";
import type { GameFields, RawResult, Seat, TournamentEvent } from "../events.js";
import {
  findOpenGameOf,
  requireActivePlayer,
  requireEvent,
  requireGame,
  requireOpenEvent,
  requireReason,
} from "./guards.js";
import { scoreGameOfEvent, scoredEventOf, type DecideViews } from "./project.js";
import { computeEventStandings } from "../event-standings.js";
import { formatScore } from "../rules/shared/outcomes.js";
import { gamesOf, isStanding, type GameSlot, type TournamentState } from "./state.js";
import { gameWords, playerWords } from "./game-words.js";
import type { ScoredGame } from "../rules/types.js";

/** One scoring function for everyone (docs/architecture.md): a result enters the log only if its profile scores it. */
function checkScores(state: TournamentState, record: GameFields, result: RawResult): Result<ScoredGame> {
  // The profile is read from the event itself: no results file built per result.
  return scoreGameOfEvent(state, { ...record, result });
}

/** R6: a player reports, accepts or disputes only a game he played; `field` names who in the command. */
export function requireSeat(
  state: TournamentState,
  game: GameSlot,
  playerId: string,
  field: "playerId" | "reportedBy",
): Result<GameSlot> {
  return game.record.players.some((seat) => seat.id === playerId)
    ? ok(game)
    : fail(
        "PLAYER_NOT_IN_GAME",
        field,
        "R6",
        `${playerWords(state, playerId)} did not play ${gameWords(game)}`,
      );
}

/**
 * R6: what a player's accept and dispute both need: the event, the game, the player at its table,
 * and a result reported to `verb`.
 */
export function requireReportedSeat(
  state: TournamentState,
  gameId: number,
  playerId: string,
  verb: "accept" | "dispute",
): Result<GameSlot> {
  const event = requireEvent(state);
  if (!event.ok) return event;
  const slot = requireGame(state, gameId);
  if (!slot.ok) return slot;
  const seated = requireSeat(state, slot.value, playerId, "playerId");
  if (!seated.ok) return seated;
  if (seated.value.record.result === undefined)
    return fail("RESULT_MISSING", "gameId", "R6", `${gameWords(seated.value)} has no result to ${verb} yet`);
  return seated;
}

/** Two reports of one game agree when they score the same for every player (and end the same way). */
function isSameScore(a: ScoredGame, b: ScoredGame): boolean {
  const key = (game: ScoredGame): string =>
    JSON.stringify([
      game.outcome,
      game.winner ?? null,
      game.quitter ?? null,
      [...game.score].map((e) => [e.id, e.vp, e.diff, e.ip ?? null]).sort(),
    ]);
  return key(a) === key(b);
}

/**
 * R6: the TD's entry stands at once. A player's entry waits for the other players; when another
 * player of the table reports too, the same result is his acceptance, a different one a dispute
 * that the TD decides. Staff reporting a table whose player report does not stand yet (waiting,
 * or disputed) decide it: their result replaces the report, which the log keeps.
 */
export function decideReport(
  state: TournamentState,
  gameId: number,
  result: RawResult,
  reportedBy?: string,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const slot = requireGame(state, gameId);
  if (!slot.ok) return slot;
  const game = slot.value;
  if (reportedBy !== undefined) {
    const seated = requireSeat(state, game, reportedBy, "reportedBy");
    if (!seated.ok) return seated;
  }
  const previous = game.record.result;
  if (previous !== undefined && (isStanding(game) || game.reportedBy === undefined)) {
    return fail(
      "RESULT_ALREADY_REPORTED",
      "gameId",
      "R6",
      `${gameWords(game)} already has a result that stands; the TD can correct it`,
    );
  }
  const checked = checkScores(state, game.record, result);
  if (!checked.ok) return checked;
  if (previous === undefined || game.reportedBy === undefined)
    return ok([
      { type: "ResultReported", data: { gameId, result, ...(reportedBy !== undefined && { reportedBy }) } },
    ]);
  // A player's report waits (or is disputed), and someone reports again.
  const waiting = { result: previous, reportedBy: game.reportedBy };
  if (reportedBy === undefined) {
    const replaces = { ...waiting, ...(game.disputedBy !== undefined && { disputedBy: game.disputedBy }) };
    return ok([{ type: "ResultReported", data: { gameId, result, replaces } }]);
  }
  if (game.disputedBy !== undefined)
    return fail(
      "RESULT_DISPUTED",
      "gameId",
      "R6",
      `${playerWords(state, game.disputedBy)} disputed the result of ${gameWords(game)}: the TD decides it`,
    );
  const others = game.acceptedBy.filter((id) => id !== game.reportedBy);
  // The reporter fixes his own report while nobody else has accepted it.
  if (reportedBy === game.reportedBy && others.length === 0)
    return ok([{ type: "ResultReported", data: { gameId, result, reportedBy } }]);
  const hasAccepted = game.acceptedBy.includes(reportedBy);
  if (hasAccepted)
    return fail(
      "RESULT_ALREADY_ACCEPTED",
      "gameId",
      "R6",
      `${playerWords(state, reportedBy)} has already accepted the result of ${gameWords(game)}; the TD can change it`,
    );
  const first = checkScores(state, game.record, previous);
  if (first.ok && isSameScore(first.value, checked.value))
    return ok([{ type: "ResultAccepted", data: { gameId, playerId: reportedBy } }]);
  return ok([{ type: "ResultDisputed", data: { gameId, playerId: reportedBy, result } }]);
}

export function decideAccept(
  state: TournamentState,
  gameId: number,
  playerId: string,
): Result<TournamentEvent[]> {
  const seated = requireReportedSeat(state, gameId, playerId, "accept");
  if (!seated.ok) return seated;
  const game = seated.value;
  if (game.acceptedBy.includes(playerId)) {
    return fail(
      "RESULT_ALREADY_ACCEPTED",
      "playerId",
      "R6",
      `${playerWords(state, playerId)} has already accepted the result of ${gameWords(game)}`,
    );
  }
  if (game.disputedBy !== undefined)
    return fail(
      "RESULT_DISPUTED",
      "gameId",
      "R6",
      `${playerWords(state, game.disputedBy)} disputed the result of ${gameWords(game)}: the TD decides it by entering the result`,
    );
  return ok([{ type: "ResultAccepted", data: { gameId, playerId } }]);
}

export function decideCorrect(
  state: TournamentState,
  gameId: number,
  result: RawResult,
  reason: string,
): Result<TournamentEvent[]> {
  // R6: corrections are allowed after the event is finished too; the change log keeps every change.
  const event = requireEvent(state);
  if (!event.ok) return event;
  const slot = requireGame(state, gameId);
  if (!slot.ok) return slot;
  const previous = slot.value.record.result;
  if (previous === undefined)
    return fail("RESULT_MISSING", "gameId", "R6", `game ${gameId} has no result to correct; report it`);
  const why = requireReason(reason, "R6");
  if (!why.ok) return why;
  const checked = checkScores(state, slot.value.record, result);
  if (!checked.ok) return checked;
  return ok([{ type: "ResultCorrected", data: { gameId, result, previous, reason: why.value } }]);
}

/** K5: the whole tied group plays; recorded under stage "tiebreak" after the last round. */
export function decideTiebreaker(
  state: TournamentState,
  players: readonly Seat[],
  result: RawResult,
  views?: DecideViews,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  if (players.length < 2)
    return fail(
      "WRONG_PLAYER_COUNT",
      "players",
      "K5",
      "a tiebreaker game is played by the tied group: at least two players",
    );
  for (const [index, seat] of players.entries()) {
    const player = requireActivePlayer(state, seat.id, `players[${index}].id`);
    if (!player.ok) return player;
    const open = findOpenGameOf(state, seat.id);
    if (open)
      return fail(
        "PLAYER_ALREADY_PAIRED",
        `players[${index}].id`,
        "K5",
        `player "${seat.id}" is paired in game ${open.gameId}, which has no result yet`,
      );
  }
  const tied = requireLevelOnK1(state, players, views);
  if (!tied.ok) return tied;
  const round = Math.max(1, ...gamesOf(state).map((slot) => slot.record.round));
  const game =
    gamesOf(state).filter((slot) => slot.record.stage === "tiebreak" && slot.record.round === round).length +
    1;
  const record: GameFields = {
    round,
    game,
    stage: "tiebreak",
    players: players.map((s) => ({ ...s })),
    result,
  };
  const checked = checkScores(state, record, result);
  if (!checked.ok) return checked;
  return ok([{ type: "GameRecorded", data: { gameId: state.nextGameId, record } }]);
}

/**
 * K5: the standings count tiebreaker games only among players level on K1 (once the whole tied
 * group has played: a two-player game covers two of three, the next game the third), and only under
 * the guide's tiebreaks (K7's modes end with their own coin flip). Refused here so that a game the
 * standings could never count does not enter the log.
 */
function requireLevelOnK1(
  state: TournamentState,
  players: readonly Seat[],
  views?: DecideViews,
): Result<true> {
  const mode = state.event?.options?.tiebreaks ?? "guide";
  if (mode !== "guide")
    return fail(
      "PLAYERS_NOT_TIED",
      "players",
      "K5",
      `tiebreaks "${mode}" (K7) end with a coin flip: a tiebreaker game would not change the standings`,
    );
  // The read model's scored view when a live pipeline decides (src/core/views/read-model.ts): no re-score.
  const scored = scoredEventOf(state, views);
  if (!scored.ok) return scored;
  const standings = computeEventStandings(scored.value);
  if (!standings.ok) return standings;
  if (standings.value.kind !== "two-player") return ok(true);
  const rows = standings.value.standings.rows;
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  const first = rowOf.get(players[0]!.id)!;
  for (const [index, seat] of players.entries()) {
    const row = rowOf.get(seat.id)!;
    if (row.vp !== first.vp || row.diff !== first.diff)
      return fail(
        "PLAYERS_NOT_TIED",
        `players[${index}].id`,
        "K5",
        `"${row.name}" has ${formatScore(row.vp, row.diff)} and "${first.name}" ${formatScore(first.vp, first.diff)}: a tiebreaker game is for players level on VP and diff (K1)`,
      );
  }
  return ok(true);
}
