// What pairing needs to know about the past, derived from the scored games (docs/architecture.md: one
// source of truth — opponents and byes received are computed, never stored). Read from the event
// index (src/core/event-index), where every Swiss game is already a few numbers keyed by player
// number: a history costs O(players + meetings) passes over typed arrays, not a pass over the
// scored games (docs/performance.md targets).
import {
  cumulativeScores,
  extendEventIndex,
  keyOf,
  makeEventIndex,
  MET_AS_DARK,
  MET_AS_LIGHT,
  MET_WITHOUT_SIDES,
  sideBit,
  sideOfCode,
  swissGamesAt,
  type EventIndex,
} from "../event-index/event-index.js";
import { eventIndexOf } from "../event-index/index-of.js";
import type { Side } from "../games.js";
import type { ScoredEvent, ScoredRecord } from "../scored-event/score-event.js";
import type { PlayerEntry } from "../results-file/schema.js";
import { isOutStatus, playerStatus, type OutStatus } from "../players/player-status.js";

export { keyOf, MET_AS_DARK, MET_AS_LIGHT, MET_WITHOUT_SIDES, sideBit };

export type OutReason = OutStatus;

/** One player's history, as an object: a view for callers outside pairing and for tests. */
export interface PlayerHistory {
  readonly id: string;
  /** Position in the file's `players` list (registration order). */
  readonly index: number;
  readonly byes: number;
  /** Cumulative Swiss VP and diff: only used to order players before standings exist. */
  readonly vp: number;
  readonly diff: number;
  readonly swissGames: number;
  /** Opponents met, and beside each (same position) the MET_* bits of the sides he had. */
  readonly opponents: readonly string[];
  readonly meetings: readonly number[];
  /** D1: the first allegiance recorded for him (a bye may record one too). */
  readonly firstSide?: Side;
  /** R2/S6: no further pairings. */
  readonly out?: OutReason;
}

export interface GameKey {
  readonly round: number;
  readonly game: number;
}

/** The facts a history is made of, by player number (position in `ids`). */
export interface HistoryParts {
  readonly ids: readonly string[];
  /** Position of every id in `ids`, if already known (the event index has it). */
  readonly indexOf?: ReadonlyMap<string, number>;
  readonly byes: ArrayLike<number>;
  readonly vp: ArrayLike<number>;
  readonly diff: ArrayLike<number>;
  readonly swissGames: ArrayLike<number>;
  readonly firstSide: readonly (Side | undefined)[];
  readonly out: readonly (OutReason | undefined)[];
  /** Directed meetings (player met opponent with these MET_* bits), `count` of them. */
  readonly meetings: {
    readonly player: ArrayLike<number>;
    readonly opponent: ArrayLike<number>;
    readonly bits: ArrayLike<number>;
    readonly count: number;
  };
  readonly lastSwiss?: GameKey;
  readonly finals: readonly ScoredRecord[];
  readonly gamesAt: (key: number) => readonly ScoredRecord[];
}

export interface EventHistory {
  /** Every registered player, in registration order; a player's number is his position here. */
  readonly ids: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  readonly byes: ArrayLike<number>;
  readonly vp: ArrayLike<number>;
  readonly diff: ArrayLike<number>;
  /** How many Swiss score lines each player has (0: no game yet). */
  readonly swissGames: ArrayLike<number>;
  readonly firstSide: readonly (Side | undefined)[];
  readonly out: readonly (OutReason | undefined)[];
  /** Player i's meetings are meetOpponent/meetBits[meetStart[i] .. meetStart[i + 1] - 1]. */
  readonly meetStart: Int32Array;
  readonly meetOpponent: Int32Array;
  readonly meetBits: Int32Array;
  /** The last Swiss game played (highest round, then game), if any. */
  readonly lastSwiss?: GameKey;
  /** Final Confrontation / top-cut games (stage `final`), in file order. */
  readonly finals: readonly ScoredRecord[];
  /** The Swiss games of one `keyOf(round, game)`, in file order. */
  gamesAt(key: number): readonly ScoredRecord[];
  /** Every player as an object (built on first use; pairing itself reads the arrays above). */
  readonly players: ReadonlyMap<string, PlayerHistory>;
}

