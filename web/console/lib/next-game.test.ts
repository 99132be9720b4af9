// F1: after the Final Confrontation's first game, "Pair the next game" pairs its second game; it
// used to ask for a Swiss game, which the core refuses once the Final Confrontation has begun.
import { describe, expect, it } from "vitest";
import { nextGameCommand } from "./next-game.js";

describe("nextGameCommand", () => {
  it("pairs the Final Confrontation's next game once it is under way (F1)", () => {
    expect(nextGameCommand("final-confrontation")).toEqual({
      command: { type: "PairNextGame", final: true },
      done: "Final paired",
    });
  });

  it("pairs the next Swiss game otherwise, and game 1 before any pairing", () => {
    for (const system of ["allegiance-pc", "one-deck-swiss", "top-cut", undefined])
      expect(nextGameCommand(system)).toEqual({
        command: { type: "PairNextGame" },
        done: "Next game paired",
      });
  });
});
