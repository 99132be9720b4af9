// A1 / P2 (docs/rules.md §2): which Swiss game comes next — game 2 after game 1 in allegiance rounds, else
// game 1 of the next round — and the refusals on the way. Found unchecked by the mutation run
// (docs/testing.md). checkComplete's own refusals (a gap, a missing player, late entries) are
// tested at the end.
import { describe, expect, it } from "vitest";
import { toEventHistory } from "./history.js";
import { checkComplete, nextSwissGame } from "./next-game.js";
import { bye, historyOf, makeFile, win } from "./test-helpers.js";

const dark = (id: string) => ({ id, side: "dark" as const });
const light = (id: string) => ({ id, side: "light" as const });

describe("A1/P2: the next Swiss game", () => {
  it("A2/P1: no game yet: round 1, game 1, whatever the system", () => {
    const history = historyOf(makeFile(["a", "b"], []));
    expect(nextSwissGame(history, true)).toEqual({ ok: true, value: { round: 1, game: 1 } });
    expect(nextSwissGame(history, false)).toEqual({ ok: true, value: { round: 1, game: 1 } });
  });

  it("A1: after game 1 of an allegiance round comes its game 2; after game 2, round 2 game 1", () => {
    const game1 = [
      win("swccg", 1, 1, dark("a"), light("b"), 1),
      win("swccg", 1, 1, dark("c"), light("d"), 2),
    ];
    const afterGame1 = historyOf(makeFile(["a", "b", "c", "d"], game1));
    expect(nextSwissGame(afterGame1, true)).toEqual({ ok: true, value: { round: 1, game: 2 } });
    const game2 = [
      win("swccg", 1, 2, dark("b"), light("a"), 1),
      win("swccg", 1, 2, dark("d"), light("c"), 2),
    ];
    const afterGame2 = historyOf(makeFile(["a", "b", "c", "d"], [...game1, ...game2]));
    expect(nextSwissGame(afterGame2, true)).toEqual({ ok: true, value: { round: 2, game: 1 } });
  });

  it("P2/D1: one game a round: after round 3's game the next is round 4, game 1", () => {
    const file = makeFile(
      ["a", "b", "c"],
      [
        win("stccg1e", 1, 1, "a", "b"),
        bye(1, 1, "c"),
        win("stccg1e", 2, 1, "a", "c"),
        bye(2, 1, "b"),
        win("stccg1e", 3, 1, "b", "c"),
        bye(3, 1, "a"),
      ],
      { game: "stccg1e", rules: "stccg-decipher-6.99" },
    );
    expect(nextSwissGame(historyOf(file), false)).toEqual({ ok: true, value: { round: 4, game: 1 } });
  });

  it("A1: an allegiance round with a game 3 is refused at that game's field", () => {
    const file = makeFile(
      ["a", "b"],
      [
        win("swccg", 1, 1, dark("a"), light("b")),
        win("swccg", 1, 2, dark("b"), light("a")),
        win("swccg", 1, 3, dark("a"), light("b")),
      ],
    );
    const result = nextSwissGame(historyOf(file), true);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: "INVALID_FIELD",
        field: "games[2].game",
        rule: "A1",
        message: "allegiance rounds have games 1 and 2; found game 3",
      }),
    });
    // One game a round (2.1): a game 3 is simply the last game; round 2 follows.
    expect(nextSwissGame(historyOf(file), false)).toEqual({ ok: true, value: { round: 2, game: 1 } });
  });

  it("A1: game 2 of an allegiance round is the last game of that round (round 2 follows, not game 3)", () => {
    const file = makeFile(
      ["a", "b"],
      [win("swccg", 1, 1, dark("a"), light("b")), win("swccg", 1, 2, dark("b"), light("a"))],
    );
    expect(nextSwissGame(historyOf(file), true)).toEqual({ ok: true, value: { round: 2, game: 1 } });
  });

  it("P2: a gap in the table numbers refuses the next game (ROUND_NOT_COMPLETE)", () => {
    const file = makeFile(
      ["a", "b", "c", "d", "e", "f"],
      [
        win("stccg1e", 1, 1, "a", "b", 1),
        win("stccg1e", 1, 1, "c", "d", 3),
        win("stccg1e", 1, 1, "e", "f", 4),
      ],
      { game: "stccg1e", rules: "stccg-decipher-6.99" },
    );
    const result = nextSwissGame(historyOf(file), false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe("ROUND_NOT_COMPLETE");
    expect(result.error.message).toContain("none for table 2");
  });

  it("A1: a history built without its games (hand-built parts) still refuses game 3, at the games", () => {
    const history = toEventHistory({
      ids: ["a", "b"],
      byes: [0, 0],
      vp: [0, 0],
      diff: [0, 0],
      swissGames: [0, 0],
      firstSide: [undefined, undefined],
      out: [undefined, undefined],
      meetings: { player: [], opponent: [], bits: [], count: 0 },
      lastSwiss: { round: 2, game: 3 },
      finals: [],
      gamesAt: () => [],
    });
    expect(nextSwissGame(history, true)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: "INVALID_FIELD", field: "games", rule: "A1" }),
    });
  });
});

