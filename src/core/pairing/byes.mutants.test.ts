// P4 / A6 / D1 (docs/rules.md §2): who takes the bye, and the trace line the TD reads when it moves. Found
// unchecked by the mutation run (docs/testing.md). Players p0..p4 are the pile, best first; the
// byes each has had are given by hand, so every expected taker is read off the rule:
// the left-over player keeps the bye unless someone in the list has fewer; then the nearest player
// up the list with the fewest byes takes it; if nobody above has, the nearest below.
import { describe, expect, it } from "vitest";
import { findByeTaker, moveBye, type WorkPair } from "./byes.js";
import type { PairedPlayer } from "./types.js";
import { historyFromMeetings } from "./test-helpers.js";

const pileOf = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
const withByes = (byes: readonly number[]) => historyFromMeetings(byes.length, [], byes).history;
const none = new Set<string>();

describe("P4/A6: findByeTaker", () => {
  const pile = pileOf(5);

  it("P4: the left-over player keeps the bye when nobody in the list has had fewer", () => {
    expect(findByeTaker(pile, "p4", withByes([0, 0, 0, 0, 0]), none)).toBe("p4");
    expect(findByeTaker(pile, "p4", withByes([1, 1, 1, 1, 1]), none)).toBe("p4");
  });

  it("P4: a left-over player with a bye passes it to the next player up who has none", () => {
    expect(findByeTaker(pile, "p4", withByes([0, 0, 0, 0, 1]), none)).toBe("p3");
    expect(findByeTaker(pile, "p4", withByes([0, 0, 1, 1, 1]), none)).toBe("p1");
  });

  it("P4: no second bye while another has none: the fewest byes, not merely fewer than his", () => {
    // p4 had 2; p1 had only 1 but p0 had none: p0 takes it.
    expect(findByeTaker(pile, "p4", withByes([0, 1, 2, 2, 2]), none)).toBe("p0");
    // Everyone had one or more: the nearest up the list with the fewest (1).
    expect(findByeTaker(pile, "p4", withByes([2, 1, 1, 2, 2]), none)).toBe("p2");
  });

  it("P4: if nobody above qualifies, the nearest below", () => {
    expect(findByeTaker(pile, "p1", withByes([1, 1, 1, 0, 0]), none)).toBe("p3");
  });

  it("A6/D1: players excluded (other left-over players, bye takers) neither take it nor count", () => {
    expect(findByeTaker(pile, "p4", withByes([0, 0, 1, 1, 1]), new Set(["p1"]))).toBe("p0");
    expect(findByeTaker(pileOf(4), "p1", withByes([1, 1, 0, 0]), new Set(["p2"]))).toBe("p3");
    // p0 (no bye) is excluded: the fewest among the others is 1 (p1, p2), and p2 is nearest up.
    expect(findByeTaker(pile, "p4", withByes([0, 1, 1, 2, 2]), new Set(["p0"]))).toBe("p2");
    // Only excluded players had fewer byes: the left-over player keeps it.
    expect(findByeTaker(pile, "p4", withByes([0, 0, 1, 1, 1]), new Set(["p0", "p1"]))).toBe("p4");
  });
});

