import { describe, expect, it } from "vitest";
import { describeRawResult, familyOf, toRawResult } from "./result-form.js";

// Expected objects written by hand from SPEC §6's examples.
describe("toRawResult: the form's fields as SPEC §6's raw result", () => {
  it("SW full win (S1): winner and Life Force", () => {
    expect(toRawResult("swccg", { end: "full", player: "a", amount: "15" }, ["a", "b"])).toEqual({
      end: "full",
      winner: "a",
      lifeForce: 15,
    });
  });
  it("SW time (S3): Life Force per player", () => {
    const state = { end: "time", perPlayer: { a: { lifeForce: "12" }, b: { lifeForce: "7" } } };
    expect(toRawResult("swccg", state, ["a", "b"])).toEqual({ end: "time", lifeForce: { a: 12, b: 7 } });
  });
  it("SW quit (S6): quitter and the TD's differential X", () => {
    expect(toRawResult("swccg", { end: "quit", player: "b", amount: "20" }, ["a", "b"])).toEqual({
      end: "quit",
      quitter: "b",
      differential: 20,
    });
  });
  it("SW true tie (S4): lost pile, hand and the toss", () => {
    const state = {
      end: "tie",
      toss: "a",
      perPlayer: { a: { lostPile: "3", hand: "2" }, b: { lostPile: "3", hand: "2" } },
    };
    expect(toRawResult("swccg", state, ["a", "b"])).toEqual({
      end: "tie",
      toss: "a",
      lostPile: { a: 3, b: 3 },
      hand: { a: 2, b: 2 },
    });
  });
  it("ST points (T2) and forfeit (T6)", () => {
    const state = { end: "full", perPlayer: { a: { points: "120" }, b: { points: "65" } } };
    expect(toRawResult("stccg", state, ["a", "b"])).toEqual({ end: "full", points: { a: 120, b: 65 } });
    expect(toRawResult("stccg", { end: "forfeit", player: "b" }, ["a", "b"])).toEqual({
      end: "forfeit",
      forfeiter: "b",
    });
  });
  it("OTE (E1): winner and every player's Influence, no `end` unless the TD ruled", () => {
    const state = {
      end: "win",
      player: "a",
      perPlayer: { a: { influence: "16" }, b: { influence: "9" }, c: { influence: "-2" } },
    };
    expect(toRawResult("ote", state, ["a", "b", "c"])).toEqual({
      winner: "a",
      influence: { a: 16, b: 9, c: -2 },
    });
    expect(toRawResult("ote", { ...state, end: "ruling" }, ["a", "b", "c"]).end).toBe("ruling");
  });
  it("OTE additional game (2.83): who advanced, in order, blanks left out", () => {
    expect(toRawResult("ote", { end: "playoff", advanced: ["c", "", "a"] }, ["a", "b", "c"])).toEqual({
      advanced: ["c", "a"],
    });
  });
  it("leaves a non-number as typed, so the profile names the field", () => {
    expect(toRawResult("swccg", { end: "full", player: "a", amount: "ten" }, ["a", "b"]).lifeForce).toBe(
      "ten",
    );
  });
  it("finds the family of each profile (SPEC §1)", () => {
    expect(["swccg-pc-2.3.6", "stccg-opg-2014", "yj-decipher-6.99", "ote-1.2"].map(familyOf)).toEqual([
      "swccg",
      "stccg",
      "yj",
      "ote",
    ]);
  });
});

describe("describeRawResult: a result in words", () => {
  const nameOf = (id: string) => ({ p1: "Cora Costa", p2: "Dev Dahl" })[id] ?? id;
  it("S1: a full win by Life Force reads as words, not the file's keys", () => {
    expect(describeRawResult({ end: "full", winner: "p1", lifeForce: 8 }, nameOf)).toBe(
      "Cora Costa won · full game · Life Force 8",
    );
  });
  it("E4: On the Edge influence lists each player by name", () => {
    expect(describeRawResult({ winner: "p2", influence: { p1: 12, p2: 16 } }, nameOf)).toBe(
      "Dev Dahl won · Influence Cora Costa 12, Dev Dahl 16",
    );
  });
});