/** The MET_* bits of player number `a`'s meetings with `b`; 0 if they never met. */
export function meetingBitsOf(history: EventHistory, a: number, b: number): number {
  let bits = 0;
  for (let m = history.meetStart[a]!; m < history.meetStart[a + 1]!; m++)
    if (history.meetOpponent[m] === b) bits |= history.meetBits[m]!;
  return bits;
}

/** The MET_* bits of `a`'s meetings with `b`; 0 if they never met. */
export function meetingBits(history: EventHistory, a: string, b: string): number {
  const i = history.indexOf.get(a);
  const j = history.indexOf.get(b);
  return i === undefined || j === undefined ? 0 : meetingBitsOf(history, i, j);
}

/** P3/D1: have these two played each other at all? */
export function hasMet(history: EventHistory, a: string, b: string): boolean {
  return meetingBits(history, a, b) !== 0;
}

/** A4/A5: have they met with `a` on `sideOfA` (and so `b` on the other side)? */
export function hasMetWithSides(history: EventHistory, a: string, b: string, sideOfA: Side): boolean {
  return (meetingBits(history, a, b) & sideBit(sideOfA)) !== 0;
}

export function byesOf(history: EventHistory, id: string): number {
  const i = history.indexOf.get(id);
  return i === undefined ? 0 : history.byes[i]!;
}

/** R2: dropped, quit or disqualified (an unknown id counts as out). */
export function isOut(history: EventHistory, id: string): boolean {
  const i = history.indexOf.get(id);
  return i === undefined || history.out[i] !== undefined;
}

export function firstSideOf(history: EventHistory, id: string): Side | undefined {
  const i = history.indexOf.get(id);
  return i === undefined ? undefined : history.firstSide[i];
}

/** Players still in the event (R2: not dropped, quit or disqualified), in registration order. */
export function activeIds(history: EventHistory): string[] {
  return history.ids.filter((_, i) => history.out[i] === undefined);
}

/**
 * R2/S6 through the one rule (players/player-status.ts). Decision: "registered" counts as
 * playing — a results file lists the event's players; a late entry (R2) is simply a player with
 * no games yet.
 */
function statusOut(player: PlayerEntry, hasQuitAGame: boolean): OutReason | undefined {
  const status = playerStatus(player, hasQuitAGame);
  return isOutStatus(status) ? status : undefined;
}

/** The event's history, read from its (remembered) event index. */
export function historyOfEvent(event: ScoredEvent): EventHistory {
  return toHistory(eventIndexOf(event), event.file.players, event.games);
}

/** The history of `games` (scored, in file order) among `players`, indexed from scratch. */
export function computeHistory(
  players: readonly PlayerEntry[],
  games: readonly ScoredRecord[],
): EventHistory {
  return toHistory(extendEventIndex(makeEventIndex(players), games), players, games);
}

