// P5's search worked by hand on small events (written for the mutation run, docs/testing.md): the
// window it searches, the weight of a rematch against skipped places, the one bye (P4), the tie
// between a bye and a pair, and its trace line.
import { describe, expect, it } from "vitest";
import { pairFewestRematches, windowFor } from "./fewest-rematches.js";
import { historyFromMeetings } from "./test-helpers.js";
import type { Draft } from "./types.js";

const asText = (draft: Draft) => ({
  pairs: draft.pairs.map((p) => `${p.a.id}-${p.b.id}`),
  byes: draft.byes,
});

describe("P5 window", () => {
  it("P5: the window never shrinks below 4, however large the event (2^20 players: W = 4)", () => {
    // 2^20 · 2^4 is over the 2^22 budget, but W stops at 4.
    expect(windowFor(1 << 20)).toBe(4);
  });
});

describe("P5 pairFewestRematches, worked by hand", () => {
  it("P5: an empty list gives no pairs, no bye and no trace", () => {
    const { order, history } = historyFromMeetings(0, []);
    expect(pairFewestRematches(order, history)).toEqual({ pairs: [], byes: [], trace: [] });
  });

  it("P5/P3: avoiding every rematch wins over 14 places of reordering (the bye at the top, p1 down to p8)", () => {
    // p0 has met everyone: he cannot play without a rematch, so the bye (8 places from the bottom).
    // p8 has met everyone but p1: p1–p8, 6 places skipped. p2..p7 have not met: 2–3, 4–5, 6–7.
    // No rematch, cost 8 + 6 = 14; the guide's 0–1, 2–3, 4–5, 6–7, bye p8 has a rematch (p0–p1).
    const meetings: [number, number][] = [1, 2, 3, 4, 5, 6, 7, 8].map((j) => [0, j] as [number, number]);
    for (const j of [2, 3, 4, 5, 6, 7]) meetings.push([8, j]);
    const { order, history } = historyFromMeetings(9, meetings);
    const found = pairFewestRematches(order, history);
    expect(asText(found)).toEqual({ pairs: ["p1-p8", "p2-p3", "p4-p5", "p6-p7"], byes: ["p0"] });
    expect(found.trace).toEqual([
      "P5: searched every pairing with partners at most 8 places apart (O(n·W·2^W), W = 9)",
    ]);
  });

  it("P4: when every pair of three is a rematch, still one bye only, to the bottom player", () => {
    const { order, history } = historyFromMeetings(3, [
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(asText(pairFewestRematches(order, history))).toEqual({ pairs: ["p0-p1"], byes: ["p2"] });
  });

  it("P4: the bottom player had a bye; bye to p1 (p0–p2) and to p0 (p1–p2) cost alike; the guide's choice, p1, is kept", () => {
    // P4 guide: 1–2 paired, 3 left over with a bye → the bye goes up to 2, 3 takes his place: p0–p2.
    // Bye p1: 1 place from the bottom + p0–p2 skips 1 = 2; bye p0: 2 + p1–p2 skips 0 = 2.
    const { order, history } = historyFromMeetings(3, [], [0, 0, 1]);
    const found = pairFewestRematches(order, history);
    expect(asText(found)).toEqual({ pairs: ["p0-p2"], byes: ["p1"] });
    expect(found.trace).toEqual([
      "P5: searched every pairing with partners at most 2 places apart (O(n·W·2^W), W = 3)",
    ]);
  });
});
