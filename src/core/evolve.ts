// docs/architecture.md "Decider pattern": evolve(state, event) → state. Pure and total: it trusts the log
// (decide checked every rule before the event was written), so it never fails.
import { assertNever } from "./errors.js";
import type { GameFields, PairedBye, PairedTable, TournamentEvent } from "./events.js";
import { otherSide, type PlayerStatus } from "./games.js";
import type { PlayerEntry } from "./results-file/schema.js";
import { evolveRoundTimer, gameKeyOf, roundTimerOf } from "./tournament/decide-timer.js";
import {
  findGame,
  findPlayer,
  INITIAL_STATE,
  isOut,
  isStanding,
  locateGame,
  RECORDED_BLOCK_SIZE,
  type GameSlot,
  type TournamentState,
} from "./tournament/state.js";

export function evolve(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case "EventCreated":
      return { ...state, event: event.data.event, isImported: event.data.isImported === true };
    case "PlayerRegistered":
      return { ...state, players: [...state.players, event.data.player] };
    case "LatePlayerEntered":
      return {
        ...state,
        // R2: marked in the player's entry, so a results file of the event says it too.
        players: [...state.players, { ...event.data.player, lateEntry: true }],
        lateEntries: new Map(state.lateEntries).set(event.data.player.id, event.data.missedGames),
      };
    case "PlayerCheckedIn":
      return withStatus(state, event.data.playerId, "active");
    case "PlayerDropped":
      return withStatus(state, event.data.playerId, "dropped", event.data.reason);
    case "PlayerQuit":
      return withStatus(state, event.data.playerId, "quit");
    case "PlayerDisqualified":
      return withStatus(state, event.data.playerId, "disqualified", event.data.reason);
    case "PlayerReinstated":
      return withStatus(state, event.data.playerId, "active");
    case "PlayerRemoved":
      return withoutPlayer(state, event.data.playerId);
    case "PlayerCorrected":
      return withCorrectedPlayer(state, event.data.playerId, event.data.player);
    case "GamePaired": {
      const { pairing, round, game, system, isFinal, tables, byes, sittingOut, trace } = event.data;
      const slots = [
        ...tables.map((table) => toTableSlot(pairing, round, game, table)),
        ...byes.map((bye) => toByeSlot(pairing, round, game, isFinal, bye)),
      ];
      const gameIds = slots.map((slot) => slot.gameId);
      return {
        ...state,
        gameBlocks: slots.length === 0 ? state.gameBlocks : [...state.gameBlocks, slots],
        pairings: [...state.pairings, { pairing, round, game, system, isFinal, gameIds, sittingOut, trace }],
        nextGameId: Math.max(state.nextGameId, ...gameIds.map((id) => id + 1)),
        nextPairing: Math.max(state.nextPairing, pairing + 1),
      };
    }
    case "PlayersSwapped": {
      const [a, b] = event.data.players;
      const swap = (id: string): string => (id === a ? b : id === b ? a : id);
      const swapSeats = (slot: GameSlot): GameSlot => ({
        ...slot,
        record: {
          ...slot.record,
          players: slot.record.players.map((seat) => ({ ...seat, id: swap(seat.id) })),
        },
      });
      const [first, second] = event.data.gameIds;
      const once = updateGame(state, first, swapSeats);
      return first === second ? once : updateGame(once, second, swapSeats);
    }
    case "FinalSideChosen": {
      const { gameId, playerId, side } = event.data;
      return updateGame(state, gameId, (slot) => ({
        ...slot,
        record: {
          ...slot.record,
          players: slot.record.players.map((seat) => ({
            ...seat,
            side: seat.id === playerId ? side : otherSide(side),
          })),
        },
      }));
    }
    case "PairingUndone": {
      const removed = new Set(event.data.gameIds);
      return {
        ...state,
        gameBlocks: state.gameBlocks
          .map((block) =>
            block.some((slot) => removed.has(slot.gameId))
              ? block.filter((slot) => !removed.has(slot.gameId))
              : block,
          )
          .filter((block) => block.length > 0),
        pairings: state.pairings.filter((entry) => entry.pairing !== event.data.pairing),
      };
    }
    case "ResultReported": {
      const { gameId, result, reportedBy } = event.data;
      return withQuitOf(state, gameId, () =>
        updateGame(state, gameId, (slot) => {
          const { reportedBy: _old, disputedBy: _by, disputedResult: _their, ...rest } = slot;
          return {
            ...rest,
            record: { ...slot.record, result },
            ...(reportedBy !== undefined && { reportedBy }),
            acceptedBy: reportedBy === undefined ? [] : [reportedBy],
          };
        }),
      );
    }
    case "ResultAccepted":
      return withQuitOf(state, event.data.gameId, () =>
        updateGame(state, event.data.gameId, (slot) => ({
          ...slot,
          acceptedBy: [...slot.acceptedBy, event.data.playerId],
        })),
      );
    case "ResultDisputed": {
      const { gameId, playerId, result } = event.data;
      return updateGame(state, gameId, (slot) => ({
        ...slot,
        disputedBy: playerId,
        ...(result !== undefined && { disputedResult: result }),
      }));
    }
    case "ResultCorrected":
      // R6: a TD's correction stands at once; everything computed later follows from it.
      return withQuitOf(state, event.data.gameId, () =>
        updateGame(state, event.data.gameId, (slot) => {
          const { reportedBy: _old, disputedBy: _by, disputedResult: _their, ...rest } = slot;
          return { ...rest, record: { ...slot.record, result: event.data.result }, acceptedBy: [] };
        }),
      );
    case "GameRecorded": {
      const { gameId, record } = event.data;
      const slot: GameSlot = { gameId, isBye: record.result?.end === "bye", record, acceptedBy: [] };
      // Recorded games (import, K5) fill blocks of their own, so an import is not quadratic.
      const last = state.gameBlocks.at(-1);
      const isOpen =
        last !== undefined && last.length < RECORDED_BLOCK_SIZE && last.every((s) => s.pairing === undefined);
      const gameBlocks = isOpen
        ? [...state.gameBlocks.slice(0, -1), [...last, slot]]
        : [...state.gameBlocks, [slot]];
      return { ...state, gameBlocks, nextGameId: Math.max(state.nextGameId, gameId + 1) };
    }
    case "DeckListRecorded":
      return { ...state, deckLists: new Map(state.deckLists).set(event.data.playerId, event.data.deckList) };
    case "DeckCheckRecorded": {
      const { playerId, passed, failure, penalty, gameId, explanation } = event.data;
      const entry = {
        playerId,
        passed,
        ...(failure !== undefined && { failure }),
        penalty,
        ...(gameId !== undefined && { gameId }),
        explanation,
        afterPairing: state.pairings.length,
      };
      const next = { ...state, deckChecks: [...state.deckChecks, entry] };
      if (penalty !== "game" || gameId === undefined) return next;
      // S7 through docs/rules.md §6's `deckCheckFailure`: the rule profile rescores the game.
      return updateGame(next, gameId, (slot) => ({
        ...slot,
        record: { ...slot.record, deckCheckFailure: playerId },
      }));
    }
    case "EventSettingsChanged":
      return state.event ? { ...state, event: { ...state.event, ...event.data } } : state;
    case "EventFinished": {
      // The timer stops with the event: no screen counts down a game that will not be played.
      const { roundTimer: _stopped, ...rest } = state;
      return { ...rest, isFinished: true };
    }
    case "FinalConfrontationWaived":
      // F4: kept in the event's entry, so its results file says it too (event.finalWaivedBy).
      return state.event
        ? { ...state, event: { ...state.event, finalWaivedBy: event.data.playerId } }
        : state;
    case "TimerStarted":
    case "TimerPaused":
    case "TimerResumed":
    case "TimerAdjusted":
    case "TimerStopped":
    case "TableTimeExtended":
      return {
        ...state,
        roundTimer: evolveRoundTimer(
          roundTimerOf(state),
          { type: event.type, ...event.data } as Parameters<typeof evolveRoundTimer>[1],
          gameKeyOf(state),
        ),
      };
    default:
      return assertNever(event);
  }
}

