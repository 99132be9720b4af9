// What the API shows of one event: pure functions of its state, computed once per state (the
// state object is immutable, so a WeakMap keyed by it is a read model that is rebuilt only when
// a new event arrives, not per request — issue 11 §6).
import { toStandingsDocument } from "../core/event-standings.js";
import type { Result } from "../core/errors.js";
import type { Seat } from "../core/events.js";
import { exportResultsFile } from "../core/results-file/export.js";
import type { PlayerEntry, ResultsFile } from "../core/results-file/schema.js";
import { standingSlots } from "../core/tournament/project.js";
import {
  findGame,
  gamesOf,
  isStanding,
  lastPairing,
  type DeckCheckEntry,
  type GameSlot,
  type TournamentState,
} from "../core/tournament/state.js";
import type { EventView } from "./live-events.js";

function memo<T>(compute: (state: TournamentState) => T): (state: TournamentState) => T {
  const cache = new WeakMap<TournamentState, T>();
  return (state) => {
    if (cache.has(state)) return cache.get(state)!;
    const value = compute(state);
    cache.set(state, value);
    return value;
  };
}

/** Keyed by the view's state: one computation per version of the event, shared by every request. */
function memoView<T>(compute: (view: EventView) => T): (view: EventView) => T {
  const cache = new WeakMap<TournamentState, T>();
  return (view) => {
    if (cache.has(view.state)) return cache.get(view.state)!;
    const value = compute(view);
    cache.set(view.state, value);
    return value;
  };
}

/** A game of `GET /api/events/{id}`: the results file's game plus the id commands name it by. */
export type EventFileGame = ResultsFile["games"][number] & { readonly gameId: number };
export type EventFileView = Omit<ResultsFile, "games"> & { readonly games: readonly EventFileGame[] };

/**
 * GET /api/events/{id}: the results file with score and standings (SPEC §6 export), each game
 * with its `gameId` (additive to DESIGN.md's contract) so a client corrects a result without
 * guessing ids. The scored event holds the standing games in creation order, as standingSlots.
 */
export const toEventFile = memoView((view: EventView): Result<EventFileView> => {
  const { scored, standings } = view;
  if (!scored.ok) return scored;
  if (!standings.ok) return standings;
  const file = exportResultsFile(scored.value, standings.value);
  const slots = standingSlots(view.state);
  if (slots.length !== file.games.length)
    throw new Error(`toEventFile: ${file.games.length} scored games but ${slots.length} standing slots`);
  return {
    ok: true,
    value: { ...file, games: file.games.map((game, i) => ({ ...game, gameId: slots[i]!.gameId })) },
  };
});

/** GET /api/events/{id}/deck-checks: R7/S7 checks as recorded, with the core's penalty (staff). */
export function toDeckChecksView(state: TournamentState): {
  deckChecks: readonly DeckCheckEntry[];
  failed: readonly string[];
} {
  const failed = [...new Set(state.deckChecks.filter((c) => !c.passed).map((c) => c.playerId))];
  return { deckChecks: state.deckChecks, failed };
}

/** GET /api/events/{id}/standings: DESIGN.md's `standings --json`, from the incrementally scored view. */
export const toStandingsView = memoView((view: EventView): Result<Record<string, unknown>> => {
  const { scored, standings } = view;
  if (!scored.ok) return scored;
  if (!standings.ok) return standings;
  return { ok: true, value: toStandingsDocument(scored.value, standings.value) };
});

export interface TableView {
  readonly gameId: number;
  readonly table: number;
  readonly stage: string;
  readonly set?: string;
  readonly players: readonly Seat[];
  /** The result as reported (R6), standing or not; null while nobody has reported. */
  readonly result: Readonly<Record<string, unknown>> | null;
  readonly reportedBy: string | null;
  readonly acceptedBy: readonly string[];
  /** true once the result stands: entered by staff, or accepted by every player (R6). */
  readonly isStanding: boolean;
  /** R6: the player who said the reported result is wrong (staff decide); null otherwise. */
  readonly disputedBy: string | null;
  /** What the disputing player reported himself, when both reported different results. */
  readonly disputedResult?: Readonly<Record<string, unknown>>;
}

