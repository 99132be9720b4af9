// The Final Confrontation's own words (F1, F3, F4), worked by hand, for the mutation run
// (docs/testing.md): every trace line and refusal asserted in full.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored, type EventSpec, trekWin } from "./test-helpers.js";

/** A full Star Trek win (T1): 2(+d) / 0(−d). */
const beat = trekWin;

// By hand: a 2(+30), c 2(+20), d 0(−20), b 0(−30) → the top two are a (#1) and c (#2).
const SWISS = [beat(1, "a", "b", 30), beat(1, "c", "d", 20)];
const ST: EventSpec = { game: "stccg1e" };

function final(games: GameRecord[], spec: EventSpec = ST) {
  return pairNext(scored(makeFile(["a", "b", "c", "d"], games, spec)), { final: true });
}

describe("F1 Final Confrontation, its words", () => {
  it("F1 game 1 without sides (Star Trek): the top two, two games of 90 minutes, no side choice", () => {
    const result = final(SWISS);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["a", "c"]]);
    expect(result.value.byes).toEqual([]);
    expect(result.value.trace.at(-1)).toBe(
      "F1: Final Confrontation, the top two: a (#1) v c (#2); two games of 90 minutes",
    );
  });

  it("F1 game 2 without sides: the same two again", () => {
    const result = final([...SWISS, beat(2, "a", "c", 10, "final")]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.game).toBe(2);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["a", "c"]]);
    expect(result.value.trace.at(-1)).toBe("F1: Final Confrontation game 2 (90 minutes): a v c again");
  });

  it("F1 after both FC games: nothing to pair, F2 and F5 decide", () => {
    expect(final([...SWISS, beat(2, "a", "c", 10, "final"), beat(2, "c", "a", 5, "final")])).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "games",
        rule: "F1",
        message: "the Final Confrontation's two games are in; F2 and F5 decide the places (see standings)",
      },
    });
  });

  it("F4: a finalist who dropped is passed over, and the trace says who took the place", () => {
    const result = final(SWISS, { ...ST, status: { a: "dropped" } });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["c", "d"]]);
    expect(result.value.trace).toContain(
      "F4: a above them can no longer play (dropped, quit or disqualified) → the next-highest takes the place",
    );
  });

  it("F1/F3: fewer than two players still in is refused, naming the rule of the event's kind", () => {
    const result = final(SWISS, { ...ST, status: { a: "dropped", b: "dropped", c: "dropped" } });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "players",
        rule: "F1",
        message: "a Final Confrontation needs two players still in the event",
      },
    });
  });
});

describe("F3 sealed Star Trek (one deck): one game at 1.5×, then nothing", () => {
  const SEALED: EventSpec = { game: "stccg1e", type: "sealed" };
  it("F3: the top two, one game at 1.5× the format's length; once played, F5 decides", () => {
    const result = final(SWISS, SEALED);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["a", "c"]]);
    expect(result.value.trace.at(-1)).toBe(
      "F3: sealed Final Confrontation, the top two: a v c; one game at 1.5× the format's game length",
    );
    expect(final([...SWISS, beat(2, "a", "c", 10, "final")], SEALED)).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "games",
        rule: "F3",
        message: "the sealed Final Confrontation game is in; F5 decides the places (see standings)",
      },
    });
  });
});

// Star Wars constructed (sides recorded), worked by hand: R1 a (Dark) beats b by 20 Life Force,
// c (Dark) beats d by 10 → a 2(+20), c 2(+10), d 0(−10), b 0(−20): the top two are a and c.
const SW: EventSpec = { game: "swccg" };
const SW_SWISS: GameRecord[] = [
  {
    round: 1,
    game: 1,
    players: [
      { id: "a", side: "dark" },
      { id: "b", side: "light" },
    ],
    result: { end: "full", winner: "a", lifeForce: 20 },
  },
  {
    round: 1,
    game: 1,
    players: [
      { id: "c", side: "dark" },
      { id: "d", side: "light" },
    ],
    result: { end: "full", winner: "c", lifeForce: 10 },
  },
];
const FC_SYSTEM = "Final Confrontation (F1–F4; docs/rules.md §2)";

