// A2–A7's own words, worked by hand for the mutation run (docs/testing.md): every trace line,
// pair, side and bye asserted in full, with both faces of the coin.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { pairFirstGame, pairGameTwo, pairLaterGameOneDecipher, pairLaterGameOnePc } from "./allegiance.js";
import { bye, historyOf, makeFile, scriptedCoins, win } from "./test-helpers.js";
import type { Draft } from "./types.js";

const coins = scriptedCoins;

const SW = "swccg";
const D = (id: string) => ({ id, side: "dark" as const });
const L = (id: string) => ({ id, side: "light" as const });
const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const asText = (draft: Draft): string[] =>
  draft.pairs.map((p) => `${p.a.id}:${p.a.side}-${p.b.id}:${p.b.side}`);
const historyFor = (players: string[], games: GameRecord[], status = {}) =>
  historyOf(makeFile(players, games, { game: SW, status }));

describe("A2 first game, its words", () => {
  it("A2: given 5 cards and tails, then pile A (1, 3) plays Light, pile B Dark, and the 5th card gets the bye", () => {
    const players = ids(5);
    const draft = pairFirstGame(players, historyFor(players, []), coins(false));
    expect(asText(draft)).toEqual(["p1:light-p2:dark", "p3:light-p4:dark"]);
    expect(draft.byes).toEqual(["p5"]);
    expect(draft.trace).toEqual([
      "A2: 5 cards shuffled by the event's seed; pairs 1–2, 3–4, …; coin toss: pile A plays Light, pile B Dark",
      "A2/A6 bye: p5 is left over → bye",
    ]);
  });

  it("A2: given 4 cards and heads, then pile A plays Dark and nobody has a bye", () => {
    const players = ids(4);
    const draft = pairFirstGame(players, historyFor(players, []), coins(true));
    expect(asText(draft)).toEqual(["p1:dark-p2:light", "p3:dark-p4:light"]);
    expect(draft.byes).toEqual([]);
    expect(draft.trace).toEqual([
      "A2: 4 cards shuffled by the event's seed; pairs 1–2, 3–4, …; coin toss: pile A plays Dark, pile B Light",
    ]);
  });
});

