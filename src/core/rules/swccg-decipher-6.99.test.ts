import { describe, expect, it } from "vitest";
import { expectError, game, scores } from "./test-helpers.js";

const DEC = "swccg-decipher-6.99" as const;

describe("swccg-decipher-6.99 (docs/rules.md §1, DEC Tournament scoring)", () => {
  it("S1: DEC Star Wars example — 15 Life Force left → 2(+15) / 0(-15)", () => {
    expect(scores(DEC, game({ end: "full", winner: "alice", lifeForce: 15 }))).toEqual({
      alice: "2(+15)",
      bob: "0(-15)",
    });
  });

  // DEC (Star Wars CCG): "Differential points are determined by the number of cards the winner has
  // left in his Life Force"; Decipher's guide has no 59 cap, and no document bounds Life Force
  // (cards stolen into it count). By hand: 62 cards left → 2(+62) / 0(-62).
  it("S1 under Decipher: a full win with 62 Life Force left can be entered and scores 2(+62)", () => {
    expect(scores(DEC, game({ end: "full", winner: "alice", lifeForce: 62 }))).toEqual({
      alice: "2(+62)",
      bob: "0(-62)",
    });
  });

  it("S6 under Decipher: the TD's X of a quit stays 0..60 (docs/rules.md §1), whatever Life Force may be", () => {
    expectError(DEC, game({ end: "quit", quitter: "bob", differential: 61 }), {
      code: "INVALID_FIELD",
      field: "result.differential",
      rule: "S6",
    });
  });

  it("S2 does not apply: no 59 cap under Decipher", () => {
    expect(scores(DEC, game({ end: "full", winner: "alice", lifeForce: 60 }))).toEqual({
      alice: "2(+60)",
      bob: "0(-60)",
    });
  });

  it("S3 (hands down): the player with more Life Force wins 1(+LF)", () => {
    expect(scores(DEC, game({ end: "time", lifeForce: { alice: 4, bob: 9 } }))).toEqual({
      alice: "0(-9)",
      bob: "1(+9)",
    });
  });

  it("S4: a true tie is 1(+0) for both players, at time or reported as a tie", () => {
    expect(scores(DEC, game({ end: "time", lifeForce: { alice: 6, bob: 6 } }))).toEqual({
      alice: "1(+0)",
      bob: "1(+0)",
    });
    expect(scores(DEC, game({ end: "tie" }))).toEqual({ alice: "1(+0)", bob: "1(+0)" });
  });

  it("S6: X may be 60 under Decipher", () => {
    expect(scores(DEC, game({ end: "quit", quitter: "alice", differential: 60 }))).toEqual({
      alice: "0(-60)",
      bob: "2(+60)",
    });
  });

  it("S7 is a Players Committee rule: a deck-check failure is refused", () => {
    expectError(
      DEC,
      game({ end: "full", winner: "alice", lifeForce: 3 }, ["alice", "bob"], { deckCheckFailure: "alice" }),
      { code: "INVALID_FIELD", field: "deckCheckFailure", rule: "S7" },
    );
  });

  it("S8: DEC example — 2(+10) then 0(-6) is 2(+4) cumulative", () => {
    const first = scores(DEC, game({ end: "full", winner: "alice", lifeForce: 10 }));
    const second = scores(DEC, game({ end: "full", winner: "bob", lifeForce: 6 }));
    expect([first.alice, second.alice]).toEqual(["2(+10)", "0(-6)"]);
  });
});
