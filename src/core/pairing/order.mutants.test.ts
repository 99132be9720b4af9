// P2 / A1 (docs/rules.md §2): players level on every standings key are ordered at random by the event's
// seed, and the trace says how many such groups there were; players who left are not paired (R2).
// Found unchecked by the mutation run (docs/testing.md).
import { describe, expect, it } from "vitest";
import { makeRandom } from "../random.js";
import { toEventHistory } from "./history.js";
import { toK1Groups, toPairingOrder } from "./order.js";

describe("P2/A1: the pairing order from the standings' tie groups", () => {
  it("P2/A1: tied groups are shuffled inside, never across; the trace counts them and gives the largest", () => {
    const groups = [["a"], ["b", "c", "d"], ["e", "f"], ["g"]];
    const order = toPairingOrder(groups, makeRandom("p2"), () => true);
    expect(order.ids[0]).toBe("a");
    expect([...order.ids.slice(1, 4)].sort()).toEqual(["b", "c", "d"]);
    expect([...order.ids.slice(4, 6)].sort()).toEqual(["e", "f"]);
    expect(order.ids[6]).toBe("g");
    expect(order.ids.map((id) => order.position.get(id))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(order.trace).toEqual([
      "P2/A1: 2 groups of exactly tied players ordered at random by the event's seed (largest 3)",
    ]);
  });

  it("R2: a player who left is not paired, and a group left with one player is not a random draw", () => {
    const order = toPairingOrder([["a"], ["b", "c"], ["d"]], makeRandom("r2"), (id) => id !== "c");
    expect(order.ids).toEqual(["a", "b", "d"]);
    expect(order.position.has("c")).toBe(false);
    expect(order.trace).toEqual([]);
  });
});

describe("K1: the bench's order by cumulative VP, then diff", () => {
  /** Players p0..p(n-1) with these cumulative VP and diff, no games. */
  function withScores(vp: readonly number[], diff: readonly number[]) {
    const ids = vp.map((_, i) => `p${i}`);
    return toEventHistory({
      ids,
      byes: ids.map(() => 0),
      vp,
      diff,
      swissGames: ids.map(() => 0),
      firstSide: ids.map(() => undefined),
      out: ids.map(() => undefined),
      meetings: { player: [], opponent: [], bits: [], count: 0 },
      finals: [],
      gamesAt: () => [],
    });
  }

  it("K1/P2: more VP first, then more diff; only players level on both share a group", () => {
    // By hand: VP 4 — p1 (+5), p3 (−3); VP 2 — p5 (+12), then p0 and p2 (both +10, registration
    // order inside the group); VP 0 — p6 (+10), p4 (0). p5/p0 share VP only, p2/p6 diff only.
    const history = withScores([2, 4, 2, 4, 0, 2, 0], [10, 5, 10, -3, 0, 12, 10]);
    expect(toK1Groups(history)).toEqual([["p1"], ["p3"], ["p5"], ["p0", "p2"], ["p6"], ["p4"]]);
  });

  it("K1/P2: everyone level is one group, in registration order; no players, no groups", () => {
    expect(toK1Groups(withScores([2, 2, 2], [0, 0, 0]))).toEqual([["p0", "p1", "p2"]]);
    expect(toK1Groups(withScores([], []))).toEqual([]);
  });
});
