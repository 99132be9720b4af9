// M1–M8 (OTE 2.1–2.10): what pairOteNext says — refusals and the trace a TD reads — found
// unchecked by the mutation run (docs/testing.md). Worked by hand from the rules text.
import { describe, expect, it } from "vitest";
import type { Result } from "../errors.js";
import { makeRandom } from "../random.js";
import type { GameRecord } from "../results-file/schema.js";
import { pairOteNext } from "./pair-next.js";
import {
  makeOteFile,
  ote,
  playerIds,
  playRound,
  scoredOrThrow,
  TWELVE,
  TWELVE_ROUND_1,
} from "./test-helpers.js";
import type { OtePairing } from "./types.js";

function pair(players: readonly string[], games: readonly GameRecord[]): Result<OtePairing> {
  return pairOteNext(scoredOrThrow(makeOteFile(players, games)), makeRandom("m"));
}
function paired(players: readonly string[], games: readonly GameRecord[]): OtePairing {
  const result = pair(players, games);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

const six = ["ann", "bob", "cat", "dan", "eve", "fay"];
const round1 = [
  ote(1, "active", { ann: 16, bob: 9, cat: 5 }, "ann"),
  ote(1, "active", { dan: 17, eve: 12, fay: 12 }, "dan"),
];

describe("pairOteNext says what it did (M1–M8)", () => {
  it("M1, M2 (2.5): three players are enough for round 1 — one game of three, grouped at random", () => {
    const pairing = paired(["ann", "bob", "cat"], []);
    expect(pairing.pairings.map((g) => [g.table, g.players.length, g.set])).toEqual([[1, 3, "active"]]);
    expect(pairing.trace).toEqual([
      "M1: 3 active players → 3",
      "M2 (2.5): round 1, everyone grouped at random",
    ]);
  });

  it("M6 (2.8): two players are refused — the final is one game of three", () => {
    const result = pair(["ann", "bob"], []);
    expect(!result.ok && result.error).toEqual({
      code: "WRONG_PLAYER_COUNT",
      field: "players",
      rule: "M6",
      message: "On the Edge needs at least 3 players: its final is one game of 3 (OTE 2.8), got 2",
    });
  });

  it("M3–M5: round 2 of twelve — the four winners play the off-numbered game at table 1, the eight others 4+4 at tables 2 and 3", () => {
    const pairing = paired(TWELVE, TWELVE_ROUND_1);
    expect(pairing.pairings.map((g) => [g.table, g.set, g.players.length])).toEqual([
      [1, "active", 4],
      [2, "inactive", 4],
      [3, "inactive", 4],
    ]);
    // 2.71: inactive ranked by VP (4 each as second), then IP: b 9, e 8, h 7, k 6, then 0 VP: c 5, f 4, i 3, l 2.
    expect(pairing.pairings.slice(1).map((g) => g.players.map((p) => p.id))).toEqual([
      ["b", "e", "h", "k"],
      ["c", "f", "i", "l"],
    ]);
    expect(pairing.trace[0]).toBe("M1: 4 active players → 4");
    expect(pairing.trace[1]).toMatch(/^M3 \(2\.61\): off-numbered games \(4\) filled first/);
    expect(pairing.trace.slice(2)).toEqual([
      "M3 (2.62): the other active players grouped at random in games of three",
      "M1: 8 inactive players → 4+4",
      "M5 (2.71): inactive set ranked by VP, then IP, ties at random: b 4/9, e 4/8, h 4/7, k 4/6, c 0/5, f 0/4, i 0/3, l 0/2",
      "M5 (2.72): off-numbered games filled first, then consecutive players from the top",
    ]);
  });

  it("M6, M7 (2.9): the final's trace names the finalists, and the inactive set plays beside it", () => {
    const trace = paired(six, round1).trace;
    expect(trace).toContain("M6: round 2 is the final: ann, dan, bob");
    expect(trace).toContain("M7 (2.9): the inactive set plays during the final");
  });

  it("M6 (2.83): the additional game's trace gives how many advance", () => {
    const tied = [round1[0]!, ote(1, "active", { dan: 17, eve: 13, fay: 13 }, "dan")];
    expect(paired(six, tied).trace.at(-1)).toMatch(
      /^M6 \(2\.83\): round 2 is the additional game alone, to 8 IP, until 1 player\(s\) advance; /,
    );
  });

  it("M8 (2.10): after the final, nothing to pair, said so", () => {
    const final = [
      ote(2, "active", { ann: 16, dan: 10, bob: 10 }, "ann", "final"),
      ote(2, "inactive", { cat: 4, eve: 16, fay: 4 }, "eve"),
    ];
    const done = pair(six, [...round1, ...final]);
    expect(!done.ok && done.error).toMatchObject({
      field: "games",
      message: "the final has been played: the tournament is over (OTE 2.10)",
    });
  });

  it("M4: a round with an active game missing names its players, the round, and the round to pair", () => {
    const ids = playerIds(12);
    const round1Games = playRound(paired(ids, []), makeRandom("r1"));
    const round2Games = playRound(paired(ids, round1Games), makeRandom("r2"));
    const dropped = round2Games.find((g) => g.set === "active")!;
    const result = pair(ids, [...round1Games, ...round2Games.filter((g) => g !== dropped)]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const missing = dropped.players.map((p) => p.id);
    expect(result.error.message).toMatch(
      /^round 2 has no game for active player\(s\) .*: record every result before pairing round 3$/,
    );
    // Every missing player is named, separated as a list.
    expect(result.error.message.split(": ")[0]!.split("player(s) ")[1]!.split(", ").sort()).toEqual(
      [...missing].sort(),
    );
  });
});
