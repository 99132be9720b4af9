// N2 (DEC II.B): the single-elimination bracket, worked by hand. Five seeds a–e make a
// bracket of 8 in the order 1 8 4 5 2 7 3 6: a v (8), d v e, b v (7), c v (6) — so a, b, c have
// first-round byes and only d v e plays; round 2 is a v (d|e), b v c; the final their winners.
// Written for the mutation run (docs/testing.md): every message, field and trace line is asserted.
import { describe, expect, it } from "vitest";
import type { ScoredRecord } from "../scored-event/types.js";
import { pairBracket } from "./elimination.js";

const SEEDS = ["a", "b", "c", "d", "e"];
const everyoneIn = () => true;

/** A played bracket game between x and y (index: its place in the file), won or quit. */
function game(
  index: number,
  x: string,
  y: string,
  outcome: { winner?: string; quitter?: string },
): ScoredRecord {
  return {
    index,
    record: { round: 1, game: 1, players: [{ id: x }, { id: y }], result: { end: "full" } },
    scored: { score: [], explanation: "", ...outcome },
  } as unknown as ScoredRecord;
}

const rounds =
  (...byRound: ScoredRecord[][]) =>
  (round: number): readonly ScoredRecord[] =>
    byRound[round - 1] ?? [];

const pairsOf = (draft: { pairs: readonly { a: { id: string }; b: { id: string } }[] }) =>
  draft.pairs.map((p) => `${p.a.id} v ${p.b.id}`);

