// F3: the sealed Final Confrontation is the top Dark player against the top Light
// player (Star Wars, Young Jedi) — also when the top two overall both play Dark. Hand-worked
// sealed events (D1: fixed allegiances, Dark pile against Light pile).
import { describe, expect, it } from "vitest";
import type { GameName } from "../games.js";
import type { GameRecord } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored } from "./test-helpers.js";

const D = (id: string) => ({ id, side: "dark" as const });
const L = (id: string) => ({ id, side: "light" as const });
type Seat = ReturnType<typeof D> | ReturnType<typeof L>;

/** A full win with `left` cards: Life Force (Star Wars) or draw deck (Young Jedi). */
function full(game: GameName, round: number, winner: Seat, loser: Seat, left: number): GameRecord {
  const result =
    game === "yj"
      ? { end: "full", winner: winner.id, drawDeck: left }
      : { end: "full", winner: winner.id, lifeForce: left };
  return { round, game: 1, players: [winner, loser], result };
}

/**
 * Dark d1 d2 d3 against Light l1 l2 l3, two rounds:
 * R1 d1 beats l1 by 15, d2 beats l2 by 10, l3 beats d3 by 10;
 * R2 d1 beats l2 by 10, d2 beats l3 by 10, l1 beats d3 by 20;
 * R3 (D3: three games before the final) d1 beats l3 by 5, d2 beats l1 by 5, l2 beats d3 by 5.
 * Standings by hand (K1): d1 6(+30), d2 6(+25), l1 2(+0), l3 2(-5), l2 2(-15), d3 0(-35).
 * The top two overall, d1 and d2, both play Dark; the top Light player is l1.
 */
function sealedEvent(game: GameName) {
  const games = [
    full(game, 1, D("d1"), L("l1"), 15),
    full(game, 1, D("d2"), L("l2"), 10),
    full(game, 1, L("l3"), D("d3"), 10),
    full(game, 2, D("d1"), L("l2"), 10),
    full(game, 2, D("d2"), L("l3"), 10),
    full(game, 2, L("l1"), D("d3"), 20),
    full(game, 3, D("d1"), L("l3"), 5),
    full(game, 3, D("d2"), L("l1"), 5),
    full(game, 3, L("l2"), D("d3"), 5),
  ];
  return makeFile(["d1", "d2", "d3", "l1", "l2", "l3"], games, { game, type: "sealed" });
}

describe("F3: sealed Final Confrontation, top Dark v top Light", () => {
  for (const game of ["yj", "swccg"] as const) {
    it(`F3 sealed ${game}: the top two overall both play Dark → d1 (top Dark) v l1 (top Light), one game`, () => {
      const pairing = pairNext(scored(sealedEvent(game)), { final: true });
      if (!pairing.ok) throw new Error(pairing.error.message);
      expect(pairing.value.stage).toBe("final");
      expect(pairing.value.pairings).toHaveLength(1);
      expect(pairing.value.pairings[0]!.players).toEqual([
        { id: "d1", side: "dark" },
        { id: "l1", side: "light" },
      ]);
    });
  }
});
