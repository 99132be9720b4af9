// E2 / M6: VP are keyed on the player. A finalist re-admitted from the inactive set scores on the
// inactive scale (4, 2, 1, 0) in the final, which is the active set's game; every path that
// scores a game goes through scale.ts, so the scored event itself says so.
import { describe, expect, it } from "vitest";
import { extendScoredEvent } from "../scored-event/score-event.js";
import { computeOteStandings } from "./standings.js";
import { firstLosses, lostBefore, scaleOf, scalesOfGame } from "./scale.js";
import { makeOteFile, ote, scoredOrThrow, SIX, SIX_FINAL, SIX_ROUND_1 } from "./test-helpers.js";

describe("each player's scale in a game (E2)", () => {
  it("a player's first loss is the earliest round of a game he played and did not win (OTE 2.0)", () => {
    const losses = firstLosses([
      { round: 2, players: [{ id: "ann" }, { id: "bob" }], winner: "ann" },
      { round: 1, players: [{ id: "bob" }, { id: "cat" }], winner: "cat" },
      { round: 3, players: [{ id: "dan" }, { id: "eve" }] },
    ]);
    expect(Object.fromEntries(losses)).toEqual({ bob: 1 });
  });

  it("only losses in earlier rounds count: the game being scored is not one of them", () => {
    const losses = new Map([
      ["bob", 1],
      ["cat", 2],
    ]);
    expect(lostBefore(losses, 2, [{ id: "ann" }, { id: "bob" }, { id: "cat" }])).toEqual({ bob: 1 });
    expect(lostBefore(losses, 1, [{ id: "bob" }])).toBeUndefined();
  });

  it("a player who lost before is on the inactive scale in an active game, and the reason is given", () => {
    expect(scaleOf("active", undefined)).toEqual({ scale: "active" });
    expect(scaleOf("active", 1)).toEqual({ scale: "inactive", why: "re-admitted, lost in round 1" });
    expect(scaleOf("inactive", 1)).toEqual({ scale: "inactive" });
    expect(scaleOf("inactive", undefined)).toEqual({ scale: "inactive" });
  });

  it("a game's scales: the re-admitted finalist's is inactive with the reason, the others the game's set (M6)", () => {
    const losses = new Map([["bob", 1]]);
    const final = {
      round: 2,
      set: "active" as const,
      players: [{ id: "ann" }, { id: "bob" }, { id: "dan" }],
    };
    expect(Object.fromEntries(scalesOfGame(losses, final))).toEqual({
      ann: { scale: "active" },
      bob: { scale: "inactive", why: "re-admitted, lost in round 1" },
      dan: { scale: "active" },
    });
    // Not On the Edge: a game without a set has no scale.
    expect(scalesOfGame(losses, { round: 2, players: [{ id: "bob" }] }).size).toBe(0);
  });
});

describe("a re-admitted finalist in the scored event (E2, M6)", () => {
  // By hand: round 1 (SIX_ROUND_1) leaves ann and dan active; bob, second alone with 4 VP and
  // 9 IP (Tournament Score 8.5, the greatest), is re-admitted to the final of three (M6, 2.82).
  it("the final as the results file is scored: ann won 8, dan tied second 2, bob tied second 1", () => {
    const event = scoredOrThrow(makeOteFile(SIX, [...SIX_ROUND_1, ...SIX_FINAL]));
    const final = event.games[2]!.scored;
    expect(final.score.map((e) => [e.id, e.vp])).toEqual([
      ["ann", 8],
      ["dan", 2],
      ["bob", 1],
    ]);
    expect(final.explanation).toBe(
      "E2 (active set): ann won 16 IP → 8 VP, dan tied-second 10 IP → 2 VP, " +
        "bob tied-second 10 IP → 1 VP (inactive scale: re-admitted, lost in round 1)",
    );
    // The inactive set's game beside the final is on its own set's scale: eve won 4, cat and fay
    // tied second on 4 IP, 1 each; nobody's scale differs from the set, so no reason is given.
    expect(event.games[3]!.scored.explanation).toBe(
      "E2 (inactive set): cat tied-second 4 IP → 1 VP, eve won 16 IP → 4 VP, fay tied-second 4 IP → 1 VP",
    );
  });

  it("bob wins the final on the inactive scale (4 VP), ann second on the active one (4 VP)", () => {
    const final = ote(2, "active", { ann: 10, dan: 8, bob: 16 }, "bob", "final");
    const event = scoredOrThrow(makeOteFile(SIX, [...SIX_ROUND_1, final, SIX_FINAL[1]!]));
    expect(event.games[2]!.scored.score.map((e) => [e.id, e.vp])).toEqual([
      ["ann", 4],
      ["dan", 0],
      ["bob", 4],
    ]);
    const standings = computeOteStandings(event);
    if (!standings.ok) throw new Error(standings.error.message);
    expect(standings.value.rows.find((r) => r.id === "bob")).toMatchObject({ vp: 8, ip: 25 });
  });

  it("extended result by result, the final scores as it does from scratch", () => {
    const round1 = scoredOrThrow(makeOteFile(SIX, [...SIX_ROUND_1]));
    const extended = extendScoredEvent(round1, [SIX_FINAL[0]!]);
    if (!extended.ok) throw new Error(extended.error.message);
    expect(extended.value.games[2]!.scored.score.map((e) => e.vp)).toEqual([8, 2, 1]);
  });

  it("a final recorded in the inactive set is refused, naming its set (M6)", () => {
    const final = { ...SIX_FINAL[0]!, set: "inactive" as const };
    const result = computeOteStandings(
      scoredOrThrow(makeOteFile(SIX, [...SIX_ROUND_1, final, SIX_FINAL[1]!])),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ field: "games[2].set", rule: "M6" });
  });
});
