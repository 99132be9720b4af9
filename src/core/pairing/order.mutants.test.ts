// P2 / A1 (SPEC §2): players level on every standings key are ordered at random by the event's
// seed, and the trace says how many such groups there were; players who left are not paired (R2).
// Found unchecked by the mutation run (docs/testing.md).
import { describe, expect, it } from "vitest";
import { makeRandom } from "../random.js";
import { toPairingOrder } from "./order.js";

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
      "P2/A1: 2 group(s) of exactly tied players ordered at random by the event's seed (largest 3)",
    ]);
  });

  it("R2: a player who left is not paired, and a group left with one player is not a random draw", () => {
    const order = toPairingOrder([["a"], ["b", "c"], ["d"]], makeRandom("r2"), (id) => id !== "c");
    expect(order.ids).toEqual(["a", "b", "d"]);
    expect(order.position.has("c")).toBe(false);
    expect(order.trace).toEqual([]);
  });
});
