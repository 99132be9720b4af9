import { describe, expect, it } from "vitest";
import type { Result } from "../errors.js";
import { makeRandom } from "../random.js";
import type { GameRecord, PlayerEntry } from "../results-file/schema.js";
import { pairOteNext } from "./pair-next.js";
import { makeOteFile, ote, playerIds, playRound, scoredOrThrow } from "./test-helpers.js";
import type { OtePairing } from "./types.js";

const six = ["ann", "bob", "cat", "dan", "eve", "fay"];
/** Round 1 of six: ann and dan win; bob has the single greatest Tournament Score (9/2 + 4 = 8.5). */
const round1 = [
  ote(1, "active", { ann: 16, bob: 9, cat: 5 }, "ann"),
  ote(1, "active", { dan: 17, eve: 12, fay: 12 }, "dan"),
];
/** The same, but eve and fay reach 13 IP: bob, eve and fay all stand at 8.5. */
const round1Tied = [round1[0]!, ote(1, "active", { dan: 17, eve: 13, fay: 13 }, "dan")];

function pair(
  players: readonly (string | PlayerEntry)[],
  games: readonly GameRecord[],
  seed = "seed",
): Result<OtePairing> {
  return pairOteNext(scoredOrThrow(makeOteFile(players, games)), makeRandom(seed));
}

