import { describe, expect, it } from "vitest";
import { computePc2016Standings } from "./index.js";
import { makeTestEvent } from "./make-test-event.js";

// Five players, two allegiance rounds (R = 4), a bye every game. Worked by hand:
// VP A 6, E 6, B 4, C 4, D 4 (no drops: adjusted VP = VP, floor ⌊4/2⌋ = 2 = a bye's value).
// SoS A 4+4+6+6 = 20, E 2+4+6+6 = 18, B 6+2+4+4 = 16, C 4+6+4+2 = 16, D 4+6+2+4 = 16.
// B, C, D: entries {2,4,4,6} each → 14, 10, 6 for k = 1..3; opponents' SoS
// B 20+24+16+16 = 76, C 16+20+16+24 = 76, D 16+18+24+16 = 74; B beat C in game 3.
const fivePlayers = makeTestEvent(
  ["A", "B", "C", "D", "E"],
  [
    [1, "A", "B"],
    [1, "C", "D"],
    [1, "E"],
    [2, "A", "C"],
    [2, "E", "D"],
    [2, "B"],
    [3, "E", "A"],
    [3, "B", "C"],
    [3, "D"],
    [4, "A", "E"],
    [4, "D", "B"],
    [4, "C"],
  ],
);

describe("K7 SOS mode, whole event", () => {
  const rows = computePc2016Standings(fivePlayers, "sos").rows;

  it("ranks by VP, then SoS, then (a), (b), (c) in turn", () => {
    expect(rows.map((r) => [r.rank, r.id, r.decidedBy])).toEqual([
      [1, "A", "SoS"],
      [2, "E", undefined],
      [3, "B", "head-to-head"],
      [4, "C", "opponents' SoS"],
      [5, "D", undefined],
    ]);
  });

  it("shows VP, record and the tiebreak values used (K6)", () => {
    const b = rows.find((r) => r.id === "B")!;
    expect(b).toMatchObject({ vp: 4, diff: 0, gamesPlayed: 4, status: "active", name: "Player B" });
    expect(b.record).toEqual({ wins: 2, losses: 2, ties: 0, byes: 1 });
    expect(b.tiebreaks).toEqual({
      adjustedVp: 4,
      sos: 16,
      opponentsSos: 76,
      sosDropped: [14, 10, 6],
      headToHead: "won",
    });
    expect(rows.find((r) => r.id === "D")!.tiebreaks).toEqual({
      adjustedVp: 4,
      sos: 16,
      opponentsSos: 74,
      sosDropped: [14, 10, 6],
    });
    expect(rows.find((r) => r.id === "A")!.tiebreaks).toEqual({
      adjustedVp: 6,
      sos: 20,
      opponentsSos: 16 + 16 + 18 + 18,
    });
  });
});

describe("K7 dropped players are ranked with everyone by the same keys", () => {
  // Z drops after game 2 of four: VP 2, adjusted 2 + 2 = 4. X: VP 2, adjusted 2 (= ⌊4/2⌋).
  // SoS W 2+4+2+2 = 10, X 8+4+8+4 = 24, Y 4+8+2+2 = 16, Z 4+2 = 6.
  const event = makeTestEvent(
    ["W", "X", "Y", "Z"],
    [
      [1, "W", "X"],
      [1, "Y", "Z"],
      [2, "W", "Y"],
      [2, "Z", "X"],
      [3, "W", "X"],
      [3, "Y"],
      [4, "X", "Y"],
      [4, "W"],
    ],
    { dropped: ["Z"] },
  );
  const rows = computePc2016Standings(event, "sos").rows;

  it("gives the dropped player 1 adjusted VP per game number missed", () => {
    expect(rows.find((r) => r.id === "Z")!.tiebreaks).toMatchObject({ adjustedVp: 4, sos: 6 });
    expect(rows.find((r) => r.id === "X")!.tiebreaks).toMatchObject({ adjustedVp: 2, sos: 24 });
  });

  it("ranks him by VP and SoS like everyone else", () => {
    expect(rows.map((r) => [r.rank, r.id, r.status, r.decidedBy])).toEqual([
      [1, "W", "active", undefined],
      [2, "Y", "active", undefined],
      [3, "X", "active", "SoS"],
      [4, "Z", "dropped", undefined],
    ]);
  });
});