describe("checkComplete (docs/rules.md §2, R2): a game entered only in part is not paired past", () => {
  const players = ["a", "b", "c", "d", "e", "f", "g"];
  const ST = { game: "stccg1e" } as const;

  it("a gap in the table numbers is refused, even beside a bye without a table number", () => {
    // Tables 1 and 3 are in, table 2 (c v d) is not; g's bye has no table. The bye must not
    // hide the gap (a table-less game is skipped, not counted as a number).
    const file = makeFile(
      players,
      [win("stccg1e", 1, 1, "a", "b", 1), bye(1, 1, "g"), win("stccg1e", 1, 1, "e", "f", 3)],
      ST,
    );
    expect(checkComplete(historyOf(file), { round: 1, game: 1 })).toEqual({
      ok: false,
      error: {
        code: "ROUND_NOT_COMPLETE",
        field: "games",
        rule: "docs/rules.md §2",
        message:
          "game 1.1 has results for tables up to 3 but none for table 2; enter every result before pairing the next game",
      },
    });
  });

  it("a player who has played before and has no game in this one is refused, naming him", () => {
    // Round 1 complete (g's bye); round 2 lacks g: his table was not entered.
    const file = makeFile(
      players,
      [
        win("stccg1e", 1, 1, "a", "b", 1),
        win("stccg1e", 1, 1, "c", "d", 2),
        win("stccg1e", 1, 1, "e", "f", 3),
        bye(1, 1, "g"),
        win("stccg1e", 2, 1, "a", "c", 1),
        win("stccg1e", 2, 1, "e", "b", 2),
        win("stccg1e", 2, 1, "d", "f", 3),
      ],
      ST,
    );
    expect(checkComplete(historyOf(file), { round: 2, game: 1 })).toEqual({
      ok: false,
      error: {
        code: "ROUND_NOT_COMPLETE",
        field: "games",
        rule: "docs/rules.md §2",
        message:
          'game 2.1 has no result for "g", who is still in the event; enter every result (byes included) before pairing the next game, or mark the player dropped',
      },
    });
  });

  it("a complete game is ok; a player marked a late entry or who left may have no game", () => {
    const file = makeFile(
      players,
      [
        win("stccg1e", 1, 1, "a", "b", 1),
        win("stccg1e", 1, 1, "c", "d", 2),
        win("stccg1e", 1, 1, "e", "f", 3),
      ],
      { ...ST, status: { g: "dropped" } },
    );
    expect(checkComplete(historyOf(file), { round: 1, game: 1 })).toEqual({ ok: true, value: true });
    const late = makeFile(players, file.games, { ...ST, lateEntries: ["g"] });
    expect(checkComplete(historyOf(late), { round: 1, game: 1 }, new Set(["g"]))).toEqual({
      ok: true,
      value: true,
    });
  });
});
