import { describe, expect, it } from "vitest";
import { expectError, game, scored, scores } from "./test-helpers.js";

const PC = "swccg-pc-2.3.6" as const;

describe("swccg-pc-2.3.6 (docs/rules.md §1, SW-PC Scoring)", () => {
  it("S1: SW-PC Scoring example — 15 Life Force left → 2(+15) / 0(-15)", () => {
    expect(scores(PC, game({ end: "full", winner: "alice", lifeForce: 15 }))).toEqual({
      alice: "2(+15)",
      bob: "0(-15)",
    });
  });

  it("S1: the winner may be either player", () => {
    expect(scores(PC, game({ end: "full", winner: "bob", lifeForce: 3 }))).toEqual({
      alice: "0(-3)",
      bob: "2(+3)",
    });
  });

  it("S2: 65 Life Force is capped at 59, and the explanation says so", () => {
    const result = scored(PC, game({ end: "full", winner: "alice", lifeForce: 60 }));
    expect(result.score.map((s) => s.diff)).toEqual([59, -59]);
    expect(result.explanation).toContain("S2: 60 Life Force capped at 59");
  });

  it("S3: time called, more Life Force wins a modified win 1(+LF)", () => {
    expect(scores(PC, game({ end: "time", lifeForce: { alice: 12, bob: 7 } }))).toEqual({
      alice: "1(+12)",
      bob: "0(-12)",
    });
  });

  it("S3 with S2: a timed win is capped at 59 too", () => {
    expect(scores(PC, game({ end: "time", lifeForce: { alice: 2, bob: 60 } }))).toEqual({
      alice: "0(-59)",
      bob: "1(+59)",
    });
  });

  it("S4: true tie — fewer cards in the Lost Pile wins 1(+1)", () => {
    expect(
      scores(PC, game({ end: "tie", lostPile: { alice: 9, bob: 4 }, hand: { alice: 1, bob: 8 } })),
    ).toEqual({ alice: "0(-1)", bob: "1(+1)" });
  });

  it("S4: true tie — equal Lost Pile, fewer cards in hand wins", () => {
    expect(
      scores(PC, game({ end: "tie", lostPile: { alice: 4, bob: 4 }, hand: { alice: 2, bob: 5 } })),
    ).toEqual({ alice: "1(+1)", bob: "0(-1)" });
  });

  it("S4: true tie — Lost Pile and hand equal, the toss decides", () => {
    const result = scored(
      PC,
      game({ end: "tie", lostPile: { alice: 4, bob: 4 }, hand: { alice: 2, bob: 2 }, toss: "bob" }),
    );
    expect(result.winner).toBe("bob");
    expect(result.outcome).toBe("modified");
    expect(result.explanation).toContain("won the toss");
  });

  it("S4: a true tie with nothing to decide it is refused, naming the rule", () => {
    expectError(PC, game({ end: "tie" }), { code: "UNDECIDED_TRUE_TIE", field: "result", rule: "S4" });
    expectError(PC, game({ end: "tie", lostPile: { alice: 3, bob: 3 } }), {
      code: "UNDECIDED_TRUE_TIE",
      field: "result",
      rule: "S4",
    });
  });

  it("S4: equal Life Force at time must be reported as a true tie", () => {
    expectError(PC, game({ end: "time", lifeForce: { alice: 7, bob: 7 } }), {
      code: "UNDECIDED_TRUE_TIE",
      field: "result.lifeForce",
      rule: "S4",
    });
  });

  it("S5: a bye scores 2(+0)", () => {
    expect(scores(PC, game({ end: "bye" }, ["alice"]))).toEqual({ alice: "2(+0)" });
  });

  it("S6: the quitter takes 0(-X), the opponent 2(+X), X set by the TD", () => {
    const result = scored(PC, game({ end: "quit", quitter: "bob", differential: 20 }));
    expect(result.score).toEqual([
      { id: "alice", vp: 2, diff: 20 },
      { id: "bob", vp: 0, diff: -20 },
    ]);
    expect(result.quitter).toBe("bob");
  });

  it("S6: a quit before play is recorded as such, for ratings", () => {
    expect(
      scored(PC, game({ end: "quit", quitter: "bob", differential: 0, beforePlay: true })).beforePlay,
    ).toBe(true);
  });

  it("S6: X outside 0..59 is refused, not clamped", () => {
    expectError(PC, game({ end: "quit", quitter: "bob", differential: 60 }), {
      code: "INVALID_FIELD",
      field: "result.differential",
      rule: "S6",
    });
  });

  it("S7: a failed deck check turns a win into 0(-30) / 2(+30)", () => {
    const result = scored(
      PC,
      game({ end: "full", winner: "alice", lifeForce: 12 }, ["alice", "bob"], { deckCheckFailure: "alice" }),
    );
    expect(result.score).toEqual([
      { id: "alice", vp: 0, diff: -30 },
      { id: "bob", vp: 2, diff: 30 },
    ]);
    expect(result.winner).toBe("bob");
    expect(result.explanation).toContain("S7");
  });

  it("S7: a loss by 30 or more stands", () => {
    expect(
      scores(
        PC,
        game({ end: "full", winner: "bob", lifeForce: 35 }, ["alice", "bob"], { deckCheckFailure: "alice" }),
      ),
    ).toEqual({ alice: "0(-35)", bob: "2(+35)" });
  });

  it("S7: a loss by less than 30 becomes 0(-30)", () => {
    expect(
      scores(
        PC,
        game({ end: "full", winner: "bob", lifeForce: 10 }, ["alice", "bob"], { deckCheckFailure: "alice" }),
      ),
    ).toEqual({ alice: "0(-30)", bob: "2(+30)" });
  });

  it("bad input: negative Life Force names the field and the rule", () => {
    expectError(PC, game({ end: "full", winner: "alice", lifeForce: -1 }), {
      code: "INVALID_FIELD",
      field: "result.lifeForce",
      rule: "S1",
    });
  });

  // SW-PC Timed Games: "The person with the most remaining Life Force is determined to be the
  // winner … Differential points are equal to the number of cards left in the winner's Life
  // Force"; Scoring: "A player cannot win (or lose) by more than a 59 differential." No document
  // bounds Life Force (cards stolen into it are part of the game). By hand: 63 at time → 1(+59).
  it("S3/S2: a timed win on 63 Life Force can be entered and scores 1(+59)", () => {
    const result = scored(PC, game({ end: "time", lifeForce: { alice: 63, bob: 20 } }));
    expect(scores(PC, game({ end: "time", lifeForce: { alice: 63, bob: 20 } }))).toEqual({
      alice: "1(+59)",
      bob: "0(-59)",
    });
    expect(result.explanation).toContain("S2: 63 Life Force capped at 59");
  });

  it("bad input: Life Force above the input bound (999), negative, or not whole", () => {
    expectError(PC, game({ end: "full", winner: "alice", lifeForce: 1000 }), {
      code: "INVALID_FIELD",
      field: "result.lifeForce",
      rule: "S1",
    });
    expectError(PC, game({ end: "time", lifeForce: { alice: 1000, bob: 3 } }), {
      code: "INVALID_FIELD",
      field: "result.lifeForce.alice",
      rule: "S3",
    });
    expectError(PC, game({ end: "full", winner: "alice", lifeForce: 6.5 }), {
      code: "INVALID_FIELD",
      field: "result.lifeForce",
      rule: "S1",
    });
  });

  it("bad input: a winner who did not play, a player twice, an unknown end", () => {
    expectError(PC, game({ end: "full", winner: "carol", lifeForce: 3 }), {
      code: "UNKNOWN_PLAYER",
      field: "result.winner",
    });
    expectError(PC, game({ end: "full", winner: "alice", lifeForce: 3 }, ["alice", "alice"]), {
      code: "PLAYER_TWICE_IN_GAME",
      field: "players",
    });
    expectError(PC, game({ end: "draw" }), { code: "INVALID_FIELD", field: "result.end" });
    expectError(PC, game({ end: "time", lifeForce: { alice: 3 } }), {
      code: "INVALID_FIELD",
      field: "result.lifeForce.bob",
    });
  });
});
