import { describe, expect, it } from "vitest";
import { aTable } from "./table-fixture.js";
import { describeGame, formatClock, makeNameLookup, tiebreakColumns, toPairingsByName } from "./format.js";

describe("formatClock", () => {
  it.each([
    [60 * 60_000, "1:00:00"],
    [47 * 60_000 + 3_000, "47:03"],
    [59_001, "1:00"], // a started second counts as shown until it is over
    [999, "0:01"],
    [0, "0:00"],
    [-5, "0:00"],
  ])("%i ms → %s", (ms, text) => expect(formatClock(ms)).toBe(text));
});

describe("pairings by name", () => {
  const nameOf = makeNameLookup([
    { id: "a", name: "Wedge Antilles" },
    { id: "b", firstName: "Biggs", lastName: "Darklighter" },
    { id: "c", name: "han solo" },
    { id: "d", name: "Mara Jade" },
    { id: "e", name: "Åsa Berg" },
  ]);
  const rows = toPairingsByName(
    {
      pairings: [
        aTable({
          gameId: 1,
          table: 1,
          players: [
            { id: "a", side: "dark" },
            { id: "b", side: "light" },
          ],
        }),
        aTable({
          gameId: 2,
          table: 2,
          players: [
            { id: "c", side: "light" },
            { id: "d", side: "dark" },
          ],
          isStanding: true,
        }),
      ],
      byes: ["e"],
      sittingOut: [],
    },
    nameOf,
  );
  it("every player once, alphabetical ignoring case and accents, with table, side and opponent", () => {
    expect(rows.map((r) => [r.name, r.table, r.side ?? null, r.opponents.join(), r.note ?? null])).toEqual([
      ["Åsa Berg", null, null, "", "bye"],
      ["Biggs Darklighter", 1, "light", "Wedge Antilles", null],
      ["han solo", 2, "light", "Mara Jade", null],
      ["Mara Jade", 2, "dark", "han solo", null],
      ["Wedge Antilles", 1, "dark", "Biggs Darklighter", null],
    ]);
  });
  it("an unknown id shows as itself", () => expect(nameOf("zz")).toBe("zz"));
});

describe("tiebreak columns", () => {
  it("known tiebreaks first in a fixed order, the fixed fields left out", () => {
    const rows = [
      {
        rank: 1,
        id: "a",
        name: "A",
        vp: 2,
        diff: 3,
        record: { wins: 1, losses: 0, ties: 0, byes: 0 },
        strengthOfSchedule: 4,
        highestDiff: 3,
        zeta: 1,
        decidedBy: "x",
      },
    ];
    expect(tiebreakColumns(rows)).toEqual(["highestDiff", "strengthOfSchedule", "zeta"]);
  });
});

describe("describeGame", () => {
  it("names the round and game, or the Final Confrontation", () => {
    expect(describeGame({ round: null, game: null })).toBe("Not paired yet");
    expect(describeGame({ round: 2, game: 1 })).toBe("Round 2, game 1");
    expect(describeGame({ round: 5, game: 2, final: true })).toBe("Final Confrontation, game 2");
  });

  it("On the Edge's final is one game of three (M6), not a Final Confrontation", () => {
    expect(describeGame({ round: 2, game: 1, final: true }, "ote")).toBe("Round 2 — the final");
    expect(describeGame({ round: 2, game: 1 }, "ote")).toBe("Round 2, game 1");
  });
});
