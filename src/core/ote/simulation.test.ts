// Whole On the Edge tournaments for every n from 3 to 200, seeded: pairOteNext pairs each round,
// a simple generator plays it, and the games go back into the results file for the next round.
import { describe, expect, it } from "vitest";
import { makeRandom, type Random } from "../random.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { isOffNumbered } from "./group-sizes.js";
import { computeOteStandings, pairOteNext } from "./index.js";
import { makeOteFile, playerIds, playRound, scoredOrThrow } from "./test-helpers.js";
import type { OtePairing } from "./types.js";

const MAX_ROUNDS = 20;

interface Simulation {
  readonly file: ResultsFile;
  readonly pairings: readonly OtePairing[];
}

/** Every third event, a random inactive player stops after each round (M4), while enough remain for the final. */
function maybeDrop(file: ResultsFile, random: Random, isDropping: boolean): void {
  if (!isDropping) return;
  const losers = new Set(
    file.games
      .filter((g) => g.set === "active")
      .flatMap((g) =>
        g.players.map((p) => p.id).filter((id) => id !== (g.result as { winner?: string }).winner),
      ),
  );
  const continuing = file.players.filter((p) => losers.has(p.id) && p.status === undefined);
  if (continuing.length <= 4) return;
  continuing[random.int(continuing.length)]!.status = "dropped";
}

function simulate(n: number): Simulation {
  const file = makeOteFile(playerIds(n));
  const random = makeRandom(`simulation-${n}`);
  const pairings: OtePairing[] = [];
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const pairing = pairOteNext(scoredOrThrow(file), random);
    if (!pairing.ok) {
      expect(pairing.error.code, `${n} players, round ${round}: ${pairing.error.message}`).toBe(
        "NOTHING_TO_PAIR",
      );
      return { file, pairings };
    }
    pairings.push(pairing.value);
    file.games.push(...playRound(pairing.value, random.fork(`results:${round}`)));
    maybeDrop(file, random.fork(`drop:${round}`), n % 3 === 0);
  }
  throw new Error(`${n} players: no end after ${MAX_ROUNDS} rounds`);
}

/** M3: in each active round, the off-numbered games' players who had played one, and the three-player games' who had not. */
function checkOffNumberedFairness(games: readonly GameRecord[], pairing: OtePairing, n: number): void {
  const before = new Map<string, number>();
  for (const game of games) {
    if (game.round >= pairing.round || game.stage === "ote-playoff") continue;
    if (!isOffNumbered(game.players.length)) continue;
    for (const { id } of game.players) before.set(id, (before.get(id) ?? 0) + 1);
  }
  const active = pairing.pairings.filter((g) => g.set === "active" && g.stage === "swiss");
  const repeat = active
    .filter((g) => isOffNumbered(g.players.length))
    .flatMap((g) => g.players.map((p) => p.id))
    .filter((id) => (before.get(id) ?? 0) > 0);
  const fresh = active
    .filter((g) => !isOffNumbered(g.players.length))
    .flatMap((g) => g.players.map((p) => p.id))
    .filter((id) => (before.get(id) ?? 0) === 0);
  expect(
    repeat.length === 0 || fresh.length === 0,
    `${n} players, round ${pairing.round}: ${repeat.join()} play a second off-numbered game while ${fresh.join()} have none`,
  ).toBe(true);
}

describe("simulated On the Edge tournaments, n = 3..200 (M1–M8)", () => {
  it("reach the final of exactly three, place everyone, never seat a player twice in a round, and share off-numbered games fairly", () => {
    const seen = { playoffs: 0, twoPlaceReadmissions: 0, sharedSecond: 0, drops: 0, loneInactive: 0 };
    for (let n = 3; n <= 200; n++) {
      const { file, pairings } = simulate(n);
      seen.playoffs += pairings.filter((p) => p.pairings.some((g) => g.stage === "ote-playoff")).length;
      seen.loneInactive += pairings.filter((p) => p.byes.length > 0).length;
      seen.drops += file.players.filter((p) => p.status === "dropped").length;
      for (const pairing of pairings) {
        const seated = [...pairing.pairings.flatMap((g) => g.players.map((p) => p.id)), ...pairing.byes];
        expect(new Set(seated).size, `${n} players, round ${pairing.round}: someone seated twice`).toBe(
          seated.length,
        );
        expect(
          pairing.pairings.every((g) => g.players.length >= 2),
          `${n} players: a game of one`,
        ).toBe(true);
        checkOffNumberedFairness(file.games, pairing, n);
      }
      // M6: exactly one final, announced once, of exactly three players, and it is the last round.
      const finals = pairings.filter((p) => p.final);
      expect(finals, `${n} players`).toHaveLength(1);
      expect(finals[0]).toBe(pairings.at(-1));
      const finalGames = file.games.filter((g) => g.stage === "final");
      expect(finalGames).toHaveLength(1);
      expect(finalGames[0]!.players).toHaveLength(3);
      // M8: everyone has a place; the final's winner is first and the top three are the finalists.
      const standings = computeOteStandings(scoredOrThrow(file));
      expect(standings.ok).toBe(true);
      if (!standings.ok) continue;
      const { rows, complete } = standings.value;
      expect(complete).toBe(true);
      expect(rows).toHaveLength(n);
      expect(
        rows.every((r) => r.rank !== null && r.rank >= 1 && r.rank <= n),
        `${n} players: a player without a place`,
      ).toBe(true);
      expect(rows[0]!.id).toBe((finalGames[0]!.result as { winner: string }).winner);
      expect(rows[0]!.rank).toBe(1);
      expect(new Set(rows.slice(0, 3).map((r) => r.id))).toEqual(
        new Set(finalGames[0]!.players.map((p) => p.id)),
      );
      expect(rows.slice(3).every((r) => r.rank! >= 4)).toBe(true);
      if (rows[1]!.rank === rows[2]!.rank) seen.sharedSecond += 1;
      if (standings.value.readmitted.length === 2) seen.twoPlaceReadmissions += 1;
    }
    // The generator's narrow Influence ranges make ties common: the rare paths above were all exercised.
    expect(
      Object.values(seen).every((count) => count > 0),
      JSON.stringify(seen),
    ).toBe(true);
  });
});
