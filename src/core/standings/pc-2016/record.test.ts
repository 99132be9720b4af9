import { describe, expect, it } from "vitest";
import { computeRecord } from "./record.js";
import type { PlayedGame } from "./tally.js";

const game = (opponents: string[], winner?: string): PlayedGame => ({
  gameNumber: 1,
  opponents,
  vp: 0,
  diff: 0,
  outcome: opponents.length === 0 ? "bye" : winner ? "full" : "tie",
  ...(winner && { winner }),
});

describe("K6 record", () => {
  it("counts wins, losses, ties, and byes as wins that are also listed", () => {
    const games = [game(["b"], "p"), game(["c"], "c"), game([]), game(["d"]), game(["e"], "p")];
    expect(computeRecord({ id: "p", games })).toEqual({ wins: 3, losses: 1, ties: 1, byes: 1 });
  });
});