describe("K7 (d) coin flip: the only shared place", () => {
  // R = 1: A beat B, C beat D. A and C equal on everything and never met; so are B and D.
  const event = makeTestEvent(
    ["D", "C", "B", "A"],
    [
      [1, "A", "B"],
      [1, "C", "D"],
    ],
  );

  it("shares the rank, lists by player ID and says 'coin flip' (every tie group, the lowest too)", () => {
    const rows = computePc2016Standings(event, "sos").rows;
    expect(rows.map((r) => [r.rank, r.id, r.decidedBy])).toEqual([
      [1, "A", "coin flip"],
      [1, "C", undefined],
      [3, "B", "coin flip"],
      [3, "D", undefined],
    ]);
    expect(rows[0]!.tiebreaks).toMatchObject({ headToHead: "undecided", opponentsSos: 2 });
  });
});

describe("K7 DIFF mode: VP, then cumulative diff; equal stays tied (coin flip)", () => {
  const event = makeTestEvent(
    ["A", "B", "C", "D"],
    [
      [1, "A", "B"],
      [1, "C", "D"],
      [2, "A", "D"],
      [2, "B", "C"],
    ],
    { diffs: [10, 5, 3, 12] },
  );
  const rows = computePc2016Standings(event, "diff").rows;

  it("orders by VP then diff, never by SoS", () => {
    // A 4(+13); B 2(-10+12 = +2), C 2(+5-12 = -7), D 0(-5-3 = -8).
    expect(rows.map((r) => [r.rank, r.id, r.vp, r.diff, r.decidedBy])).toEqual([
      [1, "A", 4, 13, undefined],
      [2, "B", 2, 2, undefined],
      [3, "C", 2, -7, undefined],
      [4, "D", 0, -8, undefined],
    ]);
  });

  it("leaves players equal on VP and diff tied for a coin flip", () => {
    const tied = makeTestEvent(
      ["B", "A", "C", "D"],
      [
        [1, "A", "C"],
        [1, "B", "D"],
      ],
      { diffs: [7, 7] },
    );
    expect(computePc2016Standings(tied, "diff").rows.map((r) => [r.rank, r.id, r.decidedBy])).toEqual([
      [1, "A", "coin flip"],
      [1, "B", undefined],
      [3, "C", "coin flip"],
      [3, "D", undefined],
    ]);
  });

  it("still shows adjusted VP and SoS, for information, but not the SOS-mode tiebreakers", () => {
    // A met B (adjusted 2) and D (0 VP raised to ⌊2/2⌋ = 1).
    expect(rows[0]!.tiebreaks).toEqual({ adjustedVp: 4, sos: 2 + 1 });
  });
});

describe("K7 modified wins (Decision: adjusted VP uses the VP won)", () => {
  it("counts a 1-VP win as 1 toward the opponent's SoS", () => {
    const event = makeTestEvent(
      ["A", "B", "C", "D"],
      [
        [1, "A", "B"],
        [1, "C", "D"],
        [2, "A", "C"],
        [2, "B", "D"],
      ],
      { winVp: 1 },
    );
    const rows = computePc2016Standings(event, "sos").rows;
    // VP A 2, B 1, C 1, D 0; R = 2, floor 1: adjusted A 2, B 1, C 1, D 1.
    expect(rows.find((r) => r.id === "D")!.tiebreaks).toMatchObject({ adjustedVp: 1, sos: 2 });
    expect(rows.find((r) => r.id === "A")!.tiebreaks).toMatchObject({ adjustedVp: 2, sos: 2 });
  });
});

describe("K7 ignores games that are not Swiss (K5)", () => {
  it("does not count a final game's VP or its game number", () => {
    const event = makeTestEvent(
      ["A", "B"],
      [
        [1, "A", "B"],
        [2, "B", "A"],
      ],
    );
    const last = event.games[1]!;
    const withFinal = {
      ...event,
      games: [event.games[0]!, { ...last, record: { ...last.record, stage: "final" as const } }],
    };
    const rows = computePc2016Standings(withFinal, "sos").rows;
    expect(rows.map((r) => [r.id, r.vp, r.gamesPlayed])).toEqual([
      ["A", 2, 1],
      ["B", 0, 1],
    ]);
    expect(rows[1]!.tiebreaks).toMatchObject({ adjustedVp: 0 });
  });
});
