// P2/A1: pairing walks "the full standings" (§3). `computeStandingsOrder` gives that order without
// the rows' columns and K6 lines; it must be exactly the IDs and ranks of `computeStandings`' rows
// (K1–K5 ties, shared places listed by ID, disqualified players last, F5 finals, K7 modes), on
// events played out with seeded random results.
import { describe, expect, it } from "vitest";
import type { PlayerStatus } from "../games.js";
import { pairNext } from "../pairing/pair-next.js";
import { makeFile, scored } from "../pairing/test-helpers.js";
import { makeRandom } from "../random.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { computeStandings, computeStandingsOrder } from "./index.js";

/** n players, `rounds` Swiss games paired by the program, each won with a random Life Force. */
function playedEvent(
  seed: string,
  n: number,
  rounds: number,
  status: Record<string, PlayerStatus>,
): ResultsFile {
  const random = makeRandom(seed);
  const ids = Array.from({ length: n }, (_, i) => `p${i}`);
  const games: GameRecord[] = [];
  for (let round = 1; round <= rounds; round++) {
    const file = makeFile(ids, games, {
      game: "swccg",
      rules: "swccg-decipher-6.99",
      seed,
      type: "sealed",
      status,
    });
    const next = pairNext(scored(file));
    if (!next.ok) throw new Error(next.error.message);
    for (const table of next.value.pairings) {
      const [a, b] = table.players;
      if (!a || !b) continue;
      const [winner, loser] = random.coin() ? [a, b] : [b, a];
      games.push({
        round: next.value.round,
        game: next.value.game,
        table: table.table,
        players: [winner, loser],
        result: { end: "full", winner: winner.id, lifeForce: 1 + random.int(12) },
      });
    }
    for (const id of next.value.byes)
      games.push({ round: next.value.round, game: 1, players: [{ id }], result: { end: "bye" } });
  }
  return makeFile(ids, games, { game: "swccg", rules: "swccg-decipher-6.99", seed, type: "sealed", status });
}

function expectSameOrder(file: ResultsFile): void {
  const event = scored(file);
  const rows = computeStandings(event);
  const order = computeStandingsOrder(event);
  if (!rows.ok || !order.ok) throw new Error("standings refused");
  expect(order.value.map(({ id, rank }) => ({ id, rank }))).toEqual(
    rows.value.rows.map(({ id, rank }) => ({ id, rank })),
  );
}

describe("the standings order pairing reads is the standings' own", () => {
  it("K1–K5: random events of 5 to 40 players, shared places and disqualified players included", () => {
    const random = makeRandom("standings-order");
    for (let k = 0; k < 40; k++) {
      const n = 5 + random.int(36);
      const status: Record<string, PlayerStatus> =
        k % 3 === 0 ? { [`p${random.int(n)}`]: "disqualified" } : {};
      expectSameOrder(playedEvent(`order-${k}`, n, 1 + random.int(5), status));
    }
  });

  it("F5 and K7: a Final Confrontation, and the Players Committee's modes, read the full standings", () => {
    const file = playedEvent("order-final", 12, 4, {});
    const final: GameRecord = {
      round: 5,
      game: 1,
      stage: "final",
      players: [{ id: "p3" }, { id: "p7" }],
      result: { end: "full", winner: "p7", lifeForce: 5 },
    };
    expectSameOrder({ ...file, games: [...file.games, final] });
    for (const tiebreaks of ["pc-2016-sos", "pc-2016-diff"] as const)
      expectSameOrder({ ...file, event: { ...file.event, rules: "swccg-pc-2.3.6", options: { tiebreaks } } });
  });
});
