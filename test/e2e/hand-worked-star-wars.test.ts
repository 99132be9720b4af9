// An end-to-end Star Wars event (two-game rounds with allegiance, swccg-pc-2.3.6)
// through the CLI, checked against numbers worked out BY HAND from docs/rules.md — never against the
// program's own scoring. Nine players, byes in both games of round 1, a drop after round 1, a
// rematch that A4 must avoid, then the Final Confrontation (F1, F2, F5).
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";
import { bye, makeFile, table, tablesOf, writeTemp, type Json, type Pairing } from "./hand-worked.js";

const IDS = ["ann", "bob", "cal", "dee", "eve", "fay", "gus", "hal", "ivy"] as const;
const SW = {
  name: "Hand-worked Hoth",
  game: "swccg",
  rules: "swccg-pc-2.3.6",
  type: "constructed",
  seed: "hw-sw",
};
const sw = { sides: true };
const full = (winner: string, lifeForce: number): Json => ({ end: "full", winner, lifeForce });
const time = (lifeForce: Record<string, number>): Json => ({ end: "time", lifeForce });

// Round 1 game 1 (dark listed first):
//   ann–bob  ann full, 20 LF  S1: ann 2(+20) bob 0(-20)
//   cal–dee  dee full, 10 LF       dee 2(+10) cal 0(-10)
//   eve–fay  time 8–3        S3: eve 1(+8)  fay 0(-8)
//   gus–hal  hal full, 5 LF        hal 2(+5)  gus 0(-5)
//   ivy bye                  S5: ivy 2(+0)
const round1game1 = [
  table(1, 1, 1, ["ann", "bob"], full("ann", 20), sw),
  table(1, 1, 2, ["cal", "dee"], full("dee", 10), sw),
  table(1, 1, 3, ["eve", "fay"], time({ eve: 8, fay: 3 }), sw),
  table(1, 1, 4, ["gus", "hal"], full("hal", 5), sw),
  bye(1, 1, "ivy"),
];
// Round 1 game 2 (everyone switched sides; ivy plays Light; cal, who had no bye, gets this one):
//   dee–ann  ann full, 15    ann 2(+15) dee 0(-15)
//   hal–gus  hal full, 9     hal 2(+9)  gus 0(-9)
//   bob–eve  eve full, 7     eve 2(+7)  bob 0(-7)
//   fay–ivy  ivy full, 4     ivy 2(+4)  fay 0(-4)
//   cal bye                  cal 2(+0)
const round1game2 = [
  table(1, 2, 1, ["dee", "ann"], full("ann", 15), sw),
  table(1, 2, 2, ["hal", "gus"], full("hal", 9), sw),
  table(1, 2, 3, ["bob", "eve"], full("eve", 7), sw),
  table(1, 2, 4, ["fay", "ivy"], full("ivy", 4), sw),
  bye(1, 2, "cal"),
];
// gus drops after round 1. Round 2 game 1, eight players:
//   ann–hal  hal full, 3     hal 2(+3)  ann 0(-3)
//   ivy–eve  ivy full, 11    ivy 2(+11) eve 0(-11)
//   dee–cal  time 2–9        cal 1(+9)  dee 0(-9)
//   fay–bob  bob full, 6     bob 2(+6)  fay 0(-6)
const round2game1 = [
  table(2, 1, 1, ["ann", "hal"], full("hal", 3), sw),
  table(2, 1, 2, ["ivy", "eve"], full("ivy", 11), sw),
  table(2, 1, 3, ["dee", "cal"], time({ dee: 2, cal: 9 }), sw),
  table(2, 1, 4, ["fay", "bob"], full("bob", 6), sw),
];
// Round 2 game 2 as A3/A4 pair it (worked below):
//   hal–ivy  ivy full, 14    ivy 2(+14) hal 0(-14)
//   eve–ann  ann full, 2     ann 2(+2)  eve 0(-2)
//   bob–dee  time 5–1        bob 1(+5)  dee 0(-5)
//   cal–fay  fay full, 8     fay 2(+8)  cal 0(-8)
const round2game2 = [
  table(2, 2, 1, ["hal", "ivy"], full("ivy", 14), sw),
  table(2, 2, 2, ["eve", "ann"], full("ann", 2), sw),
  table(2, 2, 3, ["bob", "dee"], time({ bob: 5, dee: 1 }), sw),
  table(2, 2, 4, ["cal", "fay"], full("fay", 8), sw),
];

