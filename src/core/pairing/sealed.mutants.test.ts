// D1's own words and its side balancing, worked by hand for the mutation run (docs/testing.md):
// every trace line, pair, bye and bye side asserted in full.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { pairSealedFirstGame, pairSealedGame, type SealedDraft } from "./sealed.js";
import { bye, historyOf, makeFile, scriptedCoins, win } from "./test-helpers.js";

const coins = scriptedCoins;

const SW = "swccg";
const D = (id: string) => ({ id, side: "dark" as const });
const L = (id: string) => ({ id, side: "light" as const });
const asText = (draft: SealedDraft): string[] =>
  draft.pairs.map((p) => `${p.a.id}:${p.a.side}-${p.b.id}:${p.b.side}`);
const historyFor = (players: string[], games: GameRecord[], status = {}) =>
  historyOf(makeFile(players, games, { game: SW, type: "sealed", status }));

describe("D1 first game, its words", () => {
  it("D1: given 5 players, then 1–2 and 3–4 each get one coin toss (Dark for the first card on heads), and the 5th's bye carries its own toss", () => {
    const players = ["a", "b", "c", "d", "e"];
    // Tosses: pair a–b heads (a Dark), pair c–d tails (c Light), e's bye tails (Light).
    const draft = pairSealedFirstGame(players, historyFor(players, []), coins(true, false, false));
    expect(asText(draft)).toEqual(["a:dark-b:light", "c:light-d:dark"]);
    expect(draft.byes).toEqual(["e"]);
    expect({ ...draft.byeSides }).toEqual({ e: "light" });
    expect(draft.trace).toEqual([
      "D1: 5 players shuffled by the event's seed; pairs 1–2, 3–4, …; a coin toss per pair gives one Dark and one Light player, kept all event",
      "D1 bye: e is left over → bye",
      "D1: e swaps cards with the TD's spare product and plays light all event (coin toss); record the side on the bye",
    ]);
  });

  it("D1: given 4 players, then two pairs, no bye, no bye side, one trace line", () => {
    const players = ["a", "b", "c", "d"];
    const draft = pairSealedFirstGame(players, historyFor(players, []), coins(false, true));
    expect(asText(draft)).toEqual(["a:light-b:dark", "c:dark-d:light"]);
    expect(draft.byes).toEqual([]);
    expect({ ...draft.byeSides }).toEqual({});
    expect(draft.trace).toEqual([
      "D1: 4 players shuffled by the event's seed; pairs 1–2, 3–4, …; a coin toss per pair gives one Dark and one Light player, kept all event",
    ]);
  });

  it("D1: given 3 players, the bye's heads toss gives Dark", () => {
    const players = ["a", "b", "c"];
    const draft = pairSealedFirstGame(players, historyFor(players, []), coins(false, true));
    expect(asText(draft)).toEqual(["a:light-b:dark"]);
    expect({ ...draft.byeSides }).toEqual({ c: "dark" });
  });
});

