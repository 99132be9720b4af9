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
  /** Opponent id → MET_* bits. */
  readonly met: Map<string, number>;
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
  /** Swiss games by `round:game`. */
  readonly swissGames: ReadonlyMap<string, readonly ScoredRecord[]>;
  /** Final Confrontation / top-cut games (stage `final`), in file order. */
  readonly finals: readonly ScoredRecord[];
}

export function keyOf(round: number, game: number): string {
  return `${round}:${game}`;
}

export function sideBit(side: Side | undefined): number {
  if (side === undefined) return MET_WITHOUT_SIDES;
  return side === "dark" ? MET_AS_DARK : MET_AS_LIGHT;
}

/** P3/D1: have these two played each other at all? */
export function hasMet(history: EventHistory, a: string, b: string): boolean {
  return history.players.get(a)?.met.has(b) ?? false;
}

/** A4/A5: have they met with `a` on `sideOfA` (and so `b` on the other side)? */
export function hasMetWithSides(history: EventHistory, a: string, b: string, sideOfA: Side): boolean {
  return ((history.players.get(a)?.met.get(b) ?? 0) & sideBit(sideOfA)) !== 0;
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

function isSwiss(record: ScoredRecord): boolean {
  return (record.record.stage ?? "swiss") === "swiss";
}

export function computeHistory(players: readonly PlayerEntry[], games: readonly ScoredRecord[]): EventHistory {
  const map = new Map<string, PlayerHistory>();
  players.forEach((player, index) => {
    const out = statusOut(player);
    map.set(player.id, { id: player.id, index, byes: 0, vp: 0, diff: 0, swissGames: 0, met: new Map(), ...(out && { out }) });
  });
  const swissGames = new Map<string, ScoredRecord[]>();
  const finals: ScoredRecord[] = [];
  let lastSwiss: GameKey | undefined;
  for (const game of games) {
    const { record, scored } = game;
    if (scored.quitter !== undefined) {
      // S6: a player who quits is not paired again.
      const quitter = map.get(scored.quitter);
      if (quitter && quitter.out === undefined) quitter.out = "quit";
    }
    for (const seat of record.players) {
      const player = map.get(seat.id);
      if (player && player.firstSide === undefined && seat.side !== undefined) player.firstSide = seat.side;
    }
    if (!isSwiss(game)) {
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
      const player = map.get(entry.id);
      if (!player) continue;
      player.vp += entry.vp;
      player.diff += entry.diff;
      player.swissGames += 1;
    }
    if (scored.outcome === "bye" || scored.outcome === "earned-bye") {
      // P4/A6 count byes given by pairing; an earned bye is one too (SPEC §6).
      for (const seat of record.players) {
        const player = map.get(seat.id);
        if (player) player.byes += 1;
      }
      continue;
    }
    if (record.players.length !== 2) continue;
    const [first, second] = record.players as [(typeof record.players)[0], (typeof record.players)[0]];
    addMeeting(map, first.id, second.id, first.side);
    addMeeting(map, second.id, first.id, second.side);
  }
  return { players: map, ids: players.map((p) => p.id), swissGames, finals, ...(lastSwiss && { lastSwiss }) };
}

function addMeeting(map: Map<string, PlayerHistory>, id: string, opponent: string, side: Side | undefined): void {
  const player = map.get(id);
  if (!player) return;
  player.met.set(opponent, (player.met.get(opponent) ?? 0) | sideBit(side));
}
