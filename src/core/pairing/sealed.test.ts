import { describe, expect, it } from "vitest";
import { makeRandom, type Random } from "../random.js";
import { pairSealedFirstGame, pairSealedGame } from "./sealed.js";
import { bye, historyOf, makeFile, win } from "./test-helpers.js";
import type { Draft } from "./types.js";

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
const asText = (draft: Draft): string[] =>
  draft.pairs.map((p) => `${p.a.id}:${p.a.side}-${p.b.id}:${p.b.side}`);
const historyFor = (players: string[], games: Parameters<typeof makeFile>[1], status = {}) =>
  historyOf(makeFile(players, games, { game: SW, type: "sealed", status }));

describe("D1: Star Wars / Young Jedi sealed (SW-PC Sealed; DEC II.A.iii step 3)", () => {
  it("given the first game of 7 players, then random pairs each get one Dark and one Light player, and the odd player's bye carries an allegiance", () => {
    const players = ["a", "b", "c", "d", "e", "f", "g"];
    const draft = pairSealedFirstGame(players, historyFor(players, []), makeRandom("d1"));
    expect(draft.pairs).toHaveLength(3);
    expect(
      draft.pairs.every((p) => p.a.side !== undefined && p.b.side !== undefined && p.a.side !== p.b.side),
    ).toBe(true);
    expect(draft.byes).toEqual(["g"]);
    expect(["dark", "light"]).toContain(draft.byeSides["g"]);
  });

  it("given fixed allegiances, then the Dark pile plays the Light pile by rank and nobody switches", () => {
    const players = ["d1", "d2", "l1", "l2"];
    const history = historyFor(players, [win(SW, 1, 1, D("d1"), L("l2")), win(SW, 1, 1, D("d2"), L("l1"))]);
    const draft = pairSealedGame(["d1", "l1", "d2", "l2"], history, darkFirst);
    expect(asText(draft)).toEqual(["d1:dark-l1:light", "d2:dark-l2:light"]);
  });

  it("A4 without switching: given d1 already played l1, then d1 takes l2 and l1 goes on to d2", () => {
    const players = ["d1", "d2", "l1", "l2"];
    const history = historyFor(players, [win(SW, 1, 1, D("d1"), L("l1")), win(SW, 1, 1, D("d2"), L("l2"))]);
    const draft = pairSealedGame(["d1", "d2", "l1", "l2"], history, darkFirst);
    expect(asText(draft)).toEqual(["d1:dark-l2:light", "d2:dark-l1:light"]);
  });

  it("A1/D1: given drops leave the piles 4 against 1, then each of the 3 left over gets a bye", () => {
    const players = ["d1", "d2", "d3", "d4", "l1", "l2", "l3", "l4"];
    const games = [1, 2, 3, 4].map((i) => win(SW, 1, 1, D(`d${i}`), L(`l${i}`)));
    const history = historyFor(players, games, { l2: "dropped", l3: "dropped", l4: "quit" });
    const draft = pairSealedGame(["d1", "d2", "d3", "d4", "l1"], history, darkFirst);
    // d1 has played l1, the only Light player left: the pairing stands (A4), a rematch.
    expect(asText(draft)).toEqual(["d1:dark-l1:light"]);
    expect(draft.byes).toEqual(["d2", "d3", "d4"]);
    expect(Object.values(draft.byeSides)).toEqual(["dark", "dark", "dark"]);
  });

  it("D1/A6: given the left-over player already had a bye, then the next player up in his pile without one takes it", () => {
    const players = ["d1", "d2", "d3", "l1", "l2"];
    const games = [win(SW, 1, 1, D("d1"), L("l1")), win(SW, 1, 1, D("d2"), L("l2")), bye(1, 1, D("d3"))];
    const draft = pairSealedGame(["d1", "d2", "d3", "l1", "l2"], historyFor(players, games), darkFirst);
    expect(draft.byes).toEqual(["d2"]);
    expect(asText(draft)).toEqual(["d1:dark-l2:light", "d3:dark-l1:light"]);
  });

  it("R2: given a late entry with no allegiance, then he joins the smaller pile", () => {
    const players = ["d1", "d2", "l1", "late"];
    const games = [win(SW, 1, 1, D("d1"), L("l1")), bye(1, 1, D("d2"))];
    const draft = pairSealedGame(["d1", "d2", "l1", "late"], historyFor(players, games), darkFirst);
    expect(draft.trace).toContain(
      "D1: late has no allegiance yet → light (the smaller pile, or a coin toss)",
    );
    expect(draft.byes).toEqual([]);
  });
});
