// What pairing reads about the past (docs/architecture.md: opponents and byes are computed from the games,
// never stored): P3/A4 meetings and their sides, P4/A6 byes, D1 first allegiance, R2/S6 who is
// out, and the last Swiss game. Found unchecked by the mutation run (docs/testing.md). Every
// expected value below is worked by hand from the games listed (S1: a full win with 10 Life
// Force left is 2(+10) / 0(-10); S5: a bye is 2(+0)).
import { describe, expect, it } from "vitest";
import {
  activeIds,
  byesOf,
  computeHistory,
  firstSideOf,
  hasMet,
  hasMetWithSides,
  historyOfEvent,
  isOut,
  keyOf,
  MET_AS_DARK,
  MET_AS_LIGHT,
  MET_WITHOUT_SIDES,
  meetingBits,
} from "./history.js";
import { bye, historyFromMeetings, historyOf, makeFile, quit, scored, win } from "./test-helpers.js";

const dark = (id: string) => ({ id, side: "dark" as const });
const light = (id: string) => ({ id, side: "light" as const });

/** Round 1 of a Star Wars event: six players, f dropped before playing. */
function roundOne() {
  return makeFile(
    ["a", "b", "c", "d", "e", "f"],
    [
      win("swccg", 1, 1, dark("a"), light("b"), 1),
      win("swccg", 1, 1, dark("c"), light("d"), 2),
      bye(1, 1, dark("e")),
      win("swccg", 1, 2, dark("b"), light("a"), 1),
      win("swccg", 1, 2, light("e"), dark("c"), 2),
      bye(1, 2, dark("d")),
    ],
    { status: { f: "dropped" } },
  );
}

