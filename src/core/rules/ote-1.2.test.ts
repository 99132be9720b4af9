import { describe, expect, it } from "vitest";
import { computeTournamentScore } from "../ote/places-in-game.js";
import { expectError, game, scored } from "./test-helpers.js";
import type { GameInput } from "./types.js";

const ote = (result: unknown, ids: readonly string[], set: "active" | "inactive" = "active"): GameInput =>
  game(result, ids, { set });
const three = ["ann", "bob", "cat"];
const four = ["ann", "bob", "cat", "dan"];

/** `{ann: 8, bob: 4, …}`: VP per player. */
function vp(input: GameInput): Record<string, number> {
  return Object.fromEntries(scored("ote-1.2", input).score.map((e) => [e.id, e.vp]));
}

describe("ote-1.2 — E2 (OTE 2.3): Victory Points by place", () => {
  it("active player: win 8, second 4, further behind 0", () => {
    expect(vp(ote({ winner: "ann", influence: { ann: 16, bob: 9, cat: 5 } }, three))).toEqual({
      ann: 8,
      bob: 4,
      cat: 0,
    });
  });

  it("docs/rules.md §6 example {winner, influence: 16, 9, 9}: tied for second, active → 2 each", () => {
    expect(vp(ote({ winner: "ann", influence: { ann: 16, bob: 9, cat: 9 } }, three))).toEqual({
      ann: 8,
      bob: 2,
      cat: 2,
    });
  });

  it("inactive player: win 4, second 2, tied for second 1, further behind 0", () => {
    expect(vp(ote({ winner: "bob", influence: { ann: 3, bob: 17, cat: 11 } }, three, "inactive"))).toEqual({
      ann: 0,
      bob: 4,
      cat: 2,
    });
    expect(vp(ote({ winner: "bob", influence: { ann: 11, bob: 17, cat: 11 } }, three, "inactive"))).toEqual({
      ann: 1,
      bob: 4,
      cat: 1,
    });
  });

  it("four-player game: second by Influence, the rest further behind; three tied for second share 2", () => {
    expect(vp(ote({ winner: "dan", influence: { ann: 12, bob: 7, cat: 7, dan: 16 } }, four))).toEqual({
      ann: 4,
      bob: 0,
      cat: 0,
      dan: 8,
    });
    expect(vp(ote({ winner: "dan", influence: { ann: 7, bob: 7, cat: 7, dan: 16 } }, four))).toEqual({
      ann: 2,
      bob: 2,
      cat: 2,
      dan: 8,
    });
  });

  it("two-player game: VP only to the winner (8 active, 4 inactive)", () => {
    expect(vp(ote({ winner: "ann", influence: { ann: 16, bob: 12 } }, ["ann", "bob"]))).toEqual({
      ann: 8,
      bob: 0,
    });
    expect(vp(ote({ winner: "bob", influence: { ann: 12, bob: 16 } }, ["ann", "bob"], "inactive"))).toEqual({
      ann: 0,
      bob: 4,
    });
  });

  it("places after the winner follow final IP, even when the TD's ruling ends the game with the winner behind", () => {
    const result = { winner: "cat", influence: { ann: 14, bob: 2, cat: 10 }, end: "ruling" };
    expect(vp(ote(result, three))).toEqual({ ann: 4, bob: 0, cat: 8 });
    expect(scored("ote-1.2", ote(result, three)).explanation).toContain("ruling");
  });

  it("explains the rule and the set, outcome placed, winner named", () => {
    const s = scored("ote-1.2", ote({ winner: "ann", influence: { ann: 16, bob: 9, cat: 9 } }, three));
    expect(s.outcome).toBe("placed");
    expect(s.winner).toBe("ann");
    expect(s.explanation).toMatch(/^E2 \(active set\)/);
  });
});

