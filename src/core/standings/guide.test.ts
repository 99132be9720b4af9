import { describe, expect, it } from "vitest";
import { bye, makeEvent, order, standingsOf, win } from "./test-event.js";

describe("guide standings (docs/rules.md §3, SW-PC Ending the Tournament)", () => {
  it("K1/S8: cumulative VP, then cumulative diff — 2(+10) then 0(-6) is 2(+4)", () => {
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d"],
        [win("a", "b", 10), win("c", "d", 3), win("c", "a", 6), win("b", "d", 20)],
      ),
    );
    expect(rows.find((r) => r.id === "a")).toMatchObject({ vp: 2, diff: 4 });
    expect(order(rows)).toEqual(["1:c", "2:b", "3:a", "4:d"]);
    expect(rows[0]).toMatchObject({
      vp: 4,
      diff: 9,
      record: { wins: 2, losses: 0, ties: 0, byes: 0 },
      gamesPlayed: 2,
    });
  });

  it("K2: two tied players who met — the winner of that game ranks higher", () => {
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d"],
        [win("a", "b", 10), win("c", "d", 5), win("c", "a", 10), win("b", "d", 10)],
      ),
    );
    expect(order(rows)).toEqual(["1:c", "2:a", "3:b", "4:d"]);
    expect(rows[1]).toMatchObject({ vp: 2, diff: 0, decidedBy: "K2 head-to-head" });
    expect(rows[2]).toMatchObject({ vp: 2, diff: 0 });
  });

  it("K2: two tied players who met twice — the combination of both games (VP, then diff)", () => {
    // a and b split their two games; b won his by more.
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d"],
        [win("a", "b", 5), win("b", "a", 12), win("a", "c", 10), win("d", "b", 3)],
      ),
    );
    expect(rows.find((r) => r.id === "a")).toMatchObject({ vp: 4, diff: 3 });
    expect(rows.find((r) => r.id === "b")).toMatchObject({ vp: 2, diff: 4 });
    const tied = standingsOf(
      makeEvent(
        ["a", "b", "c", "d"],
        [win("a", "b", 5), win("b", "a", 12), win("a", "c", 14), win("b", "d", 0)],
      ),
    );
    // Both 4(+7): head-to-head VP 2 each, diff b +7 vs a -7 → b first.
    expect(order(tied).slice(0, 2)).toEqual(["1:b", "2:a"]);
    expect(tied[0]!.decidedBy).toBe("K2 head-to-head");
  });

  it("K2 Decision: three tied players who all met are ordered by a mini-table of their games", () => {
    // a beat b by 10, b beat c by 20, c beat a by 5; each lost once more outside, all end 2(-20).
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d", "e", "f"],
        [
          win("a", "b", 10),
          win("b", "c", 20),
          win("c", "a", 5),
          win("d", "a", 25),
          win("e", "b", 30),
          win("f", "c", 5),
        ],
      ),
    );
    const tied = rows.filter((r) => ["a", "b", "c"].includes(r.id));
    expect(tied.every((r) => r.vp === 2 && r.diff === -20)).toBe(true);
    expect(tied.map((r) => r.id)).toEqual(["b", "a", "c"]);
    expect(tied.map((r) => r.decidedBy)).toEqual(["K2 head-to-head", "K2 head-to-head", undefined]);
  });

  it("K2 Decision: three tied players who did not all meet go to K3", () => {
    // a beat b, b beat c, a and c never met; each also lost elsewhere: all three 2(-10).
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d", "e", "f"],
        [
          win("a", "b", 10),
          win("d", "a", 20),
          win("b", "c", 30),
          win("e", "b", 30),
          win("c", "e", 40),
          win("f", "c", 20),
        ],
      ),
    );
    // e (beat b by 30, lost to c by 40) ends 2(-10) as well: four tied, not all met.
    const tied = rows.filter((r) => ["a", "b", "c", "e"].includes(r.id));
    expect(tied.every((r) => r.vp === 2 && r.diff === -10)).toBe(true);
    // Not K2 (a beat b, which would put a above b): K3 orders c (+40), b and e (+30), a (+10);
    // K4 then puts b (opponents on 2, 2, 2 VP) above e (2, 2).
    expect(tied.map((r) => [r.id, r.tiebreaks.highestDiff, r.decidedBy])).toEqual([
      ["c", 40, "K3 highest single-game differential"],
      ["b", 30, "K4 strength of schedule, without the lowest entry: 4 v 2"],
      ["e", 30, "K3 highest single-game differential"],
      ["a", 10, undefined],
    ]);
  });

  it("K3: highest single-game differential, a bye counting as +0", () => {
    // a: bye 2(+0), lost by 5, won by 5 → 4(+0), best +5. b: won by 15, lost by 15, won by 0? use bye.
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d"],
        [bye("a"), win("c", "a", 5), win("a", "d", 5), win("b", "c", 15), win("d", "b", 15), bye("b")],
      ),
    );
    const a = rows.find((r) => r.id === "a")!;
    const b = rows.find((r) => r.id === "b")!;
    expect([a.vp, a.diff, b.vp, b.diff]).toEqual([4, 0, 4, 0]);
    expect(a.tiebreaks.highestDiff).toBe(5);
    expect(b.tiebreaks.highestDiff).toBe(15);
    expect(rows.indexOf(b)).toBeLessThan(rows.indexOf(a));
    expect(b.decidedBy).toBe("K3 highest single-game differential");
    expect(a.record.byes).toBe(1);
  });

  it("K4: strength of schedule — opponents' final VP, drop the lowest, then the next lowest", () => {
    // p and q: 2(+0), best +10 each, never met. p met x (final 2 VP) and r (4 VP); q met y (0) and s (2).
    const rows = standingsOf(
      makeEvent(
        ["p", "q", "x", "y", "r", "s", "z"],
        [
          win("p", "x", 10),
          win("r", "p", 10),
          win("q", "y", 10),
          win("s", "q", 10),
          win("x", "z", 10),
          win("r", "z", 10),
        ],
      ),
    );
    const p = rows.find((r) => r.id === "p")!;
    const q = rows.find((r) => r.id === "q")!;
    expect([p.vp, p.diff, q.vp, q.diff]).toEqual([2, 0, 2, 0]);
    expect(p.tiebreaks.strengthOfSchedule).toBe(4);
    expect(q.tiebreaks.strengthOfSchedule).toBe(2);
    expect(rows.indexOf(p)).toBeLessThan(rows.indexOf(q));
    expect(p.decidedBy).toBe("K4 strength of schedule, without the lowest entry: 4 v 2");
  });

  it("K4: still tied after dropping the lowest, drop the next lowest", () => {
    // p's opponents end on 0, 2, 4 VP: sums 6 then 4; q's on 2, 2, 4: sums 6 then 4 — equal;
    // make q's 0, 3?  VP come in twos here, so use 2, 2, 2 (sums 4, 2) vs 0, 2, 4 (sums 6, 4).
    const rows = standingsOf(
      makeEvent(
        ["p", "q", "a", "b", "c", "d", "e", "f", "g"],
        [
          win("p", "a", 10),
          win("b", "p", 10),
          win("p", "c", 10),
          win("q", "d", 10),
          win("e", "q", 10),
          win("q", "f", 10),
          win("c", "g", 5),
          win("c", "g", 5),
          win("b", "g", 5),
        ],
      ),
    );
    const p = rows.find((r) => r.id === "p")!;
    const q = rows.find((r) => r.id === "q")!;
    expect([p.vp, p.diff, q.vp, q.diff]).toEqual([4, 10, 4, 10]);
    expect(p.tiebreaks.strengthOfSchedule).toBe(8);
    expect(q.tiebreaks.strengthOfSchedule).toBe(2);
  });

  it("K5: a tiebreaker game played by the whole tied group overrides K2–K4", () => {
    const games = [win("a", "c", 10), win("b", "d", 10)];
    const without = standingsOf(makeEvent(["a", "b", "c", "d"], games));
    expect(order(without)).toEqual(["1:a", "1:b", "3:c", "3:d"]);
    const withGame = standingsOf(
      makeEvent(["a", "b", "c", "d"], [...games, { ...win("b", "a", 1), stage: "tiebreak" }]),
    );
    expect(order(withGame)).toEqual(["1:b", "2:a", "3:c", "3:d"]);
    expect(withGame[0]).toMatchObject({ vp: 2, diff: 10, decidedBy: "K5 tiebreaker game" });
  });

  it("K5: players still tied share a place, listed by player ID (1, 2, 2, 4)", () => {
    // q and a: 2(+10), never met, best +10 each, one opponent each on 0 VP — nothing separates them.
    const rows = standingsOf(
      makeEvent(["z", "m", "q", "a", "y", "x"], [win("z", "m", 20), win("q", "y", 10), win("a", "x", 10)]),
    );
    expect(order(rows)).toEqual(["1:z", "2:a", "2:q", "4:x", "4:y", "6:m"]);
  });

  it("K5: only Swiss games count for K1–K4", () => {
    const rows = standingsOf(
      makeEvent(["a", "b"], [win("a", "b", 10), { ...win("b", "a", 30), stage: "tiebreak" }]),
    );
    expect(rows.map((r) => [r.id, r.vp, r.diff])).toEqual([
      ["a", 2, 10],
      ["b", 0, -10],
    ]);
  });

  it("F5: the Final Confrontation winner is 1st, the loser 2nd, then Swiss standings", () => {
    const swiss = [win("a", "b", 10), win("c", "d", 10), win("a", "c", 10), win("b", "d", 10)];
    const file = makeEvent(
      ["a", "b", "c", "d"],
      [...swiss, { ...win("c", "a", 5), stage: "final" }, { ...win("a", "c", 3), stage: "final" }],
    );
    const rows = standingsOf(file);
    // FC: 2(+5)-ish each way: c 2 VP +2, a 2 VP -2 → c wins on F2 differential.
    expect(order(rows)).toEqual(["1:c", "2:a", "3:b", "4:d"]);
    expect(rows[0]!.decidedBy).toBe("F2 more differential in the Final Confrontation");
    expect(rows[0]!.tiebreaks.finalConfrontation).toBe("2(+2)");
  });

  it("K6: every row shows rank, name, ID, VP(±diff), games played, record and the tiebreak values", () => {
    const rows = standingsOf(makeEvent(["a", "b", "c"], [win("a", "b", 10), bye("c"), win("c", "a", 4)]));
    expect(rows[0]).toEqual({
      rank: 1,
      id: "c",
      name: "C",
      vp: 4,
      diff: 4,
      gamesPlayed: 2,
      record: { wins: 2, losses: 0, ties: 0, byes: 1 },
      status: "active",
      tiebreaks: { highestDiff: 4, strengthOfSchedule: 2 },
    });
  });

  it("disqualified players are listed last", () => {
    const file = makeEvent(["a", "b", "c", "d"], [win("a", "b", 10), win("c", "d", 10)]);
    const rows = standingsOf({
      ...file,
      players: file.players.map((p) => (p.id === "a" ? { ...p, status: "disqualified" as const } : p)),
    });
    expect(rows.at(-1)!.id).toBe("a");
  });
});

