import { fail, type Result } from "../../errors.js";
import type { GameInput } from "../types.js";

/** Both players of a two-player game, in the order the game lists them. */
export function twoPlayers(game: GameInput, rule: string): Result<readonly [string, string]> {
  if (game.players.length !== 2) {
    return fail("WRONG_PLAYER_COUNT", "players", rule, `expected 2 players, got ${game.players.length}`);
  }
  return { ok: true, value: [game.players[0]!.id, game.players[1]!.id] };
}

/** The one player of a bye. */
export function onePlayer(game: GameInput, rule: string): Result<string> {
  if (game.players.length !== 1) {
    return fail(
      "WRONG_PLAYER_COUNT",
      "players",
      rule,
      `a bye has exactly 1 player, got ${game.players.length}`,
    );
  }
  return { ok: true, value: game.players[0]!.id };
}

/** Checks that an ID named in the result (winner, quitter, toss) played the game. */
export function playerOf(game: GameInput, id: string, field: string, rule: string): Result<string> {
  if (!game.players.some((player) => player.id === id)) {
    return fail("UNKNOWN_PLAYER", field, rule, `"${id}" did not play this game`);
  }
  return { ok: true, value: id };
}

/** Checks that a per-player record names exactly the game's players. */
export function coversPlayers(
  game: GameInput,
  values: Readonly<Record<string, unknown>>,
  field: string,
  rule: string,
): Result<true> {
  // Plain loops, no closure per key: every points game of a 65,000-game file comes through here.
  const keys = Object.keys(values);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    let played = false;
    for (let p = 0; p < game.players.length && !played; p++) played = game.players[p]!.id === key;
    if (!played) return fail("UNKNOWN_PLAYER", `${field}.${key}`, rule, `"${key}" did not play this game`);
  }
  for (const player of game.players) {
    if (values[player.id] === undefined) {
      return fail(
        "INVALID_FIELD",
        `${field}.${player.id}`,
        rule,
        `missing the value for player "${player.id}"`,
      );
    }
  }
  return { ok: true, value: true };
}

export function opponentOf(pair: readonly [string, string], id: string): string {
  return pair[0] === id ? pair[1] : pair[0];
}

/** The player a two-player result names (winner, quitter, forfeiter) and his opponent. */
export function namedAndOpponent(
  game: GameInput,
  id: string,
  field: string,
  rule: string,
): Result<{ named: string; opponent: string }> {
  const pair = twoPlayers(game, rule);
  if (!pair.ok) return pair;
  const named = playerOf(game, id, field, rule);
  if (!named.ok) return named;
  return { ok: true, value: { named: named.value, opponent: opponentOf(pair.value, named.value) } };
}
