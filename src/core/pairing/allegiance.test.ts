import { describe, expect, it } from "vitest";
import type { Random } from "../random.js";
import { makeRandom } from "../random.js";
import type { GameRecord } from "../results-file/schema.js";
import { pairFirstGame, pairGameTwo, pairLaterGameOneDecipher, pairLaterGameOnePc } from "./allegiance.js";
import { bye, historyOf, makeFile, win } from "./test-helpers.js";
import type { Draft } from "./types.js";

/** A coin that always lands "pile A plays Dark", so the guides' examples can be written out. */
const darkFirst: Random = {
  next: () => 0,
  int: () => 0,
  shuffle: (items) => [...items],
  coin: () => true,
  fork: () => darkFirst,
};

const SW = "swccg";
const D = (id: string) => ({ id, side: "dark" as const });
const L = (id: string) => ({ id, side: "light" as const });
const ids = (n: number, prefix = "p"): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const asText = (draft: Draft): string[] =>
  draft.pairs.map((p) => `${p.a.id}:${p.a.side}-${p.b.id}:${p.b.side}`);

function historyFor(players: string[], games: GameRecord[]) {
  return historyOf(makeFile(players, games, { game: SW }));
}

describe("A2: game 1 of round 1", () => {
  it("given 7 shuffled cards, then consecutive cards pair, pile A all on one side by one coin toss, the last card gets the bye", () => {
    const players = ids(7);
    const draft = pairFirstGame(players, historyFor(players, []), makeRandom("a2"));
    expect(draft.pairs.map((p) => [p.a.id, p.b.id])).toEqual([
      ["p1", "p2"],
      ["p3", "p4"],
      ["p5", "p6"],
    ]);
    const sideA = draft.pairs[0]!.a.side;
    expect(draft.pairs.every((p) => p.a.side === sideA && p.b.side !== sideA)).toBe(true);
    expect(draft.byes).toEqual(["p7"]);
  });
});

