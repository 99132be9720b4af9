import { describe, expect, it } from "vitest";
import { countedScore } from "./star-trek-bonus.js";
import { expectError, game, scored, scores } from "./test-helpers.js";

const ST = "stccg-decipher-6.99" as const;

describe("stccg-decipher-6.99 (docs/rules.md §1, DEC Star Trek CCG scoring)", () => {
  it("T1/T2: DEC example — won 120 to 65 → 2(+35) / 0(-35)", () => {
    expect(scores(ST, game({ end: "full", points: { alice: 120, bob: 65 } }))).toEqual({
      alice: "2(+35)",
      bob: "0(-35)",
    });
  });

  it("T3: DEC example — won 80 to 20 via deck exhaustion → 1(+60) / 0(-60)", () => {
    expect(scores(ST, game({ end: "deck-out", points: { alice: 80, bob: 20 } }))).toEqual({
      alice: "1(+60)",
      bob: "0(-60)",
    });
  });

  it("T1/T3: DEC example — won 95 to -8 at time → 1(+95) / 0(-95)", () => {
    expect(scores(ST, game({ end: "time", points: { alice: 95, bob: -8 } }))).toEqual({
      alice: "1(+95)",
      bob: "0(-95)",
    });
  });

  // DEC Glossary, Modified win: "A modified win is given to a player who won with other than a full
  // win. This happens in the case of a timed game, or in the case of a "half-win", such as in Star
  // Trek CCG's condition when both player's decks are exhausted, or when a scenario's condition have
  // not been met. The winner is awarded only 1 victory point for a modified win."
  // By hand: 80 to 20, the scenario's condition not met → 1 VP to the player with more points (T3);
  // diff 80 − 20 = 60 (T1).
  it("T3: DEC Glossary — a scenario's condition not met, 80 to 20 → a modified win 1(+60) / 0(-60)", () => {
    const result = scored(ST, game({ end: "scenario", points: { alice: 80, bob: 20 } }));
    expect(result.outcome).toBe("modified");
    expect(result.score).toEqual([
      { id: "alice", vp: 1, diff: 60 },
      { id: "bob", vp: 0, diff: -60 },
    ]);
    expect(result.explanation).toBe(
      "alice 80 to 20 (scenario condition not met, T3): modified win 1(+60); T1: 80 − 20",
    );
  });

  it("T3/T1/T5: a scenario ending clamps as any other (130 to -10 → 1(+100)); equal scores are a true tie", () => {
    expect(scores(ST, game({ end: "scenario", points: { alice: -10, bob: 130 } }))).toEqual({
      alice: "0(-100)",
      bob: "1(+100)",
    });
    // DEC True ties (Star Trek CCG): "A true tie occurs if both players end the game with the same score."
    expect(scores(ST, game({ end: "scenario", points: { alice: 40, bob: 40 } }))).toEqual({
      alice: "1(+0)",
      bob: "1(+0)",
    });
    expect(scores(ST, game({ end: "scenario", points: { alice: 40, bob: 60 }, winner: "alice" }))).toEqual({
      alice: "1(+1)",
      bob: "0(-1)",
    });
  });

  it("T4: both scores 100 or more → winner +1, loser -1", () => {
    expect(scores(ST, game({ end: "full", points: { alice: 130, bob: 105 } }))).toEqual({
      alice: "2(+1)",
      bob: "0(-1)",
    });
  });

  it("T4: both scores 0 or less → winner +1, loser -1", () => {
    expect(scores(ST, game({ end: "time", points: { alice: -5, bob: 0 } }))).toEqual({
      alice: "0(-1)",
      bob: "1(+1)",
    });
  });

  it("T4 Decision / T7: an altered-victory winner not ahead on points gets +1", () => {
    const result = scored(ST, game({ end: "full", points: { alice: 40, bob: 60 }, winner: "alice" }));
    expect(result.winner).toBe("alice");
    expect(result.score).toEqual([
      { id: "alice", vp: 2, diff: 1 },
      { id: "bob", vp: 0, diff: -1 },
    ]);
  });

  it("T5: equal scores at deck exhaustion or hands down are a true tie 1(+0) each", () => {
    expect(scores(ST, game({ end: "deck-out", points: { alice: 55, bob: 55 } }))).toEqual({
      alice: "1(+0)",
      bob: "1(+0)",
    });
    expect(scores(ST, game({ end: "time", points: { alice: 40, bob: 40 } }))).toEqual({
      alice: "1(+0)",
      bob: "1(+0)",
    });
  });

  it("T5/T9: equal scores in a full game need the winner named", () => {
    expectError(ST, game({ end: "full", points: { alice: 100, bob: 100 } }), {
      code: "WINNER_REQUIRED",
      field: "result.winner",
      rule: "T9",
    });
    expect(scores(ST, game({ end: "full", points: { alice: 100, bob: 100 }, winner: "bob" }))).toEqual({
      alice: "0(-1)",
      bob: "2(+1)",
    });
  });

  it("T6: a forfeit is 0(-100) / 2(+100)", () => {
    expect(scores(ST, game({ end: "forfeit", forfeiter: "alice" }))).toEqual({
      alice: "0(-100)",
      bob: "2(+100)",
    });
  });

  it("T9: concession or external means score as a forfeit, 2(+100) / 0(-100)", () => {
    expect(scores(ST, game({ end: "concession", winner: "bob" }))).toEqual({
      alice: "0(-100)",
      bob: "2(+100)",
    });
    expect(scores(ST, game({ end: "external", winner: "alice" }))).toEqual({
      alice: "2(+100)",
      bob: "0(-100)",
    });
  });

  it("T8: DEC Intermix Ratio example — 35 non-bonus + 50 bonus counts 70", () => {
    expect(countedScore(35, 50, "intermix-ratio")).toBe(70);
    expect(countedScore(35, 20, "intermix-ratio")).toBe(55);
    expect(countedScore(35, 50, "not-counted")).toBe(35);
  });

  // DEC Unique to Star Trek CCG, Bonus points: "your non-bonus points plus your bonus points, up to a
  // maximum of double your non-bonus points. Thus if you had 35 non-bonus points and 50 bonus points,
  // your score would be 70." By hand: the limit is 35 (the non-bonus points); 50 − 35 = 15 over it.
  it("T8: the explanation says the Intermix Ratio's limit and what it cut", () => {
    const over = scored(
      ST,
      game({
        end: "full",
        points: { alice: 35, bob: 65 },
        bonus: { alice: { points: 50, rule: "intermix-ratio" } },
        winner: "alice",
      }),
    );
    expect(over.explanation).toContain(
      "T8: alice 35 + 50 bonus counts 70 (Intermix Ratio: bonus counts up to the non-bonus points, 35, at most double; 15 over the limit not counted)",
    );
    const within = scored(
      ST,
      game({
        end: "time",
        points: { alice: 35, bob: 65 },
        bonus: { alice: { points: 20, rule: "intermix-ratio" } },
      }),
    );
    expect(within.explanation).toContain(
      "T8: alice 35 + 20 bonus counts 55 (Intermix Ratio: bonus counts up to the non-bonus points, 35, at most double; within the limit)",
    );
    // Altonian Brain Teaser: "Any bonus points … that do not count toward winning … are not counted".
    const teaser = scored(
      ST,
      game({
        end: "time",
        points: { alice: 35, bob: 30 },
        bonus: { bob: { points: 20, rule: "not-counted" } },
      }),
    );
    expect(teaser.explanation).toContain(
      "T8: bob 30 + 20 bonus counts 30 (the bonus does not count toward winning)",
    );
  });

  it("T8: bonus points in a result count only as the rule allows", () => {
    // 35 + 50 bonus under Intermix Ratio counts 70: 70 to 65 wins by 5.
    expect(
      scores(
        ST,
        game({
          end: "full",
          points: { alice: 35, bob: 65 },
          bonus: { alice: { points: 50, rule: "intermix-ratio" } },
          winner: "alice",
        }),
      ),
    ).toEqual({ alice: "2(+5)", bob: "0(-5)" });
    expect(
      scores(
        ST,
        game({
          end: "time",
          points: { alice: 35, bob: 65 },
          bonus: { alice: { points: 50, rule: "intermix-ratio" } },
        }),
      ),
    ).toEqual({ alice: "1(+5)", bob: "0(-5)" });
  });

  it("T9: a bye is 2(+0); a quit takes X up to 100", () => {
    expect(scores(ST, game({ end: "bye" }, ["alice"]))).toEqual({ alice: "2(+0)" });
    expect(scores(ST, game({ end: "quit", quitter: "bob", differential: 100 }))).toEqual({
      alice: "2(+100)",
      bob: "0(-100)",
    });
    expectError(ST, game({ end: "quit", quitter: "bob", differential: 101 }), {
      code: "INVALID_FIELD",
      field: "result.differential",
      rule: "T9",
    });
  });

  it("T9: an earned bye is a plain bye outside the OPG profile (O7)", () => {
    expect(scores(ST, game({ end: "earned-bye" }, ["alice"]))).toEqual({ alice: "2(+0)" });
  });

  it("T9: gameplay wins must name the winner and score 2 VP", () => {
    expectError(ST, game({ end: "gameplay", points: { alice: 0, bob: 35 } }), {
      code: "WINNER_REQUIRED",
      field: "result.winner",
    });
    expect(scores(ST, game({ end: "gameplay", points: { alice: 0, bob: 35 }, winner: "alice" }))).toEqual({
      alice: "2(+1)",
      bob: "0(-1)",
    });
  });

  it("bad input: points for someone who did not play, missing points", () => {
    expectError(ST, game({ end: "full", points: { alice: 100, carol: 3 } }), {
      code: "UNKNOWN_PLAYER",
      field: "result.points.carol",
    });
    expectError(ST, game({ end: "full", points: { alice: 100 } }), {
      code: "INVALID_FIELD",
      field: "result.points.bob",
    });
    expectError(ST, game({ end: "full", points: { alice: "lots", bob: 3 } }), {
      code: "INVALID_FIELD",
      field: "result.points.alice",
    });
  });
});