describe("N2 bracket (elimination.ts), worked by hand", () => {
  it("N2 round 1 of 5 seeds: d v e plays; a, b and c have byes, each said in the trace", () => {
    const result = pairBracket(SEEDS, rounds(), everyoneIn);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.bracketRound).toBe(1);
    expect(pairsOf(result.value)).toEqual(["d v e"]);
    expect(result.value.byes).toEqual(["a", "b", "c"]);
    expect(result.value.trace).toEqual([
      "N2: bracket round 1, 4 match(es) in bracket order",
      "N2: a has a bye (top seed, bracket not full)",
      "N2: b has a bye (top seed, bracket not full)",
      "N2: c has a bye (top seed, bracket not full)",
    ]);
  });

  it("N2 round 2: the winner of d v e meets a; b meets c (the rule name given is the one traced)", () => {
    const result = pairBracket(SEEDS, rounds([game(0, "d", "e", { winner: "e" })]), everyoneIn, "N2 top cut");
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.bracketRound).toBe(2);
    expect(pairsOf(result.value)).toEqual(["a v e", "b v c"]);
    expect(result.value.byes).toEqual([]);
    expect(result.value.trace).toEqual(["N2 top cut: bracket round 2, 2 match(es) in bracket order"]);
  });

  it("N2 with S6: a quitter's opponent goes through, whichever seat the quitter had", () => {
    for (const [quitter, through] of [
      ["d", "e"],
      ["e", "d"],
    ] as const) {
      const result = pairBracket(SEEDS, rounds([game(0, "d", "e", { quitter })]), everyoneIn);
      if (!result.ok) throw new Error(result.error.message);
      expect(pairsOf(result.value)).toEqual([`a v ${through}`, "b v c"]);
    }
  });

  it("N2 final and champion: after round 2 the final pairs the two winners; after it, nothing to pair", () => {
    const r1 = [game(0, "d", "e", { winner: "d" })];
    const r2 = [game(1, "a", "d", { winner: "a" }), game(2, "b", "c", { winner: "c" })];
    const final = pairBracket(SEEDS, rounds(r1, r2), everyoneIn);
    if (!final.ok) throw new Error(final.error.message);
    expect(final.value.bracketRound).toBe(3);
    expect(pairsOf(final.value)).toEqual(["a v c"]);
    const done = pairBracket(SEEDS, rounds(r1, r2, [game(3, "a", "c", { winner: "c" })]), everyoneIn);
    expect(done).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "games",
        rule: "N2",
        message: "the bracket is finished: c won",
      },
    });
  });

  it("N2 refuses a bracket of one, a round with a table missing, and a game without a winner", () => {
    expect(pairBracket(["a"], rounds(), everyoneIn)).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "players",
        rule: "N2",
        message: "an elimination bracket needs at least two players",
      },
    });
    // Round 2 with only a v d reported: b v c has no game, and both are still in.
    const r1 = [game(0, "d", "e", { winner: "d" })];
    expect(pairBracket(SEEDS, rounds(r1, [game(1, "a", "d", { winner: "a" })]), everyoneIn)).toEqual({
      ok: false,
      error: {
        code: "ROUND_NOT_COMPLETE",
        field: "games",
        rule: "N2",
        message: "bracket round 2: the game b v c has no result yet",
      },
    });
    expect(pairBracket(SEEDS, rounds([game(7, "d", "e", {})]), everyoneIn)).toEqual({
      ok: false,
      error: {
        code: "ROUND_NOT_COMPLETE",
        field: "games[7].result",
        rule: "N2",
        message: "bracket round 1: d v e has no winner; an elimination game needs one",
      },
    });
  });

  it("N2 with R2: a player who left gives his opponent the match — paired as a bye while the round is open, and counted through once it is played", () => {
    const isIn = (id: string) => id !== "e" && id !== "b";
    const open = pairBracket(SEEDS, rounds(), isIn);
    if (!open.ok) throw new Error(open.error.message);
    expect(pairsOf(open.value)).toEqual([]);
    expect(open.value.byes).toEqual(["a", "d", "c"]);
    expect(open.value.trace).toEqual([
      "N2: bracket round 1, 4 match(es) in bracket order",
      "N2: a has a bye (top seed, bracket not full)",
      "N2: d advances: e has left the event",
      "N2: c has a bye (top seed, bracket not full)",
    ]);
    // Bracket of 4: a v d, b v c. c played b, lost and left; a v d has no game and both are in.
    const r1 = [game(0, "b", "c", { winner: "b" })];
    const next = pairBracket(["a", "b", "c", "d"], rounds(r1), (id) => id !== "c");
    expect(next).toEqual({
      ok: false,
      error: {
        code: "ROUND_NOT_COMPLETE",
        field: "games",
        rule: "N2",
        message: "bracket round 1: the game a v d has no result yet",
      },
    });
    // A game that is none of the round's matches is refused, naming it and the matches.
    const stray = pairBracket(["a", "b", "c", "d"], rounds([game(3, "a", "b", { winner: "a" })]), everyoneIn);
    expect(stray).toEqual({
      ok: false,
      error: {
        code: "INVALID_FIELD",
        field: "games[3].players",
        rule: "N2",
        message:
          "bracket round 1: a v b is not a match of the bracket (a v d, b v c); if a seeded player left before his game, enter that game's result so his seat stays",
      },
    });
    const played = pairBracket(
      ["a", "b", "c", "d"],
      rounds([game(0, "a", "d", { winner: "d" })]),
      (id) => id !== "c",
    );
    if (!played.ok) throw new Error(played.error.message);
    expect(pairsOf(played.value)).toEqual(["d v b"]);
  });

  it("N2 with R2: when the higher seed of a match has left, the lower one advances and the trace names who left", () => {
    // 5 seeds, d gone: a v (8) bye, d v e → e through, b v (7) bye, c v (6) bye.
    const result = pairBracket(SEEDS, rounds(), (id) => id !== "d");
    if (!result.ok) throw new Error(result.error.message);
    expect(pairsOf(result.value)).toEqual([]);
    expect(result.value.byes).toEqual(["a", "e", "b", "c"]);
    expect(result.value.trace).toEqual([
      "N2: bracket round 1, 4 match(es) in bracket order",
      "N2: a has a bye (top seed, bracket not full)",
      "N2: e advances: d has left the event",
      "N2: b has a bye (top seed, bracket not full)",
      "N2: c has a bye (top seed, bracket not full)",
    ]);
  });

  it("N2 with R2: a higher seed who left before his match was played gives it to the lower seed once the round is in", () => {
    // Bracket of 4: a v d, b v c. a has left; round 1 in: c beat b → round 2 is d v c.
    const result = pairBracket(
      ["a", "b", "c", "d"],
      rounds([game(0, "b", "c", { winner: "c" })]),
      (id) => id !== "a",
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.bracketRound).toBe(2);
    expect(pairsOf(result.value)).toEqual(["d v c"]);
    expect(result.value.trace).toEqual(["N2: bracket round 2, 1 match(es) in bracket order"]);
  });
});