// "K3 and K4 with byes": the bye as a game of +0 in K3, deciding the order. Under the
// default profiles a player with a bye has at least 2 VP and every game that earns VP has a diff
// of at least 0, so a bye can level K3 (then K4 decides) but not win it alone; with the bye's VP
// configured to 0 (stccg-opg-2014, VP configurable per event) it can.
describe("K3 with byes: the bye's +0 decides the order", () => {
  it("K3: the bye's +0 levels p with q's 2(+0) win (so K4 decides); ignoring the bye would put q first on K3", () => {
    // p: bye 2(+0), lost to A by 5 → 2(-5); K3 = 0 (the bye), else his best would be -5.
    // q: Q quits before play with X = 0 (S6: q 2(+0)), lost to B by 5 → 2(-5); K3 = 0.
    // Never met: no K2. K3 level at 0 → K4 (by hand): A beat p and f twice → 6 VP; B beat q → 2 VP;
    // Q quit → 0 VP. p's entries [0 (bye), 6] → drop lowest → 6; q's [0 (Q), 2] → 2. p first.
    const rows = standingsOf(
      makeEvent(
        ["q", "p", "A", "B", "Q", "f"],
        [
          bye("p"),
          win("A", "p", 5),
          { players: [{ id: "q" }, { id: "Q" }], result: { end: "quit", quitter: "Q", differential: 0 } },
          win("B", "q", 5),
          win("A", "f", 10),
          win("A", "f", 10),
        ],
      ),
    );
    const p = rows.find((r) => r.id === "p")!;
    const q = rows.find((r) => r.id === "q")!;
    expect([p.vp, p.diff, q.vp, q.diff]).toEqual([2, -5, 2, -5]);
    expect([p.tiebreaks.highestDiff, q.tiebreaks.highestDiff]).toEqual([0, 0]);
    expect(rows.indexOf(p) + 1).toBe(rows.indexOf(q));
    expect(p.decidedBy).toBe("K4 strength of schedule, without the lowest entry: 6 v 2");
  });

  it("K3: with a bye worth 0 VP, the bye's +0 alone puts p (bye, lost by 50) above q (lost by 20 and 30)", () => {
    // stccg-opg-2014 with vp.bye = 0. p: bye 0(+0), lost 50–100 → 0(-50); best single game: the
    // bye, +0. q: lost 80–100 (-20) and 70–100 (-30) → 0(-50); best -20. Never met. K3: 0 > -20 →
    // p first. Were the bye not counted as a game of +0, p's best would be -50 and q would lead.
    const points = (a: string, b: string, pa: number, pb: number) => ({
      players: [{ id: a }, { id: b }],
      result: { end: "full", points: { [a]: pa, [b]: pb } },
    });
    const file = makeEvent(
      ["q", "p", "A", "B", "C"],
      [bye("p"), points("A", "p", 100, 50), points("B", "q", 100, 80), points("C", "q", 100, 70)],
      "stccg-opg-2014",
    );
    const rows = standingsOf({
      ...file,
      event: { ...file.event, game: "stccg1e", options: { vp: { bye: 0 } } },
    });
    const p = rows.find((r) => r.id === "p")!;
    const q = rows.find((r) => r.id === "q")!;
    expect([p.vp, p.diff, q.vp, q.diff]).toEqual([0, -50, 0, -50]);
    expect(order(rows).slice(-2)).toEqual([`${p.rank}:p`, `${q.rank}:q`]);
    expect(p.rank).toBeLessThan(q.rank);
    expect([p.tiebreaks.highestDiff, q.tiebreaks.highestDiff]).toEqual([0, -20]);
  });
});
