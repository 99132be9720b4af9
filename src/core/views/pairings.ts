// The current pairing and the pairing trace as the server shows them: pure functions of the
// folded state (docs/architecture.md, "The flow of a view").
import { isOnTheEdge } from "../games.js";
import { lostBefore } from "../ote/scale.js";
import { fromPairingEntry, toPairingDocument } from "../pairing-document.js";
import { firstLossesOf } from "../tournament/project.js";
import {
  isStanding,
  lastPairing,
  locateGame,
  type GameSlot,
  type PairingEntry,
  type TournamentState,
} from "../tournament/state.js";
import type { PairingsView, TableView, TraceView } from "./types.js";

/** `firstLoss`: On the Edge, each player's first lost round (firstLossesOf), for the table's scales (E2). */
export function toTableView(slot: GameSlot, firstLoss?: ReadonlyMap<string, number>): TableView {
  const lostIn = firstLoss && lostBefore(firstLoss, slot.record.round, slot.record.players);
  return {
    gameId: slot.gameId,
    table: slot.record.table ?? 0,
    stage: slot.record.stage ?? "swiss",
    ...(slot.record.set !== undefined && { set: slot.record.set }),
    ...(lostIn && { lostIn }),
    players: slot.record.players,
    result: slot.record.result ?? null,
    reportedBy: slot.reportedBy ?? null,
    acceptedBy: slot.acceptedBy,
    isStanding: isStanding(slot),
    disputedBy: slot.disputedBy ?? null,
    ...(slot.disputedResult !== undefined && { disputedResult: slot.disputedResult }),
    ...(slot.record.deckCheckFailure !== undefined && { deckCheckFailure: slot.record.deckCheckFailure }),
  };
}

/** The current pairing's games, in the order they were paired (tables, then byes): one block of the state. */
export function currentSlots(state: TournamentState, pairing: PairingEntry): GameSlot[] {
  const first = pairing.gameIds[0];
  const at = first === undefined ? undefined : locateGame(state, first);
  if (!at) return [];
  // GamePaired fills a block of its own (evolve.ts): O(one pairing), no lookup per game.
  const block = state.gameBlocks[at[0]]!;
  const ids = new Set(pairing.gameIds);
  return block.filter((slot) => ids.has(slot.gameId));
}

/**
 * The tables of `slots` (the current pairing's, or one of them) as the pairing JSON writes them,
 * each with its live fields. Object.assign, not a spread of the two: V8 merges two spread objects
 * with shared keys on a slow path (tens of µs a table: a whole pairing took milliseconds).
 */
function tableViewsOf(
  state: TournamentState,
  pairing: PairingEntry,
  slots: readonly GameSlot[],
  firstLoss: ReadonlyMap<string, number>,
) {
  const document = toPairingDocument(
    fromPairingEntry(pairing, slots, state.event !== undefined && isOnTheEdge(state.event)),
  );
  const tables = slots.filter((slot) => !slot.isBye);
  const views = document.pairings.map((table, i): TableView =>
    Object.assign({}, table, toTableView(tables[i]!, firstLoss)),
  );
  return { document, views };
}

/** One table of the current pairing, exactly as toPairingsView writes it: O(one table). */
export function currentTableView(
  state: TournamentState,
  pairing: PairingEntry,
  slot: GameSlot,
  firstLoss: ReadonlyMap<string, number>,
): TableView {
  return tableViewsOf(state, pairing, [slot], firstLoss).views[0]!;
}

/** GET /api/events/{id}/pairings: the current game's tables, each with its gameId (one writer of the pairing JSON). */
export function toPairingsView(
  state: TournamentState,
  firstLoss: ReadonlyMap<string, number> = firstLossesOf(state),
): PairingsView {
  const pairing = lastPairing(state);
  if (!pairing)
    return { round: null, game: null, pairings: [], byes: [], byeGameIds: {}, sittingOut: [], trace: [] };
  const slots = currentSlots(state, pairing);
  const { document, views } = tableViewsOf(state, pairing, slots, firstLoss);
  const byes = slots.filter((slot) => slot.isBye);
  return {
    ...document,
    final: pairing.isFinal,
    pairings: views,
    byeGameIds: Object.fromEntries(byes.map((slot) => [slot.record.players[0]?.id ?? "", slot.gameId])),
  };
}

/** GET /api/events/{id}/trace: every pairing with how it was made (the log plus the seed re-checks it). */
export function toTraceView(state: TournamentState): TraceView {
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
