// The Final Confrontation's own words (F1, F3, F4), worked by hand, for the mutation run
// (docs/testing.md): every trace line and refusal asserted in full.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored, type EventSpec } from "./test-helpers.js";

/** A full Star Trek win (T1): 100 to 100 − d, so 2(+d) / 0(−d). */
function beat(round: number, winner: string, loser: string, d: number, stage?: "final"): GameRecord {
  return {
    round,
    game: 1,
    ...(stage && { stage }),
    players: [{ id: winner }, { id: loser }],
    result: { end: "full", points: { [winner]: 100, [loser]: 100 - d } },
  };
}

// By hand: a 2(+30), c 2(+20), d 0(−20), b 0(−30) → the top two are a (#1) and c (#2).
const SWISS = [beat(1, "a", "b", 30), beat(1, "c", "d", 20)];
const ST: EventSpec = { game: "stccg1e" };

function final(games: GameRecord[], spec: EventSpec = ST) {
  return pairNext(scored(makeFile(["a", "b", "c", "d"], games, spec)), { final: true });
}

describe("F1 Final Confrontation, its words", () => {
  it("F1 game 1 without sides (Star Trek): the top two, two games of 90 minutes, no side choice", () => {
    const result = final(SWISS);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["a", "c"]]);
    expect(result.value.byes).toEqual([]);
    expect(result.value.trace.at(-1)).toBe(
      "F1: Final Confrontation, the top two: a (#1) v c (#2); two games of 90 minutes",
    );
  });

  it("F1 game 2 without sides: the same two again", () => {
    const result = final([...SWISS, beat(2, "a", "c", 10, "final")]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.game).toBe(2);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["a", "c"]]);
    expect(result.value.trace.at(-1)).toBe("F1: Final Confrontation game 2 (90 minutes): a v c again");
  });

  it("F1 after both FC games: nothing to pair, F2 and F5 decide", () => {
    expect(final([...SWISS, beat(2, "a", "c", 10, "final"), beat(2, "c", "a", 5, "final")])).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "games",
        rule: "F1",
        message: "the Final Confrontation's two games are in; F2 and F5 decide the places (see standings)",
      },
    });
  });

  it("F4: a finalist who dropped is passed over, and the trace says who took the place", () => {
    const result = final(SWISS, { ...ST, status: { a: "dropped" } });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["c", "d"]]);
    expect(result.value.trace).toContain(
      "F4: a above them can no longer play (dropped, quit or disqualified) → the next-highest takes the place",
    );
  });

  it("F1/F3: fewer than two players still in is refused, naming the rule of the event's kind", () => {
    const result = final(SWISS, { ...ST, status: { a: "dropped", b: "dropped", c: "dropped" } });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "players",
        rule: "F1",
        message: "a Final Confrontation needs two players still in the event",
      },
    });
  });
});

describe("F3 sealed Star Trek (one deck): one game at 1.5×, then nothing", () => {
  const SEALED: EventSpec = { game: "stccg1e", type: "sealed" };
  it("F3: the top two, one game at 1.5× the format's length; once played, F5 decides", () => {
    const result = final(SWISS, SEALED);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["a", "c"]]);
    expect(result.value.trace.at(-1)).toBe(
      "F3: sealed Final Confrontation, the top two: a v c; one game at 1.5× the format's game length",
    );
    expect(final([...SWISS, beat(2, "a", "c", 10, "final")], SEALED)).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "games",
        rule: "F3",
        message: "the sealed Final Confrontation game is in; F5 decides the places (see standings)",
      },
    });
  });
});
