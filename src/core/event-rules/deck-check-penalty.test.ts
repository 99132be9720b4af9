import { describe, expect, it } from "vitest";
import { decideDeckCheckPenalty, type DeckCheckPenaltyInput } from "./deck-check-penalty.js";

function decide(input: DeckCheckPenaltyInput) {
  const result = decideDeckCheckPenalty(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const game = (violator: [number, number], opponent: [number, number]) => ({
  round: 2,
  game: 1,
  score: [
    { id: "vic", vp: violator[0], diff: violator[1] },
    { id: "opp", vp: opponent[0], diff: opponent[1] },
  ],
});

describe("S7 failed deck check (SW-PC Championship Level, Deck Lists – Deck Checks)", () => {
  it("S7 a violator who won 2(+15) gets a full loss: 0(-30), opponent 2(+30)", () => {
    const d = decide({
      violator: "vic",
      kind: "cards-not-on-list",
      failuresBefore: 0,
      previousGame: game([2, 15], [0, -15]),
    });
    expect(d).toMatchObject({
      action: "change-result",
      game: { round: 2, game: 1, deckCheckFailure: "vic" },
      after: [
        { id: "vic", vp: 0, diff: -30 },
        { id: "opp", vp: 2, diff: 30 },
      ],
    });
    if (d.action === "change-result")
      expect(d.explanation).toBe(
        "S7: failed deck check — round 2 game 1 becomes a full loss: vic 2(+15) → 0(-30), opp 0(-15) → 2(+30)",
      );
  });

  it("S7 a violator who lost by less than 30 (0(-12)) → 0(-30) / 2(+30)", () => {
    const d = decide({
      violator: "vic",
      kind: "too-many-cards",
      failuresBefore: 0,
      previousGame: game([0, -12], [2, 12]),
    });
    expect(d.action).toBe("change-result");
  });

  it("S7 a violator who already lost by 30 or more: the result stands (0(-30) and 0(-45))", () => {
    for (const diff of [-30, -45]) {
      const d = decide({
        violator: "vic",
        kind: "too-many-cards",
        failuresBefore: 0,
        previousGame: game([0, diff], [2, -diff]),
      });
      expect(d).toMatchObject({
        action: "result-stands",
        after: [
          { id: "vic", vp: 0, diff },
          { id: "opp", vp: 2, diff: -diff },
        ],
      });
    }
  });

  it("S7 a deck simply missing cards: replace them without penalty", () => {
    expect(
      decide({
        violator: "vic",
        kind: "missing-cards",
        failuresBefore: 0,
        previousGame: game([2, 15], [0, -15]),
      }).action,
    ).toBe("no-penalty");
  });

  it("S7 a second violation, or a deck that cannot be matched to the list: disqualification", () => {
    expect(
      decide({
        violator: "vic",
        kind: "cards-not-on-list",
        failuresBefore: 1,
        previousGame: game([2, 15], [0, -15]),
      }).action,
    ).toBe("disqualify");
    expect(
      decide({ violator: "vic", kind: "missing-cards", failuresBefore: 0, canMatchList: false }).action,
    ).toBe("disqualify");
  });

  it("S7 Decision: a bye as the previous game becomes 0(-30) with nobody to credit; no previous game: nothing to change", () => {
    const bye = decide({
      violator: "vic",
      kind: "too-many-cards",
      failuresBefore: 0,
      previousGame: { round: 1, game: 2, score: [{ id: "vic", vp: 2, diff: 0 }] },
    });
    expect(bye).toMatchObject({ action: "change-result", after: [{ id: "vic", vp: 0, diff: -30 }] });
    expect(decide({ violator: "vic", kind: "too-many-cards", failuresBefore: 0 })).toMatchObject({
      action: "result-stands",
      game: null,
    });
  });

  it("S7 refuses a previous game the violator did not play", () => {
    const result = decideDeckCheckPenalty({
      violator: "zz",
      kind: "too-many-cards",
      failuresBefore: 0,
      previousGame: game([2, 15], [0, -15]),
    });
    expect(result.ok ? undefined : result.error).toMatchObject({ code: "UNKNOWN_PLAYER", rule: "S7" });
  });
});
