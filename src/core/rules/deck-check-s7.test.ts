// S7 at its boundary: a failed deck check turns the violator's previous game into a
// full loss 0(-30) / 2(+30), unless he had already lost it by 30 or more — then it stands.
// Worked by hand on full (S1) and timed (S3) results; under swccg-pc-2.3.6.
import { describe, expect, it } from "vitest";
import { game, scores } from "./test-helpers.js";

const PC = "swccg-pc-2.3.6" as const;
const failedBy = (violator: string) => ({ deckCheckFailure: violator });

describe("S7 at 29, 30 and 31 differential", () => {
  it("S7 on a full loss by 29: less than 30 → 0(-30) / 2(+30)", () => {
    expect(
      scores(PC, game({ end: "full", winner: "alice", lifeForce: 29 }, ["alice", "bob"], failedBy("bob"))),
    ).toEqual({
      alice: "2(+30)",
      bob: "0(-30)",
    });
  });

  it("S7 on a full loss by 31: 30 or more → the result stands 2(+31) / 0(-31)", () => {
    expect(
      scores(PC, game({ end: "full", winner: "alice", lifeForce: 31 }, ["alice", "bob"], failedBy("bob"))),
    ).toEqual({
      alice: "2(+31)",
      bob: "0(-31)",
    });
  });

  it("S7 on a timed loss by exactly 30: it stands as the modified win it was, 1(+30) / 0(-30) (S3)", () => {
    // S3: alice ahead 30 to 4 on time → 1(+30) / 0(-30). Lost by 30 → stands: alice keeps 1 VP.
    const result = game({ end: "time", lifeForce: { alice: 30, bob: 4 } }, ["alice", "bob"], failedBy("bob"));
    expect(scores(PC, result)).toEqual({ alice: "1(+30)", bob: "0(-30)" });
  });

  it("S7 on a timed loss by 29: less than 30 → the full loss 0(-30), the opponent a full win 2(+30)", () => {
    const result = game({ end: "time", lifeForce: { alice: 29, bob: 4 } }, ["alice", "bob"], failedBy("bob"));
    expect(scores(PC, result)).toEqual({ alice: "2(+30)", bob: "0(-30)" });
  });

  it("S7 on a game the violator won on time by 40: it becomes his full loss 0(-30) / 2(+30)", () => {
    const result = game(
      { end: "time", lifeForce: { alice: 40, bob: 2 } },
      ["alice", "bob"],
      failedBy("alice"),
    );
    expect(scores(PC, result)).toEqual({ alice: "0(-30)", bob: "2(+30)" });
  });

  it("S7 on a bye the violator took: 0(-30)", () => {
    expect(scores(PC, game({ end: "bye" }, ["alice"], failedBy("alice")))).toEqual({ alice: "0(-30)" });
  });
});
