// N2 top cut after a Swiss, played to the champion through the core. Regression for the bug
// where the cut's later rounds were seeded from standings that already counted the cut's games
// (K5: only Swiss games count for K1–K4), so the bracket moved and round 2 could not be paired.
// Every expected bracket and place below is worked out by hand from the games in the fixture.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { computeStandings } from "../standings/index.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored, type EventSpec, SIX_PLAYER_SWISS, trekWin } from "./test-helpers.js";
import type { NextPairing } from "./types.js";

const ST: EventSpec = { game: "stccg1e" };

/** A full Star Trek win (T1): 2(+d) / 0(−d). */
const beat = trekWin;

function pairOk(players: string[], games: GameRecord[], topCut: number): NextPairing {
  const result = pairNext(scored(makeFile(players, games, ST)), { topCut });
  if (!result.ok) throw new Error(`${result.error.code} ${result.error.field}: ${result.error.message}`);
  return result.value;
}

const tables = (p: NextPairing): string[][] => p.pairings.map((t) => t.players.map((s) => s.id).sort());

/** The cut games of a pairing: the player listed in `winners` wins each table by `d`. */
function play(p: NextPairing, winners: readonly string[], d = 10): GameRecord[] {
  return p.pairings.map((t) => {
    const ids = t.players.map((s) => s.id);
    const winner = ids.find((id) => winners.includes(id));
    if (winner === undefined) throw new Error(`no winner named for ${ids.join(" v ")}`);
    return beat(
      p.round,
      winner,
      ids.find((id) => id !== winner)!,
      d,
      "final",
    );
  });
}

function ranks(players: string[], games: GameRecord[]): [number, string][] {
  const standings = computeStandings(scored(makeFile(players, games, ST)));
  if (!standings.ok) throw new Error(standings.error.message);
  return standings.value.rows.map((row) => [row.rank, row.id]);
}

