// A bye a failed deck check turned into a loss (S7) is still the bye the player received, and it
// is a loss, never a tie. Worked by hand from the documents:
// - SW-PC Championship Level, Deck Lists: "the violation will result in a full loss for the prior
//   game … score a –30 differential for that player" (S7: his game-2 bye becomes 0(-30));
// - SW-PC Pairings – Constructed Deck: "If that player has previously received a bye in this
//   tournament, reassign the bye to the next lowest ranked player in the same pile (that has not
//   already received a bye)" (A6; P4: no player gets two byes while another has none);
// - SW-PC Ending the Tournament / K6: the record is wins, losses and ties; a bye counts as a
//   win, and a full loss is a loss.
import { describe, expect, it } from "vitest";
import { computeEventStandings } from "../event-standings.js";
import { toRatingEvent } from "../ratings/rating-event.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored } from "./test-helpers.js";

const D = (id: string) => ({ id, side: "dark" as const });
const L = (id: string) => ({ id, side: "light" as const });
type Seat = ReturnType<typeof D> | ReturnType<typeof L> | { id: string };

const full = (game: number, winner: Seat, loser: Seat, left: number): GameRecord => ({
  round: 1,
  game,
  players: [winner, loser],
  result: { end: "full", winner: winner.id, lifeForce: left },
});

/**
 * Five players, Championship Level, round 1:
 * game 1: a (Dark) beats b by 10, c (Dark) beats d by 10, e has the bye 2(+0);
 * game 2: a (Light) beats b by 10, c (Light) beats e by 10, d has the bye — and fails the deck
 * check after it: S7 makes it 0(-30).
 * By hand (S8): a 4(+20), c 4(+20), e 2(-10), b 0(-20), d 0(-40). Byes received: e and d.
 */
function event(tiebreaks?: "pc-2016-sos"): ResultsFile {
  const games: GameRecord[] = [
    full(1, D("a"), L("b"), 10),
    full(1, D("c"), L("d"), 10),
    { round: 1, game: 1, players: [{ id: "e" }], result: { end: "bye" } },
    full(2, L("a"), D("b"), 10),
    full(2, L("c"), D("e"), 10),
    { round: 1, game: 2, players: [{ id: "d" }], result: { end: "bye" }, deckCheckFailure: "d" },
  ];
  const file = makeFile(["a", "b", "c", "d", "e"], games);
  return {
    ...file,
    event: { ...file.event, championship: true, ...(tiebreaks && { options: { tiebreaks } }) },
  };
}

describe("S7 on a bye: still the bye he received (A6/P4), and a loss in his record (K6)", () => {
  it("S7: d's game-2 bye scores 0(-30)", () => {
    const bye = scored(event()).games[5]!.scored;
    expect(bye.score).toEqual([{ id: "d", vp: 0, diff: -30 }]);
  });

  it("A6: game 2.1's left-over player d already had a bye (converted or not): it goes to b, the next player up without one", () => {
    const result = pairNext(scored(event()));
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.round, result.value.game]).toEqual([2, 1]);
    expect(result.value.byes).toEqual(["b"]);
  });

  for (const tiebreaks of [undefined, "pc-2016-sos"] as const) {
    it(`K6 (${tiebreaks ?? "guide"}): d's record is 0 wins, 2 losses, 0 ties, 1 bye — never 0-1-1`, () => {
      const standings = computeEventStandings(scored(event(tiebreaks)));
      if (!standings.ok || standings.value.kind !== "two-player") throw new Error("no standings");
      const row = standings.value.standings.rows.find((r) => r.id === "d")!;
      expect(row.record).toEqual({ wins: 0, losses: 2, ties: 0, byes: 1 });
      const e = standings.value.standings.rows.find((r) => r.id === "e")!;
      expect(e.record).toEqual({ wins: 1, losses: 1, ties: 0, byes: 1 });
    });
  }

  it("L4: byes are not rated — d's converted bye is counted with e's as a bye, not as a game without a winner", () => {
    const rated = toRatingEvent({ ...event(), event: { ...event().event, sanctioned: true } }, "x");
    if (!rated.ok) throw new Error(rated.error.message);
    expect(rated.value.unrated).toEqual({ bye: 2 });
    expect(rated.value.games).toHaveLength(4);
  });
});
