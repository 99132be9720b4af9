// Builds results files for the pairing tests and the bench: real files, scored by the real
// profiles, so the tests exercise the same path as `handsdown pair`.
import type { SealedFormatId } from "../event-rules/sealed-formats.js";
import type { EventType, GameName, PlayerStatus, ProfileName, Side } from "../games.js";
import type { Random } from "../random.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import { computeHistory, MET_WITHOUT_SIDES, toEventHistory, type EventHistory } from "./history.js";
import type { NextPairing } from "./types.js";

export interface EventSpec {
  readonly game?: GameName;
  readonly type?: EventType;
  readonly rules?: ProfileName;
  readonly seed?: string;
  readonly fewestRematches?: boolean;
  /** R12: the SW-PC sealed format kept in the event's options (Secret Squirrel: D2, no sides). */
  readonly format?: SealedFormatId;
  readonly status?: Readonly<Record<string, PlayerStatus>>;
  /** R2: the players the file marks `"lateEntry": true`. */
  readonly lateEntries?: readonly string[];
}

export function makeFile(
  players: readonly string[],
  games: readonly GameRecord[],
  spec: EventSpec = {},
): ResultsFile {
  return {
    format: "handsdown-results",
    version: 1,
    event: {
      name: "Pairing test",
      date: "2026-01-01",
      game: spec.game ?? "swccg",
      ...(spec.rules && { rules: spec.rules }),
      ...(spec.type && { type: spec.type }),
      seed: spec.seed ?? "pairing-test",
      ...((spec.fewestRematches !== undefined || spec.format !== undefined) && {
        options: {
          ...(spec.fewestRematches !== undefined && { fewestRematches: spec.fewestRematches }),
          ...(spec.format !== undefined && { format: spec.format }),
        },
      }),
    },
    players: players.map((id) => ({
      id,
      name: id,
      ...(spec.status?.[id] && { status: spec.status[id] }),
      ...(spec.lateEntries?.includes(id) && { lateEntry: true }),
    })),
    games: [...games],
  };
}

export interface Seat {
  readonly id: string;
  readonly side?: Side;
}

const seat = (s: string | Seat): Seat => (typeof s === "string" ? { id: s } : s);

/** A full win of `winner` over `loser` in the file's game (Star Wars life force / Star Trek points). */
export function win(
  game: GameName,
  round: number,
  number: number,
  winner: string | Seat,
  loser: string | Seat,
  table?: number,
): GameRecord {
  const w = seat(winner);
  const l = seat(loser);
  const result =
    game === "stccg1e" || game === "stccg2e"
      ? { end: "full", points: { [w.id]: 100, [l.id]: 40 } }
      : game === "yj"
        ? { end: "full", winner: w.id, drawDeck: 10 }
        : { end: "full", winner: w.id, lifeForce: 10 };
  return { round, game: number, ...(table !== undefined && { table }), players: [w, l], result };
}

export function bye(round: number, number: number, id: string | Seat): GameRecord {
  return { round, game: number, players: [seat(id)], result: { end: "bye" } };
}

export function quit(
  round: number,
  number: number,
  winner: string | Seat,
  quitter: string | Seat,
): GameRecord {
  const w = seat(winner);
  const q = seat(quitter);
  return { round, game: number, players: [w, q], result: { end: "quit", quitter: q.id, differential: 20 } };
}

export function scored(file: ResultsFile): ScoredEvent {
  const result = scoreEvent(file);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message} (${result.error.rule})`);
  return result.value;
}

export function historyOf(file: ResultsFile): EventHistory {
  const event = scored(file);
  return computeHistory(event.file.players, event.games);
}

/** The games a pairing produces, each won by a random player (byes as byes): for simulations. */
export function playOut(file: ResultsFile, pairing: NextPairing, random: Random): GameRecord[] {
  const games: GameRecord[] = [];
  for (const table of pairing.pairings) {
    const [a, b] = table.players;
    if (!a || !b) continue;
    const [w, l] = random.coin() ? [a, b] : [b, a];
    games.push(
      withStage(win(file.event.game, pairing.round, pairing.game, w, l, table.table), pairing.stage),
    );
  }
  for (const id of pairing.byes) {
    const side = pairing.byeSides?.[id];
    games.push(withStage(bye(pairing.round, pairing.game, side ? { id, side } : id), pairing.stage));
  }
  return games;
}

/** The record with its stage, keys in the order a results file (export.ts) writes them. */
function withStage({ players, result, ...head }: GameRecord, stage: GameRecord["stage"]): GameRecord {
  return { ...head, ...(stage !== undefined && { stage }), players, result };
}

/**
 * For hand-built histories in property tests (no files: fast): players p0..p(n-1) (`order`), each
 * pair [a, b] of positions met once without sides, and player i has had `byes[i]` byes.
 */
export function historyFromMeetings(
  n: number,
  meetings: readonly (readonly [number, number])[],
  byes: readonly number[] = [],
): { order: string[]; history: EventHistory } {
  const order = Array.from({ length: n }, (_, i) => `p${i}`);
  const player: number[] = [];
  const opponent: number[] = [];
  for (const [a, b] of meetings) {
    if (a === b || a >= n || b >= n) continue;
    player.push(a, b);
    opponent.push(b, a);
  }
  const history = toEventHistory({
    ids: order,
    byes: order.map((_, i) => byes[i] ?? 0),
    vp: new Float64Array(n),
    diff: new Float64Array(n),
    swissGames: new Int32Array(n),
    firstSide: order.map(() => undefined),
    out: order.map(() => undefined),
    meetings: { player, opponent, bits: player.map(() => MET_WITHOUT_SIDES), count: player.length },
    finals: [],
    gamesAt: () => [],
  });
  return { order, history };
}

/** A coin that lands as scripted, toss by toss (then heads — "dark" — for ever), so each toss can be checked. */
export function scriptedCoins(...tosses: boolean[]): Random {
  const left = [...tosses];
  const random: Random = {
    next: () => 0,
    int: () => 0,
    shuffle: (items) => [...items],
    coin: () => left.shift() ?? true,
    fork: () => random,
  };
  return random;
}

/** A full Star Trek win (T1): the winner 100 points, the loser 100 − d, so 2(+d) and 0(−d). */
export function trekWin(
  round: number,
  winner: string,
  loser: string,
  d: number,
  stage?: "final",
): GameRecord {
  return {
    round,
    game: 1,
    ...(stage && { stage }),
    players: [{ id: winner }, { id: loser }],
    result: { end: "full", points: { [winner]: 100, [loser]: 100 - d } },
  };
}

/**
 * A Swiss of six Star Trek players in three rounds, worked by hand: a 6(+42); c 4(+11);
 * e 4(+1); d 2(−16); b 2(−24); f 0(−14) → K1 order a, c, e, d, b, f.
 */
export const SIX_PLAYER_SWISS: { readonly players: string[]; readonly games: readonly GameRecord[] } = {
  players: ["a", "b", "c", "d", "e", "f"],
  games: [
    trekWin(1, "a", "b", 20),
    trekWin(1, "c", "d", 15),
    trekWin(1, "e", "f", 5),
    trekWin(2, "a", "c", 10),
    trekWin(2, "e", "b", 8),
    trekWin(2, "d", "f", 3),
    trekWin(3, "a", "e", 12),
    trekWin(3, "c", "f", 6),
    trekWin(3, "b", "d", 4),
  ],
};
