// Test helper: a hand-built ScoredEvent of 2-VP full wins and byes, as the PC software records
// them, so K7 can be tested without the rule profiles. Not used by production code.
import type { ScoredEvent, ScoredRecord } from "../../scored-event/score-event.js";
import type { PlayerEntry } from "../../results-file/schema.js";

/** `[gameNumber, winner, loser]` for a full win, `[gameNumber, player]` for a bye. */
export type TestGame = readonly [number, string, string] | readonly [number, string];

export interface TestEventOptions {
  readonly dropped?: readonly string[];
  /** Differential of every full win (0 in the PC's SOS events). */
  readonly diffs?: readonly number[];
  /** VP of a win (2 = full win, 1 = modified win). */
  readonly winVp?: number;
}

export function makeTestEvent(
  ids: readonly string[],
  games: readonly TestGame[],
  options: TestEventOptions = {},
): ScoredEvent {
  const dropped = new Set(options.dropped ?? []);
  const players: PlayerEntry[] = ids.map((id) => ({
    id,
    name: `Player ${id}`,
    ...(dropped.has(id) && { status: "dropped" as const }),
  }));
  const scored: ScoredRecord[] = games.map((game, index) => {
    const [number, first, second] = game;
    const round = Math.ceil(number / 2);
    const gameInRound = number - (round - 1) * 2;
    if (second === undefined) {
      return {
        index,
        record: { round, game: gameInRound, players: [{ id: first }], result: { end: "bye" } },
        scored: { score: [{ id: first, vp: 2, diff: 0 }], outcome: "bye", explanation: "S5: bye 2(+0)" },
      };
    }
    const diff = options.diffs?.[index] ?? 0;
    const vp = options.winVp ?? 2;
    return {
      index,
      record: {
        round,
        game: gameInRound,
        players: [
          { id: first, side: "dark" },
          { id: second, side: "light" },
        ],
        result: { end: "full", winner: first, lifeForce: diff },
      },
      scored: {
        score: [
          { id: first, vp, diff },
          { id: second, vp: 0, diff: -diff },
        ],
        outcome: vp === 2 ? "full" : "modified",
        winner: first,
        explanation: "test",
      },
    };
  });
  return {
    file: {
      format: "handsdown-results",
      version: 1,
      event: { name: "Test", date: "2016-08-09", game: "swccg" },
      players,
      games: scored.map((g) => g.record),
    },
    profile: "swccg-pc-2.3.6",
    games: scored,
  };
}
