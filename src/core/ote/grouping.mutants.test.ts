// M1–M6 (OTE 2.4–2.83): the pairing trace a TD reads, the off-numbered count and re-admission —
// found unchecked by the mutation run (docs/testing.md). Each expectation is worked by hand from
// the rules text: 2.41/2.42 for the game sizes, 2.5/2.61/2.62 for the active set, 2.71/2.72 for
// the inactive set, 2.0 for off-numbered games, 2.82/2.83 for re-admission.
import { describe, expect, it } from "vitest";
import { makeRandom } from "../random.js";
import { groupActiveSet } from "./group-active.js";
import { groupInactiveSet } from "./group-inactive.js";
import { formatGroupSizes } from "./group-sizes.js";
import { planReadmission } from "./readmission.js";
import { addGame, makeTally, type Tally } from "./tally.js";

const active = (offNumbered: readonly number[]) =>
  offNumbered.map((n, i) => ({ id: `p${i}`, offNumberedGames: n }));

describe("M1–M3: the active set's trace", () => {
  it("M1, M2: round 1 — ten players are 4+3+3, grouped at random, and nothing else is said", () => {
    const grouped = groupActiveSet(active(Array<number>(10).fill(0)), makeRandom("t1"), true);
    expect(grouped.trace).toEqual([
      "M1: 10 active players → 4+3+3",
      "M2 (2.5): round 1, everyone grouped at random",
    ]);
  });

  it("M3 (2.61, 2.62): seven players are 4+3; the four who have not played an off-numbered game fill it", () => {
    const grouped = groupActiveSet(active([1, 1, 1, 0, 0, 0, 0]), makeRandom("t2"), false);
    const four = grouped.groups[0]!;
    expect(grouped.trace).toEqual([
      "M1: 7 active players → 4+3",
      `M3 (2.61): off-numbered games (4) filled first, chosen at random among the 4 who have not played one: ${four.join(", ")}`,
      "M3 (2.62): the other active players grouped at random in games of three",
    ]);
  });

  it("M3 (2.61): with too few who have not played one, the trace says there was no other option", () => {
    const grouped = groupActiveSet(active([2, 1, 1, 1, 1, 1, 1, 1, 1, 0]), makeRandom("t3"), false);
    expect(grouped.trace[1]).toMatch(
      /^M3 \(2\.61\): off-numbered games \(4\) filled first, all 1 who have not played one, then at random among those who have played fewest \(no other option\): /,
    );
  });

  it("M3 (2.62): nine players are three games of three — no off-numbered game to fill", () => {
    const grouped = groupActiveSet(active(Array<number>(9).fill(0)), makeRandom("t4"), false);
    expect(grouped.trace).toEqual([
      "M1: 9 active players → 3+3+3",
      "M3 (2.62): the other active players grouped at random in games of three",
    ]);
  });

  it("M1: sizes are shown joined by +, and an impossible game as 'no game'", () => {
    expect(formatGroupSizes([4, 4, 3])).toBe("4+4+3");
    expect(formatGroupSizes([])).toBe("no game");
  });
});

describe("M5: the inactive set's trace", () => {
  it("M5 (2.71, 2.72): ranked by VP then IP, shown as VP/IP, then grouped from the top, off-numbered first", () => {
    // 5 players → 2+3 (2.42). By VP, then IP: c 8/30, a 8/20, e 4/5, b 2/40, d 0/10.
    const players = [
      { id: "a", vp: 8, ip: 20 },
      { id: "b", vp: 2, ip: 40 },
      { id: "c", vp: 8, ip: 30 },
      { id: "d", vp: 0, ip: 10 },
      { id: "e", vp: 4, ip: 5 },
    ];
    const grouped = groupInactiveSet(players, makeRandom("t5"));
    expect(grouped).toEqual({
      groups: [
        ["c", "a"],
        ["e", "b", "d"],
      ],
      sittingOut: [],
      trace: [
        "M1: 5 inactive players → 2+3",
        "M5 (2.71): inactive set ranked by VP, then IP, ties at random: c 8/30, a 8/20, e 4/5, b 2/40, d 0/10",
        "M5 (2.72): off-numbered games filled first, then consecutive players from the top",
      ],
    });
  });

  it("M5: no inactive player, no game, nothing said", () => {
    expect(groupInactiveSet([], makeRandom("t6"))).toEqual({ groups: [], sittingOut: [], trace: [] });
  });
});

describe("2.0: off-numbered games are counted per player", () => {
  it("M3: a game of four or two counts as off-numbered for each of its players, a game of three does not", () => {
    const tallies = new Map<string, Tally>(["a", "b", "c", "d"].map((id) => [id, makeTally()]));
    const entry = (id: string, vp: number, ip: number) => ({ id, vp, diff: 0, ip });
    addGame(tallies, [entry("a", 8, 16), entry("b", 4, 9), entry("c", 0, 3), entry("d", 0, 1)]);
    addGame(tallies, [entry("a", 8, 16), entry("b", 0, 2), entry("c", 4, 7)]);
    expect(
      Object.fromEntries(
        [...tallies].map(([id, t]) => [id, [t.offNumberedGames, t.gamesPlayed, t.vp, t.ip]]),
      ),
    ).toEqual({
      a: [1, 2, 16, 32],
      b: [1, 2, 4, 11],
      c: [1, 2, 4, 10],
      d: [1, 1, 0, 1],
    });
  });
});

describe("M6 (2.82, 2.83): re-admission to the final", () => {
  it("M6 (2.82): exactly as many continuing players as places: all re-admitted, level by level", () => {
    const plan = planReadmission(
      [
        { id: "x", tournamentScore: 9 },
        { id: "y", tournamentScore: 12 },
      ],
      2,
    );
    expect(plan).toEqual({
      ok: true,
      value: {
        readmitted: ["y", "x"],
        trace: [
          "M6 (2.82): re-admitted y with Tournament Score 12",
          "M6 (2.82): re-admitted x with Tournament Score 9",
        ],
      },
    });
  });

  it("M6 (2.83): a tie for the last place goes to the additional game, after the one clearly ahead", () => {
    const plan = planReadmission(
      [
        { id: "z", tournamentScore: 7 },
        { id: "w", tournamentScore: 10 },
        { id: "v", tournamentScore: 7 },
      ],
      2,
    );
    expect(plan.ok && plan.value).toEqual({
      readmitted: ["w"],
      playoff: { players: ["v", "z"], spots: 1 },
      trace: [
        "M6 (2.82): re-admitted w with Tournament Score 10",
        "M6 (2.83): v, z tied on Tournament Score 7 for 1 place(s): additional game to 8 IP",
      ],
    });
  });

  it("M6: fewer continuing players than places is refused, with both counts", () => {
    const plan = planReadmission([{ id: "x", tournamentScore: 3 }], 2);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.error).toMatchObject({ code: "WRONG_PLAYER_COUNT", field: "players", rule: "M6" });
    expect(plan.error.message).toContain("2 inactive player(s) must be re-admitted, only 1 continue");
  });
});