/**
 * Folds a whole log (or its tail): the state any read model starts from. Equal to evolving one
 * event at a time, but a run of registrations (an imported results file brings one per player)
 * copies the players once, not once per player: 20,000 players are a few ms, not seconds.
 */
export function fold(
  events: Iterable<TournamentEvent>,
  state: TournamentState = INITIAL_STATE,
): TournamentState {
  let current = state;
  let registered: PlayerEntry[] = [];
  const addRegistered = (): void => {
    if (registered.length === 0) return;
    current = { ...current, players: [...current.players, ...registered] };
    registered = [];
  };
  for (const event of events) {
    if (event.type === "PlayerRegistered") {
      registered.push(event.data.player);
      continue;
    }
    addRegistered();
    current = evolve(current, event);
  }
  addRegistered();
  return current;
}

/** R2: a no-show removed before game 1 (decideRemove): no game, pairing or sit-out names him. */
function withoutPlayer(state: TournamentState, playerId: string): TournamentState {
  const deckLists = new Map(state.deckLists);
  deckLists.delete(playerId);
  const lateEntries = new Map(state.lateEntries);
  lateEntries.delete(playerId);
  const outSince = new Map(state.outSince);
  outSince.delete(playerId);
  return {
    ...state,
    players: state.players.filter((player) => player.id !== playerId),
    deckLists,
    lateEntries,
    outSince,
    deckChecks: state.deckChecks.filter((check) => check.playerId !== playerId),
  };
}