describe("the history pairing reads (P3, A4, P4/A6, D1, R2)", () => {
  it("A4/P3: meetings keep the side each player had; both ways met is dark and light", () => {
    const history = historyOf(roundOne());
    expect(meetingBits(history, "a", "b")).toBe(MET_AS_DARK | MET_AS_LIGHT);
    expect(meetingBits(history, "b", "a")).toBe(MET_AS_DARK | MET_AS_LIGHT);
    expect(meetingBits(history, "c", "d")).toBe(MET_AS_DARK);
    expect(meetingBits(history, "d", "c")).toBe(MET_AS_LIGHT);
    expect(meetingBits(history, "c", "e")).toBe(MET_AS_DARK);
    expect(meetingBits(history, "e", "c")).toBe(MET_AS_LIGHT);
    expect(meetingBits(history, "a", "c")).toBe(0);
    // A bye is no meeting.
    expect(meetingBits(history, "e", "d")).toBe(0);
    // An id not in the event has met nobody, on either side of the question.
    expect(meetingBits(history, "a", "zz")).toBe(0);
    expect(meetingBits(history, "zz", "a")).toBe(0);
    expect(hasMet(history, "a", "b")).toBe(true);
    expect(hasMet(history, "a", "c")).toBe(false);
    expect(hasMetWithSides(history, "c", "d", "dark")).toBe(true);
    expect(hasMetWithSides(history, "c", "d", "light")).toBe(false);
    expect(hasMetWithSides(history, "d", "c", "light")).toBe(true);
    expect(hasMetWithSides(history, "d", "c", "dark")).toBe(false);
  });

  it("P3: a game without sides (Star Trek) is a meeting without sides, never one with a side", () => {
    const history = historyOf(
      makeFile(["a", "b", "c"], [win("stccg1e", 1, 1, "a", "b"), bye(1, 1, "c")], {
        game: "stccg1e",
        rules: "stccg-decipher-6.99",
      }),
    );
    expect(meetingBits(history, "a", "b")).toBe(MET_WITHOUT_SIDES);
    expect(hasMet(history, "b", "a")).toBe(true);
    expect(hasMetWithSides(history, "a", "b", "dark")).toBe(false);
    expect(hasMetWithSides(history, "a", "b", "light")).toBe(false);
    expect(firstSideOf(history, "a")).toBeUndefined();
    expect(history.firstSide).toStrictEqual([undefined, undefined, undefined]);
    expect(history.players.get("a")).toStrictEqual({
      id: "a",
      index: 0,
      byes: 0,
      vp: 2,
      diff: 60, // stccg: 100 points to 40 (helpers' win), diff 60.
      swissGames: 1,
      opponents: ["b"],
      meetings: [MET_WITHOUT_SIDES],
    });
  });

  it("P4/A6/D1: byes counted, first allegiance (a bye records one too), unknown ids", () => {
    const history = historyOf(roundOne());
    expect(["a", "b", "c", "d", "e", "f"].map((id) => byesOf(history, id))).toEqual([0, 0, 0, 1, 1, 0]);
    expect(byesOf(history, "zz")).toBe(0);
    expect(["a", "b", "c", "d", "e", "f"].map((id) => firstSideOf(history, id))).toEqual([
      "dark",
      "light",
      "dark",
      "light",
      "dark", // e's first record is his game-1 bye, as Dark.
      undefined,
    ]);
    expect(firstSideOf(history, "zz")).toBeUndefined();
    // One entry per player, f's left empty (not missing): the array is read by player number.
    expect(history.firstSide).toStrictEqual(["dark", "light", "dark", "light", "dark", undefined]);
  });

  it("R2: f dropped is out; an unknown id counts as out; the active players in registration order", () => {
    const history = historyOf(roundOne());
    expect(isOut(history, "f")).toBe(true);
    expect(isOut(history, "a")).toBe(false);
    expect(isOut(history, "zz")).toBe(true);
    expect(activeIds(history)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("R2/S6: each status, and a quit marks the quitter out unless the file already says why", () => {
    const file = makeFile(
      ["a", "b", "c", "d", "e", "f", "g"],
      [quit(1, 1, "a", "f"), quit(1, 1, "b", "e"), win("swccg", 1, 1, "g", "c")],
      {
        status: { a: "active", b: "registered", c: "dropped", d: "quit", e: "disqualified" },
      },
    );
    const history = historyOf(file);
    expect(history.out).toEqual([undefined, undefined, "dropped", "quit", "disqualified", "quit", undefined]);
    expect(activeIds(history)).toEqual(["a", "b", "g"]);
    expect(history.players.get("e")?.out).toBe("disqualified");
    expect(history.players.get("f")?.out).toBe("quit");
    expect("out" in history.players.get("a")!).toBe(false);
  });

  it("A1: the last Swiss game is the highest round, then game; Final Confrontation and tiebreak games are kept apart", () => {
    const file = {
      ...roundOne(),
      games: [
        ...roundOne().games,
        win("swccg", 2, 1, dark("a"), light("c"), 1),
        // K5: a tiebreak game after the last round is neither Swiss nor part of the final.
        { ...win("swccg", 3, 1, dark("d"), light("e")), stage: "tiebreak" as const },
        { ...win("swccg", 4, 1, dark("a"), light("b")), stage: "final" as const },
        { ...win("swccg", 4, 2, dark("b"), light("a")), stage: "final" as const },
      ],
    };
    const history = historyOf(file);
    // Round 2 game 1, not the tiebreak's round 3 or the final's round 4: neither is Swiss.
    expect(history.lastSwiss).toEqual({ round: 2, game: 1 });
    expect(history.finals.map((game) => game.index)).toEqual([8, 9]);
    expect(meetingBits(history, "d", "e")).toBe(0);
    // The final's meeting is not a Swiss meeting: a met c only in round 2.
    expect(meetingBits(history, "c", "a")).toBe(MET_AS_LIGHT);
  });

  it("A1: round 1 game 2 is read back as round 1, game 2; an event with no games has no last game", () => {
    expect(historyOf(roundOne()).lastSwiss).toEqual({ round: 1, game: 2 });
    const empty = historyOf(makeFile(["a", "b"], []));
    expect("lastSwiss" in empty).toBe(false);
    expect(empty.lastSwiss).toBeUndefined();
  });

  it("the games of one (round, game), in file order, read once and kept", () => {
    const history = historyOfEvent(scored(roundOne()));
    const first = history.gamesAt(keyOf(1, 1));
    expect(first.map((game) => game.index)).toEqual([0, 1, 2]);
    expect(history.gamesAt(keyOf(1, 2)).map((game) => game.index)).toEqual([3, 4, 5]);
    expect(history.gamesAt(keyOf(1, 1))).toBe(first);
    expect(history.gamesAt(keyOf(2, 1))).toEqual([]);
  });

  it("each player as an object: opponents once each, the sides of every meeting with them", () => {
    const event = scored(roundOne());
    const history = computeHistory(event.file.players, event.games);
    expect(history.players).toBe(history.players);
    expect([...history.players.values()]).toStrictEqual([
      {
        id: "a",
        index: 0,
        byes: 0,
        vp: 2,
        diff: 0,
        swissGames: 2,
        opponents: ["b"],
        meetings: [MET_AS_DARK | MET_AS_LIGHT],
        firstSide: "dark",
      },
      {
        id: "b",
        index: 1,
        byes: 0,
        vp: 2,
        diff: 0,
        swissGames: 2,
        opponents: ["a"],
        meetings: [MET_AS_DARK | MET_AS_LIGHT],
        firstSide: "light",
      },
      {
        id: "c",
        index: 2,
        byes: 0,
        vp: 2,
        diff: 0,
        swissGames: 2,
        opponents: ["d", "e"],
        meetings: [MET_AS_DARK, MET_AS_DARK],
        firstSide: "dark",
      },
      {
        id: "d",
        index: 3,
        byes: 1,
        vp: 2,
        diff: -10,
        swissGames: 2,
        opponents: ["c"],
        meetings: [MET_AS_LIGHT],
        firstSide: "light",
      },
      {
        id: "e",
        index: 4,
        byes: 1,
        vp: 4,
        diff: 10,
        swissGames: 2,
        opponents: ["c"],
        meetings: [MET_AS_LIGHT],
        firstSide: "dark",
      },
      {
        id: "f",
        index: 5,
        byes: 0,
        vp: 0,
        diff: 0,
        swissGames: 0,
        opponents: [],
        meetings: [],
        out: "dropped",
      },
    ]);
  });

  it("meetings gathered per player in the order given (a counting sort), positions built from ids", () => {
    // p2–p0 then p1–p2: directed rows p2→p0, p0→p2, p1→p2, p2→p1.
    const { history } = historyFromMeetings(3, [
      [2, 0],
      [1, 2],
    ]);
    expect([...history.meetStart]).toEqual([0, 1, 2, 4]);
    expect([...history.meetOpponent]).toEqual([2, 2, 0, 1]);
    expect([...history.meetBits]).toEqual([4, 4, 4, 4]);
    expect(history.indexOf.get("p2")).toBe(2);
    expect(hasMet(history, "p0", "p1")).toBe(false);
    expect(hasMet(history, "p1", "p2")).toBe(true);
    // Only p1–p2 met: p0's row is empty and ends where p1's (opponent p2) begins.
    const { history: one } = historyFromMeetings(3, [[1, 2]]);
    expect(hasMet(one, "p0", "p2")).toBe(false);
    expect(meetingBits(one, "p2", "p1")).toBe(MET_WITHOUT_SIDES);
  });
});
