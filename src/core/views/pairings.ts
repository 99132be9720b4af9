// The current pairing and the pairing trace as the server shows them: pure functions of the
// folded state (docs/architecture.md, "The flow of a view").
import { isOnTheEdge } from "../games.js";
import { lostBefore } from "../ote/scale.js";
import { fromPairingEntry, toPairingDocument } from "../pairing-document.js";
import { firstLossesOf } from "../tournament/project.js";
import {
  findGame,
  isStanding,
  lastPairing,
  type GameSlot,
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
  };
}

/** GET /api/events/{id}/pairings: the current game's tables, each with its gameId (one writer of the pairing JSON). */
export function toPairingsView(
  state: TournamentState,
  firstLoss: ReadonlyMap<string, number> = firstLossesOf(state),
): PairingsView {
  const pairing = lastPairing(state);
  if (!pairing)
    return { round: null, game: null, pairings: [], byes: [], byeGameIds: {}, sittingOut: [], trace: [] };
  const slots = pairing.gameIds
    .map((id) => findGame(state, id))
    .filter((slot): slot is GameSlot => slot !== undefined);
  const document = toPairingDocument(
    fromPairingEntry(pairing, slots, state.event !== undefined && isOnTheEdge(state.event)),
  );
  const tables = slots.filter((slot) => !slot.isBye);
  const byes = slots.filter((slot) => slot.isBye);
  return {
    ...document,
    final: pairing.isFinal,
    pairings: document.pairings.map((table, i): TableView => ({
      ...table,
      ...toTableView(tables[i]!, firstLoss),
    })),
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
