// A Final Confrontation before its time, worked by hand from the documents:
// - SW-PC Sealed Deck: "A tournament consists of at least three games with an additional Final
//   Confrontation to determine the tournament winner." (D3)
// - SW-PC Pairings – Constructed Deck: "each player completes a round having played one game with
//   a Dark Side deck and one game with a Light Side deck." (A1: a round is two games)
// - SW-PC Minimum Number of Games: "The minimum number of games for a Constructed Deck tournament
//   is four (2 rounds of play)"; Championship Level: "The minimum number of games for a
//   Championship Level event of any format is six (or 3 rounds of play)." (R3: the software warns;
//   a sanctioned or Championship Level event is refused, docs/rules.md §2)
import { describe, expect, it } from "vitest";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { bye, makeFile, scored, win } from "./test-helpers.js";

const D = (id: string) => ({ id, side: "dark" as const });
const L = (id: string) => ({ id, side: "light" as const });

/** Round r of a constructed Star Wars event among a, b, c, d: a beats b, c beats d, game 1 and 2. */
const round = (r: number): GameRecord[] => [
  win("swccg", r, 1, D("a"), L("b"), 1),
  win("swccg", r, 1, D("c"), L("d"), 2),
  win("swccg", r, 2, L("a"), D("b"), 1),
  win("swccg", r, 2, L("c"), D("d"), 2),
];

function constructed(games: GameRecord[], event: Partial<ResultsFile["event"]> = {}): ResultsFile {
  const file = makeFile(["a", "b", "c", "d"], games);
  return { ...file, event: { ...file.event, ...event } };
}

const final = (file: ResultsFile) => pairNext(scored(file), { final: true });

describe("A1: no Final Confrontation in the middle of a two-game round", () => {
  it("A1: after game 1.1 only (game 1.2 not played), --final is refused, naming A1", () => {
    const result = final(constructed(round(1).slice(0, 2)));
    expect(result).toEqual({
      ok: false,
      error: {
        code: "FINAL_TOO_EARLY",
        field: "games",
        rule: "A1",
        message:
          "round 1 has had only its game 1: a round is two games, one on each side (SW-PC Pairings – Constructed Deck); pair game 2 of round 1, then the Final Confrontation",
      },
    });
  });

  it("A1: the same in round 2 (after 1.1, 1.2, 2.1)", () => {
    const result = final(constructed([...round(1), ...round(2).slice(0, 2)]));
    expect(result.ok ? undefined : [result.error.code, result.error.rule]).toEqual(["FINAL_TOO_EARLY", "A1"]);
  });
});

describe("R3: the guide's minimum number of games before the Final Confrontation", () => {
  it("R3 warns (not sanctioned): one round = 2 games of the 4 the SW-PC guide asks; the final is paired with the warning", () => {
    const result = final(constructed(round(1)));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings[0]!.players.map((p) => p.id).sort()).toEqual(["a", "c"]);
    expect(result.value.trace).toContain(
      "R3 (warning): 2 Swiss game(s) played; the minimum is 4 (SW-PC Minimum Number of Games (Constructed Deck: four, 2 rounds)); the event cannot be sanctioned with fewer (the software warns, R3)",
    );
  });

  it("R3 refuses a sanctioned event after one round (2 games < 4)", () => {
    const result = final(constructed(round(1), { sanctioned: true }));
    expect(result).toEqual({
      ok: false,
      error: {
        code: "FINAL_TOO_EARLY",
        field: "games",
        rule: "R3",
        message:
          "2 Swiss game(s) played; the minimum is 4 (SW-PC Minimum Number of Games (Constructed Deck: four, 2 rounds)): play them before the Final Confrontation",
      },
    });
  });

  it("R3 Championship Level: 4 games are not the six of any format; 6 games are", () => {
    const four = final(constructed([...round(1), ...round(2)], { championship: true }));
    expect(four.ok ? undefined : four.error.message).toBe(
      "4 Swiss game(s) played; the minimum is 6 (SW-PC Championship Level, Minimum Number of Games (six, any format)): play them before the Final Confrontation",
    );
    const six = final(constructed([...round(1), ...round(2), ...round(3)], { championship: true }));
    expect(six.ok).toBe(true);
    if (six.ok) expect(six.value.trace.filter((line) => line.startsWith("R3"))).toEqual([]);
  });

  it("R3: after two full rounds of an unsanctioned event, no warning at all", () => {
    const result = final(constructed([...round(1), ...round(2)]));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.trace.filter((line) => line.startsWith("R3"))).toEqual([]);
  });
});

describe("D3: a sealed event plays at least three games before its Final Confrontation", () => {
  // Sealed Star Wars, fixed sides (D1): Dark d1, d2 against Light l1, l2; d1 beats l1, d2 beats l2.
  const game = (r: number): GameRecord[] => [
    win("swccg", r, 1, D("d1"), L("l1"), 1),
    win("swccg", r, 1, D("d2"), L("l2"), 2),
  ];
  const sealed = (games: GameRecord[], event: Partial<ResultsFile["event"]> = {}) => {
    const file = makeFile(["d1", "d2", "l1", "l2"], games, { type: "sealed" });
    return { ...file, event: { ...file.event, ...event } };
  };

  for (const played of [0, 1, 2]) {
    it(`D3: after ${played} sealed game(s) --final is refused, naming D3`, () => {
      const games = [1, 2, 3].slice(0, played).flatMap(game);
      const result = final(sealed(games));
      expect(result).toEqual({
        ok: false,
        error: {
          code: "FINAL_TOO_EARLY",
          field: "games",
          rule: "D3",
          message: `${played} Swiss game(s) played; a sealed event has at least three games before its Final Confrontation (SW-PC Sealed Deck: "at least three games with an additional Final Confrontation"; DEC II.A.iii)`,
        },
      });
    });
  }

  it("D3: after three sealed games the final is paired: a top Dark v a top Light player (d1, d2 level at 6(+30))", () => {
    const result = final(sealed([1, 2, 3].flatMap(game)));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings[0]!.players.map((p) => p.side)).toEqual(["dark", "light"]);
  });

  it('R3 EPP Overdrive: three games are enough for D3, and its "minimum of 4 games should be played" is a warning', () => {
    const result = final(sealed([1, 2, 3].flatMap(game), { options: { format: "epp-overdrive" } }));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.trace.filter((line) => line.startsWith("R3"))).toEqual([
      "R3 (warning): 3 Swiss game(s) played; the minimum is 4 (SW-PC EPP Overdrive (a minimum of 4 games)); the event cannot be sanctioned with fewer (the software warns, R3)",
    ]);
  });

  it("a game not all entered (a bye missing) is refused as for any pairing", () => {
    const file = makeFile(
      ["d1", "d2", "d3", "l1", "l2"],
      [...[1, 2, 3].flatMap(game), bye(1, 1, D("d3")), bye(2, 1, D("d3"))],
      { type: "sealed" },
    );
    const result = final(file);
    expect(result.ok ? undefined : result.error.code).toBe("ROUND_NOT_COMPLETE");
  });
});
