// pairNext's own words, worked by hand (written for the mutation run, docs/testing.md): the R2
// note on players with no game yet, N2's top-cut refusals and the elimination event's trace.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored, type EventSpec } from "./test-helpers.js";

const ST: EventSpec = { game: "stccg1e" };

/** A full Star Trek win (T1): 100 to 100 − d, so 2(+d) / 0(−d). */
function beat(round: number, winner: string, loser: string, d: number): GameRecord {
  return {
    round,
    game: 1,
    players: [{ id: winner }, { id: loser }],
    result: { end: "full", points: { [winner]: 100, [loser]: 100 - d } },
  };
}

const lateNote = (trace: readonly string[]) => trace.filter((line) => line.startsWith("R2:"));

describe("pairNext: R2 players with no game yet after game 1", () => {
  const games = [beat(1, "a", "b", 10), beat(1, "c", "d", 20)];

  it("R2 (issue 10, hole 3): a player still in the event with no game after game 1 is refused unless marked a late entry", () => {
    const refused = pairNext(scored(makeFile(["a", "b", "c", "d", "e", "f"], games, ST)));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toMatchObject({
      code: "ROUND_NOT_COMPLETE",
      field: "games",
      rule: "R2",
      message:
        'game 1.1 has no result for "e", who is still in the event and has no game yet; enter every result (byes included) before pairing the next game, or mark the player a late entry ("lateEntry": true) or dropped',
    });
    // One of two marked: the other is still refused, by name.
    const half = pairNext(
      scored(makeFile(["a", "b", "c", "d", "e", "f"], games, { ...ST, lateEntries: ["e"] })),
    );
    expect(half.ok ? "paired" : half.error.message).toMatch(/^game 1\.1 has no result for "f", who/);
  });

  it("R2: marked late entries are paired and named, one or two together", () => {
    const one = pairNext(scored(makeFile(["a", "b", "c", "d", "e"], games, { ...ST, lateEntries: ["e"] })));
    if (!one.ok) throw new Error(one.error.message);
    expect(lateNote(one.value.trace)).toEqual([
      'R2: "e" entered late: paired from this game on (missed games 0(+0))',
    ]);
    // T1/P2/P4: c 2(+20), a 2(+10), e 0(+0), b 0(−10), d 0(−20): five players, the lowest
    // without a bye (d) has it.
    expect(one.value.byes).toEqual(["d"]);
    const two = pairNext(
      scored(makeFile(["a", "b", "c", "d", "e", "f"], games, { ...ST, lateEntries: ["e", "f"] })),
    );
    if (!two.ok) throw new Error(two.error.message);
    expect(lateNote(two.value.trace)).toEqual([
      'R2: "e", "f" entered late: paired from this game on (missed games 0(+0))',
    ]);
  });

  it("R2: no note in game 1, none when everyone has played, none for a late entry who left or has played", () => {
    const first = pairNext(scored(makeFile(["a", "b", "c", "d"], [], { ...ST, lateEntries: ["d"] })));
    if (!first.ok) throw new Error(first.error.message);
    expect(lateNote(first.value.trace)).toEqual([]);
    const all = pairNext(scored(makeFile(["a", "b", "c", "d"], games, { ...ST, lateEntries: ["d"] })));
    if (!all.ok) throw new Error(all.error.message);
    expect(lateNote(all.value.trace)).toEqual([]);
    const gone = pairNext(
      scored(
        makeFile(["a", "b", "c", "d", "e"], games, { ...ST, status: { e: "dropped" }, lateEntries: ["e"] }),
      ),
    );
    if (!gone.ok) throw new Error(gone.error.message);
    expect(lateNote(gone.value.trace)).toEqual([]);
  });

  it("R2: a late entry who has played must be in the last game like everyone else", () => {
    // e entered late and played game 2 (a bye); game 3 lacks him: a result not entered.
    const played = [
      ...games,
      beat(2, "c", "a", 5),
      beat(2, "d", "b", 5),
      { round: 2, game: 1, players: [{ id: "e" }], result: { end: "bye" } } as GameRecord,
      beat(3, "c", "d", 5),
      beat(3, "a", "b", 5),
    ];
    const refused = pairNext(
      scored(makeFile(["a", "b", "c", "d", "e"], played, { ...ST, lateEntries: ["e"] })),
    );
    expect(refused.ok ? "paired" : refused.error.message).toBe(
      'game 3.1 has no result for "e", who is still in the event; enter every result (byes included) before pairing the next game, or mark the player dropped',
    );
  });
});

describe("pairNext: N2 top cut sizes", () => {
  const games = [beat(1, "a", "b", 10), beat(1, "c", "d", 20)];
  it("N2: a cut of 1, of 2.5, or larger than the players still in is refused naming topCut", () => {
    for (const [size, message] of [
      [1, "a top cut needs at least 2 players, got 1"],
      [2.5, "a top cut needs at least 2 players, got 2.5"],
      [
        5,
        "a top cut of 5 needs 5 players, but only 4 are still in the event (R2: dropped, quit and disqualified players are not seeded)",
      ],
    ] as const) {
      expect(pairNext(scored(makeFile(["a", "b", "c", "d"], games, ST)), { topCut: size })).toEqual({
        ok: false,
        error: { code: "INVALID_FIELD", field: "topCut", rule: "N2", message },
      });
    }
  });

  it("N2: a top 2 after one game seeds the K1 order (c 2(+20), a 2(+10)) into one table, traced", () => {
    const cut = pairNext(scored(makeFile(["a", "b", "c", "d"], games, ST)), { topCut: 2 });
    if (!cut.ok) throw new Error(cut.error.message);
    expect(cut.value.round).toBe(2);
    expect(cut.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["c", "a"]]);
    expect(cut.value.pairings[0]!.table).toBe(1);
    expect(cut.value.trace).toContain("N2: top 2 of the standings, seeded 1 v 2, …");
    expect(cut.value.trace).toContain("N2 top cut: bracket round 1, 1 match(es) in bracket order");
  });
});

describe("pairNext: an elimination event (N2)", () => {
  it("N2: seeded at random by the event's seed, said in the trace with the bracket's size", () => {
    const result = pairNext(
      scored(makeFile(["a", "b", "c", "d", "e"], [], { game: "stccg1e", type: "elimination", seed: "s" })),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.trace).toContain("N2: seeded at random by the event's seed; bracket of 5");
    expect(result.value.trace).toContain("N2: bracket round 1, 4 match(es) in bracket order");
    // Five seeds in a bracket of 8: one table, three byes (elimination.mutants.test.ts).
    expect(result.value.pairings).toHaveLength(1);
    expect(result.value.byes).toHaveLength(3);
  });
});
