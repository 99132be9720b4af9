// docs/rules.md §6 and a result a profile cannot score is refused with a clear error naming the
// field and the rule, never scored anyway and never a crash. The mutation run (docs/testing.md)
// found most refusal paths unchecked: an error could be dropped on the floor (`if (!x.ok) return
// x` removed) or say nothing. Every case here is a hand-built bad result and the field and rule
// the guide's rule for that result makes it break; messages are checked for the facts they name.
import { describe, expect, it } from "vitest";
import type { ProfileName } from "../games.js";
import type { ScoringOptions } from "./types.js";
import { profileFor, scoreGame } from "./index.js";
import { game, scored } from "./test-helpers.js";

interface Refusal {
  readonly code: string;
  readonly field: string;
  readonly rule: string;
  readonly message: string;
}

function refusal(
  profile: ProfileName | string,
  result: unknown,
  ids: readonly string[] = ["alice", "bob"],
  extra: { deckCheckFailure?: string; set?: "active" | "inactive" } = {},
  options: ScoringOptions = {},
): Refusal {
  const out = scoreGame(profile, options, game(result, ids, extra));
  if (out.ok) throw new Error(`expected a refusal, got ${out.value.explanation}`);
  return out.error;
}

const PC = "swccg-pc-2.3.6" as const;
const DEC = "swccg-decipher-6.99" as const;
const ST = "stccg-decipher-6.99" as const;
const OPG = "stccg-opg-2014" as const;
const YJ = "yj-decipher-6.99" as const;
const three = ["alice", "bob", "carol"];

describe("profiles and players (docs/rules.md §1, §6)", () => {
  it("docs/rules.md §1: an unknown profile is named, with the profiles there are", () => {
    const error = refusal("swccg-pc-9", { end: "bye" }, ["alice"]);
    expect(error).toMatchObject({ code: "UNKNOWN_PROFILE", field: "event.rules", rule: "docs/rules.md §1" });
    expect(error.message).toContain('"swccg-pc-9"');
    expect(error.message).toContain("swccg-pc-2.3.6, swccg-decipher-6.99");
  });

  it("docs/rules.md §1: a profile used for a game it does not score says which games it scores", () => {
    const found = profileFor(OPG, "swccg");
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.error).toMatchObject({
      code: "PROFILE_NOT_FOR_GAME",
      field: "event.rules",
      rule: "docs/rules.md §1",
    });
    expect(found.error.message).toContain("stccg1e, stccg2e");
    expect(profileFor(OPG, "stccg2e").ok).toBe(true);
  });

  it("docs/rules.md §6: a player listed twice in one game is named", () => {
    const error = refusal(PC, { end: "full", winner: "alice", lifeForce: 3 }, ["alice", "alice"]);
    expect(error).toMatchObject({ code: "PLAYER_TWICE_IN_GAME", field: "players", rule: "docs/rules.md §6" });
    expect(error.message).toContain('"alice"');
  });

  it("S1, S3, S4: a two-player result with three players is refused with the count", () => {
    for (const [result, rule] of [
      [{ end: "full", winner: "alice", lifeForce: 3 }, "S1"],
      [{ end: "time", lifeForce: { alice: 3, bob: 4, carol: 5 } }, "S3"],
      [{ end: "tie", toss: "alice" }, "S4"],
    ] as const) {
      const error = refusal(PC, result, three);
      expect(error).toMatchObject({ code: "WRONG_PLAYER_COUNT", field: "players", rule });
      expect(error.message).toContain("expected 2 players, got 3");
    }
  });

  it("S5: a bye has exactly one player", () => {
    const error = refusal(PC, { end: "bye" });
    expect(error).toMatchObject({ code: "WRONG_PLAYER_COUNT", field: "players", rule: "S5" });
    expect(error.message).toContain("exactly 1 player, got 2");
  });

  it("S1, S4, S6: a winner, toss winner or quitter who did not play is named, at his field", () => {
    const cases = [
      [{ end: "full", winner: "carol", lifeForce: 3 }, "result.winner", "S1"],
      [{ end: "tie", toss: "carol" }, "result.toss", "S4"],
      [{ end: "quit", quitter: "carol", differential: 5 }, "result.quitter", "S6"],
    ] as const;
    for (const [result, field, rule] of cases) {
      const error = refusal(PC, result);
      expect(error).toMatchObject({ code: "UNKNOWN_PLAYER", field, rule });
      expect(error.message).toContain('"carol" did not play this game');
    }
  });

  it("S3, S4: per-player counts must name exactly the game's players", () => {
    const stranger = refusal(PC, { end: "time", lifeForce: { alice: 3, carol: 4 } });
    expect(stranger).toMatchObject({ code: "UNKNOWN_PLAYER", field: "result.lifeForce.carol", rule: "S3" });
    expect(stranger.message).toContain('"carol" did not play this game');
    const missing = refusal(PC, { end: "time", lifeForce: { alice: 3 } });
    expect(missing).toMatchObject({ code: "INVALID_FIELD", field: "result.lifeForce.bob", rule: "S3" });
    expect(missing.message).toContain('"bob"');
    const lostPile = refusal(PC, { end: "tie", lostPile: { alice: 3, carol: 4 } });
    expect(lostPile).toMatchObject({ code: "UNKNOWN_PLAYER", field: "result.lostPile.carol", rule: "S4" });
  });
});

