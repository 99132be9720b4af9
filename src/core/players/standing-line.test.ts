// K6: one name and one status for every standings line. Before, a player who quit a
// game (S6) with no status recorded in the file showed "active" in the guide's standings and
// "quit" under pc-2016-*; the four copies of the name rule are one function now.
import { describe, expect, it } from "vitest";
import type { ResultsFile } from "../results-file/schema.js";
import { scoreEvent } from "../scored-event/score-event.js";
import { computeStandings } from "../standings/index.js";
import { playerName, quittersOf, standingStatus } from "./standing-line.js";

function fileWithAQuit(tiebreaks: "guide" | "pc-2016-sos" | "pc-2016-diff"): ResultsFile {
  return {
    format: "handsdown-results",
    version: 1,
    event: {
      name: "Quit Open",
      date: "2026-05-04",
      game: "stccg1e",
      type: "constructed",
      options: { tiebreaks },
    },
    players: [
      { id: "alice", firstName: "Alice", lastName: "Liddell" },
      { id: "bob", name: "Bob B." },
      { id: "carol" },
      { id: "dave" },
    ],
    games: [
      {
        round: 1,
        game: 1,
        table: 1,
        players: [{ id: "alice" }, { id: "bob" }],
        result: { end: "quit", quitter: "bob", differential: 100 },
      },
      {
        round: 1,
        game: 1,
        table: 2,
        players: [{ id: "carol" }, { id: "dave" }],
        result: { end: "full", points: { carol: 100, dave: 60 } },
      },
    ],
  } as ResultsFile;
}

describe("K6 standingStatus", () => {
  for (const tiebreaks of ["guide", "pc-2016-sos", "pc-2016-diff"] as const) {
    it(`shows a player who quit a game as "quit" under ${tiebreaks} (the guide said "active")`, () => {
      const event = scoreEvent(fileWithAQuit(tiebreaks));
      if (!event.ok) throw new Error(event.error.message);
      const standings = computeStandings(event.value);
      if (!standings.ok) throw new Error(standings.error.message);
      const status = Object.fromEntries(standings.value.rows.map((row) => [row.id, row.status]));
      expect(status).toEqual({ alice: "active", bob: "quit", carol: "active", dave: "active" });
    });
  }

  it("keeps the status the file records over the quit", () => {
    expect(standingStatus({ id: "bob", status: "disqualified" }, new Set(["bob"]))).toBe("disqualified");
    expect(standingStatus({ id: "bob" }, new Set(["bob"]))).toBe("quit");
    expect(standingStatus({ id: "bob" }, new Set())).toBe("active");
  });

  it("reads the quitters from the scored games", () => {
    const event = scoreEvent(fileWithAQuit("guide"));
    if (!event.ok) throw new Error(event.error.message);
    expect([...quittersOf(event.value)]).toEqual(["bob"]);
  });
});

describe("K6 playerName", () => {
  it("is the name, else first and last name, else the ID", () => {
    expect(playerName({ id: "b1", name: "Bob B.", firstName: "Robert" })).toBe("Bob B.");
    expect(playerName({ id: "a1", firstName: "Alice", lastName: "Liddell" })).toBe("Alice Liddell");
    expect(playerName({ id: "a1", lastName: "Liddell" })).toBe("Liddell");
    expect(playerName({ id: "c1" })).toBe("c1");
  });
});
