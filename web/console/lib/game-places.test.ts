import { describe, expect, it } from "vitest";
import { withGamePlaces } from "./game-places.js";

describe("withGamePlaces: the change log names games by their table, as the TD sees them", () => {
  it.each([
    [
      "result of game 11 (round 3 game 1, table 3): full game · points kirk 100, picard 35",
      "result of table 3 (round 3 game 1): full game · points kirk 100, picard 35",
    ],
    [
      "corrected game 3 (round 1 game 1, table 3): time called → full game (slip misread)",
      "corrected table 3 (round 1 game 1): time called → full game (slip misread)",
    ],
    [
      "gave game 1 (round 1 game 2, table 1) 2 minutes extra time",
      "gave table 1 (round 1 game 2) 2 minutes extra time",
    ],
    ["han quit game 2 (round 1 game 1, bye)", "han quit the bye of round 1 game 1"],
    ["recorded tiebreak game 9 (round 4 game 1): full game", "recorded tiebreak round 4 game 1: full game"],
    [
      "decided game 1 (round 1 game 1, table 1): vader won, in place of luke's report (luke won)",
      "decided table 1 (round 1 game 1): vader won, in place of luke's report (luke won)",
    ],
  ])("%s", (line, shown) => expect(withGamePlaces(line)).toBe(shown));

  it("leaves a game the log did not pair (no place known), and a pairing's own words, as they are", () => {
    expect(withGamePlaces("result of game 7 reported by vader: luke won")).toBe(
      "result of game 7 reported by vader: luke won",
    );
    expect(withGamePlaces("paired round 2 game 1: 3 table(s), 1 bye(s)")).toBe(
      "paired round 2 game 1: 3 table(s), 1 bye(s)",
    );
  });
});
