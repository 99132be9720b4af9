import { describe, expect, it } from "vitest";
import { makeRandom } from "../random.js";
import { groupInactiveSet, rankInactiveSet } from "./group-inactive.js";

describe("M5 (OTE 2.7): grouping the inactive set", () => {
  it("2.71: sorted by VP, then IP, greater first", () => {
    const ranked = rankInactiveSet(
      [
        { id: "low", vp: 0, ip: 30 },
        { id: "top", vp: 8, ip: 10 },
        { id: "mid", vp: 4, ip: 20 },
        { id: "mid-more-ip", vp: 4, ip: 25 },
      ],
      makeRandom("r"),
    );
    expect(ranked.map((p) => p.id)).toEqual(["top", "mid-more-ip", "mid", "low"]);
  });

  it("2.71: identical VP and IP are distributed randomly across their range", () => {
    const tied = ["a", "b", "c"].map((id) => ({ id, vp: 2, ip: 5 }));
    const firsts = new Set(
      Array.from(
        { length: 30 },
        (_, i) => rankInactiveSet([{ id: "top", vp: 9, ip: 0 }, ...tied], makeRandom(`t${i}`))[1]!.id,
      ),
    );
    expect(firsts).toEqual(new Set(["a", "b", "c"]));
    for (let i = 0; i < 10; i++)
      expect(rankInactiveSet([...tied, { id: "top", vp: 9, ip: 0 }], makeRandom(`u${i}`))[0]!.id).toBe("top");
  });

  it("2.72: off-numbered games are filled first from the top, then consecutive players", () => {
    const ps = Array.from({ length: 7 }, (_, i) => ({ id: `r${i + 1}`, vp: 100 - i, ip: 0 }));
    expect(groupInactiveSet(ps, makeRandom("g")).groups).toEqual([
      ["r1", "r2", "r3", "r4"],
      ["r5", "r6", "r7"],
    ]);
    // 2.42: five players → the top two play the game of two.
    expect(groupInactiveSet(ps.slice(0, 5), makeRandom("g")).groups).toEqual([
      ["r1", "r2"],
      ["r3", "r4", "r5"],
    ]);
  });

  it("a lone inactive player cannot form a game: he sits out, unscored", () => {
    const grouped = groupInactiveSet([{ id: "solo", vp: 0, ip: 0 }], makeRandom("s"));
    expect(grouped.groups).toEqual([]);
    expect(grouped.sittingOut).toEqual(["solo"]);
  });
});
