// Regression (N2, K5): the live path's top cut. 7 players, seed `audit-seed`, a drop, four
// Swiss games, then `PairNextGame {topCut: 4}`. Its second round used to be refused with
// ROUND_NOT_COMPLETE: the cut was re-seeded from standings that already counted its first round.
import { describe, expect, it } from "vitest";
import type { TournamentCommand } from "../commands.js";
import { computeStandings } from "../standings/index.js";
import { scoredEventOf } from "./project.js";
import { gamesOf, lastPairing, type TournamentState } from "./state.js";
import { created, decideOn, given, registered, run } from "./test-helpers.js";

const PLAYERS = ["anakin", "boba", "chewie", "dengar", "ezra", "finn", "greedo"];

/** Pairs, then reports every table: `pick` names the winner (default: the first seat), 10 Life Force left (S1). */
function play(
  state: TournamentState,
  command: TournamentCommand,
  pick?: (ids: string[]) => string,
): TournamentState {
  let current = run(state, command).state;
  const ids = new Set(lastPairing(current)!.gameIds);
  for (const slot of gamesOf(current).filter((s) => ids.has(s.gameId) && !s.isBye)) {
    const seats = slot.record.players.map((p) => p.id);
    const winner = pick ? pick(seats) : seats[0]!;
    current = run(current, {
      type: "ReportResult",
      gameId: slot.gameId,
      result: { end: "full", winner, lifeForce: 10 },
    }).state;
  }
  return current;
}

function rows(state: TournamentState) {
  const scored = scoredEventOf(state);
  if (!scored.ok) throw new Error(scored.error.message);
  const standings = computeStandings(scored.value);
  if (!standings.ok) throw new Error(standings.error.message);
  return standings.value.rows;
}

const tables = (state: TournamentState): string[][] => {
  const ids = new Set(lastPairing(state)!.gameIds);
  return gamesOf(state)
    .filter((s) => ids.has(s.gameId) && !s.isBye)
    .map((s) => s.record.players.map((p) => p.id).sort());
};

function swiss(): TournamentState {
  let state = given(created({ seed: "audit-seed" }), ...registered(...PLAYERS)).state;
  state = play(state, { type: "PairNextGame" });
  state = play(state, { type: "PairNextGame" });
  state = run(state, { type: "DropPlayer", playerId: "greedo" }).state;
  state = play(state, { type: "PairNextGame" });
  return play(state, { type: "PairNextGame" });
}

describe("N2 top 4 through the decider (audit-seed regression)", () => {
  it("given four Swiss games, then the cut is paired 1 v 4, 2 v 3 and its second round pairs the winners", () => {
    const state = swiss();
    // The Swiss (S1, K1–K4): boba 6(+10) 1st; finn, ezra 4(+0) 2nd, 3rd by K4; chewie and dengar
    // 4(+0) share 4th; anakin 4(−10); greedo (dropped) 2(+0).
    const before = rows(state).map((r) => [r.rank, r.id, r.vp, r.diff]);
    expect(before.slice(0, 3)).toEqual([
      [1, "boba", 6, 10],
      [2, "finn", 4, 0],
      [3, "ezra", 4, 0],
    ]);
    expect(before.slice(3, 5).map((r) => r[0])).toEqual([4, 4]);
    // The shared 4th place goes to the seeded draw (K5 "random"); the bracket is 1 v 4, 2 v 3.
    const semis = run(state, { type: "PairNextGame", topCut: 4 }).state;
    const fourth = tables(semis)
      .flat()
      .find((id) => id === "chewie" || id === "dengar")!;
    expect(tables(semis)).toEqual([["boba", fourth].sort(), ["ezra", "finn"]]);
    // boba and finn win (the reported case: boba v dengar, finn v ezra). The second round pairs them.
    const winners = new Set(["boba", "finn"]);
    let cut = play(state, { type: "PairNextGame", topCut: 4 }, (ids) => ids.find((id) => winners.has(id))!);
    cut = play(cut, { type: "PairNextGame", topCut: 4 }, (ids) => {
      expect([...ids].sort()).toEqual(["boba", "finn"]);
      return "finn";
    });
    const finalPairing = cut.pairings.at(-1)!;
    expect([finalPairing.round, finalPairing.system, finalPairing.isFinal]).toEqual([4, "top-cut", true]);
    // The bracket is finished: a third top-cut pairing names the champion.
    const after = decideOn(cut, { type: "PairNextGame", topCut: 4 });
    expect(after.ok).toBe(false);
    if (!after.ok)
      expect([after.error.code, after.error.message]).toEqual([
        "NOTHING_TO_PAIR",
        "the bracket is finished: finn won",
      ]);
    // Champion finn, finalist boba, semi-final losers ezra (Swiss 3rd), then the 4th seed; the rest by Swiss.
    const other = fourth === "chewie" ? "dengar" : "chewie";
    expect(rows(cut).map((r) => [r.rank, r.id])).toEqual([
      [1, "finn"],
      [2, "boba"],
      [3, "ezra"],
      [4, fourth],
      [5, other],
      [6, "anakin"],
      [7, "greedo"],
    ]);
  });

  it("given greedo dropped, then a top cut of 7 is refused naming topCut and N2; 6 is paired", () => {
    const state = swiss();
    const refused = decideOn(state, { type: "PairNextGame", topCut: 7 });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect([refused.error.code, refused.error.field, refused.error.rule]).toEqual([
        "INVALID_FIELD",
        "topCut",
        "N2",
      ]);
    expect(decideOn(state, { type: "PairNextGame", topCut: 6 }).ok).toBe(true);
  });
});