describe("what ended the game (docs/rules.md §6)", () => {
  it.each([PC, DEC, ST, OPG, YJ])(
    "%s: an unknown end is quoted; a missing end is nothing, another is named",
    (profile) => {
      expect(refusal(profile, { end: "draw" })).toMatchObject({
        code: "INVALID_FIELD",
        field: "result.end",
        rule: "docs/rules.md §6",
      });
      expect(refusal(profile, { end: "draw" }).message).toMatch(/^expected "full", .*got "draw"$/);
      for (const noEnd of [{}, null, "full", 7])
        expect(refusal(profile, noEnd).message).toMatch(/got nothing$/);
      expect(refusal(profile, { end: 5 }).message).toMatch(/got a whole number$/);
    },
  );

  it("S5, T9, Y3: earned-bye elsewhere than stccg-opg-2014 is a plain bye 2(+0), and takes no other field", () => {
    for (const profile of [PC, DEC, ST, YJ]) {
      const bye = scored(profile, game({ end: "earned-bye" }, ["alice"]));
      expect(bye.score).toEqual([{ id: "alice", vp: 2, diff: 0 }]);
      expect(bye.outcome).toBe("bye");
      const extra = refusal(profile, { end: "earned-bye", cap: 3 }, ["alice"]);
      // The rule of a bye in each profile: S5, DEC's bye section, T9, Y3.
      expect(extra.rule).toBe({ [PC]: "S5", [DEC]: "DEC bye (S5)", [ST]: "T9", [YJ]: "Y3" }[profile]);
      expect(bye.explanation).toMatch(/: bye 2\(\+0\)$/);
      expect(bye.explanation.startsWith(`${extra.rule}: `)).toBe(true);
      expect(extra).toMatchObject({ code: "INVALID_FIELD", field: "result" });
      expect(extra.message).toContain('"cap"');
    }
    expect(scored(OPG, game({ end: "earned-bye" }, ["alice"])).outcome).toBe("earned-bye");
  });

  it("S7 is a Players Committee rule: every other profile refuses a failed deck check, naming itself", () => {
    for (const [profile, result, ids] of [
      [DEC, { end: "full", winner: "alice", lifeForce: 3 }, ["alice", "bob"]],
      [ST, { end: "full", points: { alice: 100, bob: 20 } }, ["alice", "bob"]],
      [OPG, { end: "full", points: { alice: 100, bob: 20 } }, ["alice", "bob"]],
      [YJ, { end: "full", winner: "alice", drawDeck: 3 }, ["alice", "bob"]],
      ["ote-1.2", { winner: "alice", influence: { alice: 16, bob: 3 } }, ["alice", "bob"]],
    ] as const) {
      const error = refusal(profile, result, ids, { deckCheckFailure: "alice", set: "active" });
      expect(error).toMatchObject({ code: "INVALID_FIELD", field: "deckCheckFailure", rule: "S7" });
      expect(error.message).toContain(`not part of ${profile}`);
    }
  });
});

