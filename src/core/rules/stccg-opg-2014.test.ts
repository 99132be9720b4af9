import { describe, expect, it } from "vitest";
import { expectError, game, scored, scores } from "./test-helpers.js";

const OPG = "stccg-opg-2014" as const;

describe("stccg-opg-2014 (docs/rules.md §1, OP Interim Ruling 2014)", () => {
  it("O1: ruling example — Paul beats George 100-35 → +65 / -65", () => {
    expect(scores(OPG, game({ end: "full", points: { paul: 100, george: 35 } }, ["paul", "george"]))).toEqual(
      { paul: "2(+65)", george: "0(-65)" },
    );
  });

  it("O1: ruling example — 120 points are recorded as 100, -5 as 0", () => {
    expect(scores(OPG, game({ end: "full", points: { alice: 120, bob: -5 } }))).toEqual({
      alice: "2(+100)",
      bob: "0(-100)",
    });
  });

  it("O2: true tie diff 0, normal bye +0, earned bye +cap", () => {
    expect(scores(OPG, game({ end: "time", points: { alice: 40, bob: 40 } }))).toEqual({
      alice: "1(+0)",
      bob: "1(+0)",
    });
    expect(scores(OPG, game({ end: "bye" }, ["alice"]))).toEqual({ alice: "2(+0)" });
    expect(scores(OPG, game({ end: "earned-bye" }, ["alice"]))).toEqual({ alice: "2(+100)" });
    expect(scores(OPG, game({ end: "earned-bye" }, ["alice"]), { cap: 50 })).toEqual({ alice: "2(+50)" });
  });

  it("O3: winner's score equal or lower than the opponent's → +1 / -1", () => {
    expect(scores(OPG, game({ end: "full", points: { alice: 100, bob: 110 }, winner: "alice" }))).toEqual({
      alice: "2(+1)",
      bob: "0(-1)",
    });
  });

  it("O4: concession or external means → +cap / -cap", () => {
    expect(scores(OPG, game({ end: "concession", winner: "alice" }))).toEqual({
      alice: "2(+100)",
      bob: "0(-100)",
    });
    expect(scores(OPG, game({ end: "external", winner: "bob" }), { cap: 50 })).toEqual({
      alice: "0(-50)",
      bob: "2(+50)",
    });
  });

  it("O5: ruling example (1) — Matt 0 wins by Up the Ante vs Rob 35 → +65", () => {
    expect(
      scores(OPG, game({ end: "gameplay", winner: "matt", points: { matt: 0, rob: 35 } }, ["matt", "rob"])),
    ).toEqual({ matt: "2(+65)", rob: "0(-65)" });
  });

  it("O5: ruling example (2) — Danny decked out, ahead, vs Troy 30 → +70", () => {
    expect(
      scores(OPG, game({ end: "deck-out", points: { danny: 60, troy: 30 } }, ["danny", "troy"])),
    ).toEqual({ danny: "1(+70)", troy: "0(-70)" });
  });

  it("O5/O6: ruling example — Greg wins by Terrasphere 8 vs Ben on 70 → +30", () => {
    expect(
      scores(OPG, game({ end: "gameplay", winner: "greg", points: { greg: 20, ben: 70 } }, ["greg", "ben"])),
    ).toEqual({ greg: "2(+30)", ben: "0(-30)" });
  });

  it("O7: Slipstream (cap 50) — points above 50 do not count: 60-35 → +15", () => {
    expect(scores(OPG, game({ end: "full", points: { alice: 60, bob: 35 } }), { cap: 50 })).toEqual({
      alice: "2(+15)",
      bob: "0(-15)",
    });
  });

  it("O7: O3 applies after O5 — a gameplay winner against an opponent at cap gets +1", () => {
    expect(scores(OPG, game({ end: "gameplay", winner: "alice", points: { alice: 10, bob: 120 } }))).toEqual({
      alice: "2(+1)",
      bob: "0(-1)",
    });
  });

  // OPG ruling: "Victory can also be achieved outside of normal victory conditions, by means such as
  // concession, …  If due to concession or an external means (such as a Code of Conduct ruling by the
  // Tournament Director), the winning player ends the game on 100 points and the opponent ends the
  // game on 0 points (i.e. winner receives a Differential of +100 and opponent receives a
  // Differential of -100)." Slipstream: "if a game ends due to concession or external means, the
  // winning player receives a Differential of +50 and his or her opponent receives a Differential of
  // -50". A forfeit is an external means; a player who quits concedes (O7).
  it("O7: a forfeit is an external means (+cap)", () => {
    expect(scores(OPG, game({ end: "forfeit", forfeiter: "bob" }), { cap: 50 })).toEqual({
      alice: "2(+50)",
      bob: "0(-50)",
    });
  });

  it("O7/O4: a quit is a concession — Slipstream (cap 50): the quitter's opponent +50, the quitter -50, no X asked", () => {
    const result = scored(OPG, game({ end: "quit", quitter: "bob" }), { cap: 50 });
    expect(result.outcome).toBe("quit");
    expect(result.quitter).toBe("bob");
    expect(result.score).toEqual([
      { id: "alice", vp: 2, diff: 50 },
      { id: "bob", vp: 0, diff: -50 },
    ]);
    expect(result.explanation).toBe("O7: bob quit, a concession (O4) → 2(+50) to alice, 0(-50) to bob");
    expect(scores(OPG, game({ end: "quit", quitter: "alice", beforePlay: true }))).toEqual({
      alice: "0(-100)",
      bob: "2(+100)",
    });
  });

  it("O7: a quit carrying the TD's X is refused, naming O7 (the ruling leaves no X to set)", () => {
    expectError(
      OPG,
      game({ end: "quit", quitter: "bob", differential: 20 }),
      { code: "INVALID_FIELD", field: "result.differential", rule: "O7" },
      { cap: 50 },
    );
    expectError(OPG, game({ end: "quit", quitter: "bob", differential: 100 }), {
      code: "INVALID_FIELD",
      field: "result.differential",
      rule: "O7",
    });
  });

  // The ruling names no "scenario" ending; DEC's Glossary does ("when a scenario's condition have not
  // been met … only 1 victory point for a modified win"), and VP under this profile are DEC's (the
  // VP Decision in docs/rules.md). Its diff is the ordinary one, not O5's (O5 names only "gameplay-
  // based effects" and "when both players no longer have cards in their draw decks"): with the
  // Slipstream cap of 50, "points in excess of 50 do not count": 60 → 50, 50 − 35 = +15.
  it("T3/O1: a scenario's condition not met is a modified win with the ordinary clamped diff (60-35, cap 50 → 1(+15))", () => {
    expect(scores(OPG, game({ end: "scenario", points: { alice: 60, bob: 35 } }), { cap: 50 })).toEqual({
      alice: "1(+15)",
      bob: "0(-15)",
    });
  });

  it("docs/rules.md §1 Decision: VP are configurable per event", () => {
    expect(scores(OPG, game({ end: "full", points: { alice: 100, bob: 35 } }), { vp: { full: 3 } })).toEqual({
      alice: "3(+65)",
      bob: "0(-65)",
    });
    expect(
      scores(OPG, game({ end: "time", points: { alice: 50, bob: 35 } }), { vp: { modified: 2 } }),
    ).toEqual({ alice: "2(+15)", bob: "0(-15)" });
  });
});