describe("P4/A6: moveBye — seats and the trace", () => {
  const never = () => false;

  it("P4: the left-over player with no bye before gets it; the trace says so and nothing moves", () => {
    const pairs: WorkPair[] = [{ a: { id: "p0" }, b: { id: "p1" } }];
    const move = moveBye(pairs, pileOf(3), "p2", withByes([0, 0, 0]), none, "P4", never);
    expect(move).toEqual({ bye: "p2", trace: "P4 bye: p2 is left over → bye" });
    expect(pairs).toStrictEqual([{ a: { id: "p0" }, b: { id: "p1" } }]);
  });

  it("P4: everyone has had as many byes: the trace counts them (1 bye, 2 byes)", () => {
    const pairs: WorkPair[] = [{ a: { id: "p0" }, b: { id: "p1" } }];
    expect(moveBye(pairs, pileOf(3), "p2", withByes([1, 1, 1]), none, "P4", never)).toEqual({
      bye: "p2",
      trace: "P4 bye: p2 is left over → bye (everyone in the list has already had 1 bye or more)",
    });
    expect(moveBye(pairs, pileOf(3), "p2", withByes([2, 3, 2]), none, "P4", never)).toEqual({
      bye: "p2",
      trace: "P4 bye: p2 is left over → bye (everyone in the list has already had 2 byes or more)",
    });
  });

  it("A6: the taker sat first with Dark: the left-over player takes his seat and his side", () => {
    const pairs: WorkPair[] = [
      { a: { id: "p0", side: "dark" }, b: { id: "p1", side: "light" } },
      { a: { id: "p2", side: "dark" }, b: { id: "p3", side: "light" } },
    ];
    const calls: [string, string, PairedPlayer["side"]][] = [];
    const move = moveBye(pairs, pileOf(5), "p4", withByes([0, 0, 0, 1, 1]), none, "A6", (x, y, s) => {
      calls.push([x, y, s]);
      return false;
    });
    expect(move).toEqual({
      bye: "p2",
      trace:
        "A6 bye: p4 is left over but has already had 1 bye → the bye goes to p2, the nearest player who has had none; p4 takes his place against p3",
    });
    expect(pairs).toStrictEqual([
      { a: { id: "p0", side: "dark" }, b: { id: "p1", side: "light" } },
      { a: { id: "p4", side: "dark" }, b: { id: "p3", side: "light" } },
    ]);
    expect(calls).toEqual([["p4", "p3", "dark"]]);
  });

  it("P4: the taker sat second, no sides: the left-over player sits there; the trace names the rematch", () => {
    const pairs: WorkPair[] = [{ a: { id: "p0" }, b: { id: "p1" } }];
    const calls: [string, string, PairedPlayer["side"]][] = [];
    const move = moveBye(pairs, pileOf(3), "p2", withByes([0, 0, 1]), none, "P4", (x, y, s) => {
      calls.push([x, y, s]);
      return true;
    });
    expect(move).toEqual({
      bye: "p1",
      trace:
        "P4 bye: p2 is left over but has already had 1 bye → the bye goes to p1, the nearest player who has had none; p2 takes his place against p0; this is a rematch: p2 had played p0",
    });
    // No side key at all when the seat had none (a results file never holds `side: undefined`).
    expect(pairs).toStrictEqual([{ a: { id: "p0" }, b: { id: "p2" } }]);
    expect(calls).toEqual([["p2", "p0", undefined]]);
  });

  it("P4: the taker had byes too, only fewer: the trace counts his", () => {
    const pairs: WorkPair[] = [{ a: { id: "p0", side: "light" }, b: { id: "p1", side: "dark" } }];
    const move = moveBye(pairs, pileOf(3), "p2", withByes([1, 2, 2]), none, "D1", never);
    expect(move).toEqual({
      bye: "p0",
      trace:
        "D1 bye: p2 is left over but has already had 2 byes → the bye goes to p0, the nearest player who has had only 1 bye; p2 takes his place against p1",
    });
    expect(pairs).toStrictEqual([{ a: { id: "p2", side: "light" }, b: { id: "p1", side: "dark" } }]);
  });

  it("a taker with no seat (not in any pair) cannot swap: the left-over player keeps the bye", () => {
    const pairs: WorkPair[] = [{ a: { id: "p0" }, b: { id: "p1" } }];
    const move = moveBye(pairs, pileOf(4), "p3", withByes([0, 0, 0, 1]), none, "P4", never);
    expect(move).toEqual({ bye: "p3", trace: "P4 bye: p3 is left over → bye" });
    expect(pairs).toStrictEqual([{ a: { id: "p0" }, b: { id: "p1" } }]);
  });
});