describe("F1 with sides (Star Wars), F4 and F3 by allegiance: the whole trace", () => {
  it("F1 game 1 with sides: the higher seed chooses his allegiance; no F4 line when nobody was passed over", () => {
    const result = final(SW_SWISS, SW);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.game).toBe(1);
    expect(result.value.pairings.map((t) => t.players)).toEqual([[{ id: "a" }, { id: "c" }]]);
    expect(result.value.byes).toEqual([]);
    expect(result.value.trace).toEqual([
      FC_SYSTEM,
      "F1: Final Confrontation, the top two: a (#1) v c (#2); two games of 90 minutes, one each side; a, the higher seed, chooses his allegiance for game 1",
    ]);
  });

  it("F1 game 2: each plays the side he did not in game 1, seats as in game 1", () => {
    const game1: GameRecord = {
      round: 2,
      game: 1,
      stage: "final",
      players: [
        { id: "c", side: "light" },
        { id: "a", side: "dark" },
      ],
      result: { end: "full", winner: "c", lifeForce: 5 },
    };
    const result = final([...SW_SWISS, game1], SW);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.game).toBe(2);
    expect(result.value.pairings.map((t) => t.players)).toEqual([
      [
        { id: "c", side: "dark" },
        { id: "a", side: "light" },
      ],
    ]);
    expect(result.value.byes).toEqual([]);
    expect(result.value.trace).toEqual([
      FC_SYSTEM,
      "F1: Final Confrontation game 2 (90 minutes), sides switched: c plays dark, a plays light",
    ]);
  });

  it("F1 game 2 when game 1's sides were not recorded: the trace tells each to play the side he did not", () => {
    const game1: GameRecord = {
      round: 2,
      game: 1,
      stage: "final",
      players: [{ id: "a" }, { id: "c" }],
      result: { end: "full", winner: "a", lifeForce: 5 },
    };
    const result = final([...SW_SWISS, game1], SW);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players)).toEqual([[{ id: "a" }, { id: "c" }]]);
    expect(result.value.trace).toEqual([
      FC_SYSTEM,
      "F1: Final Confrontation game 2 (90 minutes), sides switched: sides were not recorded for game 1: each plays the side he did not",
    ]);
  });

  it("F1: a first Final Confrontation game with one player (the third game in the file) is refused", () => {
    const lone: GameRecord = {
      round: 2,
      game: 1,
      stage: "final",
      players: [{ id: "a" }],
      result: { end: "bye" },
    };
    expect(final([...SW_SWISS, lone], SW)).toEqual({
      ok: false,
      error: {
        code: "WRONG_PLAYER_COUNT",
        field: "games[2].players",
        rule: "F1",
        message: "the first Final Confrontation game needs two players",
      },
    });
  });

  it("F4: two players passed over are both named, in standings order", () => {
    // Star Trek SWISS: a 2(+30), c 2(+20), d 0(−20), b 0(−30); a and c dropped → d (#1) v b (#2).
    const result = final(SWISS, { ...ST, status: { a: "dropped", c: "dropped" } });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["d", "b"]]);
    expect(result.value.trace).toEqual([
      FC_SYSTEM,
      "F4: a, c above them can no longer play (dropped, quit or disqualified) → the next-highest takes the place",
      "F1: Final Confrontation, the top two: d (#1) v b (#2); two games of 90 minutes",
    ]);
  });

  it("F3 sealed Star Trek: the whole trace, no bye; fewer than two players still in is refused under F3", () => {
    const SEALED: EventSpec = { game: "stccg1e", type: "sealed" };
    const result = final(SWISS, SEALED);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.byes).toEqual([]);
    expect(result.value.trace).toEqual([
      FC_SYSTEM,
      "F3: sealed Final Confrontation, the top two: a v c; one game at 1.5× the format's game length",
    ]);
    expect(final(SWISS, { ...SEALED, status: { a: "dropped", b: "dropped", c: "dropped" } })).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "players",
        rule: "F3",
        message: "a Final Confrontation needs two players still in the event",
      },
    });
  });

  // Sealed Star Wars (D1: fixed allegiances), by hand: R1 l1 (Light) beats d1 by 20, d2 (Dark)
  // beats l2 by 10 → l1 2(+20), d2 2(+10), l2 0(−10), d1 0(−20).
  const SEALED_SW: EventSpec = { game: "swccg", type: "sealed" };
  const SEALED_GAMES: GameRecord[] = [
    {
      round: 1,
      game: 1,
      players: [
        { id: "l1", side: "light" },
        { id: "d1", side: "dark" },
      ],
      result: { end: "full", winner: "l1", lifeForce: 20 },
    },
    {
      round: 1,
      game: 1,
      players: [
        { id: "d2", side: "dark" },
        { id: "l2", side: "light" },
      ],
      result: { end: "full", winner: "d2", lifeForce: 10 },
    },
  ];
  const sealed = (spec: EventSpec) =>
    pairNext(scored(makeFile(["l1", "l2", "d1", "d2"], SEALED_GAMES, spec)), { final: true });

  it("F3 sealed Star Wars with a Light player on top: the Dark player is still printed first, with his side", () => {
    const result = sealed(SEALED_SW);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players)).toEqual([
      [
        { id: "d2", side: "dark" },
        { id: "l1", side: "light" },
      ],
    ]);
    expect(result.value.byes).toEqual([]);
    expect(result.value.trace).toEqual([
      FC_SYSTEM,
      "F3: sealed Final Confrontation, top Dark player d2 v top Light player l1; one game at 1.5× the format's game length",
    ]);
  });

  // F4 in a final by allegiance: a player who left is compared with the finalist of his own side.
  const F4 = (names: string) =>
    `F4: ${names} above them can no longer play (dropped, quit or disqualified) → the next-highest takes the place`;
  const f4Lines = (spec: EventSpec, games = SEALED_GAMES, ids = ["l1", "l2", "d1", "d2"]) => {
    const result = pairNext(scored(makeFile(ids, games, spec)), { final: true });
    if (!result.ok) throw new Error(result.error.message);
    return [result.value.trace.filter((line) => line.startsWith("F4:")), result.value.pairings[0]!.players];
  };

  it("F4 sealed Star Wars: the top Light player l1 (2(+20)) left: named, l2 (0(−10)) takes his place", () => {
    expect(f4Lines({ ...SEALED_SW, status: { l1: "dropped" } })).toEqual([
      [F4("l1")],
      [
        { id: "d2", side: "dark" },
        { id: "l2", side: "light" },
      ],
    ]);
  });

  it("F4 sealed Star Wars: both top players left: both named, in standings order", () => {
    expect(f4Lines({ ...SEALED_SW, status: { l1: "dropped", d2: "disqualified" } })[0]).toEqual([
      F4("l1, d2"),
    ]);
  });

  it("F4 sealed Star Wars: a player who left behind his side's finalist is not named (d1 0(−20) < d2)", () => {
    expect(f4Lines({ ...SEALED_SW, status: { d1: "dropped" } })[0]).toEqual([]);
  });

  it("F4 sealed Star Wars: ahead of the second player overall but behind his own side's finalist: not named", () => {
    // By hand: l1 2(+20), l3 2(+15), d2 2(+10), l2 0(−10), d3 0(−15), d1 0(−20). l3 left: he is
    // ahead of d2, the second player still in, but the Light finalist is l1, above him.
    const light3: GameRecord = {
      round: 1,
      game: 1,
      players: [
        { id: "l3", side: "light" },
        { id: "d3", side: "dark" },
      ],
      result: { end: "full", winner: "l3", lifeForce: 15 },
    };
    const ids = ["l1", "l2", "l3", "d1", "d2", "d3"];
    expect(f4Lines({ ...SEALED_SW, status: { l3: "dropped" } }, [...SEALED_GAMES, light3], ids)).toEqual([
      [],
      [
        { id: "d2", side: "dark" },
        { id: "l1", side: "light" },
      ],
    ]);
  });

  it("F3 sealed Star Wars with no Light player still in: refused", () => {
    expect(sealed({ ...SEALED_SW, status: { l1: "dropped", l2: "dropped" } })).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "players",
        rule: "F3",
        message: "a sealed Final Confrontation needs a Dark and a Light player still in the event",
      },
    });
  });
});
