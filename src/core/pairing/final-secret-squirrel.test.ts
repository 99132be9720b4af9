// F3, worked by hand from SW-PC "Final Confrontation – Sealed Deck": "This is a method used to
// determine the winner of a tournament by pairing the top finishing Light player against the top
// finishing Dark player (or the top two placing players in a Secret Squirrel format event)."
// `pair --final` and F4's replacement (`fc-replacement`) ask the same function (finalKind).
import { describe, expect, it } from "vitest";
import { computeFinalReplacementOnFile } from "../event-rules/final-replacement-file.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored } from "./test-helpers.js";

const D = (id: string) => ({ id, side: "dark" as const });
const L = (id: string) => ({ id, side: "light" as const });
type Seat = ReturnType<typeof D> | ReturnType<typeof L>;

/** S1: a full win with `left` cards in the winner's Life Force: 2(+left) / 0(−left). */
const full = (round: number, winner: Seat, loser: Seat, left: number): GameRecord => ({
  round,
  game: 1,
  players: [winner, loser],
  result: { end: "full", winner: winner.id, lifeForce: left },
});

/**
 * Three sealed games (D3: "at least three games with an additional Final Confrontation"):
 * R1 d1 beats l1 by 15, d2 beats l2 by 10, l3 beats d3 by 10;
 * R2 d1 beats l2 by 10, d2 beats l3 by 10, l1 beats d3 by 20;
 * R3 d1 beats l3 by 5, d2 beats l1 by 5, l2 beats d3 by 5.
 * Standings by hand (K1): d1 6(+30), d2 6(+25), l1 2(+0), l3 2(−5), l2 2(−15), d3 0(−35).
 * Top Dark d1, top Light l1; the top two placing players d1 and d2.
 */
const GAMES = [
  full(1, D("d1"), L("l1"), 15),
  full(1, D("d2"), L("l2"), 10),
  full(1, L("l3"), D("d3"), 10),
  full(2, D("d1"), L("l2"), 10),
  full(2, D("d2"), L("l3"), 10),
  full(2, L("l1"), D("d3"), 20),
  full(3, D("d1"), L("l3"), 5),
  full(3, D("d2"), L("l1"), 5),
  full(3, L("l2"), D("d3"), 5),
];

function sealed(format?: "secret-squirrel" | "otsd-sealed"): ResultsFile {
  const file = makeFile(["d1", "d2", "d3", "l1", "l2", "l3"], GAMES, { game: "swccg", type: "sealed" });
  return format ? { ...file, event: { ...file.event, options: { format } } } : file;
}

function final(file: ResultsFile) {
  const result = pairNext(scored(file), { final: true });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("F3 Secret Squirrel: the top two placing players, not top Dark v top Light", () => {
  it("F3 Secret Squirrel: d1 (6(+30)) v d2 (6(+25)), both Dark in the Swiss; the trace cites Secret Squirrel", () => {
    const p = final(sealed("secret-squirrel"));
    expect(p.pairings).toEqual([{ table: 1, players: [{ id: "d1" }, { id: "d2" }] }]);
    expect(p.trace.at(-1)).toBe(
      "F3: sealed Final Confrontation, the top two placing players (Secret Squirrel format, SW-PC Final Confrontation – Sealed Deck): d1 (#1) v d2 (#2); one game at 1.5× the format's game length",
    );
  });

  it("F3 any other sealed format (and none named): top Dark d1 v top Light l1", () => {
    for (const file of [sealed(), sealed("otsd-sealed")]) {
      const p = final(file);
      expect(p.pairings[0]!.players).toEqual([
        { id: "d1", side: "dark" },
        { id: "l1", side: "light" },
      ]);
      expect(p.trace.at(-1)).toBe(
        "F3: sealed Final Confrontation, top Dark player d1 v top Light player l1; one game at 1.5× the format's game length",
      );
    }
  });

  it("F4 Secret Squirrel: d2's list does not match → the next-highest overall, l1, plays d1 (not the next Dark player)", () => {
    const out = computeFinalReplacementOnFile(scored(sealed("secret-squirrel")), "d2");
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value).toMatchObject({
      kind: "top-two",
      before: ["d1", "d2"],
      replacement: "l1",
      finalists: ["d1", "l1"],
    });
    expect(out.value.sides).toBeUndefined();
  });

  it("F4 Dark v Light sealed: d2 is no finalist there (d1 v l1), so replacing him is refused", () => {
    const out = computeFinalReplacementOnFile(scored(sealed()), "d2");
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toMatchObject({ code: "UNKNOWN_PLAYER", rule: "F4" });
  });
});
