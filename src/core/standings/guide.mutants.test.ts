// K1–K6 and F2/F5/N2 cases the mutation run (docs/testing.md) found unchecked, each worked by
// hand from SW-PC "Ending the Tournament" (docs/rules.md §3) and asserting the order, the ranks and the
// values a TD reads — not the program's own output.
import { describe, expect, it } from "vitest";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { makeEvent, order, standingsOf, win } from "./test-event.js";

type Game = Omit<GameRecord, "round" | "game"> & Partial<GameRecord>;

const timed = (a: string, b: string, la: number, lb: number, extra: Partial<GameRecord> = {}): Game => ({
  players: [{ id: a }, { id: b }],
  result: { end: "time", lifeForce: { [a]: la, [b]: lb } },
  ...extra,
});

function disqualify(file: ResultsFile, id: string): ResultsFile {
  return {
    ...file,
    players: file.players.map((p) => (p.id === id ? { ...p, status: "disqualified" as const } : p)),
  };
}

describe("K1: VP first, then diff", () => {
  it("K1: b 4(+5) is above a 2(+5) — equal diff does not make a tie", () => {
    // a beats c by 5 → a 2(+5). b beats d by 3 and e by 2 → b 4(+5). c 0(-5), d 0(-3), e 0(-2).
    // By hand: b, a, then e 0(-2), d 0(-3), c 0(-5). Had VP been ignored, K3 (a 5 > b 3) would put a first.
    const rows = standingsOf(
      makeEvent(["a", "b", "c", "d", "e"], [win("a", "c", 5), win("b", "d", 3), win("b", "e", 2)]),
    );
    expect(order(rows)).toEqual(["1:b", "2:a", "3:e", "4:d", "5:c"]);
  });

  it("K1: a disqualified player never shares a place with one still in, even on equal score", () => {
    // b beats a by 5, d beats c by 5: b 2(+5), d 2(+5), a 0(-5), c 0(-5). a disqualified.
    // b and d level on K2–K4 (never met; K3 5 = 5; K4: opponents a and c both 0(-5)) → shared 1st,
    // listed by ID; c 3rd; a, level with c on everything, still last and alone: 4th.
    const file = disqualify(makeEvent(["a", "b", "c", "d"], [win("b", "a", 5), win("d", "c", 5)]), "a");
    expect(order(standingsOf(file))).toEqual(["1:b", "1:d", "3:c", "4:a"]);
  });

  it("K5: players level after every tiebreaker share the place, listed by ID, and the next place skips", () => {
    // d beats b by 10, c beats a by 10: c, d 2(+10); a, b 0(-10). No pair met, K3 and K4 level.
    const rows = standingsOf(makeEvent(["d", "c", "b", "a"], [win("d", "b", 10), win("c", "a", 10)]));
    expect(order(rows)).toEqual(["1:c", "1:d", "3:a", "3:b"]);
    expect(rows[0]!.decidedBy).toBeUndefined();
    expect(rows[1]!.decidedBy).toBeUndefined();
  });
});

describe("K6: what each row shows", () => {
  it("K6: the record counts wins, losses, true ties and byes apart", () => {
    // Decipher's guide: a true tie is 1(+0) each. a: beats b by 4, loses to c by 2, ties d.
    const file = makeEvent(
      ["a", "b", "c", "d"],
      [win("a", "b", 4), win("c", "a", 2), { players: [{ id: "a" }, { id: "d" }], result: { end: "tie" } }],
      "swccg-decipher-6.99",
    );
    const a = standingsOf(file).find((row) => row.id === "a")!;
    expect(a).toMatchObject({ vp: 3, diff: 2, gamesPlayed: 3 });
    expect(a.record).toEqual({ wins: 1, losses: 1, ties: 1, byes: 0 });
  });

  it("K3, K4: a registered player with no game yet has no K3 value and a K4 of 0", () => {
    // late entered after round 1: no game, so no highest differential (K3) to show, and no
    // schedule entries for K4 (a sum of nothing is 0).
    const rows = standingsOf(makeEvent(["a", "b", "late"], [win("a", "b", 7)]));
    const late = rows.find((row) => row.id === "late")!;
    expect(late).toMatchObject({ rank: 2, vp: 0, diff: 0, gamesPlayed: 0 });
    expect(late.tiebreaks).toStrictEqual({ strengthOfSchedule: 0 });
    expect(Object.keys(rows.find((row) => row.id === "a")!.tiebreaks).sort()).toEqual([
      "highestDiff",
      "strengthOfSchedule",
    ]);
  });
});

/**
 * Swiss, one game per round: b beats c (+15) and d (+5); a beats c (+10) and loses to d (+3).
 * By hand: b 4(+20), a 2(+7), d 2(-2), c 0(-25).
 */