describe("ote-1.2 — E1: every player's final Influence is recorded", () => {
  it("keeps IP (negative too) beside VP; On the Edge has no differential", () => {
    const s = scored("ote-1.2", ote({ winner: "ann", influence: { ann: 18, bob: -3, cat: 0 } }, three));
    expect(s.score).toEqual([
      { id: "ann", vp: 8, diff: 0, ip: 18 },
      { id: "bob", vp: 0, diff: 0, ip: -3 },
      { id: "cat", vp: 4, diff: 0, ip: 0 },
    ]);
  });

  it("refuses a missing player's Influence, an unknown player's, and a fraction", () => {
    expectError("ote-1.2", ote({ winner: "ann", influence: { ann: 16, bob: 9 } }, three), {
      code: "INVALID_FIELD",
      field: "result.influence.cat",
      rule: "E1",
    });
    expectError("ote-1.2", ote({ winner: "ann", influence: { ann: 16, bob: 9, cat: 1, zed: 3 } }, three), {
      code: "UNKNOWN_PLAYER",
      field: "result.influence.zed",
      rule: "E1",
    });
    expectError("ote-1.2", ote({ winner: "ann", influence: { ann: 16, bob: 9.5, cat: 1 } }, three), {
      code: "INVALID_FIELD",
      field: "result.influence.bob",
      rule: "E1",
    });
  });

  it("refuses a winner who did not play, and a result without a winner", () => {
    expectError("ote-1.2", ote({ winner: "zed", influence: { ann: 16, bob: 9, cat: 1 } }, three), {
      code: "UNKNOWN_PLAYER",
      field: "result.winner",
      rule: "E2",
    });
    expectError("ote-1.2", ote({ influence: { ann: 16, bob: 9, cat: 1 } }, three), {
      code: "INVALID_FIELD",
      field: "result.winner",
      rule: "E1",
    });
  });

  it("needs the set the game was played in (the VP scale depends on it, E2)", () => {
    expectError("ote-1.2", game({ winner: "ann", influence: { ann: 16, bob: 9, cat: 1 } }, three), {
      code: "INVALID_FIELD",
      field: "set",
      rule: "E2",
    });
  });
});

describe("ote-1.2 — E4 (OTE 2.43): 16 IP wins whatever the number of players", () => {
  it.each([
    ["two", ["ann", "bob"]],
    ["three", three],
    ["four", four],
  ])("a %s-player game's winner below 16 IP is refused unless the TD records a ruling", (_, ids) => {
    const influence = Object.fromEntries(ids.map((id, i) => [id, i === 0 ? 15 : 3]));
    expectError("ote-1.2", ote({ winner: "ann", influence }, ids), {
      code: "VALUE_OUT_OF_RANGE",
      field: "result.influence.ann",
      rule: "E4",
    });
    expect(scored("ote-1.2", ote({ winner: "ann", influence, end: "ruling" }, ids)).winner).toBe("ann");
    expect(scored("ote-1.2", ote({ winner: "ann", influence: { ...influence, ann: 16 } }, ids)).winner).toBe(
      "ann",
    );
  });
});

describe("ote-1.2 — game sizes (M1)", () => {
  it("an On the Edge game with one player is an error naming the field and the rule", () => {
    expectError("ote-1.2", ote({ winner: "ann", influence: { ann: 16 } }, ["ann"]), {
      code: "WRONG_PLAYER_COUNT",
      field: "players",
      rule: "M1",
    });
  });

  it("a five-player game is not one M1 forms", () => {
    const ids = [...four, "eve"];
    const influence = Object.fromEntries(ids.map((id) => [id, id === "ann" ? 16 : 0]));
    expectError("ote-1.2", ote({ winner: "ann", influence }, ids), {
      code: "WRONG_PLAYER_COUNT",
      field: "players",
      rule: "M1",
    });
  });
});

describe("ote-1.2 — M6 (OTE 2.83): the additional game to 8 IP", () => {
  const five = [...four, "eve"];
  const influence = { ann: 9, bob: 8, cat: 3, dan: 1, eve: 0 };

  it("records who advanced in which order and gives no VP", () => {
    const s = scored("ote-1.2", game({ advanced: ["bob", "ann"], influence }, five));
    expect(s.winner).toBe("bob");
    expect(s.score.every((e) => e.vp === 0)).toBe(true);
    expect(s.score.find((e) => e.id === "ann")?.ip).toBe(9);
    expect(s.explanation).toContain("bob, ann");
  });

  it("refuses an advancing player below 8 IP, a stranger, a player twice, and everyone advancing", () => {
    expectError("ote-1.2", game({ advanced: ["cat"], influence }, five), {
      code: "VALUE_OUT_OF_RANGE",
      field: "result.influence.cat",
      rule: "M6",
    });
    expectError("ote-1.2", game({ advanced: ["zed"] }, five), {
      code: "UNKNOWN_PLAYER",
      field: "result.advanced[0]",
      rule: "M6",
    });
    expectError("ote-1.2", game({ advanced: ["ann", "ann"] }, five), {
      code: "PLAYER_TWICE_IN_GAME",
      field: "result.advanced[1]",
      rule: "M6",
    });
    expectError("ote-1.2", game({ advanced: ["ann", "bob"] }, ["ann", "bob"]), {
      code: "INVALID_FIELD",
      field: "result.advanced",
      rule: "M6",
    });
  });
});

describe("E3 (OTE 2.81): Tournament Score = IP / 2 + VP", () => {
  it.each([
    [33, 16, 32.5],
    [-8, 0, -4],
    [12, 3, 9],
  ])("IP %d, VP %d → %d", (ip, vpTotal, expected) => {
    expect(computeTournamentScore(ip, vpTotal)).toBe(expected);
  });
});
