import { describe, expect, it } from "vitest";
import { computeHeadToHeadWinner } from "./head-to-head.js";
import type { PlayedGame, PlayerTally } from "./tally.js";

const vs = (opponent: string, winner?: string): PlayedGame => ({
  gameNumber: 1,
  opponents: [opponent],
  vp: 0,
  diff: 0,
  outcome: winner ? "full" : "tie",
  ...(winner && { winner }),
});
const tally = (id: string, ...games: PlayedGame[]): PlayerTally => ({ id, games });

describe("K7 (c) head-to-head: the one who won every game between them", () => {
  it("is the winner of their only game", () => {
    expect(computeHeadToHeadWinner(tally("a", vs("b", "b"), vs("c", "a")), tally("b"))).toBe("b");
  });

  it("is the winner of both games of a rematch", () => {
    expect(computeHeadToHeadWinner(tally("a", vs("b", "a"), vs("b", "a")), tally("b"))).toBe("a");
  });

  it("is nobody when they split their games", () => {
    expect(computeHeadToHeadWinner(tally("a", vs("b", "a"), vs("b", "b")), tally("b"))).toBeUndefined();
  });

  it("is nobody when they never met", () => {
    expect(computeHeadToHeadWinner(tally("a", vs("c", "a")), tally("b"))).toBeUndefined();
  });

  it("is nobody when a game between them had no winner (S4 true tie scored without one)", () => {
    expect(computeHeadToHeadWinner(tally("a", vs("b")), tally("b"))).toBeUndefined();
    expect(computeHeadToHeadWinner(tally("a", vs("b", "a"), vs("b")), tally("b"))).toBeUndefined();
  });
});
