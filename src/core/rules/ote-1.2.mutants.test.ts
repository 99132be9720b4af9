// ote-1.2 (docs/rules.md §1, E1–E4, M1, M6): the refusals and the explanation line, which the mutation
// run (docs/testing.md) found unchecked. Worked by hand from OTE 2.3 (VP by place), 2.4 (2–4
// players), 2.43 (16 Influence wins) and 2.83 (the additional game to 8 Influence).
import { describe, expect, it } from "vitest";
import { scoreGame } from "./index.js";
import { game, scored } from "./test-helpers.js";
import type { GameInput } from "./types.js";

const ote = (result: unknown, ids: readonly string[], set?: "active" | "inactive"): GameInput =>
  game(result, ids, set ? { set } : {});
const three = ["ann", "bob", "cat"];

function refusal(input: GameInput): { code: string; field: string; rule: string; message: string } {
  const out = scoreGame("ote-1.2", {}, input);
  if (out.ok) throw new Error(`expected a refusal, got ${out.value.explanation}`);
  return out.error;
}

describe("ote-1.2 explanations (E2)", () => {
  it("E2: each player's place, IP and VP are listed in the game's order", () => {
    const line = scored(
      "ote-1.2",
      ote({ winner: "ann", influence: { ann: 16, bob: 9, cat: 5 } }, three, "active"),
    ).explanation;
    expect(line).toBe(
      "E2 (active set): ann won 16 IP → 8 VP, bob second 9 IP → 4 VP, cat behind 5 IP → 0 VP",
    );
  });

  it("E2 (OTE 2.3): a two-player game says only the winner scores", () => {
    const two = scored(
      "ote-1.2",
      ote({ winner: "bob", influence: { ann: 10, bob: 16 } }, ["ann", "bob"], "inactive"),
    );
    expect(two.explanation).toContain("(inactive set; two-player game: VP to the winner only)");
    expect(two.score.map((e) => e.vp)).toEqual([0, 4]);
    expect(two.outcome).toBe("placed");
  });
});

describe("ote-1.2 refusals (M1, E1, E2, E4, M6)", () => {
  it("M1: 2 to 4 players, the count said", () => {
    const five = refusal(ote({ winner: "a", influence: {} }, ["a", "b", "c", "d", "e"], "active"));
    expect(five).toMatchObject({ code: "WRONG_PLAYER_COUNT", field: "players", rule: "M1" });
    expect(five.message).toContain("2 to 4 players, got 5");
    const one = refusal(ote({ winner: "a", influence: { a: 16 } }, ["a"], "active"));
    expect(one).toMatchObject({ code: "WRONG_PLAYER_COUNT", field: "players", rule: "M1" });
    expect(one.message).toContain("at least 2 players (OTE 2.4), got 1");
  });

  it("E1: a result that is not an object is refused, never a crash", () => {
    for (const bad of [null, "ann", 5]) {
      expect(refusal(ote(bad, three, "active"))).toMatchObject({ code: "INVALID_FIELD", field: "result" });
    }
  });

  it("E1: Influence Points are whole numbers, said so", () => {
    for (const bad of [16.5, "16"]) {
      const error = refusal(ote({ winner: "ann", influence: { ann: bad, bob: 2, cat: 3 } }, three, "active"));
      expect(error).toMatchObject({
        field: "result.influence.ann",
        message: "expected whole Influence Points",
      });
    }
  });

  it("E4 (OTE 2.43): a winner below 16 IP is refused with his IP and the target", () => {
    const error = refusal(ote({ winner: "ann", influence: { ann: 12, bob: 2, cat: 3 } }, three, "active"));
    expect(error).toMatchObject({ code: "VALUE_OUT_OF_RANGE", field: "result.influence.ann", rule: "E4" });
    expect(error.message).toContain("the winner has 12 Influence; a game is won at 16");
  });

  it("E2: the set the game was played in is required, and the message says why", () => {
    const error = refusal(ote({ winner: "ann", influence: { ann: 16, bob: 2, cat: 3 } }, three));
    expect(error).toMatchObject({ code: "INVALID_FIELD", field: "set", rule: "E2" });
    expect(error.message).toContain('"active" or "inactive"');
  });

  it("M6 (OTE 2.83): the additional game lists who advanced, each once, not everyone", () => {
    expect(refusal(ote({ advanced: [] }, three))).toMatchObject({
      code: "INVALID_FIELD",
      field: "result.advanced",
      rule: "M6",
    });
    const twice = refusal(ote({ advanced: ["ann", "ann"] }, three));
    expect(twice).toMatchObject({ code: "PLAYER_TWICE_IN_GAME", field: "result.advanced[1]", rule: "M6" });
    expect(twice.message).toBe('"ann" advanced twice');
    const all = refusal(ote({ advanced: ["ann", "bob", "cat"] }, three));
    expect(all).toMatchObject({ code: "INVALID_FIELD", field: "result.advanced", rule: "M6" });
    expect(all.message).toContain("at least one of its 3 players stays behind");
  });

  it("M6: Influence, when given, covers the game's players; advancing takes 8 unless the TD ruled", () => {
    expect(refusal(ote({ advanced: ["ann"], influence: { ann: 8, bob: 2, dan: 1 } }, three))).toMatchObject({
      code: "UNKNOWN_PLAYER",
      field: "result.influence.dan",
      rule: "E1",
    });
    const short = refusal(ote({ advanced: ["ann"], influence: { ann: 5, bob: 2, cat: 1 } }, three));
    expect(short).toMatchObject({ code: "VALUE_OUT_OF_RANGE", field: "result.influence.ann", rule: "M6" });
    expect(short.message).toContain('"ann" has 5');
    const ruled = scored(
      "ote-1.2",
      ote({ advanced: ["ann"], influence: { ann: 5, bob: 2, cat: 1 }, end: "ruling" }, three),
    );
    expect(ruled.winner).toBe("ann");
    const played = scored(
      "ote-1.2",
      ote({ advanced: ["bob", "ann"], influence: { ann: 8, bob: 9, cat: 1 } }, three),
    );
    expect(played).toMatchObject({ outcome: "placed", winner: "bob" });
    expect(played.score).toEqual([
      { id: "ann", vp: 0, diff: 0, ip: 8 },
      { id: "bob", vp: 0, diff: 0, ip: 9 },
      { id: "cat", vp: 0, diff: 0, ip: 1 },
    ]);
  });
});
