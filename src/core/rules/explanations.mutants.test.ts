// docs/rules.md §1: every scored game comes with "a one-line explanation that cites the rule applied".
// The mutation run (docs/testing.md) showed that nothing checked which rule a profile cites, or
// that the line carries the figures the TD reads: the rule tables of the Decipher profiles could
// be emptied unnoticed. Each case below is worked by hand from docs/rules.md §1–§1.5: the rule the
// guide applies to that result, and the `VP(±diff)` the guide gives.
import { describe, expect, it } from "vitest";
import type { ProfileName } from "../games.js";
import { game, scored } from "./test-helpers.js";
import { PROFILES } from "./index.js";

function explain(profile: ProfileName, result: unknown, ids?: readonly string[], options = {}): string {
  return scored(profile, game(result, ids), options).explanation;
}

describe("explanations cite the rule applied (docs/rules.md §1)", () => {
  it("each profile carries its own docs/rules.md §1 name (PROFILES keyed by name)", () => {
    for (const [key, profile] of Object.entries(PROFILES)) expect(profile.name).toBe(key);
  });

  describe("swccg-decipher-6.99 cites the DEC sections (docs/rules.md §1)", () => {
    const DEC = "swccg-decipher-6.99" as const;
    it("S1 full win: DEC scoring, 15 Life Force → 2(+15)", () => {
      const line = explain(DEC, { end: "full", winner: "alice", lifeForce: 15 });
      expect(line.startsWith("DEC II.A.i scoring (S1): ")).toBe(true);
      expect(line).toContain("15 Life Force");
      expect(line).toContain("2(+15)");
    });
    it("S3 hands down: DEC hands down, 9 to 4 → modified win 1(+9)", () => {
      const line = explain(DEC, { end: "time", lifeForce: { alice: 4, bob: 9 } });
      expect(line.startsWith("DEC hands down (S3): ")).toBe(true);
      expect(line).toContain("bob");
      expect(line).toContain("1(+9)");
    });
    it("S4 true tie: DEC true ties, 1(+0) each", () => {
      const line = explain(DEC, { end: "tie" });
      expect(line.startsWith("DEC true ties (S4): ")).toBe(true);
      expect(line).toContain("1(+0) each");
      const atTime = explain(DEC, { end: "time", lifeForce: { alice: 6, bob: 6 } });
      expect(atTime.startsWith("DEC true ties (S4): ")).toBe(true);
      expect(atTime).toContain("6");
    });
    it("S6 quit: DEC quitting, quitter named, opponent 2(+20)", () => {
      const line = explain(DEC, { end: "quit", quitter: "alice", differential: 20 });
      expect(line.startsWith("DEC quitting (S6): alice quit")).toBe(true);
      expect(line).toContain("2(+20) to bob");
    });
    it("S5 bye: DEC bye 2(+0)", () => {
      expect(explain(DEC, { end: "bye" }, ["alice"]).startsWith("DEC bye (S5): ")).toBe(true);
      expect(explain(DEC, { end: "bye" }, ["alice"])).toContain("2(+0)");
    });
  });

  describe("swccg-pc-2.3.6 cites S1–S6 (docs/rules.md §1)", () => {
    const PC = "swccg-pc-2.3.6" as const;
    it("S1, S3, S4, S5, S6 each cited by their own result", () => {
      expect(explain(PC, { end: "full", winner: "bob", lifeForce: 12 })).toMatch(/^S1: .*2\(\+12\)/);
      expect(explain(PC, { end: "time", lifeForce: { alice: 8, bob: 3 } })).toMatch(/^S3: .*1\(\+8\)/);
      expect(explain(PC, { end: "tie", lostPile: { alice: 5, bob: 9 } })).toMatch(
        /^S4: .*alice .*Lost Pile.*1\(\+1\)/,
      );
      expect(explain(PC, { end: "tie", hand: { alice: 5, bob: 2 } })).toMatch(/^S4: .*bob .*hand.*1\(\+1\)/);
      expect(explain(PC, { end: "bye" }, ["alice"])).toMatch(/^S5: bye 2\(\+0\)/);
      expect(explain(PC, { end: "quit", quitter: "bob", differential: 7, beforePlay: true })).toMatch(
        /^S6: bob quit before play began; .*2\(\+7\) to alice/,
      );
    });
  });

  describe("Star Trek profiles cite T1–T9 and O1–O7 (docs/rules.md §1, §1.4)", () => {
    it("stccg-decipher-6.99: 120-65 full → 2(+35), T1 with the clamp to 100-65 said", () => {
      const line = explain("stccg-decipher-6.99", { end: "full", points: { alice: 120, bob: 65 } });
      expect(line).toContain("2(+35)");
      expect(line).toContain("T1: 100 − 65 (clamped to 100-65)");
    });
    it("stccg-decipher-6.99: both ≥ 100 → T4 +1/-1; no clamp note when none was needed", () => {
      const line = explain("stccg-decipher-6.99", { end: "full", points: { alice: 130, bob: 110 } });
      expect(line).toContain("T4: clamped difference 0 (clamped to 100-100) → +1/-1");
      expect(explain("stccg-decipher-6.99", { end: "time", points: { alice: 95, bob: -8 } })).toContain(
        "(clamped to 95-0)",
      );
      expect(explain("stccg-decipher-6.99", { end: "time", points: { alice: 80, bob: 20 } })).toContain(
        "T1: 80 − 20",
      );
      expect(explain("stccg-decipher-6.99", { end: "time", points: { alice: 80, bob: 20 } })).toMatch(
        /; T1: 80 − 20$/,
      );
    });
    it("stccg-decipher-6.99: T6 forfeit, T5 true tie, T9 bye and quit are cited", () => {
      expect(explain("stccg-decipher-6.99", { end: "forfeit", forfeiter: "bob" })).toMatch(
        /^T6: bob forfeited → 0\(-100\), opponent 2\(\+100\)/,
      );
      expect(explain("stccg-decipher-6.99", { end: "time", points: { alice: 40, bob: 40 } })).toMatch(
        /^T5: true tie at 40 points \(time\) → 1\(\+0\) each/,
      );
      expect(explain("stccg-decipher-6.99", { end: "bye" }, ["alice"])).toMatch(/^T9: bye 2\(\+0\)/);
      expect(explain("stccg-decipher-6.99", { end: "earned-bye" }, ["alice"])).toMatch(/^T9: bye 2\(\+0\)/);
      expect(explain("stccg-decipher-6.99", { end: "quit", quitter: "alice", differential: 100 })).toMatch(
        /^T9: alice quit/,
      );
      expect(explain("stccg-decipher-6.99", { end: "external", winner: "alice" })).toMatch(
        /^T9: won by external → 2\(\+100\)/,
      );
    });
    it("stccg-decipher-6.99: a named winner is said, with the kind of win (T9)", () => {
      const line = explain("stccg-decipher-6.99", {
        end: "full",
        points: { alice: 50, bob: 50 },
        winner: "bob",
      });
      expect(line).toMatch(/^bob 50 to 50 \(full\), winner named: full win 2\(\+1\); T4/);
      expect(explain("stccg-decipher-6.99", { end: "deck-out", points: { alice: 80, bob: 20 } })).toMatch(
        /^alice 80 to 20 \(deck-out\): modified win 1\(\+60\)/,
      );
    });
    it("stccg-opg-2014: O5 sets the gameplay winner to the cap, O1 clamps, O3 gives +1", () => {
      const opg = "stccg-opg-2014" as const;
      expect(explain(opg, { end: "gameplay", points: { alice: 0, bob: 35 }, winner: "alice" })).toContain(
        "O5: winner counts 100, 100 − 35",
      );
      expect(explain(opg, { end: "full", points: { alice: 120, bob: -5 } })).toContain(
        "O1: clamped 0..100, 100 − 0",
      );
      expect(
        explain(opg, { end: "gameplay", points: { alice: 10, bob: 60 }, winner: "alice" }, undefined, {
          cap: 50,
        }),
      ).toContain("O3: winner's 50 not above 50 → +1/-1");
    });
    it("stccg-opg-2014: O4 forfeit and external, O2 tie and byes, O7 quit", () => {
      const opg = "stccg-opg-2014" as const;
      expect(explain(opg, { end: "forfeit", forfeiter: "alice" })).toMatch(/^O4, O7: alice forfeited/);
      expect(explain(opg, { end: "concession", winner: "bob" })).toMatch(
        /^O4: won by concession → 2\(\+100\)/,
      );
      expect(explain(opg, { end: "time", points: { alice: 30, bob: 30 } })).toMatch(/^O2: true tie/);
      expect(explain(opg, { end: "bye" }, ["alice"])).toMatch(/^O2: bye 2\(\+0\)/);
      expect(explain(opg, { end: "earned-bye" }, ["alice"])).toMatch(/^O2: earned bye 2\(\+100\)/);
      expect(explain(opg, { end: "quit", quitter: "bob" })).toMatch(/^O7: bob quit, a concession \(O4\)/);
    });
  });

  describe("yj-decipher-6.99 cites Y1–Y3 (docs/rules.md §1)", () => {
    const YJ = "yj-decipher-6.99" as const;
    it("Y1 full win with the Draw Deck count", () => {
      expect(explain(YJ, { end: "full", winner: "alice", drawDeck: 22 })).toBe(
        "Y1: full win with 22 cards in Draw Deck → 2(+22)",
      );
    });
    it("Y2 by planetary victories, then by Draw Deck; Y3 when both are equal", () => {
      expect(
        explain(YJ, {
          end: "time",
          planetaryVictories: { alice: 0, bob: 1 },
          drawDeck: { alice: 30, bob: 12 },
        }),
      ).toMatch(/^Y2: time, bob wins on more planetary victories \(1 to 0\) → modified win 1\(\+12\)/);
      expect(
        explain(YJ, {
          end: "time",
          planetaryVictories: { alice: 1, bob: 1 },
          drawDeck: { alice: 30, bob: 12 },
        }),
      ).toMatch(/^Y2: time, alice wins on equal planetary victories, more cards in Draw Deck → .*1\(\+30\)/);
      expect(
        explain(YJ, {
          end: "time",
          planetaryVictories: { alice: 1, bob: 1 },
          drawDeck: { alice: 9, bob: 9 },
        }),
      ).toMatch(/^Y3: true tie at hands down \(1 planetary victories, 9 cards each\) → 1\(\+0\) each/);
      expect(explain(YJ, { end: "tie" })).toMatch(
        /^Y3: true tie, both Draw Decks exhausted at once → 1\(\+0\) each/,
      );
      expect(explain(YJ, { end: "bye" }, ["alice"])).toMatch(/^Y3: bye 2\(\+0\)/);
    });
  });
});