describe("A5 game 1 of later rounds (Players Committee), its words", () => {
  it("A5: given no meetings and tails, then 1–2, 3–4 with pile A Light, and one trace line", () => {
    const players = ids(4);
    const draft = pairLaterGameOnePc(players, historyFor(players, []), coins(false));
    expect(asText(draft)).toEqual(["p1:light-p2:dark", "p3:light-p4:dark"]);
    expect(draft.byes).toEqual([]);
    expect(draft.trace).toEqual([
      "A5: one pile in standings order; pairs 1–2, 3–4, …; coin toss: pile A plays Light, pile B Dark",
    ]);
  });

  it("A5: given p1 met p2 and p3 both ways and never p4, then p1 takes p4 on pile A's side (Dark), and the trace names both skipped", () => {
    const players = ids(6);
    const games = [
      win(SW, 1, 1, D("p1"), L("p2")),
      win(SW, 1, 2, L("p1"), D("p2")),
      win(SW, 2, 1, D("p1"), L("p3")),
      win(SW, 2, 2, L("p1"), D("p3")),
    ];
    const draft = pairLaterGameOnePc(players, historyFor(players, games), coins(true));
    // p2 and p3 have not met each other: they pair next, then p5–p6.
    expect(asText(draft)).toEqual(["p1:dark-p4:light", "p2:dark-p3:light", "p5:dark-p6:light"]);
    expect(draft.trace).toEqual([
      "A5: one pile in standings order; pairs 1–2, 3–4, …; coin toss: pile A plays Dark, pile B Light",
      "A5: p1 had met p2, p3 both ways → paired with p4, p1 playing dark",
    ]);
  });

  // Round 3, game 1, order p1..p5, heads (pile A Dark). p5 is left over with 1 bye; p4 has had
  // one too; p3 has none and is nearest up → p3's bye; p5 takes p3's seat (pile A, Dark) v p4.
  const five = ids(5);
  const byes = [bye(1, 1, "p5"), bye(2, 1, "p4")];

  it("A6/A5: given the moved player takes a pile-A seat against a player he met only with that side, then the pair's sides are swapped and the trace says so", () => {
    const games = [...byes, win(SW, 1, 2, D("p5"), L("p4"))];
    const draft = pairLaterGameOnePc(five, historyFor(five, games), coins(true));
    expect(draft.byes).toEqual(["p3"]);
    expect(asText(draft)).toEqual(["p1:dark-p2:light", "p5:light-p4:dark"]);
    expect(draft.trace).toEqual([
      "A5: one pile in standings order; pairs 1–2, 3–4, …; coin toss: pile A plays Dark, pile B Light",
      "A6 bye: p5 is left over but has already had 1 bye → the bye goes to p3, the nearest player who has had none; p5 takes his place against p4; this is a rematch: p5 had played p4",
      "A5: p5 had played p4 as dark → sides swapped",
    ]);
  });

  it("A6/A5: given the moved player met his new opponent both ways, then no swap: the pairing stands", () => {
    const games = [...byes, win(SW, 1, 2, D("p5"), L("p4")), win(SW, 2, 2, L("p5"), D("p4"))];
    const draft = pairLaterGameOnePc(five, historyFor(five, games), coins(true));
    expect(draft.byes).toEqual(["p3"]);
    expect(asText(draft)).toEqual(["p1:dark-p2:light", "p5:dark-p4:light"]);
    expect(draft.trace).toHaveLength(2);
  });

  it("A6/A5: given the moved player takes a pile-B seat against a player he met only with that side, then the swap's line names him, not his opponent", () => {
    // p5: bye in 1.1, Light v p4 in 1.2, Light v p3 in 2.1; p4 has had no bye and is nearest
    // up → p4's bye; p5 takes p4's seat (pile B, Light) v p3, whom he met as Light only → swap.
    const games = [bye(1, 1, "p5"), win(SW, 1, 2, L("p5"), D("p4")), win(SW, 2, 1, L("p5"), D("p3"))];
    const draft = pairLaterGameOnePc(five, historyFor(five, games), coins(true));
    expect(draft.byes).toEqual(["p4"]);
    expect(asText(draft)).toEqual(["p1:dark-p2:light", "p3:light-p5:dark"]);
    expect(draft.trace).toEqual([
      "A5: one pile in standings order; pairs 1–2, 3–4, …; coin toss: pile A plays Dark, pile B Light",
      "A6 bye: p5 is left over but has already had 1 bye → the bye goes to p4, the nearest player who has had none; p5 takes his place against p3; this is a rematch: p5 had played p3",
      "A5: p5 had played p3 as light → sides swapped",
    ]);
  });

  it("A6: given the left-over player has had no bye, then he gets it and the pairs are untouched", () => {
    const draft = pairLaterGameOnePc(five, historyFor(five, []), coins(true));
    expect(draft.byes).toEqual(["p5"]);
    expect(asText(draft)).toEqual(["p1:dark-p2:light", "p3:dark-p4:light"]);
    expect(draft.trace.at(-1)).toBe("A6 bye: p5 is left over → bye");
  });
});

