// Which stage the games of stage `final` are (docs/rules.md §2): the Final Confrontation (F1: the
// top two, two games in one round; F3: one game) or N2's top cut (more than two players, none
// twice in a round). The standings, the next pairing and the audit all read it here.
import { describe, expect, it } from "vitest";
import { finalStageOf } from "./final-stage.js";

const game = (round: number, ...ids: string[]) => ({ round, players: ids.map((id) => ({ id })) });

describe("finalStageOf", () => {
  it("given no final game, then no stage has begun", () => {
    expect(finalStageOf([])).toBeUndefined();
  });

  it("F1/F3: given the top two's games (one, or two in one round), then the Final Confrontation", () => {
    expect(finalStageOf([game(4, "a", "c")])).toEqual({ kind: "final-confrontation" });
    expect(finalStageOf([game(4, "a", "c"), game(4, "c", "a")])).toEqual({ kind: "final-confrontation" });
  });

  it("N2: given a first round of two tables, then a top cut of the four players it seated", () => {
    expect(finalStageOf([game(4, "a", "d"), game(4, "c", "e")])).toEqual({ kind: "top-cut", size: 4 });
    expect(finalStageOf([game(4, "a", "d"), game(4, "c", "e"), game(5, "c", "d")])).toEqual({
      kind: "top-cut",
      size: 4,
    });
  });

  it("N2: given a top cut of three (the top seed's bye is a game of stage final), then its size is three", () => {
    expect(finalStageOf([game(4, "a"), game(4, "b", "c")])).toEqual({ kind: "top-cut", size: 3 });
  });
});
