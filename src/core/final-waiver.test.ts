// F4, worked by hand from SW-PC Championship Level Event Rules, Final Confrontation: "The
// scheduling of a Final Confrontation at Championship Level events is mandatory. The Final
// Confrontation must be played unless the second-seeded player waives their right to it. The
// second-seeded player may not gain any advantage, prize support or otherwise, by waiving their
// right to a Final Confrontation." F5: the first seed is then 1st, the waiving second seed 2nd.
import { describe, expect, it } from "vitest";
import { computeEventStandings } from "./event-standings.js";
import { pairNext } from "./pairing/pair-next.js";
import { exportResultsFile } from "./results-file/export.js";
import { parseResultsFile } from "./results-file/parse.js";
import { readAs, resultsFileSchema, type GameRecord, type ResultsFile } from "./results-file/schema.js";
import { makeEvent, scoredOf, win } from "./standings/test-event.js";

/**
 * Three rounds (R3: six games at Championship Level); in each, a beats c by 10 and b beats d by 5
 * (game 1), a beats d by 10 and b beats c by 5 (game 2).
 * By hand (S8): a 12(+60), b 12(+30), c 0(-45), d 0(-45): a is the first seed, b the second.
 */
const games: (Omit<GameRecord, "round" | "game"> & Partial<GameRecord>)[] = [1, 2, 3].flatMap((round) => [
  win("a", "c", 10, { round, game: 1 }),
  win("b", "d", 5, { round, game: 1 }),
  win("a", "d", 10, { round, game: 2 }),
  win("b", "c", 5, { round, game: 2 }),
]);

function event(extra: Partial<ResultsFile["event"]> = {}): ResultsFile {
  const file = makeEvent(["a", "b", "c", "d"], games);
  return { ...file, event: { ...file.event, championship: true, ...extra } };
}

function standings(file: ResultsFile) {
  const result = computeEventStandings(scoredOf(file));
  if (!result.ok) return result;
  if (result.value.kind !== "two-player") throw new Error("two-player expected");
  return { ok: true as const, value: result.value.standings.rows };
}

describe("F4: the second seed's waiver of a Championship Level Final Confrontation", () => {
  it("F4/F5: b, the second seed, waives → a 1st, b 2nd (he gains nothing), c and d share 3rd", () => {
    const rows = standings(event({ finalWaivedBy: "b" }));
    if (!rows.ok) throw new Error(rows.error.message);
    expect(rows.value.map((r) => `${r.rank}:${r.id}`)).toEqual(["1:a", "2:b", "3:c", "3:d"]);
    expect(rows.value[0]!.decidedBy).toBe(
      "F4/F5 b, the second seed, waived the Final Confrontation: the first seed is 1st",
    );
    expect(rows.value[1]!.decidedBy).toBe("F4 waived the Final Confrontation: 2nd, gaining nothing by it");
  });

  it("F4: only the second seed may waive: a (the first seed) or c is refused, naming the field", () => {
    for (const who of ["a", "c"]) {
      const rows = standings(event({ finalWaivedBy: who }));
      expect(rows.ok).toBe(false);
      if (!rows.ok)
        expect(rows.error).toEqual({
          code: "FINAL_NOT_WAIVABLE",
          field: "event.finalWaivedBy",
          rule: "F4",
          message: `only the second seed may waive the Final Confrontation: that is "b" (first seed "a"), not "${who}"`,
        });
    }
  });

  it("F4: outside Championship Level the final is optional, so there is no waiver to record", () => {
    const rows = standings(event({ championship: false, finalWaivedBy: "b" }));
    expect(rows.ok ? undefined : [rows.error.code, rows.error.rule]).toEqual(["FINAL_NOT_WAIVABLE", "F4"]);
  });

  it("F4: once waived, pair --final has nothing to pair", () => {
    const result = pairNext(scoredOf(event({ finalWaivedBy: "b" })), { final: true });
    expect(result.ok ? undefined : [result.error.code, result.error.rule]).toEqual(["NOTHING_TO_PAIR", "F4"]);
  });

  it("docs/rules.md §6: export then import keeps event.finalWaivedBy (the text and the value read alike)", () => {
    const scored = scoredOf(event({ finalWaivedBy: "b" }));
    const result = computeEventStandings(scored);
    if (!result.ok) throw new Error(result.error.message);
    const exported = exportResultsFile(scored, result.value);
    expect(exported.event.finalWaivedBy).toBe("b");
    const text = JSON.stringify(exported);
    const again = parseResultsFile(text);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.event.finalWaivedBy).toBe("b");
    expect(readAs(resultsFileSchema, JSON.parse(text))).toEqual(again);
  });
});
