// The event index (docs/performance.md "How cost grows"): what standings (§3) and pairing (§2) read about the past, kept as
// append-only numeric columns keyed by player number, so that it is built once per scored event
// and extended with each new result instead of being re-derived from every scored game.
// Pure and deterministic: a value derived from the scored games, never a second source of truth.
import type { ScoredRecord } from "../scored-event/types.js";
import type { PlayerEntry } from "../results-file/schema.js";
import { isByeReceived, resultOf } from "../rules/shared/player-result.js";
import { AppendLog } from "./append-log.js";

/** An opponent number meaning "no opponent": the game was a bye. */
export const BYE = -1;

/** `entries` flags. */
export const ENTRY_WIN = 1;
export const ENTRY_LOSS = 2;
/** A Swiss game with a single score line (a bye or earned bye). */
export const ENTRY_ALONE = 4;

/** `sides` values. */
export const SIDE_DARK = 1;
export const SIDE_LIGHT = 2;

/** A numeric key for (round, game): number keys hash faster than strings. Games stay below 1,024. */
export function keyOf(round: number, game: number): number {
  return round * 1024 + game;
}

export interface EventIndex {
  /** Players in file order; a player's number is his position here. */
  readonly ids: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  /** How many of the event's scored games (a prefix of `event.games`) are indexed. */
  readonly games: number;
  /** One row per score line of a Swiss game, in file order: player, opponent (BYE), vp, diff, flags. */
  readonly entries: AppendLog;
  /** Two rows per two-player Swiss game that is not a bye: player, opponent, the player's side bits. */
  readonly meetings: AppendLog;
  /** One row per seat of a Swiss bye or earned bye (P4/A6 count them): player. */
  readonly byes: AppendLog;
  /** One row per seat that recorded a side, every stage, in file order: player, SIDE_*. */
  readonly sides: AppendLog;
  /** S6: one row per quitter, every stage: player. */
  readonly quits: AppendLog;
  /** One row per scored game: keyOf(round, game) for a Swiss game, -1 otherwise. */
  readonly keys: AppendLog;
  /** Positions in `event.games` of the games that are not Swiss: tiebreakers, finals (few). */
  readonly others: readonly number[];
  /** The highest Swiss (round, game) key, -1 before the first Swiss game. */
  readonly lastSwissKey: number;
}

/** Bits of a meeting: the side THIS player had when he met that opponent. */
export const MET_AS_DARK = 1;
export const MET_AS_LIGHT = 2;
export const MET_WITHOUT_SIDES = 4;

/** The bit of a meeting for the side a player had (MET_WITHOUT_SIDES when none was recorded). */
export function sideBit(side: string | undefined): number {
  if (side === undefined) return MET_WITHOUT_SIDES;
  return side === "dark" ? MET_AS_DARK : MET_AS_LIGHT;
}

/** A `sides` row's value back to the side. */
export function sideOfCode(code: number): "dark" | "light" {
  return code === SIDE_DARK ? "dark" : "light";
}

/**
 * S8: each player's cumulative score — the sums of his VP and diff over his Swiss score lines —
 * and how many Swiss score lines he has. The one place standings (§3) and pairing (§2) add them up.
 */
export function cumulativeScores(index: EventIndex): {
  readonly vp: Float64Array;
  readonly diff: Float64Array;
  readonly swissGames: Int32Array;
} {
  const n = index.ids.length;
  const vp = new Float64Array(n);
  const diff = new Float64Array(n);
  const swissGames = new Int32Array(n);
  const { entries } = index;
  const player = entries.column(0);
  const entryVp = entries.column(2);
  const entryDiff = entries.column(3);
  for (let e = 0; e < entries.length; e++) {
    const i = player[e]!;
    vp[i]! += entryVp[e]!;
    diff[i]! += entryDiff[e]!;
    swissGames[i]!++;
  }
  return { vp, diff, swissGames };
}

export function makeEventIndex(players: readonly PlayerEntry[]): EventIndex {
  const ids = players.map((player) => player.id);
  // Filled in a loop: no [id, number] pair per player to hand to the Map.
  const indexOf = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) indexOf.set(ids[i]!, i);
  return {
    ids,
    indexOf,
    games: 0,
    entries: AppendLog.empty(["int", "int", "float", "float", "int"]),
    meetings: AppendLog.empty(["int", "int", "int"]),
    byes: AppendLog.empty(["int"]),
    sides: AppendLog.empty(["int", "int"]),
    quits: AppendLog.empty(["int"]),
    keys: AppendLog.empty(["int"]),
    others: [],
    lastSwissKey: -1,
  };
}