describe("A3/A4: game 2 of a round (SW-PC Pairings step 3)", () => {
  const players = [...ids(4, "a"), ...ids(4, "b")];
  // Round 2, game 1: the a-players played Dark.
  const roundTwoGameOne = [
    win(SW, 2, 1, D("a1"), L("b2")),
    win(SW, 2, 1, D("a2"), L("b1")),
    win(SW, 2, 1, D("a3"), L("b4")),
    win(SW, 2, 1, D("a4"), L("b3")),
  ];

  it("A3: given no earlier meetings, then Dark-pile #1 v Light-pile #1, …, and everyone switches allegiance", () => {
    const history = historyFor(
      players,
      roundTwoGameOne.map((g) => ({ ...g, round: 1 })),
    );
    const draft = pairGameTwo(players, 1, history, darkFirst);
    expect(asText(draft)).toEqual([
      "a1:light-b1:dark",
      "a2:light-b2:dark",
      "a3:light-b3:dark",
      "a4:light-b4:dark",
    ]);
    expect(draft.byes).toEqual([]);
  });

  it("A4: given a1 already played b1 with the same allegiances, then a1 takes the next Light-pile player b2 and b1 goes on down to a2", () => {
    const history = historyFor(players, [win(SW, 1, 1, L("a1"), D("b1")), ...roundTwoGameOne]);
    const draft = pairGameTwo(players, 2, history, darkFirst);
    expect(asText(draft)).toEqual([
      "a1:light-b2:dark",
      "a2:light-b1:dark",
      "a3:light-b3:dark",
      "a4:light-b4:dark",
    ]);
    expect(draft.trace).toContain("A4: a1 had played b1 with these sides → paired with b2");
  });

  it("A4: given they met only with the opposite allegiances, then the pairing stands", () => {
    const history = historyFor(players, [win(SW, 1, 1, D("a1"), L("b1")), ...roundTwoGameOne]);
    expect(asText(pairGameTwo(players, 2, history, darkFirst))[0]).toBe("a1:light-b1:dark");
  });

  it("A4: given the last Dark-pile player has met every remaining Light player so, then the original pairing stands", () => {
    const history = historyFor(players, [win(SW, 1, 1, L("a4"), D("b4")), ...roundTwoGameOne]);
    const draft = pairGameTwo(players, 2, history, darkFirst);
    expect(asText(draft)[3]).toBe("a4:light-b4:dark");
    expect(
      draft.trace.some((line) =>
        line.includes("a4 has met every remaining dark player with these sides → keeps b4, a rematch"),
      ),
    ).toBe(true);
  });

  it("A6: given 5 players and a game-1 bye, then the bye player joins a pile by coin toss and the leftover of the larger pile gets the bye", () => {
    const five = ["a1", "a2", "b1", "b2", "c1"];
    const history = historyFor(five, [
      win(SW, 1, 1, D("a1"), L("b1")),
      win(SW, 1, 1, D("a2"), L("b2")),
      bye(1, 1, "c1"),
    ]);
    const draft = pairGameTwo(five, 1, history, darkFirst); // coin → Dark pile: a1, a2, c1
    expect(draft.trace).toContain("A6: c1 played no side in game 1 → joins the dark pile by coin toss");
    // c1 is left over but already had a bye: the next player up in the same pile without one
    // (a2) takes it, and c1 takes a2's place.
    expect(draft.byes).toEqual(["a2"]);
    expect(asText(draft)).toEqual(["a1:light-b1:dark", "c1:light-b2:dark"]);
  });

  it("A6/R2: given a late entry with no bye is left over, then he gets it", () => {
    const five = ["a1", "a2", "a3", "b1", "b2"];
    const history = historyFor(five, [win(SW, 1, 1, D("a1"), L("b1")), win(SW, 1, 1, D("a2"), L("b2"))]);
    const draft = pairGameTwo(five, 1, history, darkFirst);
    expect(draft.byes).toEqual(["a3"]);
    expect(draft.trace).toContain("A6 bye: a3 is left over → bye");
  });
});

describe("A5: game 1 of later rounds, Players Committee (SW-PC step 5)", () => {
  const players = ids(4);

  it("given no earlier meetings, then 1–2, 3–4 with pile A (1, 3) on the coin's side", () => {
    expect(asText(pairLaterGameOnePc(players, historyFor(players, []), darkFirst))).toEqual([
      "p1:dark-p2:light",
      "p3:dark-p4:light",
    ]);
  });

  it("given 1 and 2 met with these allegiances but not the other way, then the pair's allegiances are swapped", () => {
    const draft = pairLaterGameOnePc(
      players,
      historyFor(players, [win(SW, 1, 1, D("p1"), L("p2"))]),
      darkFirst,
    );
    expect(asText(draft)).toEqual(["p1:light-p2:dark", "p3:dark-p4:light"]);
    expect(draft.trace).toContain("A5: p1 had played p2 as dark → sides swapped: p1 plays light");
  });

  it("given 1 and 2 met both ways, then 1 is paired with the first player below he has not met both ways", () => {
    const games = [
      win(SW, 1, 1, D("p1"), L("p2")),
      win(SW, 1, 2, L("p1"), D("p2")),
      win(SW, 2, 1, D("p1"), L("p3")),
    ];
    const draft = pairLaterGameOnePc(players, historyFor(players, games), darkFirst);
    // p1 met p3 only as Dark, so he plays Light against p3; p2 goes on with p4.
    expect(asText(draft)).toEqual(["p1:light-p3:dark", "p2:dark-p4:light"]);
  });

  it("given 1 met everyone below both ways, then the original pairing stands", () => {
    const games = ["p2", "p3", "p4"].flatMap((o, i) => [
      win(SW, i + 1, 1, D("p1"), L(o)),
      win(SW, i + 1, 2, L("p1"), D(o)),
    ]);
    const draft = pairLaterGameOnePc(players, historyFor(players, games), darkFirst);
    expect(asText(draft)[0]).toBe("p1:dark-p2:light");
    expect(draft.trace).toContain("A5: p1 has met every remaining player both ways → keeps p2, a rematch");
  });

  it("A6: given the left-over player already had a bye, then the next player up without one gets it, and A5 swaps the new pair's sides if they met so", () => {
    const five = ids(5);
    const games = [bye(1, 1, "p5"), win(SW, 1, 2, L("p5"), D("p4"))];
    const draft = pairLaterGameOnePc(five, historyFor(five, games), darkFirst);
    expect(draft.byes).toEqual(["p4"]);
    // p5 takes p4's Light seat against p3 (Dark): p5 never played p3, no swap.
    expect(asText(draft)).toEqual(["p1:dark-p2:light", "p3:dark-p5:light"]);
    const again = pairLaterGameOnePc(
      five,
      historyFor(five, [...games, win(SW, 2, 1, L("p5"), D("p3"))]),
      darkFirst,
    );
    expect(asText(again)[1]).toBe("p3:light-p5:dark");
  });
});