describe("N2 bracket: byes recorded and games that are no match", () => {
  /** A walk-over recorded as a one-player bye (the live event records the byes it pairs). */
  function byeRecord(index: number, id: string): ScoredRecord {
    return {
      index,
      record: { round: 1, game: 1, players: [{ id }], result: { end: "bye" } },
      scored: { score: [], explanation: "" },
    } as unknown as ScoredRecord;
  }

  it("N2 with R2: a walk-over recorded as a bye counts even if the player who left is reinstated", () => {
    // Bracket of 4: a v d, b v c. d left, so a's walk-over was recorded as a bye; b beat c. d is
    // back in the event (reinstated) but lost his match: round 2 is a v b. The bye record is
    // no stray game (one player), and it is what says a went through.
    const r1 = [byeRecord(0, "a"), game(1, "b", "c", { winner: "b" })];
    const result = pairBracket(["a", "b", "c", "d"], rounds(r1), everyoneIn);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.bracketRound).toBe(2);
    expect(pairsOf(result.value)).toEqual(["a v b"]);
    // The same, the other way round: b's walk-over, a beat d.
    const r1b = [game(0, "a", "d", { winner: "a" }), byeRecord(1, "b")];
    const other = pairBracket(["a", "b", "c", "d"], rounds(r1b), everyoneIn);
    if (!other.ok) throw new Error(other.error.message);
    expect(pairsOf(other.value)).toEqual(["a v b"]);
    // The lower seed's walk-over: a left (since reinstated), d's bye recorded; c beat b → d v c.
    const r1c = [byeRecord(0, "d"), game(1, "b", "c", { winner: "c" })];
    const lower = pairBracket(["a", "b", "c", "d"], rounds(r1c), everyoneIn);
    if (!lower.ok) throw new Error(lower.error.message);
    expect(pairsOf(lower.value)).toEqual(["d v c"]);
  });

  it("N2: a bye recorded for a player who is not in the round is refused too", () => {
    // Round 1: a beat d, b beat c. Round 2 is a v b; a bye for c (out since round 1) is wrong.
    const r1 = [game(0, "a", "d", { winner: "a" }), game(1, "b", "c", { winner: "b" })];
    const result = pairBracket(["a", "b", "c", "d"], rounds(r1, [byeRecord(2, "c")]), everyoneIn);
    expect(result).toEqual({
      ok: false,
      error: {
        code: "INVALID_FIELD",
        field: "games[2].players",
        rule: "N2",
        message:
          "bracket round 2: a bye for c is not a match of the bracket (a v b); if a seeded player left before his game, enter that game's result so his seat stays",
      },
    });
  });

  it("N2: the refusal of a game that is no match lists only the round's real matches, not its byes", () => {
    // Five seeds: a v (8), d v e, b v (7), c v (6): only d v e is a match.
    const stray = pairBracket(SEEDS, rounds([game(4, "a", "b", { winner: "a" })]), everyoneIn);
    expect(stray.ok ? "paired" : stray.error.message).toBe(
      "bracket round 1: a v b is not a match of the bracket (d v e); if a seeded player left before his game, enter that game's result so his seat stays",
    );
  });
});
