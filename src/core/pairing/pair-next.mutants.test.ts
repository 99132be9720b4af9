// pairNext's own words, worked by hand (written for the mutation run, docs/testing.md): the R2
// note on players with no game yet, N2's top-cut refusals and the elimination event's trace.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored, type EventSpec, SIX_PLAYER_SWISS, trekWin } from "./test-helpers.js";

const ST: EventSpec = { game: "stccg1e" };

/** A full Star Trek win (T1): 2(+d) / 0(−d). */
const beat = trekWin;

const lateNote = (trace: readonly string[]) => trace.filter((line) => line.startsWith("R2:"));

describe("pairNext: R2 players with no game yet after game 1", () => {
  const games = [beat(1, "a", "b", 10), beat(1, "c", "d", 20)];

  it("R2: a player still in the event with no game after game 1 is refused unless marked a late entry", () => {
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
    // Game 1: the header, then P1 — no late-entry line, marked or not.
    expect(first.value.trace).toEqual([
      "one-deck Swiss (P1–P4, DEC II.A.i step 6; docs/rules.md §2) — round 1, game 1; 4 players (nobody has left)",
      "P1: 4 cards shuffled by the event's seed; pairs 1–2, 3–4, …; an odd last card gets the bye",
    ]);
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

// ---- One-deck Swiss (2.1) and P5 through pairNext: the whole answer, worked by hand. ----

const ONE_DECK = "one-deck Swiss (P1–P4, DEC II.A.i step 6; docs/rules.md §2)";
const singletons = (ids: readonly string[]) => ids.map((id) => [id]);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `p${from + i}`);

/** Round-robin games among `ids` (even count), rounds 1 … n − 1 (the circle method). */
function roundRobin(ids: readonly string[]): GameRecord[] {
  const [fixed, ...rest] = ids as [string, ...string[]];
  const games: GameRecord[] = [];
  for (let r = 0; r < rest.length; r++) {
    const rot = [...rest.slice(r), ...rest.slice(0, r)];
    games.push(beat(r + 1, fixed, rot[0]!, 10));
    for (let i = 1; i < rot.length / 2; i++) games.push(beat(r + 1, rot[i]!, rot[rot.length - i]!, 10));
  }
  return games;
}

describe("pairNext: one-deck Swiss, the whole answer (P2, R2)", () => {
  it("P2: round 2 of four, no rematch: c–a, b–d; nobody has left; no P1 line, sides or byeSides", () => {
    // By hand (T1): c 2(+20), a 2(+10), b 0(−10), d 0(−20) → c–a, b–d, neither met before.
    const result = pairNext(
      scored(makeFile(["a", "b", "c", "d"], [beat(1, "a", "b", 10), beat(1, "c", "d", 20)], ST)),
    );
    expect(result).toStrictEqual({
      ok: true,
      value: {
        round: 2,
        game: 1,
        stage: "swiss",
        system: "one-deck-swiss",
        pairings: [
          { table: 1, players: [{ id: "c" }, { id: "a" }] },
          { table: 2, players: [{ id: "b" }, { id: "d" }] },
        ],
        byes: [],
        trace: [`${ONE_DECK} — round 2, game 1; 4 players (nobody has left)`],
      },
    });
  });

  it("R2: one player left in the event is refused, naming players and R2", () => {
    const result = pairNext(
      scored(makeFile(["a", "b"], [beat(1, "a", "b", 10)], { ...ST, status: { b: "dropped" } })),
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "players",
        rule: "R2",
        message: "only 1 player(s) still in the event",
      },
    });
  });

  it("F1: a plain pair after the Final Confrontation began pairs its game 2 (no sides: Star Trek), as final: true does", () => {
    const games = [
      beat(1, "a", "b", 10),
      beat(1, "c", "d", 20),
      { ...beat(2, "c", "a", 5), stage: "final" as const },
    ];
    const event = scored(makeFile(["a", "b", "c", "d"], games, ST));
    const plain = pairNext(event);
    expect(plain).toEqual(pairNext(event, { final: true }));
    if (!plain.ok) throw new Error(plain.error.message);
    expect(plain.value.pairings).toEqual([{ table: 1, players: [{ id: "c" }, { id: "a" }] }]);
    expect(plain.value.trace.at(-1)).toBe("F1: Final Confrontation game 2 (90 minutes): c v a again");
  });
});

describe("pairNext: P5 fewest rematches, the whole trace", () => {
  const P5 = { ...ST, fewestRematches: true };

  it("P5: two players who met: no pairing has fewer rematches, so the guide's stands and the trace says so", () => {
    const result = pairNext(scored(makeFile(["a", "b"], [beat(1, "a", "b", 10)], P5)));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([["a", "b"]]);
    expect(result.value.trace).toEqual([
      `${ONE_DECK} — round 2, game 1; 2 players (nobody has left)`,
      "P3: a (#1) has played every remaining player → keeps b (#2), a rematch",
      "P5: searched every pairing with partners at most 1 places apart (O(n·W·2^W), W = 2)",
      "P5: no pairing with fewer than 1 rematch(es) found → the guide's pairing stands",
    ]);
  });

  it("P5: p5 had played p6 at the bottom; p3–p5, p4–p6 avoid it (p3–p6, p4–p5 costs as much: the nearer partner first)", () => {
    // Round 1: p1–p3, p2–p4, p5–p6. Guide: p1–p2, p3–p4, p5–p6 (a rematch, P3 keeps it).
    const games = [beat(1, "p1", "p3", 10), beat(1, "p2", "p4", 10), beat(1, "p5", "p6", 10)];
    const ids = range(1, 7);
    const result = pairNext(scored(makeFile(ids, games, P5)), { groups: singletons(ids) });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id))).toEqual([
      ["p1", "p2"],
      ["p3", "p5"],
      ["p4", "p6"],
    ]);
    expect(result.value.trace).toEqual([
      `${ONE_DECK} — round 2, game 1; 6 players (nobody has left)`,
      "(guide, replaced) P3: p5 (#5) has played every remaining player → keeps p6 (#6), a rematch",
      "P5: searched every pairing with partners at most 5 places apart (O(n·W·2^W), W = 6)",
      "P5: the guide's pairing had 1 rematch(es); this one has 0 → used instead",
      "P5: new pairs: p3 v p5; p4 v p6",
    ]);
  });

  /**
   * `top` players who met only once (p0–p(top−1), p1–p2, p3–p4, …: never a guide pair), then `top` players who have all
   * met each other: the guide pairs the top among themselves and keeps a rematch for every bottom
   * pair (P3); without rematches every bottom player needs a top one. Every such pairing skips
   * the same number of places (the sum of the bottom's places less the top's), so the nearer
   * partner first gives p0–p(top), p1–p(top+1), … (W = 12: partners at most 11 places apart).
   */
  function split(top: number) {
    const upper = range(0, top);
    const lower = range(top, 2 * top);
    const games = [...roundRobin(lower)];
    // The top's one game is in the last round (every player still in has a result there).
    const last = top - 1;
    games.push(beat(last, upper[0]!, upper[top - 1]!, 10));
    for (let i = 1; i < top - 1; i += 2) games.push(beat(last, upper[i]!, upper[i + 1]!, 10));
    const ids = [...upper, ...lower];
    const result = pairNext(scored(makeFile(ids, games, P5)), { groups: singletons(ids) });
    if (!result.ok) throw new Error(result.error.message);
    const kept = [];
    for (let i = top; i < 2 * top; i += 2)
      kept.push(
        `(guide, replaced) P3: p${i} (#${i + 1}) has played every remaining player → keeps p${i + 1} (#${i + 2}), a rematch`,
      );
    return { result: result.value, kept };
  }

  it("P5: eight pairs changed are all named (16 players, the guide's 4 rematches → 0)", () => {
    const { result, kept } = split(8);
    expect(result.pairings.map((t) => t.players.map((p) => p.id).join("-"))).toEqual([
      "p0-p8",
      "p1-p9",
      "p2-p10",
      "p3-p11",
      "p4-p12",
      "p5-p13",
      "p6-p14",
      "p7-p15",
    ]);
    expect(result.trace).toEqual([
      `${ONE_DECK} — round 8, game 1; 16 players (nobody has left)`,
      ...kept,
      "P5: searched every pairing with partners at most 11 places apart (O(n·W·2^W), W = 12)",
      "P5: the guide's pairing had 4 rematch(es); this one has 0 → used instead",
      "P5: new pairs: p0 v p8; p1 v p9; p10 v p2; p11 v p3; p12 v p4; p13 v p5; p14 v p6; p15 v p7",
    ]);
  });

  it("P5: of ten pairs changed the first eight are named, then how many more (20 players)", () => {
    const { result } = split(10);
    expect(result.round).toBe(10);
    expect(result.trace.at(-2)).toBe(
      "P5: the guide's pairing had 5 rematch(es); this one has 0 → used instead",
    );
    expect(result.trace.at(-1)).toBe(
      "P5: new pairs: p0 v p10; p1 v p11; p12 v p2; p13 v p3; p14 v p4; p15 v p5; p16 v p6; p17 v p7; and 2 more",
    );
  });
});