describe("A7 game 1 of later rounds (Decipher), its words", () => {
  it("A7: given tails, then pile B (2, 4) is the Dark pile, each Dark player v the Light player beside him", () => {
    const players = ids(4);
    const draft = pairLaterGameOneDecipher(players, historyFor(players, []), coins(false));
    expect(asText(draft)).toEqual(["p2:dark-p1:light", "p4:dark-p3:light"]);
    expect(draft.byes).toEqual([]);
    expect(draft.trace).toEqual([
      "A7: piles A/B from the standings pairs 1–2, 3–4, …; coin toss: pile A plays Light, pile B Dark; Dark pile p2, p4; Light pile p1, p3",
    ]);
  });

  it("A7: given Dark p1 faced Light p2 with these sides, then the walk's line carries A7's name", () => {
    const players = ids(8);
    const history = historyFor(players, [win(SW, 1, 1, D("p1"), L("p2"))]);
    const draft = pairLaterGameOneDecipher(players, history, coins(true));
    expect(asText(draft)).toEqual([
      "p1:dark-p4:light",
      "p3:dark-p2:light",
      "p5:dark-p6:light",
      "p7:dark-p8:light",
    ]);
    expect(draft.trace).toEqual([
      "A7: piles A/B from the standings pairs 1–2, 3–4, …; coin toss: pile A plays Dark, pile B Light; Dark pile p1, p3, p5, p7; Light pile p2, p4, p6, p8",
      "A7: p1 had played p2 with these sides → paired with p4",
    ]);
  });

  it("A7/A6: given tails and 5 players, then the leftover is in the Light pile (A) and his bye goes up that pile, not the Dark one", () => {
    const players = ids(5);
    // p5 has had a bye; nobody else has. Dark pile p2, p4; Light pile p1, p3, p5.
    const draft = pairLaterGameOneDecipher(players, historyFor(players, [bye(1, 1, "p5")]), coins(false));
    // p5 is left over; the nearest player up the Light pile without a bye is p3, whose Light
    // seat v p4 p5 takes (A7: no swap).
    expect(draft.byes).toEqual(["p3"]);
    expect(asText(draft)).toEqual(["p2:dark-p1:light", "p4:dark-p5:light"]);
    expect(draft.trace).toEqual([
      "A7: piles A/B from the standings pairs 1–2, 3–4, …; coin toss: pile A plays Light, pile B Dark; Dark pile p2, p4; Light pile p1, p3, p5",
      "A6/A7 bye: p5 is left over but has already had 1 bye → the bye goes to p3, the nearest player who has had none; p5 takes his place against p4",
    ]);
  });
});

describe("A3/A4/A6 game 2, its words", () => {
  it("A6: given the game-1 bye recorded with a side, then the bye player still joins a pile by coin toss (tails → Light), and the Light pile's leftover bye goes up the Light pile", () => {
    const players = ["a1", "a2", "b1", "b2", "c1"];
    const games = [win(SW, 1, 1, D("a1"), L("b1")), win(SW, 1, 1, D("a2"), L("b2")), bye(1, 1, D("c1"))];
    const draft = pairGameTwo(["a1", "b1", "a2", "b2", "c1"], 1, historyFor(players, games), coins(false));
    // Dark pile a1, a2 (now Light); Light pile b1, b2, c1 (now Dark). c1 is left over with 1
    // bye; b2 is the nearest up his pile without one → b2's bye, c1 takes b2's Dark seat v a2.
    expect(asText(draft)).toEqual(["a1:light-b1:dark", "a2:light-c1:dark"]);
    expect(draft.byes).toEqual(["b2"]);
    expect(draft.trace).toEqual([
      "A3: game 1.2 — Dark pile (2: a1, a2) now plays Light against the Light pile (3: b1, b2, c1), rank by rank",
      "A6: c1 played no side in game 1 → joins the light pile by coin toss",
      "A6 bye: c1 is left over but has already had 1 bye → the bye goes to b2, the nearest player who has had none; c1 takes his place against a2",
    ]);
  });

  it("A6: given the Dark pile is larger (a drop) and its leftover takes the seat of a player he met with the new sides, then the trace says it is a rematch", () => {
    const players = ["a1", "a2", "a3", "b1", "b2", "x"];
    const games = [
      bye(1, 1, "a3"),
      win(SW, 1, 2, L("a3"), D("b2")),
      win(SW, 2, 1, D("a1"), L("b1")),
      win(SW, 2, 1, D("a2"), L("b2")),
      win(SW, 2, 1, D("a3"), L("x")),
    ];
    const history = historyFor(players, games, { x: "dropped" });
    const draft = pairGameTwo(["a1", "b1", "a2", "b2", "a3"], 2, history, coins());
    // Dark pile a1, a2, a3 (now Light) v Light pile b1, b2: a1–b1, a2–b2 (met only the other
    // way). a3 is left over with 1 bye → a2's bye; a3 takes a2's Light seat v b2, whom he played
    // as Light in game 1.2.
    expect(asText(draft)).toEqual(["a1:light-b1:dark", "a3:light-b2:dark"]);
    expect(draft.byes).toEqual(["a2"]);
    expect(draft.trace).toEqual([
      "A3: game 2.2 — Dark pile (3: a1, a2, a3) now plays Light against the Light pile (2: b1, b2), rank by rank",
      "A6 bye: a3 is left over but has already had 1 bye → the bye goes to a2, the nearest player who has had none; a3 takes his place against b2; this is a rematch: a3 had played b2",
    ]);
  });
});
