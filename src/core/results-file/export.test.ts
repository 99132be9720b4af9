import { describe, expect, it } from "vitest";
import { computeEventStandings } from "../event-standings.js";
import { makeEvent, win } from "../standings/test-event.js";
import { exportResultsFile } from "./export.js";
import { parseResultsFile } from "./parse.js";
import type { ResultsFile } from "./schema.js";
import { scoreEvent } from "../scored-event/score-event.js";

function exportOf(file: ResultsFile): ResultsFile {
  const scored = scoreEvent(file);
  if (!scored.ok) throw new Error(scored.error.message);
  const standings = computeEventStandings(scored.value);
  if (!standings.ok) throw new Error(standings.error.message);
  return exportResultsFile(scored.value, standings.value);
}

describe("results file export (docs/rules.md §6)", () => {
  const file = makeEvent(
    ["a", "b", "c", "d"],
    [
      win("a", "b", 10),
      win("c", "d", 60),
      { players: [{ id: "a" }, { id: "c" }], result: { end: "time", lifeForce: { a: 3, c: 9 } } },
    ],
  );

  it("adds each game's score and the final standings", () => {
    const exported = exportOf(file);
    expect(exported.games[1]!.score).toEqual([
      { id: "c", vp: 2, diff: 59 },
      { id: "d", vp: 0, diff: -59 },
    ]);
    expect(exported.standings!.map((row) => [row.rank, row.id, row.vp, row.diff])).toEqual([
      [1, "c", 3, 68],
      [2, "a", 2, 1],
      [3, "b", 0, -10],
      [4, "d", 0, -59],
    ]);
  });

  it("import then export round-trips to the same text", () => {
    const once = JSON.stringify(exportOf(file), null, 2);
    const reparsed = parseResultsFile(once);
    expect(reparsed.ok).toBe(true);
    if (!reparsed.ok) return;
    expect(JSON.stringify(exportOf(reparsed.value), null, 2)).toBe(once);
  });

  it("recomputes a stale score instead of trusting it", () => {
    const stale = {
      ...file,
      games: file.games.map((g, i) => (i === 0 ? { ...g, score: [{ id: "a", vp: 9, diff: 9 }] } : g)),
    };
    expect(exportOf(stale).games[0]!.score).toEqual([
      { id: "a", vp: 2, diff: 10 },
      { id: "b", vp: 0, diff: -10 },
    ]);
  });
});