function toHistory(
  index: EventIndex,
  players: readonly PlayerEntry[],
  games: readonly ScoredRecord[],
): EventHistory {
  const n = index.ids.length;
  const { vp, diff, swissGames } = cumulativeScores(index);
  const { byes: byeLog, sides, quits, meetings } = index;
  const byes = new Int32Array(n);
  const byePlayer = byeLog.column(0);
  for (let b = 0; b < byeLog.length; b++) byes[byePlayer[b]!]!++;
  const firstSide: (Side | undefined)[] = new Array<Side | undefined>(n).fill(undefined);
  const sidePlayer = sides.column(0);
  const sideValue = sides.column(1);
  for (let s = 0; s < sides.length; s++) {
    const i = sidePlayer[s]!;
    if (firstSide[i] === undefined) firstSide[i] = sideOfCode(sideValue[s]!);
  }
  // S6: a player who quits is not paired again (unless the file records a later status).
  const hasQuit = new Uint8Array(n);
  const quitter = quits.column(0);
  for (let q = 0; q < quits.length; q++) hasQuit[quitter[q]!] = 1;
  const out = players.map((player, i) => statusOut(player, hasQuit[i] === 1));
  const key = index.lastSwissKey;
  return toEventHistory({
    ids: index.ids,
    indexOf: index.indexOf,
    byes,
    vp,
    diff,
    swissGames,
    firstSide,
    out,
    meetings: {
      player: meetings.column(0),
      opponent: meetings.column(1),
      bits: meetings.column(2),
      count: meetings.length,
    },
    ...(key >= 0 && { lastSwiss: { round: Math.floor(key / 1024), game: key % 1024 } }),
    finals: index.others.map((position) => games[position]!).filter((game) => game.record.stage === "final"),
    gamesAt: (at) => swissGamesAt(index, games, at),
  });
}

/** Builds a history from its parts: each player's meetings gathered in order (a counting sort). */
export function toEventHistory(parts: HistoryParts): EventHistory {
  const n = parts.ids.length;
  const { player, opponent, bits, count } = parts.meetings;
  const meetStart = new Int32Array(n + 1);
  for (let m = 0; m < count; m++) meetStart[player[m]! + 1]!++;
  for (let i = 0; i < n; i++) meetStart[i + 1]! += meetStart[i]!;
  const meetOpponent = new Int32Array(count);
  const meetBits = new Int32Array(count);
  const cursor = meetStart.slice(0, n);
  for (let m = 0; m < count; m++) {
    const slot = cursor[player[m]!]!++;
    meetOpponent[slot] = opponent[m]!;
    meetBits[slot] = bits[m]!;
  }
  const indexOf = parts.indexOf ?? new Map(parts.ids.map((id, i) => [id, i]));
  const gamesByKey = new Map<number, readonly ScoredRecord[]>();
  let players: Map<string, PlayerHistory> | undefined;
  const history: EventHistory = {
    ids: parts.ids,
    indexOf,
    byes: parts.byes,
    vp: parts.vp,
    diff: parts.diff,
    swissGames: parts.swissGames,
    firstSide: parts.firstSide,
    out: parts.out,
    meetStart,
    meetOpponent,
    meetBits,
    ...(parts.lastSwiss && { lastSwiss: parts.lastSwiss }),
    finals: parts.finals,
    gamesAt(key) {
      let games = gamesByKey.get(key);
      if (!games) {
        games = parts.gamesAt(key);
        gamesByKey.set(key, games);
      }
      return games;
    },
    get players() {
      players ??= new Map(parts.ids.map((id, i) => [id, toPlayerHistory(history, parts, i)]));
      return players;
    },
  };
  return history;
}

function toPlayerHistory(history: EventHistory, parts: HistoryParts, i: number): PlayerHistory {
  const opponents: string[] = [];
  const meetings: number[] = [];
  for (let m = history.meetStart[i]!; m < history.meetStart[i + 1]!; m++) {
    const id = parts.ids[history.meetOpponent[m]!]!;
    const at = opponents.indexOf(id);
    if (at < 0) {
      opponents.push(id);
      meetings.push(history.meetBits[m]!);
    } else meetings[at]! |= history.meetBits[m]!;
  }
  const firstSide = parts.firstSide[i];
  const out = parts.out[i];
  return {
    id: parts.ids[i]!,
    index: i,
    byes: parts.byes[i]!,
    vp: parts.vp[i]!,
    diff: parts.diff[i]!,
    swissGames: parts.swissGames[i]!,
    opponents,
    meetings,
    ...(firstSide && { firstSide }),
    ...(out && { out }),
  };
}