// ---- Two-game allegiance rounds: which procedure pairs which game (A2, A3, A5, A7). ----

describe("pairNext: the allegiance procedure of each game", () => {
  const SW: EventSpec = { game: "swccg" };
  const DEC: EventSpec = { game: "swccg", rules: "swccg-decipher-6.99" };
  const dark = (id: string) => ({ id, side: "dark" as const });
  const light = (id: string) => ({ id, side: "light" as const });
  /** A Star Wars full win (S1) with sides. */
  const won = (round: number, game: number, w: { id: string }, l: { id: string }): GameRecord => ({
    round,
    game,
    players: [w, l],
    result: { end: "full", winner: w.id, lifeForce: 10 },
  });
  const g11 = [won(1, 1, dark("a"), light("b")), won(1, 1, dark("c"), light("d"))];
  const g12 = [won(1, 2, light("a"), dark("d")), won(1, 2, light("c"), dark("b"))];
  const traceOf = (games: GameRecord[], spec: EventSpec) => {
    const result = pairNext(scored(makeFile(["a", "b", "c", "d"], games, spec)));
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  const rules = (trace: readonly string[]) => trace.map((line) => line.slice(0, 3));
  /** The procedure's first line (after the header and any P2/A1 tie line). */
  const line = (trace: readonly string[], rule: string) => trace.find((l) => l.startsWith(rule)) ?? "";

  it("A2: game 1.1 shuffles (Players Committee), no A5 line", () => {
    const p = traceOf([], SW);
    expect([p.round, p.game]).toEqual([1, 1]);
    expect(line(p.trace, "A2:")).toMatch(
      /^A2: 4 cards shuffled by the event's seed; pairs 1–2, 3–4, …; coin toss: /,
    );
    expect(rules(p.trace)).not.toContain("A5:");
  });

  it("A5: game 2.1 of the Players Committee procedure is one pile in standings order, not a shuffle", () => {
    const p = traceOf([...g11, ...g12], SW);
    expect([p.round, p.game]).toEqual([2, 1]);
    expect(line(p.trace, "A5:")).toMatch(/^A5: one pile in standings order; pairs 1–2, 3–4, …; coin toss: /);
    expect(rules(p.trace)).not.toContain("A2:");
    expect(rules(p.trace)).not.toContain("A7:");
  });

  it("A7: game 2.1 of the Decipher procedure is piles A/B from the standings", () => {
    const p = traceOf([...g11, ...g12], DEC);
    expect(p.system).toBe("allegiance-decipher");
    expect(line(p.trace, "A7:")).toMatch(/^A7: piles A\/B from the standings pairs 1–2, 3–4, …; coin toss: /);
    expect(rules(p.trace)).not.toContain("A5:");
  });

  it("A1/A3: after game 1.1 the Decipher procedure pairs game 1.2 (two games a round), Dark pile v Light pile", () => {
    const p = traceOf(g11, DEC);
    expect([p.round, p.game]).toEqual([1, 2]);
    expect(line(p.trace, "A3:")).toMatch(/^A3: game 1\.2 — Dark pile \(2: /);
  });
});

describe("pairNext: sealed byes keep their side (D1), and only then is byeSides given", () => {
  const SEALED: EventSpec = { game: "swccg", type: "sealed" };
  it("D1: five sealed players: the one bye is given with his pile's side", () => {
    const result = pairNext(scored(makeFile(["a", "b", "c", "d", "e"], [], SEALED)));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.byes).toHaveLength(1);
    const [id] = result.value.byes;
    const side = result.value.byeSides?.[id!];
    expect(Object.keys(result.value.byeSides ?? {})).toEqual([id]);
    expect(["dark", "light"]).toContain(side);
  });

  it("D1: four sealed players: no bye, so no byeSides at all", () => {
    const result = pairNext(scored(makeFile(["a", "b", "c", "d"], [], SEALED)));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.byes).toEqual([]);
    expect("byeSides" in result.value).toBe(false);
  });
});