/** R1: the corrected entry in the same place; a new ID (only before game 1) renames his keys. */
function withCorrectedPlayer(state: TournamentState, playerId: string, player: PlayerEntry): TournamentState {
  const players = state.players.map((entry) => (entry.id === playerId ? player : entry));
  if (player.id === playerId) return { ...state, players };
  const renamed = <V>(map: ReadonlyMap<string, V>): Map<string, V> =>
    new Map([...map].map(([key, value]) => [key === playerId ? player.id : key, value]));
  return {
    ...state,
    players,
    deckLists: renamed(state.deckLists),
    lateEntries: renamed(state.lateEntries),
    outSince: renamed(state.outSince),
    deckChecks: state.deckChecks.map((check) =>
      check.playerId === playerId ? { ...check, playerId: player.id } : check,
    ),
  };
}

function withStatus(
  state: TournamentState,
  playerId: string,
  status: PlayerStatus,
  reason?: string,
): TournamentState {
  const players = state.players.map((player): PlayerEntry => {
    if (player.id !== playerId) return player;
    // The results file's field order (an exported file imports and exports again unchanged).
    const { statusReason: _old, lateEntry, ...rest } = player;
    return {
      ...rest,
      status,
      ...(reason !== undefined && reason !== "" && { statusReason: reason }),
      ...(lateEntry !== undefined && { lateEntry }),
    };
  });
  const outSince = new Map(state.outSince);
  if (status === "active" || status === "registered") outSince.delete(playerId);
  else if (!outSince.has(playerId)) outSince.set(playerId, state.pairings.length);
  return { ...state, players, outSince };
}

/** The player a game's standing result says quit (S6), if any. */
function standingQuitterOf(slot: GameSlot | undefined): string | undefined {
  const result = slot?.record.result;
  if (!slot || !isStanding(slot) || result?.end !== "quit") return undefined;
  return typeof result.quitter === "string" ? result.quitter : undefined;
}

/**
 * S6/R2: a quit reported as a result (the console's and the phone's "quit" ending) takes the
 * quitter out once it stands, as the QuitPlayer command does; a correction that takes the quit
 * back puts him in again (he played that game, so "active"). Recorded in the status, so a later
 * reinstatement is the later word (players/player-status.ts).
 */
function withQuitOf(state: TournamentState, gameId: number, change: () => TournamentState): TournamentState {
  const before = standingQuitterOf(findGame(state, gameId));
  const next = change();
  const after = standingQuitterOf(findGame(next, gameId));
  if (before === after) return next;
  let result = next;
  if (before !== undefined && findPlayer(result, before)?.status === "quit")
    result = withStatus(result, before, "active");
  const quitter = after === undefined ? undefined : findPlayer(result, after);
  if (quitter && !isOut(quitter)) result = withStatus(result, quitter.id, "quit");
  return result;
}

function updateGame(
  state: TournamentState,
  gameId: number,
  change: (slot: GameSlot) => GameSlot,
): TournamentState {
  const at = locateGame(state, gameId);
  if (!at) return state;
  const [blockIndex, index] = at;
  const block = state.gameBlocks[blockIndex]!.slice();
  block[index] = change(block[index]!);
  const gameBlocks = state.gameBlocks.slice();
  gameBlocks[blockIndex] = block;
  return { ...state, gameBlocks };
}

function toTableSlot(pairing: number, round: number, game: number, table: PairedTable): GameSlot {
  const record: GameFields = {
    round,
    game,
    table: table.table,
    ...(table.stage !== "swiss" && { stage: table.stage }),
    players: table.players,
    ...(table.set !== undefined && { set: table.set }),
  };
  return { gameId: table.gameId, pairing, isBye: false, record, acceptedBy: [] };
}

/** S5/P4: a bye is a game of one player whose result is in from the start. */
function toByeSlot(pairing: number, round: number, game: number, isFinal: boolean, bye: PairedBye): GameSlot {
  const record: GameFields = {
    round,
    game,
    ...(isFinal && { stage: "final" as const }),
    players: [bye.player],
    result: { end: "bye" },
  };
  return { gameId: bye.gameId, pairing, isBye: true, record, acceptedBy: [] };
}
