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

/** T5: equal points at deck-out, a true tie 1(+0) each: adds games without changing the order. */
const tie = (round: number, a: string, b: string): GameRecord => ({
  round,
  game: 1,
  players: [{ id: a }, { id: b }],
  result: { end: "deck-out", points: { [a]: 50, [b]: 50 } },
});
// D3: a sealed event plays three games before its final. By hand: a 4(+30), c 4(+20), d 2(−20), b 2(−30).
const SEALED_SWISS = [...SWISS, tie(2, "a", "b"), tie(2, "c", "d"), tie(3, "a", "b"), tie(3, "c", "d")];
/** R3 (a warning): a Star Trek event under Decipher's guide after one game. */
const R3_ONE_GAME =
  "R3 (warning): 1 Swiss game(s) played; the minimum is 3 (DEC II.A.i (Star Trek CCG: at least 3 games)); the event cannot be sanctioned with fewer (the software warns, R3)";

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

  it("R2: a finalist who dropped is passed over, and the trace says he dropped (not F4's deck list)", () => {
    const result = final(SWISS, { ...ST, status: { a: "dropped" } });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["c", "d"]]);
    expect(result.value.trace).toContain(
      "R2: a dropped (no further pairings) → the next-highest takes the place",
    );
    expect(result.value.trace.some((line) => line.startsWith("F4"))).toBe(false);
  });

  it("S6 / F4: a finalist who quit is named under S6, one disqualified under F4", () => {
    const quit = final(SWISS, { ...ST, status: { a: "quit" } });
    const dq = final(SWISS, { ...ST, status: { a: "disqualified" } });
    if (!quit.ok || !dq.ok) throw new Error("refused");
    expect(quit.value.trace).toContain(
      "S6: a quit (not allowed to play in the rest of the event) → the next-highest takes the place",
    );
    expect(dq.value.trace).toContain("F4: a disqualified → the next-highest takes the place");
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
    const result = final(SEALED_SWISS, SEALED);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["a", "c"]]);
    expect(result.value.trace.at(-1)).toBe(
      "F3: sealed Final Confrontation, the top two (DEC II.A.iii, Star Trek CCG): a (#1) v c (#2); one game at 1.5× the format's game length",
    );
    expect(final([...SEALED_SWISS, beat(4, "a", "c", 10, "final")], SEALED)).toEqual({
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

// Star Wars constructed (sides recorded), worked by hand: round 1 (A1: two games), a beats b by 20
// Life Force on each side, c beats d by 10 → a 4(+40), c 4(+20), d 0(−20), b 0(−40): the top two
// are a and c.
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
  {
    round: 1,
    game: 2,
    players: [
      { id: "b", side: "dark" },
      { id: "a", side: "light" },
    ],
    result: { end: "full", winner: "a", lifeForce: 20 },
  },
  {
    round: 1,
    game: 2,
    players: [
      { id: "d", side: "dark" },
      { id: "c", side: "light" },
    ],
    result: { end: "full", winner: "c", lifeForce: 10 },
  },
];
/** R3 (a warning): one round of Star Wars constructed is 2 of the guide's 4 games. */
const R3_ONE_ROUND =
  "R3 (warning): 2 Swiss game(s) played; the minimum is 4 (SW-PC Minimum Number of Games (Constructed Deck: four, 2 rounds)); the event cannot be sanctioned with fewer (the software warns, R3)";
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
      R3_ONE_ROUND,
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

  it("F1: a first Final Confrontation game with one player (the fifth game in the file) is refused", () => {
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
        field: "games[4].players",
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
      R3_ONE_GAME,
      "R2: a, c dropped (no further pairings) → the next-highest takes the place",
      "F1: Final Confrontation, the top two: d (#1) v b (#2); two games of 90 minutes",
    ]);
  });

  it("F3 sealed Star Trek: the whole trace, no bye; fewer than two players still in is refused under F3", () => {
    const SEALED: EventSpec = { game: "stccg1e", type: "sealed" };
    const result = final(SEALED_SWISS, SEALED);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.byes).toEqual([]);
    expect(result.value.trace).toEqual([
      FC_SYSTEM,
      "F3: sealed Final Confrontation, the top two (DEC II.A.iii, Star Trek CCG): a (#1) v c (#2); one game at 1.5× the format's game length",
    ]);
    expect(final(SEALED_SWISS, { ...SEALED, status: { a: "dropped", b: "dropped", c: "dropped" } })).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "players",
        rule: "F3",
        message: "a Final Confrontation needs two players still in the event",
      },
    });
  });

  // Sealed Star Wars (D1: fixed allegiances), by hand: in each of rounds 1–3 (D3: three games)
  // l1 (Light) beats d1 by 20, d2 (Dark) beats l2 by 10 → l1 6(+60), d2 6(+30), l2 0(−30), d1 0(−60).
  const SEALED_SW: EventSpec = { game: "swccg", type: "sealed" };
  const SEALED_ROUND: GameRecord[] = [
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
  const SEALED_GAMES = [1, 2, 3].flatMap((round) => SEALED_ROUND.map((game) => ({ ...game, round })));
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
  const DROPPED = (names: string) =>
    `R2: ${names} dropped (no further pairings) → the next-highest takes the place`;
  const F4 = (names: string) => `F4: ${names} disqualified → the next-highest takes the place`;
  const f4Lines = (spec: EventSpec, games = SEALED_GAMES, ids = ["l1", "l2", "d1", "d2"]) => {
    const result = pairNext(scored(makeFile(ids, games, spec)), { final: true });
    if (!result.ok) throw new Error(result.error.message);
    return [
      result.value.trace.filter((line) => line.endsWith("→ the next-highest takes the place")),
      result.value.pairings[0]!.players,
    ];
  };

  it("R2 sealed Star Wars: the top Light player l1 (6(+60)) dropped: named, l2 (0(−30)) takes his place", () => {
    expect(f4Lines({ ...SEALED_SW, status: { l1: "dropped" } })).toEqual([
      [DROPPED("l1")],
      [
        { id: "d2", side: "dark" },
        { id: "l2", side: "light" },
      ],
    ]);
  });

  it("R2/F4 sealed Star Wars: both top players left: both named, each under the rule that put him out", () => {
    expect(f4Lines({ ...SEALED_SW, status: { l1: "dropped", d2: "disqualified" } })[0]).toEqual([
      DROPPED("l1"),
      F4("d2"),
    ]);
    expect(f4Lines({ ...SEALED_SW, status: { l1: "disqualified", d2: "disqualified" } })[0]).toEqual([
      F4("l1, d2"),
    ]);
  });

  it("F4 sealed Star Wars: a player who left behind his side's finalist is not named (d1 0(−60) < d2)", () => {
    expect(f4Lines({ ...SEALED_SW, status: { d1: "dropped" } })[0]).toEqual([]);
  });

  it("F4 sealed Star Wars: ahead of the second player overall but behind his own side's finalist: not named", () => {
    // By hand (three rounds): l1 6(+60), l3 6(+45), d2 6(+30), l2 0(−30), d3 0(−45), d1 0(−60). l3
    // left: he is ahead of d2, the second player still in, but the Light finalist is l1, above him.
    const light3 = (round: number): GameRecord => ({
      round,
      game: 1,
      players: [
        { id: "l3", side: "light" },
        { id: "d3", side: "dark" },
      ],
      result: { end: "full", winner: "l3", lifeForce: 15 },
    });
    const ids = ["l1", "l2", "l3", "d1", "d2", "d3"];
    const games = [...SEALED_GAMES, light3(1), light3(2), light3(3)];
    expect(f4Lines({ ...SEALED_SW, status: { l3: "dropped" } }, games, ids)).toEqual([
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
