// Which game comes next, and whether the current one is complete.
//
// Decision (documented in docs/adr/0002): a results file holds only finished games — the schema
// has no "pending" result — so a game is complete when it is in the file. What can still be seen
// is a game entered only in part: when its games carry table numbers and one in 1..k is missing
// (k the highest), the game is not complete and pairing refuses with ROUND_NOT_COMPLETE.
import { fail, ok, type Result } from "../errors.js";
import { keyOf, type EventHistory, type GameKey } from "./history.js";

/**
 * `lateEntries`: the players a results file marks as late entries (`"lateEntry": true`, R2); a
 * player still in the event with no game at all is one of them or the player of a table not
 * entered yet.
 */
export function checkComplete(
  history: EventHistory,
  key: GameKey,
  lateEntries: ReadonlySet<string> = new Set(),
): Result<true> {
  const games = history.gamesAt(keyOf(key.round, key.game));
  const tables = new Set<number>();
  let highest = 0;
  for (const game of games) {
    const table = game.record.table;
    if (table === undefined) continue;
    tables.add(table);
    highest = Math.max(highest, table);
  }
  for (let table = 1; table <= highest; table++) {
    if (!tables.has(table)) {
      return fail(
        "ROUND_NOT_COMPLETE",
        "games",
        "docs/rules.md §2",
        `game ${key.round}.${key.game} has results for tables up to ${highest} but none for table ${table}; enter every result before pairing the next game`,
      );
    }
  }
  // The last table unreported leaves no gap in the numbers. A player still in the
  // event who has played before is seated (or has his bye) in every game: one missing from this
  // game means a result not yet entered.
  // The history's columns, by player number (no object per player).
  const seated = new Set(games.flatMap((game) => game.record.players.map((p) => p.id)));
  for (let i = 0; i < history.ids.length; i++) {
    const id = history.ids[i]!;
    if (history.out[i] !== undefined || seated.has(id)) continue;
    if (history.swissGames[i]! > 0) {
      return fail(
        "ROUND_NOT_COMPLETE",
        "games",
        "docs/rules.md §2",
        `game ${key.round}.${key.game} has no result for "${id}", who is still in the event; enter every result (byes included) before pairing the next game, or mark the player dropped`,
      );
    }
    // Without a game at all, he is a late entry only if the file says so; a
    // last table not entered yet looks the same and must not be paired as complete.
    if (!lateEntries.has(id)) {
      return fail(
        "ROUND_NOT_COMPLETE",
        "games",
        "R2",
        `game ${key.round}.${key.game} has no result for "${id}", who is still in the event and has no game yet; enter every result (byes included) before pairing the next game, or mark the player a late entry ("lateEntry": true) or dropped`,
      );
    }
  }
  return ok(true);
}

/**
 * The next Swiss game: after game 1 of a round comes its game 2 (allegiance rounds, A1),
 * otherwise game 1 of the next round (one game per round in 2.1 and sealed).
 */
export function nextSwissGame(
  history: EventHistory,
  twoGameRounds: boolean,
  lateEntries: ReadonlySet<string> = new Set(),
): Result<GameKey> {
  const last = history.lastSwiss;
  if (!last) return ok({ round: 1, game: 1 });
  if (twoGameRounds && last.game > 2) {
    const game = history.gamesAt(keyOf(last.round, last.game))[0];
    return fail(
      "INVALID_FIELD",
      game ? `games[${game.index}].game` : "games",
      "A1",
      `allegiance rounds have games 1 and 2; found game ${last.game}`,
    );
  }
  const complete = checkComplete(history, last, lateEntries);
  if (!complete.ok) return complete;
  if (twoGameRounds && last.game === 1) return ok({ round: last.round, game: 2 });
  return ok({ round: last.round + 1, game: 1 });
}