const swiss: Game[] = [win("b", "c", 15), win("b", "d", 5), win("a", "c", 10), win("d", "a", 3)];
const fc = (game: number, g: Game): Game => ({ ...g, round: 10, game, stage: "final" });

describe("F2, F5: the Final Confrontation", () => {
  it("F2 step 2: the FC score is shown as VP(±diff), minus for the loser; F2 and F5 say what decided", () => {
    // a 8 to 3 on time → a 1(+8), b 0(-8); b 6 to 2 → b 1(+6), a 0(-6). a 1(+2), b 1(-2).
    const rows = standingsOf(
      makeEvent(["a", "b", "c", "d"], [...swiss, fc(1, timed("a", "b", 8, 3)), fc(2, timed("b", "a", 6, 2))]),
    );
    expect(rows.slice(0, 2).map((r) => [r.id, r.tiebreaks.finalConfrontation, r.decidedBy])).toEqual([
      ["a", "1(+2)", "F2 more differential in the Final Confrontation"],
      ["b", "1(-2)", "F5 Final Confrontation finalists come first"],
    ]);
  });

  it("F2 step 1 is named when the FC VP decide; a level FC diff shows as +0", () => {
    // a full win by 8 → a 2(+8); b ahead 8 to 3 on time → b 1(+8) (S3: the winner's LF), a 0(-8).
    // FC totals: a 2(+0), b 1(+0).
    const rows = standingsOf(
      makeEvent(["a", "b", "c", "d"], [...swiss, fc(1, win("a", "b", 8)), fc(2, timed("b", "a", 8, 3))]),
    );
    expect(rows.slice(0, 2).map((r) => [r.id, r.tiebreaks.finalConfrontation, r.decidedBy])).toEqual([
      ["a", "2(+0)", "F2 more VP in the Final Confrontation"],
      ["b", "1(+0)", "F5 Final Confrontation finalists come first"],
    ]);
  });

  it("F2 step 3 is named when the highest winning differential decides", () => {
    // FC 12 each way; highest winning diff: b 15 (Swiss), a 12 → b first.
    const rows = standingsOf(
      makeEvent(["a", "b", "c", "d"], [...swiss, fc(1, win("a", "b", 12)), fc(2, win("b", "a", 12))]),
    );
    expect(rows[0]).toMatchObject({ id: "b", decidedBy: "F2 highest single-game differential win" });
  });

  it("F2 step 3 counts Swiss and FC wins, not a K5 tiebreaker game", () => {
    // As above, but a also won a tiebreaker game by 20 against c: it decides nothing in F2 (K5 is
    // a Swiss tiebreaker), so b's 15 still beats a's 12.
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d"],
        [
          ...swiss,
          { ...win("a", "c", 20), round: 5, stage: "tiebreak" },
          fc(1, win("a", "b", 12)),
          fc(2, win("b", "a", 12)),
        ],
      ),
    );
    expect(order(rows).slice(0, 2)).toEqual(["1:b", "2:a"]);
  });

  it("F5: players who shared a Swiss place keep it shared below the finalists", () => {
    // e and f beat g and h by 1 in rounds 5–6: below a and b, c/d/e/f/g/h keep Swiss ranks.
    // Swiss: b 4(+20); a 2(+7); e 2(+1), f 2(+1) level on all (never met, K3 1, K4 0(-1) each) ...
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d", "e", "f", "g", "h"],
        [...swiss, win("e", "g", 1), win("f", "h", 1), fc(1, win("a", "b", 8)), fc(2, win("a", "b", 8))],
      ),
    );
    // By hand: b 4(+20), a 2(+7), e and f 2(+1), d 2(-2), g and h 0(-1), c 0(-25).
    // FC: a first, b second; then e and f share 3rd, d 5th, g and h share 6th, c 8th.
    expect(order(rows)).toEqual(["1:a", "2:b", "3:e", "3:f", "5:d", "6:g", "6:h", "8:c"]);
  });
});