// ---- --final: who the F4 line names (players who left ahead of the second finalist, K1). ----

describe("pairNext --final: names only those who left while ahead on VP, then diff (R2 a drop, F4 a disqualification)", () => {
  // By hand (T1): a 2(+30), c 2(+20), d 0(−20), b 0(−30).
  const SWISS = [beat(1, "a", "b", 30), beat(1, "c", "d", 20)];
  const F4 = (names: string) =>
    `R2: ${names} dropped (no further pairings) → the next-highest takes the place`;
  const DQ = (names: string) => `F4: ${names} disqualified → the next-highest takes the place`;
  const final = (ids: string[], games: GameRecord[], status: EventSpec["status"]) => {
    const result = pairNext(scored(makeFile(ids, games, { ...ST, status })), { final: true });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  const f4Lines = (trace: readonly string[]) =>
    trace.filter((line) => line.endsWith("→ the next-highest takes the place"));

  it("F4: a and b left: a (2 VP) was ahead of the second finalist d (0, −20), b (0, −30) was not", () => {
    const p = final(["a", "b", "c", "d"], SWISS, { a: "dropped", b: "dropped" });
    expect([p.system, p.stage, p.round, p.game]).toEqual(["final-confrontation", "final", 2, 1]);
    expect(p.pairings.map((t) => t.players.map((s) => s.id))).toEqual([["c", "d"]]);
    expect(f4Lines(p.trace)).toEqual([F4("a")]);
  });

  it("F4: a and d left: d (0, −20) was level on VP with the second finalist b (0, −30) and ahead on diff", () => {
    const p = final(["a", "b", "c", "d"], SWISS, { a: "dropped", d: "disqualified" });
    expect(p.pairings.map((t) => t.players.map((s) => s.id))).toEqual([["c", "b"]]);
    expect(f4Lines(p.trace)).toEqual([F4("a"), DQ("d")]);
  });

  it("F4: a player who left exactly level with the second finalist (2(+30) each) is not named", () => {
    const games = [beat(1, "a", "b", 30), beat(1, "c", "d", 30), beat(1, "e", "f", 30)];
    const p = final(["a", "b", "c", "d", "e", "f"], games, { e: "dropped" });
    expect(p.pairings.flatMap((t) => t.players.map((s) => s.id)).sort()).toEqual(["a", "c"]);
    expect(f4Lines(p.trace)).toEqual([]);
  });

  it("F4: a player who left behind on VP is not named, however large his diff (e 2(+49) v c 4(+2))", () => {
    // By hand: a 4(+3), c 4(+2), e 2(+49), b 2(0), d 0(−3), f 0(−51).
    const games = [
      beat(1, "a", "b", 1),
      beat(1, "c", "d", 1),
      beat(1, "e", "f", 50),
      beat(2, "a", "d", 2),
      beat(2, "c", "f", 1),
      beat(2, "b", "e", 1),
    ];
    const p = final(["a", "b", "c", "d", "e", "f"], games, { e: "dropped" });
    expect(f4Lines(p.trace)).toEqual([]);
    expect(p.trace.at(-1)).toBe(
      "F1: Final Confrontation, the top two: a (#1) v c (#2); two games of 90 minutes",
    );
  });

  it("F1: before any Swiss game the Final Confrontation is round 1", () => {
    const result = pairNext(scored(makeFile(["a", "b"], [], ST)), { final: true });
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.round, result.value.game, result.value.pairings.length]).toEqual([1, 1, 1]);
  });

  it("F1: Young Jedi decks have sides, so its F1 line speaks of sides and the allegiance choice", () => {
    // By hand (Y1, 2(+cards in the winner's Draw Deck)): p1 4(+20), p3 2(+15), p2 2(−5), p4 0(−30).
    const yj = (
      game: number,
      w: string,
      wSide: "dark" | "light",
      l: string,
      drawDeck: number,
    ): GameRecord => ({
      round: 1,
      game,
      players: [
        { id: w, side: wSide },
        { id: l, side: wSide === "dark" ? "light" : "dark" },
      ],
      result: { end: "full", winner: w, drawDeck },
    });
    const games = [
      yj(1, "p1", "dark", "p2", 10),
      yj(1, "p3", "dark", "p4", 20),
      yj(2, "p1", "light", "p4", 10),
      yj(2, "p2", "dark", "p3", 5),
    ];
    const result = pairNext(scored(makeFile(["p1", "p2", "p3", "p4"], games, { game: "yj" })), {
      final: true,
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.trace.at(-1)).toBe(
      "F1: Final Confrontation, the top two: p1 (#1) v p3 (#2); two games of 90 minutes, one each side; p1, the higher seed, chooses his allegiance for game 1",
    );
  });
});

