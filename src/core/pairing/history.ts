// What pairing needs to know about the past, derived from the scored games (DESIGN.md: one
// source of truth — opponents and byes received are computed, never stored).
import { assertNever } from "../errors.js";
import type { Side } from "../games.js";
import type { ScoredRecord } from "../results-file/score-event.js";
import type { PlayerEntry } from "../results-file/schema.js";

/** Bits of `PlayerHistory.met`: the side THIS player had when he met that opponent. */
export const MET_AS_DARK = 1;
export const MET_AS_LIGHT = 2;
export const MET_WITHOUT_SIDES = 4;

export type OutReason = "dropped" | "quit" | "disqualified";

export interface PlayerHistory {
  readonly id: string;
  /** Position in the file's `players` list (registration order). */
  readonly index: number;
  byes: number;
  /** Cumulative Swiss VP and diff: only used to order players before standings exist. */
  vp: number;
  diff: number;
  swissGames: number;
  /**
   * Opponents met, and beside each (same position) the MET_* bits of the sides. Small parallel
   * arrays (at most one entry per game played) are faster to build and scan than a Map per player.
   */
  readonly opponents: string[];
  readonly meetings: number[];
  /** D1: the first allegiance recorded for him (a bye may record one too). */
  firstSide?: Side;
  /** R2/S6: no further pairings. */
  out?: OutReason;
}

export interface GameKey {
  readonly round: number;
  readonly game: number;
}

export interface EventHistory {
  readonly players: ReadonlyMap<string, PlayerHistory>;
  /** Every registered player, in registration order. */
  readonly ids: readonly string[];
  /** The last Swiss game played (highest round, then game), if any. */
  readonly lastSwiss?: GameKey;
  /** Swiss games by `keyOf(round, game)`. */
  readonly swissGames: ReadonlyMap<number, readonly ScoredRecord[]>;
  /** Final Confrontation / top-cut games (stage `final`), in file order. */
  readonly finals: readonly ScoredRecord[];
}

/** A numeric key for (round, game): number keys hash faster than strings. Games stay below 1,024. */
export function keyOf(round: number, game: number): number {
  return round * 1024 + game;
}

/** The MET_* bits of `a`'s meetings with `b`; 0 if they never met. */
export function meetingBits(history: EventHistory, a: string, b: string): number {
  const player = history.players.get(a);
  if (!player) return 0;
  const at = player.opponents.indexOf(b);
  return at < 0 ? 0 : player.meetings[at]!;
}

export function sideBit(side: Side | undefined): number {
  if (side === undefined) return MET_WITHOUT_SIDES;
  return side === "dark" ? MET_AS_DARK : MET_AS_LIGHT;
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
  return history.players.get(id)?.byes ?? 0;
}

/** Players still in the event (R2: not dropped, quit or disqualified), in registration order. */
export function activeIds(history: EventHistory): string[] {
  return history.ids.filter((id) => history.players.get(id)?.out === undefined);
}

function statusOut(player: PlayerEntry): OutReason | undefined {
  switch (player.status) {
    case "dropped":
    case "quit":
    case "disqualified":
      return player.status;
    case "registered":
    case "active":
    case undefined:
      // Decision: "registered" counts as playing — a results file lists the event's players;
      // a late entry (R2) is simply a player with no games yet.
      return undefined;
    default:
      return assertNever(player.status);
  }
}

export function computeHistory(players: readonly PlayerEntry[], games: readonly ScoredRecord[]): EventHistory {
  const map = new Map<string, PlayerHistory>();
  players.forEach((player, index) => {
    const out = statusOut(player);
    map.set(player.id, { id: player.id, index, byes: 0, vp: 0, diff: 0, swissGames: 0, opponents: [], meetings: [], ...(out && { out }) });
  });
  const swissGames = new Map<number, ScoredRecord[]>();
  const finals: ScoredRecord[] = [];
  let lastSwiss: GameKey | undefined;
  for (const game of games) {
    const { record, scored } = game;
    if (scored.quitter !== undefined) {
      // S6: a player who quits is not paired again.
      const quitter = map.get(scored.quitter);
      if (quitter && quitter.out === undefined) quitter.out = "quit";
    }
    const seats = record.players;
    const first = map.get(seats[0]!.id);
    const second = seats.length > 1 ? map.get(seats[1]!.id) : undefined;
    if (first && first.firstSide === undefined && seats[0]!.side !== undefined) first.firstSide = seats[0]!.side;
    if (second && second.firstSide === undefined && seats[1]!.side !== undefined) second.firstSide = seats[1]!.side;
    if ((record.stage ?? "swiss") !== "swiss") {
      if (record.stage === "final") finals.push(game);
      continue;
    }
    const key = keyOf(record.round, record.game);
    const list = swissGames.get(key);
    if (list) list.push(game);
    else swissGames.set(key, [game]);
    if (!lastSwiss || record.round > lastSwiss.round || (record.round === lastSwiss.round && record.game > lastSwiss.game)) {
      lastSwiss = { round: record.round, game: record.game };
    }
    for (const entry of scored.score) {
      const player = entry.id === first?.id ? first : entry.id === second?.id ? second : map.get(entry.id);
      if (!player) continue;
      player.vp += entry.vp;
      player.diff += entry.diff;
      player.swissGames += 1;
    }
    if (scored.outcome === "bye" || scored.outcome === "earned-bye") {
      // P4/A6 count byes given by pairing; an earned bye is one too (SPEC §6).
      for (const seat of seats) {
        const player = seat.id === first?.id ? first : map.get(seat.id);
        if (player) player.byes += 1;
      }
      continue;
    }
    if (seats.length !== 2 || !first || !second) continue;
    addMeeting(first, second.id, seats[0]!.side);
    addMeeting(second, first.id, seats[1]!.side);
  }
  return { players: map, ids: players.map((p) => p.id), swissGames, finals, ...(lastSwiss && { lastSwiss }) };
}

function addMeeting(player: PlayerHistory, opponent: string, side: Side | undefined): void {
  const at = player.opponents.indexOf(opponent);
  if (at < 0) {
    player.opponents.push(opponent);
    player.meetings.push(sideBit(side));
  } else {
    player.meetings[at] = player.meetings[at]! | sideBit(side);
  }
}
