import { describe, expect, it } from "vitest";
import { gameIdOf } from "./game-ids.js";

describe("gameIdOf: a results-file game's gameId from the trace", () => {
  const trace = {
    pairings: [
      { pairing: 1, round: 1, game: 1, gameIds: [0, 1, 2] },
      { pairing: 2, round: 1, game: 2, gameIds: [3, 4] },
      // Undone and paired again: the later pairing of round 1 game 2 holds the games.
      { pairing: 3, round: 1, game: 2, gameIds: [5, 6, 7] },
      { pairing: 4, round: 2, game: 1, final: true, gameIds: [8] },
    ],
  };
  it("table N is the Nth gameId of the last pairing of that round and game", () => {
    expect(gameIdOf(trace, 1, 1, 2, false)).toBe(1);
    expect(gameIdOf(trace, 1, 2, 1, false)).toBe(5);
    expect(gameIdOf(trace, 2, 1, 1, true)).toBe(8);
  });
  it("nothing for an unknown game, a game without a table or no trace yet", () => {
    expect(gameIdOf(trace, 3, 1, 1, false)).toBeUndefined();
    expect(gameIdOf(trace, 1, 1, undefined, false)).toBeUndefined();
    expect(gameIdOf(undefined, 1, 1, 1, false)).toBeUndefined();
  });
});
