import { describe, expect, it } from "vitest";
import { aTable } from "../shared/table-fixture.js";
import { finalSidesNote, pairingTitle } from "./labels.js";

describe("pairing titles", () => {
  it("E2/M6: On the Edge's final round is headed Final", () => {
    expect(pairingTitle({ round: 5, game: 1, final: true }, "ote")).toBe("Final — round 5");
    expect(pairingTitle({ round: 4, game: 1, final: false }, "ote")).toBe("Round 4, game 1");
  });
  it("F1: a Star Wars final is the Final Confrontation; nothing paired yet says so", () => {
    expect(pairingTitle({ round: 3, game: 2, final: true }, "swccg")).toBe("Final Confrontation, game 2");
    expect(pairingTitle({ round: null, game: null }, "swccg")).toBe("Not paired yet");
  });

  it("F1: an FC game without sides says who chooses; with sides recorded, nothing to add", () => {
    const nameOf = (id: string) => id.toUpperCase();
    const seats = [{ id: "a" }, { id: "b" }];
    const fc = { final: true, game: 1, pairings: [aTable({ gameId: 9, table: 1, players: seats })] };
    expect(finalSidesNote(fc, { game: "swccg" }, nameOf)).toBe(
      "Sides: A, the higher seed, chooses Dark or Light for this game; B plays the other side (F1).",
    );
    expect(finalSidesNote({ ...fc, game: 2 }, { game: "swccg" }, nameOf)).toMatch(
      /did not play in the first game/,
    );
    const sided = [
      { id: "a", side: "dark" as const },
      { id: "b", side: "light" as const },
    ];
    expect(
      finalSidesNote(
        { ...fc, pairings: [aTable({ gameId: 9, table: 1, players: sided })] },
        { game: "swccg" },
        nameOf,
      ),
    ).toBeUndefined();
    expect(finalSidesNote(fc, { game: "stccg1e" }, nameOf)).toBeUndefined();
    expect(finalSidesNote({ ...fc, final: false }, { game: "swccg" }, nameOf)).toBeUndefined();
  });

  it("F3/R12: a Secret Squirrel final (the top two, decks without allegiance) is paired without sides and nobody chooses one", () => {
    const nameOf = (id: string) => id.toUpperCase();
    const fc = {
      final: true,
      game: 1,
      pairings: [aTable({ gameId: 9, table: 1, players: [{ id: "a" }, { id: "b" }] })],
    };
    expect(finalSidesNote(fc, { game: "swccg", type: "sealed" }, nameOf)).toBeUndefined();
    expect(finalSidesNote(fc, { game: "swccg", type: "constructed" }, nameOf)).toMatch(
      /chooses Dark or Light/,
    );
  });
});
