// P3/A5: the one "next lower player not yet met" walk that one-deck Swiss (P3) and allegiance
// rounds (A5) both use (it was written out twice).
import { describe, expect, it } from "vitest";
import { listNames, UnpairedList, walkToNotMet } from "./walk.js";

const order = ["a", "b", "c", "d", "e"];

describe("walkToNotMet (P3/A5)", () => {
  it("stops at the first unpaired player who is not a rematch, naming those passed over", () => {
    const list = new UnpairedList(order.length);
    const walk = walkToNotMet(list, order, 1, (id) => id === "b" || id === "c");
    expect(walk).toEqual({ index: 3, skipped: ["b", "c"] });
  });

  it("skips players already paired (removed from the list)", () => {
    const list = new UnpairedList(order.length);
    list.remove(2);
    const walk = walkToNotMet(list, order, 1, (id) => id === "b");
    expect(walk).toEqual({ index: 3, skipped: ["b"] });
  });

  it("reaches the end when everyone remaining is a rematch (the caller keeps the intended opponent)", () => {
    const list = new UnpairedList(order.length);
    const walk = walkToNotMet(list, order, 2, () => true);
    expect(walk.index).toBe(list.end);
    expect(walk.skipped).toEqual(["c", "d", "e"]);
  });
});

describe("listNames (P3/A5 trace lines)", () => {
  it("P3: up to four names in full; a fifth and more are counted", () => {
    expect(listNames(["a", "b", "c", "d"])).toBe("a, b, c, d");
    expect(listNames(["a", "b", "c", "d", "e", "f"])).toBe("a, b, c, d and 2 more");
    expect(listNames(["a", "b", "c"], 2)).toBe("a, b and 1 more");
  });

  it("an empty list has its head at the end", () => {
    const list = new UnpairedList(0);
    expect([list.head, list.end, list.size]).toEqual([0, 0, 0]);
    expect(list.toArray()).toEqual([]);
  });
});
