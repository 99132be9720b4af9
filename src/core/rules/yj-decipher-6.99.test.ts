import { describe, expect, it } from "vitest";
import { expectError, game, scores } from "./test-helpers.js";

const YJ = "yj-decipher-6.99" as const;

describe("yj-decipher-6.99 (docs/rules.md §1, DEC Young Jedi scoring)", () => {
  it("Y1: DEC example — 15 cards left in Draw Deck at the second planetary victory → 2(+15)", () => {
    expect(scores(YJ, game({ end: "full", winner: "alice", drawDeck: 15 }))).toEqual({
      alice: "2(+15)",
      bob: "0(-15)",
    });
  });

  it("Y2: more planetary victories wins at time, 1(+winner's Draw Deck)", () => {
    expect(
      scores(
        YJ,
        game({ end: "time", planetaryVictories: { alice: 1, bob: 0 }, drawDeck: { alice: 8, bob: 20 } }),
      ),
    ).toEqual({ alice: "1(+8)", bob: "0(-8)" });
  });

  it("Y2: equal planetary victories, more cards in Draw Deck wins", () => {
    expect(
      scores(
        YJ,
        game({ end: "time", planetaryVictories: { alice: 1, bob: 1 }, drawDeck: { alice: 8, bob: 20 } }),
      ),
    ).toEqual({ alice: "0(-20)", bob: "1(+20)" });
  });

  it("Y3: equal at hands down, or both decks exhausted, is a true tie 1(+0)", () => {
    expect(
      scores(
        YJ,
        game({ end: "time", planetaryVictories: { alice: 1, bob: 1 }, drawDeck: { alice: 9, bob: 9 } }),
      ),
    ).toEqual({ alice: "1(+0)", bob: "1(+0)" });
    expect(scores(YJ, game({ end: "tie" }))).toEqual({ alice: "1(+0)", bob: "1(+0)" });
  });

  it("Y3: bye 2(+0), quit as S6 with X 0..60", () => {
    expect(scores(YJ, game({ end: "bye" }, ["alice"]))).toEqual({ alice: "2(+0)" });
    expect(scores(YJ, game({ end: "quit", quitter: "alice", differential: 60 }))).toEqual({
      alice: "0(-60)",
      bob: "2(+60)",
    });
    expectError(YJ, game({ end: "quit", quitter: "alice", differential: 61 }), {
      code: "INVALID_FIELD",
      field: "result.differential",
    });
  });

  it("S8: DEC Young Jedi example — 2(+15) then 0(-13) are the two games' scores", () => {
    expect(scores(YJ, game({ end: "full", winner: "alice", drawDeck: 15 })).alice).toBe("2(+15)");
    expect(scores(YJ, game({ end: "full", winner: "bob", drawDeck: 13 })).alice).toBe("0(-13)");
  });

  it("bad input: a Draw Deck larger than a deck, an unknown profile", () => {
    expectError(YJ, game({ end: "full", winner: "alice", drawDeck: 61 }), {
      code: "INVALID_FIELD",
      field: "result.drawDeck",
      rule: "Y1",
    });
  });
});