describe("D1 later games: players without an allegiance join the smaller pile (side balancing)", () => {
  it("D1/R2: given Dark 1 and Light 2, then late entry x joins Dark (smaller), which makes them equal, and y's tails toss puts him in Light", () => {
    // Round 1: d1 (Dark) beat l1 (Light); l2's bye recorded as Light. x and y have no game.
    const players = ["d1", "l1", "l2", "x", "y"];
    const history = historyFor(players, [win(SW, 1, 1, D("d1"), L("l1")), bye(1, 1, L("l2"))]);
    const draft = pairSealedGame(players, history, coins(false));
    // Dark pile d1, x; Light pile l1, l2, y. d1 has played l1 (Dark v Light) → d1 takes l2; x
    // plays l1; y is left over in the larger (Light) pile, has had no bye → his bye, Light.
    expect(asText(draft)).toEqual(["d1:dark-l2:light", "x:dark-l1:light"]);
    expect(draft.byes).toEqual(["y"]);
    expect({ ...draft.byeSides }).toEqual({ y: "light" });
    expect(draft.trace).toEqual([
      "D1: Dark pile (2: d1, x) against Light pile (3: l1, l2, y) by rank; allegiances kept",
      "D1: x has no allegiance yet → dark (the smaller pile, or a coin toss)",
      "D1: y has no allegiance yet → light (the smaller pile, or a coin toss)",
      "D1/A4: d1 had played l1 with these sides → paired with l2",
      "D1 bye: y is left over → bye",
    ]);
  });

  it("D1/R2: given Dark 2 and Light 1, then x joins Light (smaller), which makes them equal, and y's heads toss puts him in Dark", () => {
    // Round 1: d1 beat l1; d2's bye recorded as Dark. x and y have no game.
    const players = ["d1", "d2", "l1", "x", "y"];
    const history = historyFor(players, [win(SW, 1, 1, D("d1"), L("l1")), bye(1, 1, D("d2"))]);
    const draft = pairSealedGame(players, history, coins(true));
    // Dark pile d1, d2, y; Light pile l1, x. d1 has played l1 → d1 takes x, d2 plays l1; y is
    // left over in the Dark pile with no bye → his bye, Dark.
    expect(asText(draft)).toEqual(["d1:dark-x:light", "d2:dark-l1:light"]);
    expect(draft.byes).toEqual(["y"]);
    expect({ ...draft.byeSides }).toEqual({ y: "dark" });
    expect(draft.trace).toEqual([
      "D1: Dark pile (3: d1, d2, y) against Light pile (2: l1, x) by rank; allegiances kept",
      "D1: x has no allegiance yet → light (the smaller pile, or a coin toss)",
      "D1: y has no allegiance yet → dark (the smaller pile, or a coin toss)",
      "D1/A4: d1 had played l1 with these sides → paired with x",
      "D1 bye: y is left over → bye",
    ]);
  });

  it("D1/R2: given equal piles, then the coin decides: tails → Light, and the next one joins the now smaller Dark pile", () => {
    const players = ["d1", "l1", "x", "y"];
    const history = historyFor(players, [win(SW, 1, 1, D("d1"), L("l1"))]);
    const draft = pairSealedGame(players, history, coins(false));
    // 1 v 1: x's toss tails → Light (1 v 2); y → Dark, the smaller pile, no toss.
    expect(draft.trace.slice(1, 3)).toEqual([
      "D1: x has no allegiance yet → light (the smaller pile, or a coin toss)",
      "D1: y has no allegiance yet → dark (the smaller pile, or a coin toss)",
    ]);
    // Dark d1, y; Light l1, x: d1 has played l1 → d1 takes x, y plays l1.
    expect(asText(draft)).toEqual(["d1:dark-x:light", "y:dark-l1:light"]);
    const heads = pairSealedGame(players, history, coins(true));
    expect(heads.trace.slice(1, 3)).toEqual([
      "D1: x has no allegiance yet → dark (the smaller pile, or a coin toss)",
      "D1: y has no allegiance yet → light (the smaller pile, or a coin toss)",
    ]);
  });
});