/**
 * The index of the event with `games` appended (they must be the next games of the event, in
 * file order). O(new games); the earlier rows are shared, never copied (append-log.ts).
 */
export function extendEventIndex(index: EventIndex, games: readonly ScoredRecord[]): EventIndex {
  const { indexOf } = index;
  const entries = index.entries.writer();
  const meetings = index.meetings.writer();
  const byes = index.byes.writer();
  const sides = index.sides.writer();
  const quits = index.quits.writer();
  const keys = index.keys.writer();
  let others: number[] | undefined;
  let lastSwissKey = index.lastSwissKey;
  // Plain loops over the games and their seats, without a closure or an array per game: a
  // one-shot command indexes a 65,000-game file once, mostly before the JIT has compiled this.
  for (let g = 0; g < games.length; g++) {
    const position = index.games + g;
    const { record, scored } = games[g]!;
    if (scored.quitter !== undefined) {
      const quitter = indexOf.get(scored.quitter);
      if (quitter !== undefined) quits.push(quitter);
    }
    const seats = record.players;
    const first = seats.length > 0 ? (indexOf.get(seats[0]!.id) ?? -1) : -1;
    const second = seats.length > 1 ? (indexOf.get(seats[1]!.id) ?? -1) : -1;
    // D1: the allegiance recorded in the first two seats (a bye records one too).
    for (let k = 0; k < Math.min(2, seats.length); k++) {
      const side = seats[k]!.side;
      const seat = k === 0 ? first : second;
      if (side !== undefined && seat >= 0) sides.push(seat, side === "dark" ? SIDE_DARK : SIDE_LIGHT);
    }
    if ((record.stage ?? "swiss") !== "swiss") {
      keys.push(-1);
      (others ??= [...index.others]).push(position);
      continue;
    }
    const key = keyOf(record.round, record.game);
    keys.push(key);
    lastSwissKey = Math.max(lastSwissKey, key);
    const { score } = scored;
    // Two-player games here (On the Edge has its own standings); a lone score line is a bye.
    const isAlone = score.length === 1;
    const firstEntry = score.length > 0 ? (indexOf.get(score[0]!.id) ?? -1) : -1;
    const secondEntry = score.length > 1 ? (indexOf.get(score[1]!.id) ?? -1) : -1;
    for (let k = 0; k < score.length; k++) {
      const entry = score[k]!;
      const player = k === 0 ? firstEntry : k === 1 ? secondEntry : (indexOf.get(entry.id) ?? -1);
      if (player < 0) continue;
      // K6: one function says win, loss or tie (a bye turned into a loss by S7 is a loss).
      const result = resultOf(scored, entry.id);
      const flags =
        (result === "win" ? ENTRY_WIN : result === "loss" ? ENTRY_LOSS : 0) | (isAlone ? ENTRY_ALONE : 0);
      const opponent = isAlone ? BYE : k === 0 ? secondEntry : firstEntry;
      entries.push(player, opponent, entry.vp, entry.diff, flags);
    }
    if (isByeReceived(scored)) {
      // P4/A6 count byes given by pairing; an earned bye is one too (docs/rules.md §6), and so is a bye a
      // failed deck check turned into a loss (S7): he received it all the same.
      for (let k = 0; k < seats.length; k++) {
        const player = k === 0 ? first : k === 1 ? second : (indexOf.get(seats[k]!.id) ?? -1);
        if (player >= 0) byes.push(player);
      }
      continue;
    }
    if (seats.length !== 2 || first < 0 || second < 0) continue;
    meetings.push(first, second, sideBit(seats[0]!.side));
    meetings.push(second, first, sideBit(seats[1]!.side));
  }
  return {
    ids: index.ids,
    indexOf,
    games: index.games + games.length,
    entries: entries.done(),
    meetings: meetings.done(),
    byes: byes.done(),
    sides: sides.done(),
    quits: quits.done(),
    keys: keys.done(),
    others: others ?? index.others,
    lastSwissKey,
  };
}

/** The Swiss games at one (round, game) key, in file order. */
export function swissGamesAt(index: EventIndex, games: readonly ScoredRecord[], key: number): ScoredRecord[] {
  const column = index.keys.column(0);
  const found: ScoredRecord[] = [];
  for (let g = 0; g < index.keys.length; g++) if (column[g] === key) found.push(games[g]!);
  return found;
}
