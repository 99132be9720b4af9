// R6: the audit log's lines say what happened in words a TD reads, results included (not the
// results file's JSON); player IDs stay IDs for the console and the CLI to name.
import { describe, expect, it } from "vitest";
import { describeEvent } from "./audit.js";

describe("describeEvent: results in words (R6)", () => {
  it("S1: a reported full win, with who reported it", () => {
    expect(
      describeEvent({
        type: "ResultReported",
        data: { gameId: 7, result: { end: "full", winner: "luke", lifeForce: 12 }, reportedBy: "vader" },
      }),
    ).toBe("result of game 7 reported by vader: luke won · full game · Life Force 12");
  });

  it("R6: a correction shows the result before and after, and the reason", () => {
    expect(
      describeEvent({
        type: "ResultCorrected",
        data: {
          gameId: 3,
          previous: { end: "full", winner: "luke", lifeForce: 2 },
          result: { end: "time", lifeForce: { luke: 12, vader: 7 } },
          reason: "score card misread",
        },
      }),
    ).toBe(
      "corrected game 3: luke won · full game · Life Force 2 → time called · Life Force luke 12, vader 7 (score card misread)",
    );
  });

  it("K5: a game entered whole (import, tiebreaker game) names its stage", () => {
    expect(
      describeEvent({
        type: "GameRecorded",
        data: {
          gameId: 9,
          record: {
            round: 4,
            game: 1,
            stage: "tiebreak",
            players: [{ id: "kirk" }, { id: "picard" }],
            result: { end: "full", points: { kirk: 100, picard: 35 } },
          },
        },
      }),
    ).toBe("recorded tiebreak game 9: full game · points kirk 100, picard 35");
  });
});