describe("N2 top 4 after a Swiss of 6 (K5: seeds from the Swiss standings only)", () => {
  // By hand: a 6(+42); c 4(+11); e 4(+1); d 2(−16); b 2(−24); f 0(−14) → K1 order a, c, e, d, b, f.
  const players = SIX_PLAYER_SWISS.players;
  const swiss = [...SIX_PLAYER_SWISS.games];

  it("given the Swiss, then its standings are a, c, e, d, b, f (K1)", () => {
    expect(ranks(players, swiss)).toEqual([
      [1, "a"],
      [2, "c"],
      [3, "e"],
      [4, "d"],
      [5, "b"],
      [6, "f"],
    ]);
  });

  it("given a top 4 played to the end, then 1 v 4 and 2 v 3, then the winners meet, then NOTHING_TO_PAIR names the champion", () => {
    const semis = pairOk(players, swiss, 4);
    expect([semis.round, semis.stage, semis.system]).toEqual([4, "final", "top-cut"]);
    expect(tables(semis)).toEqual([
      ["a", "d"],
      ["c", "e"],
    ]);
    // Upset at table 1; equal cut scores, so the old F2 ordering of the cut fell to random.
    const games = [...swiss, ...play(semis, ["d", "c"])];
    const final = pairOk(players, games, 4);
    expect(final.round).toBe(5);
    expect(tables(final)).toEqual([["c", "d"]]);
    expect(final.byes).toEqual([]);
    const done = [...games, ...play(final, ["c"])];
    const after = pairNext(scored(makeFile(players, done, ST)), { topCut: 4 });
    expect(after.ok).toBe(false);
    if (!after.ok)
      expect([after.error.code, after.error.message]).toEqual([
        "NOTHING_TO_PAIR",
        "the bracket is finished: c won",
      ]);
    // Champion c, finalist d, semi-final losers a (Swiss 1st) then e (Swiss 3rd), then b, f by Swiss.
    expect(ranks(players, done)).toEqual([
      [1, "c"],
      [2, "d"],
      [3, "a"],
      [4, "e"],
      [5, "b"],
      [6, "f"],
    ]);
  });

  it("N2: given the cut's first round is in, when the next game is asked for plainly, then its next round, exactly as --top-cut 4; then the bracket is finished", () => {
    const semis = pairOk(players, swiss, 4);
    const games = [...swiss, ...play(semis, ["d", "c"])];
    const plain = pairNext(scored(makeFile(players, games, ST)));
    expect(plain).toEqual({ ok: true, value: pairOk(players, games, 4) });
    if (!plain.ok) return;
    expect(tables(plain.value)).toEqual([["c", "d"]]);
    const done = [...games, ...play(plain.value, ["c"])];
    const after = pairNext(scored(makeFile(players, done, ST)));
    expect(after.ok ? "paired" : [after.error.code, after.error.rule, after.error.message]).toEqual([
      "NOTHING_TO_PAIR",
      "N2",
      "the bracket is finished: c won",
    ]);
  });

  it("given the cut's first round is in, then its winners lead the standings, in Swiss order", () => {
    const semis = pairOk(players, swiss, 4);
    expect(ranks(players, [...swiss, ...play(semis, ["d", "c"])])).toEqual([
      [1, "c"],
      [2, "d"],
      [3, "a"],
      [4, "e"],
      [5, "b"],
      [6, "f"],
    ]);
  });

  it("given e, seeded 3rd, drops before his semi-final: without his game the cut is refused, not reseeded; with it entered (T6 forfeit) c advances", () => {
    // Found by the mutation run: the seeds are the top 4 still in, so with e gone and
    // no game of his, they became a, c, d, b and the played a v d was read as two walk-overs —
    // round 5 paired a v d again and b entered the cut. Now the played game that is no match of
    // that bracket is refused, naming it.
    const dropped = { ...ST, status: { e: "dropped" as const } };
    const semiOne = beat(4, "a", "d", 10, "final");
    const refused = pairNext(scored(makeFile(players, [...swiss, semiOne], dropped)), { topCut: 4 });
    expect(refused).toEqual({
      ok: false,
      error: {
        code: "INVALID_FIELD",
        field: "games[9].players",
        rule: "N2",
        message:
          "bracket round 1: a v d is not a match of the bracket (a v b, c v d); if a seeded player left before his game, enter that game's result so his seat stays",
      },
    });
    // e's semi-final entered as a forfeit (T6): e is in the cut, seeds a, c, e, d; c goes through.
    const forfeit: GameRecord = {
      round: 4,
      game: 1,
      stage: "final",
      players: [{ id: "c" }, { id: "e" }],
      result: { end: "forfeit", forfeiter: "e" },
    };
    const final = pairNext(scored(makeFile(players, [...swiss, semiOne, forfeit], dropped)), { topCut: 4 });
    if (!final.ok) throw new Error(final.error.message);
    expect(final.value.round).toBe(5);
    expect(tables(final.value)).toEqual([["a", "c"]]);
  });

  it("given a top cut larger than the players still in, then INVALID_FIELD naming topCut and N2", () => {
    const result = pairNext(scored(makeFile(players, swiss, { ...ST, status: { f: "dropped" } })), {
      topCut: 6,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect([result.error.code, result.error.field, result.error.rule]).toEqual([
        "INVALID_FIELD",
        "topCut",
        "N2",
      ]);
      expect(result.error.message).toContain("only 5");
    }
    expect(pairNext(scored(makeFile(players, swiss, ST)), { topCut: 8 }).ok).toBe(false);
    expect(pairOk(players, swiss, 6).pairings).toHaveLength(2);
  });
});

describe("N2 top 8 after a Swiss of 10", () => {
  const players = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];
  // By hand: A 6(+84); E 4(+16); I 4(+12); G 4(+2); C 4(+0); H 2(−12); D 2(−22); F 2(−30);
  // B 2(−31); J 0(−19) → seeds A E I G C H D F; B and J miss the cut.
  const swiss = [
    beat(1, "A", "B", 30),
    beat(1, "C", "D", 25),
    beat(1, "E", "F", 20),
    beat(1, "G", "H", 15),
    beat(1, "I", "J", 10),
    beat(2, "A", "C", 28),
    beat(2, "E", "G", 22),
    beat(2, "I", "B", 5),
    beat(2, "D", "F", 12),
    beat(2, "H", "J", 7),
    beat(3, "A", "E", 26),
    beat(3, "C", "I", 3),
    beat(3, "G", "D", 9),
    beat(3, "B", "H", 4),
    beat(3, "F", "J", 2),
  ];

  it("given the Swiss, then its standings are A E I G C H D F B J (K1)", () => {
    expect(ranks(players, swiss).map(([, id]) => id)).toEqual([
      "A",
      "E",
      "I",
      "G",
      "C",
      "H",
      "D",
      "F",
      "B",
      "J",
    ]);
  });

  it("given a top 8 played to the end, then the bracket 1v8 4v5 2v7 3v6 holds every round, and the places follow it", () => {
    const quarters = pairOk(players, swiss, 8);
    expect(quarters.round).toBe(4);
    expect(tables(quarters)).toEqual([
      ["A", "F"],
      ["C", "G"],
      ["D", "E"],
      ["H", "I"],
    ]);
    // Two upsets (C over G, D over E), different margins so the cut's own VP/diff would reorder them.
    const afterQ = [
      ...swiss,
      beat(4, "A", "F", 40, "final"),
      beat(4, "C", "G", 5, "final"),
      beat(4, "D", "E", 12, "final"),
      beat(4, "I", "H", 3, "final"),
    ];
    const semis = pairOk(players, afterQ, 8);
    expect(semis.round).toBe(5);
    expect(tables(semis)).toEqual([
      ["A", "C"],
      ["D", "I"],
    ]);
    const afterS = [...afterQ, ...play(semis, ["C", "I"], 7)];
    const final = pairOk(players, afterS, 8);
    expect(final.round).toBe(6);
    expect(tables(final)).toEqual([["C", "I"]]);
    const done = [...afterS, ...play(final, ["I"], 1)];
    const after = pairNext(scored(makeFile(players, done, ST)), { topCut: 8 });
    expect(!after.ok && after.error.message).toBe("the bracket is finished: I won");
    // I champion, C finalist; semi losers A (Swiss 1st), D (7th); quarter losers E, G, H, F by
    // Swiss rank; then B, J outside the cut.
    expect(ranks(players, done)).toEqual([
      [1, "I"],
      [2, "C"],
      [3, "A"],
      [4, "D"],
      [5, "E"],
      [6, "G"],
      [7, "H"],
      [8, "F"],
      [9, "B"],
      [10, "J"],
    ]);
  });

  it("given a top 6, then seeds 1 and 2 have byes in the first round and meet the winners of 4v5 and 3v6", () => {
    const first = pairOk(players, swiss, 6);
    expect(tables(first)).toEqual([
      ["C", "G"],
      ["H", "I"],
    ]);
    expect(first.byes).toEqual(["A", "E"]);
    // The byes recorded as cut games (as the live path records them), then G and I win.
    const byes: GameRecord[] = ["A", "E"].map((id) => ({
      round: 4,
      game: 1,
      stage: "final",
      players: [{ id }],
      result: { end: "bye" },
    }));
    const afterFirst = [...swiss, ...byes, ...play(first, ["G", "I"])];
    const second = pairOk(players, afterFirst, 6);
    expect(tables(second)).toEqual([
      ["A", "G"],
      ["E", "I"],
    ]);
    const afterSecond = [...afterFirst, ...play(second, ["G", "E"])];
    const final = pairOk(players, afterSecond, 6);
    expect(tables(final)).toEqual([["E", "G"]]);
    const done = [...afterSecond, ...play(final, ["E"])];
    // E champion, G finalist, semi losers A (1st), I (3rd); first-round losers C (5th), H (6th).
    expect(ranks(players, done)).toEqual([
      [1, "E"],
      [2, "G"],
      [3, "A"],
      [4, "I"],
      [5, "C"],
      [6, "H"],
      [7, "D"],
      [8, "F"],
      [9, "B"],
      [10, "J"],
    ]);
  });
});

describe("F4/F5: a Final Confrontation with a replacement finalist is not a top cut", () => {
  const players = SIX_PLAYER_SWISS.players;
  const swiss = [...SIX_PLAYER_SWISS.games];

  it("given a plays c then e in the FC's round, then F2 orders them by FC score: a 4(+15), e 0(−5), c 0(−10)", () => {
    const fc = [
      ...swiss,
      { ...beat(4, "a", "c", 10, "final"), game: 1 },
      { ...beat(4, "a", "e", 5, "final"), game: 2 },
    ];
    expect(ranks(players, fc)).toEqual([
      [1, "a"],
      [2, "e"],
      [3, "c"],
      [4, "d"],
      [5, "b"],
      [6, "f"],
    ]);
  });
});
