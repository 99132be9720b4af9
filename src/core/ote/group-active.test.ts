import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeRandom } from "../random.js";
import { groupActiveSet } from "./group-active.js";

const players = (offNumbered: readonly number[]) =>
  offNumbered.map((n, i) => ({ id: `p${i}`, offNumberedGames: n }));

describe("M2–M3 (OTE 2.5, 2.6, 2.61, 2.62): grouping the active set", () => {
  it("M2: round 1 groups everyone at random (seeded: the same seed gives the same groups)", () => {
    const ps = players(Array<number>(10).fill(0));
    const a = groupActiveSet(ps, makeRandom("x"), true);
    expect(a).toEqual(groupActiveSet(ps, makeRandom("x"), true));
    expect(a.groups.map((g) => g.length)).toEqual([4, 3, 3]);
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) => groupActiveSet(ps, makeRandom(`s${i}`), true).groups[0]!.join()),
    );
    expect(seen.size).toBeGreaterThan(1);
  });

  it("M3 / 2.61: the off-numbered game goes to players who have not played one", () => {
    // 7 players → 4+3; p0, p1, p2 have played an off-numbered game, the other four have not.
    for (let seed = 0; seed < 20; seed++) {
      const grouped = groupActiveSet(players([1, 1, 1, 0, 0, 0, 0]), makeRandom(`m3-${seed}`), false);
      expect([...grouped.groups[0]!].sort()).toEqual(["p3", "p4", "p5", "p6"]);
    }
  });

  it("M3 / 2.61 'unless no other option exists': everyone without one first, the rest from the fewest", () => {
    // 10 players → 4+3+3: only p9 has played none; he plays it with three who have one, never p0 who has two.
    for (let seed = 0; seed < 20; seed++) {
      const grouped = groupActiveSet(
        players([2, 1, 1, 1, 1, 1, 1, 1, 1, 0]),
        makeRandom(`m3b-${seed}`),
        false,
      );
      expect(grouped.groups[0]).toContain("p9");
      expect(grouped.groups[0]).not.toContain("p0");
      expect(grouped.trace.join("\n")).toContain("no other option");
    }
  });

  it("property: every player is seated once, and nobody plays a second off-numbered game while one who has played none sits in a game of three", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 60 }),
        fc.string(),
        (counts, seed) => {
          const ps = players(counts);
          const { groups } = groupActiveSet(ps, makeRandom(seed), false);
          const seated = groups.flat();
          expect([...seated].sort()).toEqual(ps.map((p) => p.id).sort());
          const count = new Map(ps.map((p) => [p.id, p.offNumberedGames]));
          const inOff = groups.filter((g) => g.length !== 3).flat();
          const inThree = groups.filter((g) => g.length === 3).flat();
          const worstOff = Math.max(-1, ...inOff.map((id) => count.get(id)!));
          const bestThree = Math.min(99, ...inThree.map((id) => count.get(id)!));
          expect(worstOff).toBeLessThanOrEqual(bestThree);
        },
      ),
    );
  });
});
