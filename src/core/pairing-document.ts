// The pairing JSON of docs/server.md and the CLI guide, written once: `pair FILE --json`,
// `pair EVENT --json` (each table with its "gameId") and GET /api/events/{id}/pairings (which
// adds its own per-table fields, e.g. the result and who accepted it) all come from here.
// `{"round","game","pairings":[{"table","players":[{"id","side"}]}],"byes":[ids],"trace":[...]}`;
// On the Edge adds `"set"` per group and `"final"`. A bye (S5/P4) is a game of one player that
// scores; an On the Edge player who cannot form a group sits the round out unscored — he is
// listed under `sittingOut`, never under `byes`.
import type { GamePairedData, Seat } from "./events.js";
import type { Side, Stage } from "./games.js";
import type { OtePairing } from "./ote/types.js";
import type { NextPairing } from "./pairing/types.js";
import type { GameSlot, PairingEntry } from "./tournament/state.js";

export interface PairingSourceTable {
  readonly table: number;
  readonly gameId?: number;
  readonly stage?: Stage;
  readonly set?: "active" | "inactive";
  /** On the Edge play-off (M6): how many players advance. */
  readonly advancing?: number;
  readonly players: readonly Seat[];
}

/** What every writer knows about a pairing, from a file's next game or from the event's log. */
export interface PairingSource {
  readonly round: number;
  readonly game: number;
  readonly stage: Stage;
  readonly system: string;
  readonly isOte: boolean;
  readonly isFinal: boolean;
  readonly tables: readonly PairingSourceTable[];
  readonly byes: readonly Seat[];
  readonly sittingOut: readonly string[];
  readonly trace: readonly string[];
}

export interface PairingDocumentTable {
  readonly table: number;
  readonly gameId?: number;
  readonly set?: "active" | "inactive";
  readonly stage?: Stage;
  readonly advancing?: number;
  readonly players: readonly Seat[];
}

export interface PairingDocument {
  readonly round: number;
  readonly game: number;
  /** Two-player events: "final" (F1) or "tiebreak"/"top-cut" stages; absent for Swiss. */
  readonly stage?: Stage;
  readonly system: string;
  readonly pairings: readonly PairingDocumentTable[];
  readonly byes: readonly string[];
  /** D1 sealed: the fixed allegiance of a bye player. */
  readonly byeSides?: Readonly<Record<string, Side>>;
  readonly sittingOut: readonly string[];
  /** On the Edge: whether this is the final of three (M6). */
  readonly final?: boolean;
  readonly trace: readonly string[];
}

export function toPairingDocument(source: PairingSource): PairingDocument {
  const byeSides = Object.fromEntries(
    source.byes.filter((seat) => seat.side !== undefined).map((seat) => [seat.id, seat.side!]),
  );
  return {
    round: source.round,
    game: source.game,
    ...(source.stage !== "swiss" && !source.isOte && { stage: source.stage }),
    system: source.system,
    pairings: source.tables.map((t) => ({
      table: t.table,
      ...(t.gameId !== undefined && { gameId: t.gameId }),
      ...(source.isOte && {
        ...(t.set !== undefined && { set: t.set }),
        ...(t.stage !== undefined && { stage: t.stage }),
        ...(t.advancing !== undefined && { advancing: t.advancing }),
      }),
      players: t.players,
    })),
    byes: source.byes.map((seat) => seat.id),
    ...(Object.keys(byeSides).length > 0 && { byeSides }),
    sittingOut: [...source.sittingOut],
    ...(source.isOte && { final: source.isFinal }),
    trace: source.trace,
  };
}

/** A two-player results file's next game (core/pairing). */
export function fromNextPairing(next: NextPairing): PairingSource {
  return {
    round: next.round,
    game: next.game,
    stage: next.stage,
    system: next.system,
    isOte: false,
    isFinal: next.stage === "final",
    tables: next.pairings,
    byes: next.byes.map((id) => {
      const side = next.byeSides?.[id];
      return side === undefined ? { id } : { id, side };
    }),
    sittingOut: [],
    trace: next.trace,
  };
}

/** The system name an On the Edge pairing records (decide-pairing.ts, GamePaired). */
export const OTE_SYSTEM = "on-the-edge";

/** An On the Edge results file's next round (core/ote): its "byes" are players sitting out. */
export function fromOtePairing(ote: OtePairing): PairingSource {
  return {
    round: ote.round,
    game: ote.game,
    stage: ote.pairings[0]?.stage ?? "swiss",
    system: OTE_SYSTEM,
    isOte: true,
    isFinal: ote.final,
    tables: ote.pairings,
    byes: [],
    sittingOut: ote.byes,
    trace: ote.trace,
  };
}

/** A pairing as the log records it (the GamePaired event). */
export function fromGamePaired(data: Omit<GamePairedData, "pairing">, isOte: boolean): PairingSource {
  return {
    round: data.round,
    game: data.game,
    stage: data.tables[0]?.stage ?? (data.isFinal ? "final" : "swiss"),
    system: data.system,
    isOte,
    isFinal: data.isFinal,
    tables: data.tables,
    byes: data.byes.map((bye) => bye.player),
    sittingOut: data.sittingOut,
    trace: data.trace,
  };
}

/** A pairing as the state holds it: the entry and its games (tables and byes, in creation order). */
export function fromPairingEntry(
  entry: PairingEntry,
  slots: readonly GameSlot[],
  isOte: boolean,
): PairingSource {
  const tables = slots.filter((slot) => !slot.isBye);
  return {
    round: entry.round,
    game: entry.game,
    stage: tables[0]?.record.stage ?? (entry.isFinal ? "final" : "swiss"),
    system: entry.system,
    isOte,
    isFinal: entry.isFinal,
    tables: tables.map((slot) => ({
      table: slot.record.table ?? 0,
      gameId: slot.gameId,
      stage: slot.record.stage ?? "swiss",
      ...(slot.record.set !== undefined && { set: slot.record.set }),
      players: slot.record.players,
    })),
    byes: slots.filter((slot) => slot.isBye).map((slot) => slot.record.players[0] ?? { id: "" }),
    sittingOut: entry.sittingOut,
    trace: entry.trace,
  };
}