function event(...games: Json[][]) {
  const file = makeFile(SW, IDS, games.length > 2 ? ["gus"] : []);
  file.games = games.flat();
  return writeTemp(file);
}

interface Standing {
  rank: number;
  id: string;
  vp: number;
  diff: number;
}

async function cli(args: string[]): Promise<unknown> {
  const { code, stdout, stderr } = await runCli(args);
  expect(stderr).toBe("");
  expect(code).toBe(0);
  return JSON.parse(stdout);
}

const rows = (out: unknown) =>
  (out as { standings: Standing[] }).standings.map(
    ({ rank, id, vp, diff }) => `${rank} ${id} ${vp}(${diff})`,
  );

describe("a hand-worked Star Wars event through the CLI (S1, S3, S5, A3, A4, A6, K1, F1, F2, F5)", () => {
  it("A3/A6: game 2 of round 1 pairs the piles by standings; the left-over player of the larger pile gets the bye", async () => {
    const out = (await cli(["pair", event(round1game1), "--json"])) as Pairing;
    expect([out.round, out.game]).toEqual([1, 2]);
    // After game 1: ann 2(+20), dee 2(+10), hal 2(+5), ivy 2(+0) (bye), eve 1(+8), gus 0(-5),
    // fay 0(-8), cal 0(-10), bob 0(-20). Piles by the side just played: Dark-played ann, eve, gus,
    // cal (they play Light now), Light-played dee, hal, fay, bob (they play Dark now). A6: ivy, the
    // game-1 bye, joins a pile by coin toss, so the hand-worked answer has two branches.
    const ivy = out.pairings.flatMap((t) => t.players).find((p) => p.id === "ivy");
    if (ivy?.side === "light") {
      // ivy in the Light-now pile: ann 2(+20), ivy 2(+0), eve 1(+8), gus 0(-5), cal 0(-10) — five
      // against four; cal is left over and has had no bye.
      expect(tablesOf(out)).toEqual([
        "dee (D) vs ann (L)",
        "hal (D) vs ivy (L)",
        "fay (D) vs eve (L)",
        "bob (D) vs gus (L)",
      ]);
      expect(out.byes).toEqual(["cal"]);
    } else {
      // ivy in the Dark-now pile: dee 2(+10), hal 2(+5), ivy 2(+0), fay 0(-8), bob 0(-20); bob left over.
      expect(ivy?.side).toBe("dark");
      expect(tablesOf(out)).toEqual([
        "dee (D) vs ann (L)",
        "hal (D) vs eve (L)",
        "ivy (D) vs gus (L)",
        "fay (D) vs cal (L)",
      ]);
      expect(out.byes).toEqual(["bob"]);
    }
  });

  it("K1 after round 2 game 1: hand-summed VP(±diff), the dropped player ranked with everyone", async () => {
    const out = await cli(["standings", event(round1game1, round1game2, round2game1), "--json"]);
    // ann 2(+20) 2(+15) 0(-3) = 4(+32)   bob 0(-20) 0(-7) 2(+6) = 2(-21)   cal 0(-10) 2(+0) 1(+9) = 3(-1)
    // dee 2(+10) 0(-15) 0(-9) = 2(-14)   eve 1(+8) 2(+7) 0(-11) = 3(+4)    fay 0(-8) 0(-4) 0(-6) = 0(-18)
    // gus 0(-5) 0(-9) = 0(-14)           hal 2(+5) 2(+9) 2(+3) = 6(+17)    ivy 2(+0) 2(+4) 2(+11) = 6(+15)
    expect(rows(out)).toEqual([
      "1 hal 6(17)",
      "2 ivy 6(15)",
      "3 ann 4(32)",
      "4 eve 3(4)",
      "5 cal 3(-1)",
      "6 dee 2(-14)",
      "7 bob 2(-21)",
      "8 gus 0(-14)",
      "9 fay 0(-18)",
    ]);
  });

  it("A3/A4: game 2 of round 2 pairs pile against pile by rank and walks past a same-sides rematch", async () => {
    const out = (await cli(["pair", event(round1game1, round1game2, round2game1), "--json"])) as Pairing;
    expect([out.round, out.game]).toEqual([2, 2]);
    // Dark-played pile in rank order: ivy (2), ann (3), dee (6), fay (9) — they play Light now.
    // Light-played pile: hal (1), eve (4), cal (5), bob (7) — they play Dark now. gus dropped.
    // #1 ivy–hal, #2 ann–eve: new. #3 dee (Light) vs cal (Dark) is round 1 game 1 again with the
    // same sides (cal Dark, dee Light): A4 gives dee the next Light-pile player, bob (never met);
    // fay then takes cal (never met). Eight players: no bye.
    expect(tablesOf(out)).toEqual([
      "hal (D) vs ivy (L)",
      "eve (D) vs ann (L)",
      "bob (D) vs dee (L)",
      "cal (D) vs fay (L)",
    ]);
    expect(out.byes).toEqual([]);
  });

  it("F1: the Final Confrontation pairs the top two of the Swiss standings", async () => {
    const path = event(round1game1, round1game2, round2game1, round2game2);
    // Swiss totals: ivy 6(+15) + 2(+14) = 8(+29); ann 4(+32) + 2(+2) = 6(+34); hal 6(+17) + 0(-14) = 6(+3);
    // eve 3(+4) + 0(-2) = 3(+2); cal 3(-1) + 0(-8) = 3(-9); bob 2(-21) + 1(+5) = 3(-16);
    // fay 0(-18) + 2(+8) = 2(-10); dee 2(-14) + 0(-5) = 2(-19); gus 0(-14).
    expect(rows(await cli(["standings", path, "--json"]))).toEqual([
      "1 ivy 8(29)",
      "2 ann 6(34)",
      "3 hal 6(3)",
      "4 eve 3(2)",
      "5 cal 3(-9)",
      "6 bob 3(-16)",
      "7 fay 2(-10)",
      "8 dee 2(-19)",
      "9 gus 0(-14)",
    ]);
    const final = (await cli(["pair", path, "--json", "--final"])) as Pairing;
    expect(final.pairings).toHaveLength(1);
    // ivy 8 VP is the higher seed, listed first; the FC is two games, one each side (F1).
    expect(final.pairings[0]!.players.map((p) => p.id)).toEqual(["ivy", "ann"]);
    expect(final.byes).toEqual([]);
  });

  it("F2/F5: an FC split 1–1 on games and equal on VP goes to more FC diff; the lower seed wins it", async () => {
    // FC game 1: ivy Dark, ann Light; ann full, 10 LF: ann 2(+10), ivy 0(-10).
    // FC game 2: ann Dark, ivy Light; ivy full, 3 LF: ivy 2(+3), ann 0(-3).
    // F2: VP 2–2; FC diff ann +7, ivy -7: ann wins the FC. F5: ann 1st, ivy 2nd, then the Swiss
    // order from hal down, unchanged (K5: FC games order only the top two).
    const fc = [
      table(3, 1, 1, ["ivy", "ann"], full("ann", 10), { sides: true, stage: "final" }),
      table(3, 2, 1, ["ann", "ivy"], full("ivy", 3), { sides: true, stage: "final" }),
    ];
    const out = (await cli([
      "standings",
      event(round1game1, round1game2, round2game1, round2game2, fc),
      "--json",
    ])) as { standings: Standing[]; games: { score: { id: string; vp: number; diff: number }[] }[] };
    expect(out.standings.map((row) => `${row.rank} ${row.id}`)).toEqual([
      "1 ann",
      "2 ivy",
      "3 hal",
      "4 eve",
      "5 cal",
      "6 bob",
      "7 fay",
      "8 dee",
      "9 gus",
    ]);
    expect(out.games.at(-2)!.score).toEqual(
      expect.arrayContaining([
        { id: "ann", vp: 2, diff: 10 },
        { id: "ivy", vp: 0, diff: -10 },
      ]),
    );
  });
});
