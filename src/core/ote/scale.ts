// OTE 2.0 / 2.3 / E2: the VP scale is keyed on the player, not on the game. A player who has lost a
// game is inactive and scores 4, 2, 1, 0 from then on, even in the final he was re-admitted to
// (M6, OTE 2.8); every path that scores a game (the scored event, the CLI report line, the
// player's page and its preview) asks this one module which scale each player is on.
import type { OteSet } from "./places-in-game.js";

/** One counted game, as the scale needs it: who played it in which round, and who won it. */
export interface PlayedGame {
  readonly round: number;
  readonly players: readonly { readonly id: string }[];
  /** Absent while a game has no winner; every other player of the game lost it (OTE 2.0). */
  readonly winner?: string | undefined;
}

/**
 * OTE 2.0: the round in which each player lost a game for the first time. The 2.83 additional
 * game is played only by players who lost before, so counting it changes no first loss.
 */
export function firstLosses(games: Iterable<PlayedGame>): Map<string, number> {
  const lost = new Map<string, number>();
  for (const game of games) {
    if (game.winner === undefined) continue;
    for (const { id } of game.players) {
      if (id === game.winner) continue;
      const before = lost.get(id);
      if (before === undefined || game.round < before) lost.set(id, game.round);
    }
  }
  return lost;
}

/**
 * The players of a game of `round` who lost in an earlier round, with that round: what a game
 * needs to be scored (`GameInput.lostIn`); undefined when nobody at the table has lost before.
 */
export function lostBefore(
  firstLoss: ReadonlyMap<string, number>,
  round: number,
  players: readonly { readonly id: string }[],
): Record<string, number> | undefined {
  const lostIn: Record<string, number> = {};
  for (const { id } of players) {
    const at = firstLoss.get(id);
    if (at !== undefined && at < round) lostIn[id] = at;
  }
  return Object.keys(lostIn).length > 0 ? lostIn : undefined;
}

/** A player's scale in one game and, when it is not the game's set, why. */
export interface PlayerScale {
  readonly scale: OteSet;
  /** "re-admitted, lost in round 1": said when the player's scale differs from the game's set. */
  readonly why?: string;
}

/**
 * E2: the scale a player scores on in one game, from the set the game was played in and the round
 * of his first loss before it (undefined: he has not lost). Only the final mixes the two (M6: the
 * places the active players cannot fill go to re-admitted inactive players); in a Swiss game the
 * replay refuses a player in the wrong set (M4).
 */
export function scaleOf(set: OteSet, lostIn: number | undefined): PlayerScale {
  if (lostIn === undefined || set === "inactive") return { scale: set };
  return { scale: "inactive", why: `re-admitted, lost in round ${lostIn}` };
}

/**
 * E2: each player's scale in one game of an event — the game's set, or the inactive scale for a
 * player who lost before its round (a re-admitted finalist, M6) — from the event's first losses
 * (firstLosses). Empty for a game without a set (not On the Edge). What a line of the game's score
 * says beside a re-admitted finalist's VP.
 */
export function scalesOfGame(
  firstLoss: ReadonlyMap<string, number>,
  game: {
    readonly round: number;
    readonly set?: OteSet | undefined;
    readonly players: readonly { readonly id: string }[];
  },
): ReadonlyMap<string, PlayerScale> {
  const scales = new Map<string, PlayerScale>();
  if (game.set === undefined) return scales;
  const lostIn = lostBefore(firstLoss, game.round, game.players);
  for (const { id } of game.players) scales.set(id, scaleOf(game.set, lostIn?.[id]));
  return scales;
}
