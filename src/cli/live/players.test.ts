// A TD names a player the way he types: an ID, or a prefix of the name or of any of its words —
// with the accents and apostrophes of the name or without them (R1's letters, toIdLetters).
import { describe, expect, it } from "vitest";
import type { PlayerEntry } from "../../core/results-file/schema.js";
import { CliError } from "../exit.js";
import { resolvePlayer } from "./players.js";

const players: PlayerEntry[] = [
  { id: "jurgenmuller113079", firstName: "Jürgen", lastName: "Müller", birthDate: "1979-11-30" },
  { id: "zoeobrien", firstName: "Zoë", lastName: "O'Brien" },
  { id: "lukeskywalker", firstName: "Luke", lastName: "Skywalker" },
  { id: "lukeskywalker-2", firstName: "Luke", lastName: "Skywalker" },
  { id: "odo", firstName: "Odo", lastName: "" },
];

const named = (text: string): string => resolvePlayer(players, text, "--winner");

function refusal(text: string): string {
  try {
    named(text);
  } catch (error) {
    if (error instanceof CliError) return error.message;
    throw error;
  }
  throw new Error(`"${text}" named a player`);
}

describe("resolvePlayer: names typed with or without their accents and apostrophes", () => {
  it("a word of the name as written, or its letters on any keyboard", () => {
    expect(named("Müller")).toBe("jurgenmuller113079");
    expect(named("muller")).toBe("jurgenmuller113079");
    expect(named("mul")).toBe("jurgenmuller113079");
    expect(named("O'Brien")).toBe("zoeobrien");
    expect(named("obrien")).toBe("zoeobrien");
    // What Tab offers for O'Brien (complete-words leaves the quote out).
    expect(named("OBrien")).toBe("zoeobrien");
    expect(named("zoë")).toBe("zoeobrien");
  });

  it("a query with digits names an ID, not the letters of a name", () => {
    expect(refusal("luke2")).toBe('--winner: no player matches "luke2" (R1)');
    expect(named("lukeskywalker-2")).toBe("lukeskywalker-2");
  });

  it("two players a query fits are still both named", () => {
    expect(refusal("sky")).toContain('"sky" matches 2 players');
    expect(refusal("o")).toContain('"o" matches 2 players: Zoë O\'Brien (zoeobrien), Odo (odo)');
  });
});

describe("resolvePlayer: a player of another table is told as such (a slip read against the wrong table)", () => {
  const atTable = players.filter((p) => p.id === "zoeobrien" || p.id === "odo");
  const refusalAt = (text: string): string => {
    try {
      resolvePlayer(atTable, text, "--winner", "R6", players);
    } catch (error) {
      if (error instanceof CliError) return error.message;
      throw error;
    }
    throw new Error(`"${text}" named a player`);
  };

  it("names who it is and who is in this game", () => {
    expect(refusalAt("muller")).toBe(
      '--winner: "muller" is Jürgen Müller, who is not in this game (Zoë O\'Brien v Odo) (R6)',
    );
    expect(resolvePlayer(atTable, "odo", "--winner", "R6", players)).toBe("odo");
  });

  it("a name that fits nobody, or several elsewhere, is still 'no player matches'", () => {
    expect(refusalAt("vader")).toBe('--winner: no player matches "vader" (R6)');
    expect(refusalAt("luke")).toBe('--winner: no player matches "luke" (R6)');
  });
});