describe("N2: a top cut orders its players by how far they went", () => {
  // Swiss, rounds 1–2: p1 beats p8 by 20, p2 p7 by 18, p3 p6 by 16, p4 p5 by 14; then p1 beats p2
  // by 10, p3 p4 by 8, p5 p6 by 6, p7 p8 by 4. By hand: p1 4(+30), p3 4(+24), p2 2(+8), p4 2(+6),
  // p5 2(-8), p7 2(-14), p6 0(-22), p8 0(-24).
  const ids = ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"];
  const swissGames: Game[] = [
    { ...win("p1", "p8", 20), round: 1, game: 1 },
    { ...win("p2", "p7", 18), round: 1, game: 2 },
    { ...win("p3", "p6", 16), round: 1, game: 3 },
    { ...win("p4", "p5", 14), round: 1, game: 4 },
    { ...win("p1", "p2", 10), round: 2, game: 1 },
    { ...win("p3", "p4", 8), round: 2, game: 2 },
    { ...win("p5", "p6", 6), round: 2, game: 3 },
    { ...win("p7", "p8", 4), round: 2, game: 4 },
  ];
  // Top four: semi-finals in round 3 (p4 upsets p1, p3 beats p2), final in round 4 (p3 beats p4).
  const cut: Game[] = [
    { ...win("p4", "p1", 5), round: 3, game: 1, stage: "final" },
    { ...win("p3", "p2", 5), round: 3, game: 2, stage: "final" },
    { ...win("p3", "p4", 5), round: 4, game: 1, stage: "final" },
  ];

  it("N2: champion, finalist, then the semi-final losers in Swiss order, then everyone else in Swiss order", () => {
    const rows = standingsOf(makeEvent(ids, [...swissGames, ...cut]));
    expect(order(rows)).toEqual(["1:p3", "2:p4", "3:p1", "4:p2", "5:p5", "6:p7", "7:p6", "8:p8"]);
    expect(rows.slice(0, 4).map((r) => [r.id, r.tiebreaks.topCut, r.decidedBy])).toEqual([
      ["p3", "won bracket round 2", "N2 went further in the top cut"],
      ["p4", "lost bracket round 2", "N2 went further in the top cut"],
      ["p1", "lost bracket round 1", "N2 same stage of the top cut: Swiss standings (K5)"],
      ["p2", "lost bracket round 1", "N2 the top cut's players come first"],
    ]);
    // The Swiss values stay beside the cut's (K6).
    expect(rows[0]!.tiebreaks).toMatchObject({ highestDiff: 16 });
  });

  it("N2: a player's stage is his last cut game by round, whatever the order the games were entered in", () => {
    const rows = standingsOf(makeEvent(ids, [...swissGames, cut[2]!, cut[0]!, cut[1]!]));
    expect(order(rows).slice(0, 4)).toEqual(["1:p3", "2:p4", "3:p1", "4:p2"]);
    expect(rows[1]!.tiebreaks.topCut).toBe("lost bracket round 2");
  });
});

describe("K5: tiebreaker games", () => {
  // a beats d, b beats e, c beats f, each by 10: a, b, c 2(+10); never met (K2 no), K3 10 each,
  // K4: opponents d, e, f all 0(-10). Level on everything before K5.
  const level: Game[] = [win("a", "d", 10), win("b", "e", 10), win("c", "f", 10)];
  const six = ["a", "b", "c", "d", "e", "f"];

  it("K5: a tiebreaker game between some of a tied group ranks nobody — the three share 1st", () => {
    const rows = standingsOf(makeEvent(six, [...level, { ...win("b", "a", 5), stage: "tiebreak" }]));
    expect(order(rows).slice(0, 3)).toEqual(["1:a", "1:b", "1:c"]);
  });

  it("K5: the group's tiebreaker games add up, VP then diff — 1–1 on VP, a +2 against b -2", () => {
    // a beats c by 10, b beats d by 10: a, b 2(+10), level before K5. Tiebreak: a beats b by 5,
    // b beats a by 3 → 2 VP each; diff a +5 -3 = +2, b -5 +3 = -2.
    const rows = standingsOf(
      makeEvent(
        ["a", "b", "c", "d"],
        [
          win("a", "c", 10),
          win("b", "d", 10),
          { ...win("a", "b", 5), stage: "tiebreak" },
          { ...win("b", "a", 3), stage: "tiebreak" },
        ],
      ),
    );
    expect(order(rows).slice(0, 2)).toEqual(["1:a", "2:b"]);
    expect(rows[0]!.decidedBy).toBe("K5 tiebreaker game");
  });
});

describe("K6 as JSON (the contracts in docs/architecture.md)", () => {
  it("K6: what decided a place is in the JSON row when there is one, and absent otherwise", async () => {
    const { toStandingJson } = await import("./to-json.js");
    const rows = standingsOf(makeEvent(["a", "b", "c", "d"], [win("a", "b", 10), win("c", "d", 5)]));
    // a 2(+10), c 2(+5): K1 decides, so nothing is said.
    expect(toStandingJson(rows[0]!)).not.toHaveProperty("decidedBy");
    // K5: a tiebreaker game b beats a decides between a and b, level on 2(+10).
    const tied = standingsOf(
      makeEvent(
        ["a", "b", "c", "d"],
        [win("a", "c", 10), win("b", "d", 10), { ...win("b", "a", 1), stage: "tiebreak" }],
      ),
    );
    const withReason = tied.find((row) => row.decidedBy !== undefined)!;
    expect(withReason).toMatchObject({ id: "b", decidedBy: "K5 tiebreaker game" });
    expect(toStandingJson(withReason)).toMatchObject({ id: withReason.id, decidedBy: withReason.decidedBy });
  });
});