describe("D1 later games: byes of the larger pile (A1, A6)", () => {
  it("D1/A6: given the Light pile is larger and its left-over player had a bye, then the bye goes up the Light pile and carries Light", () => {
    // Round 1: d1 beat l1, d2 beat l2, l3's bye (Light). d2 then dropped.
    const players = ["d1", "d2", "l1", "l2", "l3"];
    const games = [win(SW, 1, 1, D("d1"), L("l1")), win(SW, 1, 1, D("d2"), L("l2")), bye(1, 1, L("l3"))];
    const history = historyFor(players, games, { d2: "dropped" });
    const draft = pairSealedGame(["d1", "l1", "l2", "l3"], history, coins());
    // Dark d1; Light l1, l2, l3. d1 has played l1 → takes l2. Left over: l1, l3 (pile order).
    // Last first: l3 had 1 bye; l1 is left over too, so the nearest up without one is l2, whose
    // seat (Light, v d1) l3 takes. Then l1 (no bye) keeps his.
    expect(asText(draft)).toEqual(["d1:dark-l3:light"]);
    expect(draft.byes).toEqual(["l1", "l2"]);
    expect({ ...draft.byeSides }).toEqual({ l1: "light", l2: "light" });
    expect(draft.trace).toEqual([
      "D1: Dark pile (1: d1) against Light pile (3: l1, l2, l3) by rank; allegiances kept",
      "D1/A4: d1 had played l1 with these sides → paired with l2",
      "D1 bye: l3 is left over but has already had 1 bye → the bye goes to l2, the nearest player who has had none; l3 takes his place against d1",
      "D1 bye: l1 is left over → bye",
    ]);
  });

  it("D1/A6: given the Dark leftover had a bye and has played the Light player whose seat he takes, then the trace says it is a rematch", () => {
    // Round 1: d1–l1, d2–l2, d3 bye (Dark). Round 2: d1–l2, d3–l1, d2 bye (Dark).
    const players = ["d1", "d2", "d3", "l1", "l2"];
    const games = [
      win(SW, 1, 1, D("d1"), L("l1")),
      win(SW, 1, 1, D("d2"), L("l2")),
      bye(1, 1, D("d3")),
      win(SW, 2, 1, D("d1"), L("l2")),
      win(SW, 2, 1, D("d3"), L("l1")),
      bye(2, 1, D("d2")),
    ];
    const draft = pairSealedGame(players, historyFor(players, games), coins());
    // d1 has played l1 and l2 → keeps l1; d2 has played l2, the only one left → keeps l2; d3 is
    // left over with 1 bye; d1 has none → d1's bye, d3 takes his seat v l1, whom he has played.
    expect(asText(draft)).toEqual(["d3:dark-l1:light", "d2:dark-l2:light"]);
    expect(draft.byes).toEqual(["d1"]);
    expect({ ...draft.byeSides }).toEqual({ d1: "dark" });
    expect(draft.trace).toEqual([
      "D1: Dark pile (3: d1, d2, d3) against Light pile (2: l1, l2) by rank; allegiances kept",
      "D1/A4: d1 has met every remaining light player with these sides → keeps l1, a rematch",
      "D1/A4: d2 has met every remaining light player with these sides → keeps l2, a rematch",
      "D1 bye: d3 is left over but has already had 1 bye → the bye goes to d1, the nearest player who has had none; d3 takes his place against l1; this is a rematch: d3 had played l1",
    ]);
  });
});

describe("D1/A1 later games: several left over in the larger pile", () => {
  it("D1/A1/A6: given two Dark leftovers who both had a bye, then each bye goes to a different player up the pile, the last leftover first", () => {
    // Round 1: d1–l1, d2–l2, d3–l3, d4's bye (Dark). Round 2: d1–l2, d2–l1, d4–l3, d3's bye
    // (Dark). Then l3 dropped.
    const players = ["d1", "d2", "d3", "d4", "l1", "l2", "l3"];
    const games = [
      win(SW, 1, 1, D("d1"), L("l1")),
      win(SW, 1, 1, D("d2"), L("l2")),
      win(SW, 1, 1, D("d3"), L("l3")),
      bye(1, 1, D("d4")),
      win(SW, 2, 1, D("d1"), L("l2")),
      win(SW, 2, 1, D("d2"), L("l1")),
      win(SW, 2, 1, D("d4"), L("l3")),
      bye(2, 1, D("d3")),
    ];
    const history = historyFor(players, games, { l3: "dropped" });
    const draft = pairSealedGame(["d1", "d2", "d3", "d4", "l1", "l2"], history, coins());
    // d1 has played l1 and l2 → keeps l1; d2 has played l2 → keeps l2. d3 and d4 are left over
    // with 1 bye each. d4 first: d3 is left over too, so the nearest up without a bye is d2 (d4
    // takes his seat v l2); then d3: d2 is taken, so d1 (d3 takes his seat v l1).
    expect(asText(draft)).toEqual(["d3:dark-l1:light", "d4:dark-l2:light"]);
    expect(draft.byes).toEqual(["d1", "d2"]);
    expect({ ...draft.byeSides }).toEqual({ d1: "dark", d2: "dark" });
    expect(draft.trace).toEqual([
      "D1: Dark pile (4: d1, d2, d3, d4) against Light pile (2: l1, l2) by rank; allegiances kept",
      "D1/A4: d1 has met every remaining light player with these sides → keeps l1, a rematch",
      "D1/A4: d2 has met every remaining light player with these sides → keeps l2, a rematch",
      "D1 bye: d4 is left over but has already had 1 bye → the bye goes to d2, the nearest player who has had none; d4 takes his place against l2",
      "D1 bye: d3 is left over but has already had 1 bye → the bye goes to d1, the nearest player who has had none; d3 takes his place against l1",
    ]);
  });
});