describe("A7: game 1 of later rounds, Decipher procedure (DEC step 7)", () => {
  const players = ids(8);

  it("given Dark 1 already faced Light 2 with these sides, then 1 takes the next lower Light player 4 and 2 goes on down to 3", () => {
    const draft = pairLaterGameOneDecipher(
      players,
      historyFor(players, [win(SW, 1, 1, D("p1"), L("p2"))]),
      darkFirst,
    );
    expect(asText(draft)).toEqual([
      "p1:dark-p4:light",
      "p3:dark-p2:light",
      "p5:dark-p6:light",
      "p7:dark-p8:light",
    ]);
  });

  it("given they met only the other way, then the pairing stands (no swap in A7)", () => {
    const draft = pairLaterGameOneDecipher(
      players,
      historyFor(players, [win(SW, 1, 1, L("p1"), D("p2"))]),
      darkFirst,
    );
    expect(asText(draft)[0]).toBe("p1:dark-p2:light");
  });

  it("given Dark 1 faced every Light player with these sides, then the pairing stands", () => {
    const games = ["p2", "p4", "p6", "p8"].map((o, i) => win(SW, i + 1, 1, D("p1"), L(o)));
    const draft = pairLaterGameOneDecipher(players, historyFor(players, games), darkFirst);
    expect(asText(draft)[0]).toBe("p1:dark-p2:light");
    expect(draft.trace).toContain(
      "A7: p1 had played p2 with these sides and faced p4, p6, p8 before; no lower light player he has not faced before → keeps p2, a rematch",
    );
  });

  // DEC II.A.i step 7: "if the two players have already played each other with the same
  // allegiances, an attempt must be made to modify the pairing. In this situation, pair the Dark
  // player with the next lowest Light player they have not faced before. However, in the rare case
  // that the Dark player has already faced all of the Light players remaining in the pile, then
  // leave the pairing as it originally was."
  // By hand (heads: pile A = 1, 3, 5, 7 plays Dark; pile B = 2, 4, 6, 8 Light): p1 met p2 Dark v
  // Light (the same allegiances → modify) and p4 Light v Dark (faced before, the other way). The
  // next lowest Light player p1 has not faced is p6; p2 and p4 go on down: p3 v p2, p5 v p4, p7 v p8.
  it("given Dark 1 faced Light 2 with these sides and Light 4 the other way, then 1 skips 4 too (faced before) and takes 6", () => {
    const history = historyFor(players, [win(SW, 1, 1, D("p1"), L("p2")), win(SW, 1, 2, L("p1"), D("p4"))]);
    const draft = pairLaterGameOneDecipher(players, history, darkFirst);
    expect(asText(draft)).toEqual([
      "p1:dark-p6:light",
      "p3:dark-p2:light",
      "p5:dark-p4:light",
      "p7:dark-p8:light",
    ]);
    expect(draft.trace).toContain(
      "A7: p1 had played p2 with these sides and faced p4 before → paired with p6",
    );
  });

  // Same quote, its last sentence: p1 met p2 with these sides, and p4, p6, p8 the other way — he
  // has faced every Light player remaining, so the pairing stays p1 v p2.
  it("given Dark 1 faced Light 2 with these sides and every lower Light player the other way, then the pairing stands", () => {
    const games = [
      win(SW, 1, 1, D("p1"), L("p2")),
      ...["p4", "p6", "p8"].map((o, i) => win(SW, i + 2, 1, L("p1"), D(o))),
    ];
    const draft = pairLaterGameOneDecipher(players, historyFor(players, games), darkFirst);
    expect(asText(draft)).toEqual([
      "p1:dark-p2:light",
      "p3:dark-p4:light",
      "p5:dark-p6:light",
      "p7:dark-p8:light",
    ]);
    expect(draft.trace).toContain(
      "A7: p1 had played p2 with these sides and faced p4, p6, p8 before; no lower light player he has not faced before → keeps p2, a rematch",
    );
  });

  it("A4 unchanged: in game 2 a Dark-pile player who met the intended opponent only the other way may still take him", () => {
    // a1 (Dark pile, now Light) met b1 with the new sides (Light v Dark) and b2 the other way
    // (Dark v Light): A4 counts only "the same two players with the same allegiances", so a1 takes b2.
    const four = ["a1", "a2", "b1", "b2"];
    const history = historyFor(four, [
      win(SW, 1, 1, L("a1"), D("b1")),
      win(SW, 1, 2, D("a1"), L("b2")),
      win(SW, 2, 1, D("a1"), L("b2")),
      win(SW, 2, 1, D("a2"), L("b1")),
    ]);
    const draft = pairGameTwo(four, 2, history, darkFirst);
    expect(asText(draft)).toEqual(["a1:light-b2:dark", "a2:light-b1:dark"]);
  });

  it("A7/A6: given the left-over player already had a bye, then he takes the bye-taker's seat and side without a swap", () => {
    const five = ids(5);
    const games = [bye(1, 1, "p5"), win(SW, 1, 2, D("p5"), L("p4"))];
    const draft = pairLaterGameOneDecipher(five, historyFor(five, games), darkFirst);
    expect(draft.byes).toEqual(["p3"]);
    expect(asText(draft)).toEqual(["p1:dark-p2:light", "p5:dark-p4:light"]);
    expect(draft.trace.at(-1)).toContain("this is a rematch");
  });

  it("A6 Decision (regression, property counterexample): given everyone in the left-over player's pile had a bye, then the bye goes to the player without one in the other pile, not a second bye", () => {
    const three = ids(3); // pile A (Dark): p1, p3; pile B (Light): p2
    const games = [bye(1, 1, "p1"), bye(1, 2, "p3")];
    const draft = pairLaterGameOneDecipher(three, historyFor(three, games), darkFirst);
    expect(draft.byes).toEqual(["p2"]);
    expect(asText(draft)).toEqual(["p1:dark-p3:light"]);
  });

  it('A6 Decision (regression, property counterexample seed ":p_)7i#,"): given someone in the left-over player\'s pile has fewer byes than he but more than a player of the other pile, then the bye goes to the player without one, not a second bye', () => {
    const three = ids(3); // pile A (Dark): p1, p3; pile B (Light): p2
    const games = [bye(1, 1, "p3"), bye(1, 2, "p3"), bye(2, 1, "p1")];
    const draft = pairLaterGameOneDecipher(three, historyFor(three, games), darkFirst);
    expect(draft.byes).toEqual(["p2"]);
    expect(asText(draft)).toEqual(["p1:dark-p3:light"]);
  });
});
