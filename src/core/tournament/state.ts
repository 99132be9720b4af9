// The tournament as evolve() folds it from the log. It holds facts only (who registered, which
// games were paired, what was reported); scores, standings, opponents and byes are computed
// from its results-file projection (docs/architecture.md "one source of truth"), never stored here.
import type { DeckCheckFailureKind } from "../events.js";
import type { DeckCheckPenalty, GameFields, RawResult } from "../events.js";
import type { EventInfo, PlayerEntry } from "../results-file/schema.js";
import { isOutPlayer } from "../players/player-status.js";
import type { TimerState } from "../event-rules/timer.js";

export interface GameSlot {
  /** Stable for the life of the event; commands name games by it. Never reused. */
  readonly gameId: number;
  /** The pairing that made it; absent for games recorded whole (import, K5 tiebreaker). */
  readonly pairing?: number;
  readonly isBye: boolean;
  readonly record: GameFields;
  /** R6: the player who reported the result; absent when the TD did (it then stands at once). */
  readonly reportedBy?: string;
  readonly acceptedBy: readonly string[];
  /** R6: the player who said the reported result is wrong; the TD decides (never stands until then). */
  readonly disputedBy?: string;
  /** What the disputing player reported himself, when both reported different results. */
  readonly disputedResult?: RawResult;
}

export interface PairingEntry {
  readonly pairing: number;
  readonly round: number;
  readonly game: number;
  readonly system: string;
  readonly isFinal: boolean;
  readonly gameIds: readonly number[];
  readonly sittingOut: readonly string[];
  readonly trace: readonly string[];
}

export interface DeckCheckEntry {
  readonly playerId: string;
  readonly passed: boolean;
  readonly failure?: DeckCheckFailureKind;
  readonly penalty: DeckCheckPenalty;
  readonly gameId?: number;
  readonly explanation: string;
  /** R7's check point: how many pairings had been made when it was recorded (folded, not stored). */
  readonly afterPairing: number;
}

export interface TournamentState {
  /** Absent until EventCreated. */
  readonly event?: EventInfo;
  readonly isImported: boolean;
  readonly isFinished: boolean;
  /** Registration order, as the results file lists them. */
  readonly players: readonly PlayerEntry[];
  /**
   * The games in the order they were created, gameIds increasing, in blocks (one per pairing,
   * up to RECORDED_BLOCK_SIZE recorded games per block) so that evolve copies one block, not
   * every game of the event, when a result comes in. Read them with gamesOf(state).
   */
  readonly gameBlocks: readonly (readonly GameSlot[])[];
  readonly pairings: readonly PairingEntry[];
  readonly nextGameId: number;
  readonly nextPairing: number;
  /**
   * R7: each player's deck list. Keyed by player id, which is user data (an id
   * `__proto__` or `constructor`), so a Map, never a plain object.
   */
  readonly deckLists: ReadonlyMap<string, string>;
  readonly deckChecks: readonly DeckCheckEntry[];
  /** R2: players entered late, with the number of Swiss games they missed (a Map: ids are user data). */
  readonly lateEntries: ReadonlyMap<string, number>;
  /** R7: players out of the event (dropped, quit, disqualified), with how many pairings had been
   *  made when they left — a deck-check list drawn before they left keeps them (deck-check-point.ts). */
  readonly outSince: ReadonlyMap<string, number>;
  /** R4/R5: the round timer (decide-timer.ts); absent until first started. */
  readonly roundTimer?: RoundTimer;
}

/** The round timer as folded from the log: the timer and each table's extra time (since the last start). */
export interface RoundTimer {
  readonly timer: TimerState;
  /** gameId → extra milliseconds for that table. */
  readonly extensions: Readonly<Record<string, number>>;
  /** The game it times (gameKeyOf of the last pairing when it was started; "" before any). */
  readonly game?: string;
}

export const INITIAL_STATE: TournamentState = {
  isImported: false,
  isFinished: false,
  players: [],
  gameBlocks: [],
  pairings: [],
  nextGameId: 1,
  nextPairing: 1,
  deckLists: new Map(),
  deckChecks: [],
  lateEntries: new Map(),
  outSince: new Map(),
};

/** R6: a result stands once every player of the game accepted it, or at once when the TD entered it. */
export function isStanding(slot: GameSlot): boolean {
  if (slot.record.result === undefined) return false;
  if (slot.reportedBy === undefined) return true;
  return slot.record.players.every((seat) => slot.acceptedBy.includes(seat.id));
}

export const RECORDED_BLOCK_SIZE = 256;

const flattened = new WeakMap<TournamentState, readonly GameSlot[]>();

/** Every game, in creation order (computed once per state). */
export function gamesOf(state: TournamentState): readonly GameSlot[] {
  let games = flattened.get(state);
  if (!games) {
    games = state.gameBlocks.length === 1 ? state.gameBlocks[0]! : state.gameBlocks.flat();
    flattened.set(state, games);
  }
  return games;
}

/** Games whose result does not stand yet: pairing the next game waits for them. */
export function pendingGames(state: TournamentState): GameSlot[] {
  return gamesOf(state).filter((slot) => !isStanding(slot));
}

function lastIndexAtMost<T>(items: readonly T[], key: (item: T) => number, target: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (key(items[mid]!) <= target) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Where a game is: [block, index in block], by binary search (gameIds increase). */
export function locateGame(state: TournamentState, gameId: number): readonly [number, number] | undefined {
  const block = lastIndexAtMost(state.gameBlocks, (b) => b[0]?.gameId ?? Number.NEGATIVE_INFINITY, gameId);
  if (block < 0) return undefined;
  const slots = state.gameBlocks[block]!;
  const index = lastIndexAtMost(slots, (slot) => slot.gameId, gameId);
  return index >= 0 && slots[index]!.gameId === gameId ? [block, index] : undefined;
}

export function findGame(state: TournamentState, gameId: number): GameSlot | undefined {
  const at = locateGame(state, gameId);
  return at && state.gameBlocks[at[0]]![at[1]];
}

export function findPlayer(state: TournamentState, playerId: string): PlayerEntry | undefined {
  return state.players.find((player) => player.id === playerId);
}

/**
 * R2/S6: dropped, quit and disqualified players are not paired again (one rule,
 * players/player-status.ts; the state records a quit reported as a result, evolve.ts).
 */
export function isOut(player: PlayerEntry): boolean {
  return isOutPlayer(player);
}

export function lastPairing(state: TournamentState): PairingEntry | undefined {
  return state.pairings.at(-1);
}

export function hasStarted(state: TournamentState): boolean {
  return state.gameBlocks.length > 0;
}