export function toTableView(slot: GameSlot): TableView {
  return {
    gameId: slot.gameId,
    table: slot.record.table ?? 0,
    stage: slot.record.stage ?? "swiss",
    ...(slot.record.set !== undefined && { set: slot.record.set }),
    players: slot.record.players,
    result: slot.record.result ?? null,
    reportedBy: slot.reportedBy ?? null,
    acceptedBy: slot.acceptedBy,
    isStanding: isStanding(slot),
    disputedBy: slot.disputedBy ?? null,
    ...(slot.disputedResult !== undefined && { disputedResult: slot.disputedResult }),
  };
}

export interface PairingsView {
  readonly round: number | null;
  readonly game: number | null;
  readonly system?: string;
  readonly final?: boolean;
  readonly pairings: readonly TableView[];
  readonly byes: readonly string[];
  readonly byeGameIds: Readonly<Record<string, number>>;
  readonly sittingOut: readonly string[];
  readonly trace: readonly string[];
}

/** GET /api/events/{id}/pairings: the current game's tables, each with its gameId (DESIGN.md). */
export const toPairingsView = memo((state: TournamentState): PairingsView => {
  const pairing = lastPairing(state);
  if (!pairing)
    return { round: null, game: null, pairings: [], byes: [], byeGameIds: {}, sittingOut: [], trace: [] };
  const slots = pairing.gameIds
    .map((id) => findGame(state, id))
    .filter((slot): slot is GameSlot => slot !== undefined);
  const byes = slots.filter((slot) => slot.isBye);
  return {
    round: pairing.round,
    game: pairing.game,
    system: pairing.system,
    final: pairing.isFinal,
    pairings: slots.filter((slot) => !slot.isBye).map(toTableView),
    byes: byes.map((slot) => slot.record.players[0]?.id ?? ""),
    byeGameIds: Object.fromEntries(byes.map((slot) => [slot.record.players[0]?.id ?? "", slot.gameId])),
    sittingOut: pairing.sittingOut,
    trace: pairing.trace,
  };
});

/** GET /api/events/{id}/trace: every pairing with how it was made (the log plus the seed re-checks it). */
export function toTraceView(state: TournamentState): Record<string, unknown> {
  return {
    seed: state.event?.seed ?? null,
    pairings: state.pairings.map((p) => ({
      pairing: p.pairing,
      round: p.round,
      game: p.game,
      system: p.system,
      final: p.isFinal,
      gameIds: p.gameIds,
      trace: p.trace,
    })),
  };
}

/** A player's display name, as SPEC §6 allows it (name, or first and last). */
export function nameOf(state: TournamentState, playerId: string): string {
  const player = state.players.find((p) => p.id === playerId);
  return player ? displayNameOf(player) : playerId;
}

/** The name a page shows for a player: `name`, else first and last name, else the id. */
export function displayNameOf(player: PlayerEntry): string {
  return player.name ?? ([player.firstName, player.lastName].filter(Boolean).join(" ") || player.id);
}

/** GET /api/play/{token}: the player's event, current table, opponent(s) and side. */
export function toPlayerView(
  state: TournamentState,
  eventId: string,
  playerId: string,
): Record<string, unknown> {
  const pairings = toPairingsView(state);
  const table = pairings.pairings.find((t) => t.players.some((seat) => seat.id === playerId));
  const me = table?.players.find((seat) => seat.id === playerId);
  const player = state.players.find((p) => p.id === playerId);
  const myGames = gamesOf(state).filter((slot) => slot.record.players.some((seat) => seat.id === playerId));
  return {
    event: {
      id: eventId,
      name: state.event?.name ?? "",
      date: state.event?.date ?? "",
      game: state.event?.game ?? "",
    },
    player: { id: playerId, name: nameOf(state, playerId), status: player?.status ?? "registered" },
    round: pairings.round,
    game: pairings.game,
    table: table ?? null,
    side: me?.side ?? null,
    opponents: (table?.players ?? [])
      .filter((seat) => seat.id !== playerId)
      .map((seat) => ({ ...seat, name: nameOf(state, seat.id) })),
    bye: pairings.byes.includes(playerId),
    games: myGames.map(toTableView),
  };
}