function paired(
  players: readonly (string | PlayerEntry)[],
  games: readonly GameRecord[],
  seed = "seed",
): OtePairing {
  const result = pair(players, games, seed);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

const groupsOf = (pairing: OtePairing) =>
  pairing.pairings.map((g) => ({ ...g, players: g.players.map((p) => p.id) }));

describe("pairOteNext — round 1 (M1, M2)", () => {
  it("groups everyone in the active set at random, seeded, in M1's sizes", () => {
    const pairing = paired(playerIds(11), []);
    expect(pairing).toMatchObject({ round: 1, game: 1, byes: [], final: false });
    expect(pairing.pairings.map((g) => [g.table, g.players.length, g.set, g.stage])).toEqual([
      [1, 4, "active", "swiss"],
      [2, 4, "active", "swiss"],
      [3, 3, "active", "swiss"],
    ]);
    expect(paired(playerIds(11), [])).toEqual(pairing);
    expect(paired(playerIds(11), [], "other")).not.toEqual(pairing);
  });

  it("needs at least three players: the final is one game of three (M6)", () => {
    const result = pair(["ann", "bob"], []);
    expect(!result.ok && result.error).toMatchObject({ code: "WRONG_PLAYER_COUNT", rule: "M6" });
  });
});

describe("pairOteNext — rounds before the final (M3–M5)", () => {
  it("M4 (2.2): winners stay active and play each other; the others become inactive and play among themselves (M5)", () => {
    const ids = playerIds(12);
    const random = makeRandom("m4");
    const first = paired(ids, []);
    const games = playRound(first, random);
    const winners = games.map((g) => (g.result as { winner: string }).winner);
    const second = paired(ids, games);
    expect(second.final).toBe(false);
    const active = groupsOf(second).filter((g) => g.set === "active");
    expect(active).toHaveLength(1);
    expect([...active[0]!.players].sort()).toEqual([...winners].sort());
    const inactive = groupsOf(second)
      .filter((g) => g.set === "inactive")
      .flatMap((g) => g.players);
    expect([...inactive].sort()).toEqual(ids.filter((id) => !winners.includes(id)).sort());
  });

  it("M4: an inactive player recorded in an active game is refused", () => {
    const ids = playerIds(12);
    const byThree = [0, 3, 6, 9].map((at) => ids.slice(at, at + 3));
    const games = byThree.map(([w, x, y]) => ote(1, "active", { [w!]: 16, [x!]: 3, [y!]: 2 }, w!));
    const [p1, p2, , p4, , , p7] = ids;
    const result = pair(ids, [...games, ote(2, "active", { [p1!]: 16, [p4!]: 3, [p7!]: 2, [p2!]: 1 }, p1!)]);
    expect(!result.ok && result.error).toMatchObject({ field: "games[4].players[3].id", rule: "M4" });
    expect(!result.ok && result.error.message).toContain("is inactive but plays in the active set");
  });

  it("OTE 2.1: a player in two games of one round is refused", () => {
    const games = [round1[0]!, ote(1, "active", { dan: 17, eve: 12, ann: 12 }, "dan")];
    const result = pair(six, games);
    expect(!result.ok && result.error).toMatchObject({
      code: "PLAYER_TWICE_IN_GAME",
      field: "games[1].players[2].id",
    });
  });
});

describe("pairOteNext — the final (M6, M7)", () => {
  it("M6 (2.8, 2.81, 2.82) and M7 (2.9): two active players advanced → the inactive player with the single greatest Tournament Score joins them; the rest of the inactive set plays beside the final", () => {
    const pairing = paired(six, round1);
    expect(pairing.final).toBe(true);
    expect(groupsOf(pairing)).toEqual([
      { table: 1, players: ["ann", "dan", "bob"], set: "active", stage: "final" },
      expect.objectContaining({ table: 2, set: "inactive", stage: "swiss" }),
    ]);
    // M7 (2.9): the rest of the inactive set plays during the final.
    expect([...pairing.pairings[1]!.players.map((p) => p.id)].sort()).toEqual(["cat", "eve", "fay"]);
    expect(pairing.trace.join("\n")).toMatch(
      /2 active player\(s\) advanced[\s\S]*re-admitted bob with Tournament Score 8\.5/,
    );
  });

  it("three active players advanced → they are the final, nobody is re-admitted", () => {
    const nine = playerIds(9);
    const [a, b, c, d, e, f, g, h, i] = nine as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const games = [
      ote(1, "active", { [a]: 16, [b]: 1, [c]: 1 }, a),
      ote(1, "active", { [d]: 16, [e]: 1, [f]: 1 }, d),
      ote(1, "active", { [g]: 16, [h]: 1, [i]: 1 }, g),
    ];
    const pairing = paired(nine, games);
    expect(pairing.final).toBe(true);
    expect(pairing.pairings[0]!.players.map((p) => p.id)).toEqual([a, d, g]);
    expect(pairing.pairings.slice(1).map((p) => p.players.length)).toEqual([3, 3]);
  });

  it("2.83: a tie on Tournament Score → the additional game alone, to 8 IP, then the final with who advanced", () => {
    const playoff = paired(six, round1Tied);
    expect(playoff).toMatchObject({ round: 2, final: false, byes: [] });
    expect(groupsOf(playoff)).toEqual([
      { table: 1, players: ["bob", "eve", "fay"], set: "inactive", stage: "ote-playoff", advancing: 1 },
    ]);
    const played: GameRecord = {
      round: 2,
      game: 1,
      stage: "ote-playoff",
      players: [{ id: "bob" }, { id: "eve" }, { id: "fay" }],
      result: { advanced: ["fay"], influence: { bob: 3, eve: 5, fay: 8 } },
    };
    const final = paired(six, [...round1Tied, played]);
    expect(final).toMatchObject({ round: 3, final: true });
    expect(groupsOf(final)[0]).toEqual({
      table: 1,
      players: ["ann", "dan", "fay"],
      set: "active",
      stage: "final",
    });
    expect([...final.pairings[1]!.players.map((p) => p.id)].sort()).toEqual(["bob", "cat", "eve"]);
    expect(final.trace.join("\n")).toContain("fay advanced from the additional game");
  });

  it("M6: the additional game must name as many advancing players as there are places", () => {
    const played: GameRecord = {
      round: 2,
      game: 1,
      stage: "ote-playoff",
      players: [{ id: "bob" }, { id: "eve" }, { id: "fay" }],
      result: { advanced: ["fay", "bob"] },
    };
    const result = pair(six, [...round1Tied, played]);
    expect(!result.ok && result.error).toMatchObject({ field: "games[2].result.advanced", rule: "M6" });
  });

  it("M6: when the additional game is due, an ordinary round is refused", () => {
    const result = pair(six, [...round1Tied, ote(2, "inactive", { bob: 16, eve: 3, fay: 1 }, "bob")]);
    expect(!result.ok && result.error).toMatchObject({ field: "games[2]", rule: "M6" });
  });

  it("M6: the final must be the finalists' game, recorded with stage final", () => {
    const wrong = pair(six, [...round1, ote(2, "active", { ann: 16, dan: 3, bob: 1 }, "ann")]);
    expect(!wrong.ok && wrong.error).toMatchObject({ field: "games[2].stage", rule: "M6" });
    const stranger = pair(six, [...round1, ote(2, "active", { ann: 16, dan: 3, cat: 1 }, "ann", "final")]);
    expect(!stranger.ok && stranger.error).toMatchObject({ field: "games[2].stage", rule: "M6" });
  });

  it("M4: a player who stopped (dropped) is neither re-admitted nor paired; the tie below him is played off", () => {
    const players = six.map((id) => (id === "bob" ? { id, status: "dropped" as const } : id));
    const pairing = paired(players, round1Tied);
    expect(groupsOf(pairing)[0]).toMatchObject({
      players: ["eve", "fay"],
      stage: "ote-playoff",
      advancing: 1,
    });
  });

  it("after the final nothing is left to pair (OTE 2.10), and no round may follow it", () => {
    const final = [
      ote(2, "active", { ann: 16, dan: 10, bob: 10 }, "ann", "final"),
      ote(2, "inactive", { cat: 4, eve: 16, fay: 4 }, "eve"),
    ];
    const done = pair(six, [...round1, ...final]);
    expect(!done.ok && done.error).toMatchObject({ code: "NOTHING_TO_PAIR", rule: "M8" });
    const after = pair(six, [...round1, ...final, ote(3, "inactive", { cat: 4, eve: 16, fay: 4 }, "eve")]);
    expect(!after.ok && after.error).toMatchObject({ field: "games[4].round", rule: "M8" });
  });

  it("a lone inactive player beside the final sits out, listed in byes and the trace", () => {
    const four = ["ann", "bob", "cat", "dan"];
    const pairing = paired(four, [ote(1, "active", { ann: 16, bob: 12, cat: 8, dan: 4 }, "ann")]);
    expect(pairing.pairings.map((g) => g.players.map((p) => p.id))).toEqual([["ann", "bob", "cat"]]);
    expect(pairing.byes).toEqual(["dan"]);
    expect(pairing.trace.join("\n")).toContain("dan is the only inactive player");
  });
});

describe("pairOteNext — incomplete rounds", () => {
  it("an active player with no game in the last round means its results are not all in (ROUND_NOT_COMPLETE)", () => {
    const ids = playerIds(12);
    const first = paired(ids, []);
    const games = playRound(first, makeRandom("incomplete"));
    const second = paired(ids, games);
    const round2 = playRound(second, makeRandom("incomplete-2"));
    const activeGame = round2.findIndex((g) => g.set === "active");
    const missing = round2.filter((_, i) => i !== activeGame);
    const result = pair(ids, [...games, ...missing]);
    expect(!result.ok && result.error).toMatchObject({
      code: "ROUND_NOT_COMPLETE",
      field: "games",
      rule: "M4",
    });
    expect(paired(ids, [...games, ...round2]).final).toBe(true);
  });
});
