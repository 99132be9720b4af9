import { describe, expect, it } from "vitest";
import { computeMinimums, type MinimumsInput } from "./minimums.js";

function report(input: MinimumsInput) {
  const result = computeMinimums(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("R3 minimums (SW-PC Minimum Number of Players / Games)", () => {
  it("R3 SW-PC constructed: 4 players, 4 games (2 rounds), even number of games", () => {
    const r = report({ game: "swccg", type: "constructed", sanctioning: "pc", players: 12, games: 4 });
    expect(r).toMatchObject({
      minimumPlayers: 4,
      minimumGames: 4,
      recommendedGames: 4,
      isEvenGamesRequired: true,
      canBeSanctioned: true,
    });
    expect(r.warnings).toEqual([]);
  });

  it("R3 SW-PC constructed: 3 players cannot be sanctioned, the reason cites the guide", () => {
    const r = report({ game: "swccg", type: "constructed", sanctioning: "pc", players: 3, games: 4 });
    expect(r.canBeSanctioned).toBe(false);
    expect(r.reasons.map((f) => f.message)).toEqual(["3 players; the minimum is 4"]);
    expect(r.reasons[0]!.source).toContain("SW-PC Minimum Number of Players");
  });

  it("R3 SW-PC constructed: 5 games is odd → warning, still sanctionable", () => {
    const r = report({ game: "swccg", type: "constructed", sanctioning: "pc", players: 8, games: 5 });
    expect(r.canBeSanctioned).toBe(true);
    expect(r.warnings.map((f) => f.message)).toEqual([expect.stringContaining("should be even")]);
  });

  it("R3 SW-PC constructed: 2 games is below the minimum of 4", () => {
    const r = report({ game: "swccg", type: "constructed", sanctioning: "pc", players: 8, games: 2 });
    expect(r.canBeSanctioned).toBe(false);
    expect(r.reasons[0]!.message).toBe("2 games; the minimum is 4");
  });

  it("R3 SW-PC sealed: 6 players and 3 games; 5 players cannot be sanctioned; no even rule", () => {
    expect(report({ game: "swccg", type: "sealed", sanctioning: "pc", players: 6, games: 3 })).toMatchObject({
      minimumPlayers: 6,
      minimumGames: 3,
      isEvenGamesRequired: false,
      canBeSanctioned: true,
    });
    expect(
      report({ game: "swccg", type: "sealed", sanctioning: "pc", players: 5, games: 3 }).canBeSanctioned,
    ).toBe(false);
  });

  it("R3 SW-PC recommendation: at least 32 players → 6 games, at least 42 → 8 games (31 → none)", () => {
    expect(
      report({ game: "swccg", type: "constructed", sanctioning: "pc", players: 31, games: 4 }).warnings,
    ).toEqual([]);
    const r32 = report({ game: "swccg", type: "constructed", sanctioning: "pc", players: 32, games: 4 });
    expect(r32.recommendedGames).toBe(6);
    expect(r32.canBeSanctioned).toBe(true);
    expect(r32.warnings[0]!.message).toBe("4 games; with 32 players 6 games are recommended");
    expect(
      report({ game: "swccg", type: "constructed", sanctioning: "pc", players: 41 }).recommendedGames,
    ).toBe(6);
    expect(
      report({ game: "swccg", type: "constructed", sanctioning: "pc", players: 42 }).recommendedGames,
    ).toBe(8);
  });

  it("R3 SW-PC Championship Level: six games in any format", () => {
    const sealed = report({
      game: "swccg",
      type: "sealed",
      sanctioning: "pc",
      players: 10,
      games: 4,
      championship: true,
    });
    expect(sealed.minimumGames).toBe(6);
    expect(sealed.canBeSanctioned).toBe(false);
    expect(sealed.reasons[0]!.source).toContain("Championship Level");
    expect(
      report({
        game: "swccg",
        type: "constructed",
        sanctioning: "pc",
        players: 10,
        games: 6,
        championship: true,
      }).canBeSanctioned,
    ).toBe(true);
  });

  it("R3/R12 EPP Overdrive asks for a minimum of 4 games", () => {
    const r = report({
      game: "swccg",
      type: "sealed",
      sanctioning: "pc",
      players: 8,
      games: 3,
      format: "epp-overdrive",
    });
    expect(r.minimumGames).toBe(4);
    expect(r.canBeSanctioned).toBe(false);
  });

  it("R3 DEC I.C: a sanctioned tournament has a minimum of 8 players, whatever the format", () => {
    expect(
      report({ game: "swccg", type: "constructed", sanctioning: "decipher", players: 7, games: 4 })
        .canBeSanctioned,
    ).toBe(false);
    expect(
      report({ game: "swccg", type: "sealed", sanctioning: "decipher", players: 8, games: 3 }),
    ).toMatchObject({ minimumPlayers: 8, canBeSanctioned: true });
  });

  it("R3 DEC II.A.i: Star Trek 3 games; Star Wars and Young Jedi 2 two-game rounds", () => {
    expect(
      report({ game: "stccg1e", type: "constructed", sanctioning: "decipher", players: 8 }),
    ).toMatchObject({ minimumGames: 3, isEvenGamesRequired: false });
    expect(report({ game: "yj", type: "constructed", sanctioning: "decipher", players: 8 })).toMatchObject({
      minimumGames: 4,
      isEvenGamesRequired: true,
    });
  });

  it("R3 DEC II.A.i: more than 32 entrants → at least 6 games (32 entrants: no recommendation)", () => {
    expect(
      report({ game: "stccg1e", type: "constructed", sanctioning: "decipher", players: 32 }).recommendedGames,
    ).toBe(3);
    expect(
      report({ game: "stccg1e", type: "constructed", sanctioning: "decipher", players: 33 }).recommendedGames,
    ).toBe(6);
    expect(
      report({ game: "stccg1e", type: "sealed", sanctioning: "decipher", players: 40 }).recommendedGames,
    ).toBe(3);
  });

  it("R3 DEC II.A.ii Junior is sanctioned by Decipher as constructed, not by the Players Committee", () => {
    expect(
      report({ game: "swccg", type: "junior", sanctioning: "decipher", players: 8, games: 4 })
        .canBeSanctioned,
    ).toBe(true);
    const pc = report({ game: "swccg", type: "junior", sanctioning: "pc", players: 8, games: 4 });
    expect(pc.canBeSanctioned).toBe(false);
    expect(pc.reasons[0]!.source).toBe("SW-PC Supported Formats");
  });

  it("R3 DEC II.B: simple Swiss and elimination are non-sanctioned", () => {
    const r = report({
      game: "stccg1e",
      type: "elimination",
      sanctioning: "decipher",
      players: 20,
      games: 5,
    });
    expect(r).toMatchObject({ canBeSanctioned: false, minimumPlayers: null, minimumGames: null });
    expect(r.reasons[0]!.source).toBe("DEC II.B");
  });

  it("R3 refuses the Players Committee for a game other than Star Wars, On the Edge, and bad counts", () => {
    const trek = computeMinimums({ game: "stccg1e", type: "constructed", sanctioning: "pc", players: 8 });
    expect(trek.ok ? undefined : trek.error).toMatchObject({
      code: "UNSUPPORTED_FORMAT",
      field: "sanctioning",
      rule: "R3",
    });
    const ote = computeMinimums({ game: "ote", type: "ote", sanctioning: "decipher", players: 8 });
    expect(ote.ok ? undefined : ote.error.field).toBe("game");
    const bad = computeMinimums({ game: "swccg", type: "constructed", sanctioning: "pc", players: -1 });
    expect(bad.ok ? undefined : bad.error).toMatchObject({ code: "VALUE_OUT_OF_RANGE", field: "players" });
    const half = computeMinimums({
      game: "swccg",
      type: "constructed",
      sanctioning: "pc",
      players: 8,
      games: 4.5,
    });
    expect(half.ok ? undefined : half.error.field).toBe("games");
  });

  it("R3 warns that Championship Level rules are the Players Committee's", () => {
    const r = report({
      game: "swccg",
      type: "constructed",
      sanctioning: "decipher",
      players: 8,
      games: 4,
      championship: true,
    });
    expect(r.minimumGames).toBe(4);
    expect(r.warnings[0]!.message).toContain("Players Committee");
  });
});