describe("pairNext --top-cut: rounds after the first, and a cut before any Swiss game", () => {
  // By hand (top-cut.test.ts): a 6(+42); c 4(+11); e 4(+1); d 2(−16); b 2(−24); f 0(−14).
  const players = SIX_PLAYER_SWISS.players;
  const swiss = [...SIX_PLAYER_SWISS.games];

  it("N2/R2: a semi-final loser who then dropped still holds his seed, so the bracket does not move", () => {
    // Semis a–d, c–e (round 4); d and c win; e drops: the final is c v d (round 5), not a new bracket.
    const semis = [
      { ...beat(4, "d", "a", 10), stage: "final" as const },
      { ...beat(4, "c", "e", 10), stage: "final" as const },
    ];
    const result = pairNext(
      scored(makeFile(players, [...swiss, ...semis], { ...ST, status: { e: "dropped" } })),
      {
        topCut: 4,
      },
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.round).toBe(5);
    expect(result.value.pairings.map((t) => t.players.map((p) => p.id).sort())).toEqual([["c", "d"]]);
  });

  it("N2: a top cut before any Swiss game starts at round 1", () => {
    const result = pairNext(scored(makeFile(["a", "b"], [], ST)), { topCut: 2 });
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.round, result.value.pairings.length]).toEqual([1, 1]);
  });
});

describe("pairNext --final reads the full standings (F2/F5), not the Swiss ones (K5 is for a top cut)", () => {
  it("F5: after FC game 1 (c beat a), a and c are no longer tied; only b and d (0(−30) each) are", () => {
    // Swiss by hand: a 2(+30), c 2(+30), b 0(−30), d 0(−30): two tied groups. Counting the FC game,
    // c is ahead of a (F2: more VP in the FC), so one group is left to order at random.
    const games = [
      beat(1, "a", "b", 30),
      beat(1, "c", "d", 30),
      { ...beat(2, "c", "a", 5), stage: "final" as const },
    ];
    const result = pairNext(scored(makeFile(["a", "b", "c", "d"], games, ST)), { final: true });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.trace).toEqual([
      "Final Confrontation (F1–F4; docs/rules.md §2)",
      "P2/A1: 1 group of exactly tied players ordered at random by the event's seed (largest 2)",
      "F1: Final Confrontation game 2 (90 minutes): c v a again",
    ]);
  });
});