describe("Star Wars results (S1–S7)", () => {
  it("S1: a full win's outcome is full; S3 and S4 wins are modified (K2, L2 read it)", () => {
    expect(scored(PC, game({ end: "full", winner: "alice", lifeForce: 12 })).outcome).toBe("full");
    expect(scored(PC, game({ end: "time", lifeForce: { alice: 12, bob: 3 } })).outcome).toBe("modified");
    expect(scored(PC, game({ end: "tie", hand: { alice: 2, bob: 3 } })).outcome).toBe("modified");
    expect(scored(PC, game({ end: "tie", toss: "bob" })).winner).toBe("bob");
  });

  it("S2: 59 Life Force is not above the cap, so nothing is said of it; no other words are added", () => {
    expect(scored(PC, game({ end: "full", winner: "alice", lifeForce: 59 })).explanation).toBe(
      "S1: full win with 59 Life Force left → 2(+59)",
    );
  });

  it("S3: the explanation gives the winner's and the loser's Life Force", () => {
    expect(scored(PC, game({ end: "time", lifeForce: { alice: 3, bob: 8 } })).explanation).toContain(
      "bob ahead 8 to 3 Life Force",
    );
  });

  it("S4: a reported tie says why it is a true tie", () => {
    expect(scored(PC, game({ end: "tie", lostPile: { alice: 4, bob: 2 } })).explanation).toContain(
      "equal Life Force or both depleted at once",
    );
  });

  it("S4 (PC): equal Life Force at time is refused until the tiebreak facts are given", () => {
    const error = refusal(PC, { end: "time", lifeForce: { alice: 6, bob: 6 } });
    expect(error).toMatchObject({ code: "UNDECIDED_TRUE_TIE", field: "result.lifeForce", rule: "S4" });
    expect(error.message).toContain("equal Life Force (6)");
  });

  it("S4: a toss that is not text is refused at result.toss", () => {
    expect(refusal(PC, { end: "tie", toss: 5 })).toMatchObject({
      code: "INVALID_FIELD",
      field: "result.toss",
    });
  });

  it("S6: the quit explanation says nothing of before play when it was not", () => {
    expect(scored(PC, game({ end: "quit", quitter: "bob", differential: 7 })).explanation).toMatch(
      /^S6: bob quit; full win 2\(\+7\) to alice/,
    );
  });

  it("S7: a result that stands says by how much the violator had lost", () => {
    const stands = scored(
      PC,
      game({ end: "full", winner: "alice", lifeForce: 35 }, ["alice", "bob"], { deckCheckFailure: "bob" }),
    );
    expect(stands.explanation).toContain(
      "S7: bob failed a deck check but had already lost by 35, the result stands",
    );
    expect(stands.outcome).toBe("full");
  });

  it("S7: a game that becomes a full loss is a full win for the opponent, and says what it was", () => {
    const turned = scored(
      PC,
      game({ end: "time", lifeForce: { alice: 40, bob: 2 } }, ["alice", "bob"], {
        deckCheckFailure: "alice",
      }),
    );
    expect(turned.outcome).toBe("full");
    expect(turned.winner).toBe("bob");
    expect(turned.explanation).toMatch(
      /^S7: alice failed a deck check; the game becomes a full loss 0\(-30\), bob 2\(\+30\) \(was: S3: /,
    );
    const bye = scored(PC, game({ end: "bye" }, ["alice"], { deckCheckFailure: "alice" }));
    expect(bye.explanation).toBe(
      "S7: alice failed a deck check; the game becomes a full loss 0(-30) (was: S5: bye 2(+0))",
    );
    expect(bye.winner).toBeUndefined();
  });
});

describe("Star Trek results (T1–T9, O1–O7)", () => {
  it("T6, T9: forfeits and external ends are forfeits; the named player must have played", () => {
    expect(scored(ST, game({ end: "forfeit", forfeiter: "alice" })).outcome).toBe("forfeit");
    expect(scored(ST, game({ end: "external", winner: "alice" })).outcome).toBe("forfeit");
    expect(refusal(ST, { end: "forfeit", forfeiter: "carol" })).toMatchObject({
      code: "UNKNOWN_PLAYER",
      field: "result.forfeiter",
      rule: "T6",
    });
    expect(refusal(ST, { end: "external", winner: "carol" })).toMatchObject({
      code: "UNKNOWN_PLAYER",
      field: "result.winner",
      rule: "T9",
    });
    expect(refusal(ST, { end: "forfeit" })).toMatchObject({
      code: "INVALID_FIELD",
      field: "result.forfeiter",
    });
    expect(refusal(ST, { end: "concession", winner: 3 })).toMatchObject({
      code: "INVALID_FIELD",
      field: "result.winner",
    });
    expect(refusal(OPG, { end: "forfeit", forfeiter: "bob" }, three)).toMatchObject({
      code: "WRONG_PLAYER_COUNT",
    });
  });

  it("O1: cap must be a positive whole number; 1 is enough", () => {
    for (const cap of [0, -5, 2.5]) {
      const error = refusal(OPG, { end: "full", points: { alice: 10, bob: 0 } }, undefined, {}, { cap });
      expect(error).toEqual({
        code: "VALUE_OUT_OF_RANGE",
        field: "event.options.cap",
        rule: "O1",
        message: "expected a positive whole number of points",
      });
    }
    // O1 with cap 1: 10–0 clamps to 1–0 → +1.
    expect(scored(OPG, game({ end: "full", points: { alice: 10, bob: 0 } }), { cap: 1 }).score[0]).toEqual({
      id: "alice",
      vp: 2,
      diff: 1,
    });
  });

  it("O2: an earned bye is the earned-bye outcome at +cap", () => {
    const bye = scored(OPG, game({ end: "earned-bye" }, ["alice"]), { cap: 50 });
    expect(bye).toMatchObject({ outcome: "earned-bye", score: [{ id: "alice", vp: 2, diff: 50 }] });
    expect(refusal(OPG, { end: "earned-bye", extra: 1 }, ["alice"])).toMatchObject({ code: "INVALID_FIELD" });
  });

  it("T9: points results need two players that the points, bonus and winner all name", () => {
    expect(refusal(ST, { end: "full", points: { alice: 1, bob: 2, carol: 3 } }, three)).toMatchObject({
      code: "WRONG_PLAYER_COUNT",
    });
    expect(
      refusal(ST, {
        end: "full",
        points: { alice: 100, bob: 2 },
        bonus: { carol: { points: 5, rule: "not-counted" } },
      }),
    ).toMatchObject({ code: "UNKNOWN_PLAYER", field: "result.bonus.carol", rule: "T8" });
    expect(refusal(ST, { end: "full", points: { alice: 100, bob: 2 }, winner: "carol" })).toMatchObject({
      code: "UNKNOWN_PLAYER",
      field: "result.winner",
      rule: "T9",
    });
  });

  it("T9: a gameplay win must name the winner; equal full scores too, and the message gives the score", () => {
    const gameplay = refusal(ST, { end: "gameplay", points: { alice: 40, bob: 60 } });
    expect(gameplay).toMatchObject({ code: "WINNER_REQUIRED", field: "result.winner", rule: "T9" });
    expect(gameplay.message).toContain("gameplay effect");
    const full = refusal(ST, { end: "full", points: { alice: 40, bob: 40 } });
    expect(full).toMatchObject({ code: "WINNER_REQUIRED", field: "result.winner", rule: "T9" });
    expect(full.message).toContain("equal scores (40)");
  });

  it("T8: a not-counted bonus is left out — 40 + 30 bonus against 50 at time → bob 1(+10)", () => {
    const result = {
      end: "time",
      points: { alice: 40, bob: 50 },
      bonus: { alice: { points: 30, rule: "not-counted" } },
    };
    expect(scored(ST, game(result)).score).toEqual([
      { id: "bob", vp: 1, diff: 10 },
      { id: "alice", vp: 0, diff: -10 },
    ]);
  });

  it("T1: points are whole numbers between -9999 and 9999, said so", () => {
    for (const bad of ["x", 1.5]) {
      expect(refusal(ST, { end: "full", points: { alice: bad, bob: 2 } }).message).toBe(
        "expected a whole number of points",
      );
    }
    for (const bad of [10000, -10000]) {
      expect(refusal(ST, { end: "full", points: { alice: bad, bob: 2 } }).message).toBe(
        "expected points between -9999 and 9999",
      );
    }
  });
});

describe("Young Jedi results (Y1–Y3)", () => {
  it("Y1: a full win's winner must have played, and the outcome is full", () => {
    expect(scored(YJ, game({ end: "full", winner: "bob", drawDeck: 4 })).outcome).toBe("full");
    expect(refusal(YJ, { end: "full", winner: "carol", drawDeck: 4 })).toMatchObject({
      code: "UNKNOWN_PLAYER",
      field: "result.winner",
      rule: "Y1",
    });
  });

  it("Y2: a timed result needs both counts for both players, two players, and is a modified win", () => {
    expect(
      scored(
        YJ,
        game({ end: "time", planetaryVictories: { alice: 1, bob: 0 }, drawDeck: { alice: 2, bob: 40 } }),
      ),
    ).toMatchObject({
      outcome: "modified",
      winner: "alice",
      score: [{ id: "alice", vp: 1, diff: 2 }, { id: "bob" }],
    });
    expect(
      refusal(YJ, { end: "time", planetaryVictories: { alice: 1 }, drawDeck: { alice: 2, bob: 4 } }),
    ).toMatchObject({
      code: "INVALID_FIELD",
      field: "result.planetaryVictories.bob",
      rule: "Y2",
    });
    expect(
      refusal(YJ, { end: "time", planetaryVictories: { alice: 1, bob: 0 }, drawDeck: { alice: 2 } }),
    ).toMatchObject({
      code: "INVALID_FIELD",
      field: "result.drawDeck.bob",
      rule: "Y2",
    });
    expect(
      refusal(YJ, { end: "time", planetaryVictories: { alice: 3, bob: 0 }, drawDeck: { alice: 2, bob: 1 } }),
    ).toMatchObject({
      code: "INVALID_FIELD",
      field: "result.planetaryVictories.alice",
      rule: "Y2",
    });
    expect(
      refusal(
        YJ,
        {
          end: "time",
          planetaryVictories: { alice: 1, bob: 0, carol: 0 },
          drawDeck: { alice: 2, bob: 1, carol: 1 },
        },
        three,
      ),
    ).toMatchObject({ code: "WRONG_PLAYER_COUNT", rule: "Y2" });
  });

  it("Y2: more planetary victories wins even with equal Draw Decks — 1 to 0, 10 cards each → alice 1(+10)", () => {
    expect(
      scored(
        YJ,
        game({ end: "time", planetaryVictories: { alice: 1, bob: 0 }, drawDeck: { alice: 10, bob: 10 } }),
      ).score,
    ).toEqual([
      { id: "alice", vp: 1, diff: 10 },
      { id: "bob", vp: 0, diff: -10 },
    ]);
  });

  it("Y3: a reported tie takes no other field and two players; quits and byes cite Y3", () => {
    expect(refusal(YJ, { end: "tie", toss: "alice" })).toMatchObject({ code: "INVALID_FIELD", rule: "Y3" });
    expect(refusal(YJ, { end: "tie" }, three)).toMatchObject({ code: "WRONG_PLAYER_COUNT", rule: "Y3" });
    expect(scored(YJ, game({ end: "quit", quitter: "alice", differential: 60 })).explanation).toMatch(
      /^Y3: alice quit/,
    );
    expect(refusal(YJ, { end: "quit", quitter: "alice", differential: 61 })).toMatchObject({ rule: "Y3" });
  });
});
