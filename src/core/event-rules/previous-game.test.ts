import { describe, expect, it } from "vitest";
import { bye, makeEvent, scoredOf, win } from "../standings/test-event.js";
import { countDeckCheckFailures, findPreviousGame } from "./previous-game.js";

describe("S7 the violator's prior game and R7 earlier failures, from a results file", () => {
  it("S7 the prior game is the highest round, then game, whatever the file order", () => {
    const file = makeEvent(
      ["a", "b", "c", "d"],
      [
        { ...win("a", "b", 10), round: 2, game: 2 },
        { ...win("c", "a", 5), round: 2, game: 1 },
        { ...win("a", "d", 3), round: 1, game: 2 },
        { ...win("b", "c", 7), round: 3, game: 1 },
      ],
    );
    const games = scoredOf(file).games;
    expect(findPreviousGame(games, "a")?.index).toBe(0);
    expect(findPreviousGame(games, "c")?.index).toBe(3);
    expect(findPreviousGame(games, "d")?.index).toBe(2);
  });

  it("S7 a bye is a prior game; a player with no game has none", () => {
    const games = scoredOf(makeEvent(["a", "b", "c"], [win("a", "b", 4), bye("c")])).games;
    expect(findPreviousGame(games, "c")?.scored.outcome).toBe("bye");
    expect(findPreviousGame(scoredOf(makeEvent(["a", "b"], [])).games, "a")).toBeUndefined();
  });

  it("S7/R7 each game carrying his deckCheckFailure is one earlier failure; his opponent's do not count", () => {
    const file = makeEvent(
      ["a", "b"],
      [
        win("a", "b", 4, { deckCheckFailure: "a" }),
        win("b", "a", 6, { deckCheckFailure: "b" }),
        win("a", "b", 2),
      ],
    );
    const games = scoredOf({ ...file, event: { ...file.event, championship: true } }).games;
    expect(countDeckCheckFailures(games, "a")).toBe(1);
    expect(countDeckCheckFailures(games, "b")).toBe(1);
    expect(countDeckCheckFailures(games, "z")).toBe(0);
  });
});
