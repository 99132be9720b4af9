import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { selectDeckChecks, type DeckCheckInput } from "./deck-checks.js";

const players = Array.from({ length: 10 }, (_, i) => `p${i + 1}`);

function select(input: DeckCheckInput) {
  const result = selectDeckChecks(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("R7 deck-check selection (SW-PC Deck Lists – Deck Checks)", () => {
  it("R7 at least 25% of players, rounded up: 10 players → 3 at random", () => {
    const s = select({ players, seed: "event-1", label: "round 1 game 2" });
    expect(s.randomCount).toBe(3);
    expect(s.selected).toHaveLength(3);
    expect(s.selected.every((line) => line.reason === "random" && players.includes(line.id))).toBe(true);
  });

  it("R7 the draw is seeded: same seed and label → same players; another check point → its own draw", () => {
    const a = select({ players, seed: "event-1", label: "round 1 game 2" });
    expect(select({ players, seed: "event-1", label: "round 1 game 2" })).toEqual(a);
    const draws = new Set(
      ["r1g1", "r1g2", "r2g1", "r2g2", "r3g1"].map((label) =>
        JSON.stringify(select({ players, seed: "event-1", label }).selected),
      ),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it("S7/R7 a player who failed before is checked after every game, on top of the random 25%", () => {
    const s = select({ players, failedBefore: ["p4"], seed: "x", label: "round 2 game 1" });
    expect(s.selected.filter((line) => line.reason === "failed-before")).toEqual([
      { id: "p4", reason: "failed-before" },
    ]);
    expect(s.selected.filter((line) => line.reason === "random")).toHaveLength(3);
  });

  it("R7 before the Final Confrontation both of its players are checked", () => {
    const s = select({ players, finalists: ["p2", "p7"], seed: "x", label: "final" });
    expect(s.selected).toEqual([
      { id: "p2", reason: "final-confrontation" },
      { id: "p7", reason: "final-confrontation" },
    ]);
  });

  it("R7 refuses unknown or duplicate players and a Final Confrontation without two players", () => {
    expect(selectDeckChecks({ players, failedBefore: ["zz"], seed: "x", label: "l" }).ok).toBe(false);
    expect(selectDeckChecks({ players: ["a", "a"], seed: "x", label: "l" }).ok).toBe(false);
    expect(selectDeckChecks({ players, finalists: ["p1"], seed: "x", label: "l" }).ok).toBe(false);
  });

  it("R7 property: ⌈n/4⌉ random picks, every earlier failure, no duplicates", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.string(),
        fc.array(fc.nat(), { maxLength: 5 }),
        (n, seed, failedIdx) => {
          const ids = Array.from({ length: n }, (_, i) => `id${i}`);
          const failed = [...new Set(failedIdx.map((i) => ids[i % n]!))];
          const s = select({ players: ids, failedBefore: failed, seed, label: "g" });
          const chosen = s.selected.map((line) => line.id);
          expect(new Set(chosen).size).toBe(chosen.length);
          for (const id of failed) expect(chosen).toContain(id);
          expect(s.selected.filter((line) => line.reason === "random")).toHaveLength(
            Math.min(n - failed.length, Math.ceil(n / 4)),
          );
        },
      ),
    );
  });
});
