import { describe, expect, it } from "vitest";
import { describeActor, describeRawResult } from "./result-words.js";

describe("describeRawResult: a result in words", () => {
  const nameOf = (id: string) => ({ p1: "Cora Costa", p2: "Dev Dahl" })[id] ?? id;
  it("S1: a full win by Life Force reads as words, not the file's keys", () => {
    expect(describeRawResult({ end: "full", winner: "p1", lifeForce: 8 }, nameOf)).toBe(
      "Cora Costa won · full game · Life Force 8",
    );
  });
  it("Y1/Y2: Young Jedi's Draw Deck is written as the guide and the forms write it", () => {
    expect(describeRawResult({ end: "full", winner: "p1", drawDeck: 14 }, nameOf)).toBe(
      "Cora Costa won · full game · Draw Deck 14",
    );
    expect(
      describeRawResult(
        { end: "time", planetaryVictories: { p1: 2, p2: 1 }, drawDeck: { p1: 5, p2: 12 } },
        nameOf,
      ),
    ).toBe(
      "time called · planetary victories Cora Costa 2, Dev Dahl 1 · Draw Deck Cora Costa 5, Dev Dahl 12",
    );
  });
  it("T3: a Star Trek scenario ending reads as the guide says it", () => {
    expect(describeRawResult({ end: "scenario", points: { p1: 80, p2: 20 } }, nameOf)).toBe(
      "scenario condition not met · points Cora Costa 80, Dev Dahl 20",
    );
  });
  it("E4: On the Edge influence lists each player by name", () => {
    expect(describeRawResult({ winner: "p2", influence: { p1: 12, p2: 16 } }, nameOf)).toBe(
      "Dev Dahl won · Influence Cora Costa 12, Dev Dahl 16",
    );
  });
});

describe("describeActor: who made a change (R6), in words", () => {
  const nameOf = (id: string) => ({ p1: "Cora Costa" })[id] ?? id;
  it.each([
    ["td:alice", "TD alice"],
    ["td:cli", "TD (terminal)"],
    ["player:p1", "player Cora Costa"],
    ["player:unknown9", "player unknown9"],
    ["cli:import:swccg-pc", "import (swccg-pc)"],
    ["demo", "demo"],
    ["td:", "td:"],
  ])("%s → %s", (actor, words) => {
    expect(describeActor(actor, nameOf)).toBe(words);
  });
  it("no actor recorded: nothing", () => {
    expect(describeActor(undefined, nameOf)).toBe("");
  });
});
