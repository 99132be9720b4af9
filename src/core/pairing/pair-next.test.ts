import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { pairNext, type PairOptions } from "./pair-next.js";
import { bye, makeFile, quit, scored, win, type EventSpec } from "./test-helpers.js";
import type { NextPairing } from "./types.js";

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const SW = "swccg";
const D = (id: string) => ({ id, side: "dark" as const });
const L = (id: string) => ({ id, side: "light" as const });

function next(players: string[], games: GameRecord[], spec: EventSpec = {}, options: PairOptions = {}) {
  return pairNext(scored(makeFile(players, games, spec)), options);
}

function nextOk(
  players: string[],
  games: GameRecord[],
  spec: EventSpec = {},
  options: PairOptions = {},
): NextPairing {
  const result = next(players, games, spec, options);
  if (!result.ok) throw new Error(`${result.error.code} ${result.error.field}: ${result.error.message}`);
  return result.value;
}

const seated = (p: NextPairing): string[] => p.pairings.flatMap((t) => t.players.map((s) => s.id));

describe("pairNext: which system applies (event.game + event.type + profile)", () => {
  it.each([
    [{ game: SW }, "allegiance-pc"],
    [{ game: SW, rules: "swccg-decipher-6.99" }, "allegiance-decipher"],
    [{ game: "yj" }, "allegiance-decipher"],
    [{ game: "stccg1e" }, "one-deck-swiss"],
    [{ game: "stccg2e", type: "junior" }, "one-deck-swiss"],
    [{ game: SW, type: "simple-swiss" }, "one-deck-swiss"],
    [{ game: SW, type: "sealed" }, "sealed-allegiance"],
    [{ game: "stccg1e", type: "sealed" }, "one-deck-swiss"],
    [{ game: "stccg1e", type: "elimination" }, "elimination"],
  ] as [EventSpec, string][])("%o → %s", (spec, system) => {
    expect(nextOk(ids(6), [], spec).system).toBe(system);
  });

  it("On the Edge is not paired here (docs/rules.md §2): a clear UNSUPPORTED_FORMAT", () => {
    const result = next(ids(6), [], { game: "ote" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("UNSUPPORTED_FORMAT");
  });
});

describe("pairNext: the next game", () => {
  const g11 = [win(SW, 1, 1, D("p1"), L("p2"), 1), win(SW, 1, 1, D("p3"), L("p4"), 2)];
  const g12 = [win(SW, 1, 2, L("p1"), D("p4"), 1), win(SW, 1, 2, L("p3"), D("p2"), 2)];

  it("A1: an empty event starts with round 1, game 1", () => {
    const p = nextOk(ids(4), []);
    expect([p.round, p.game]).toEqual([1, 1]);
  });

  it("A1: after game 1 of a round comes its game 2, then game 1 of the next round", () => {
    const afterOne = nextOk(ids(4), g11);
    expect([afterOne.round, afterOne.game]).toEqual([1, 2]);
    const afterTwo = nextOk(ids(4), [...g11, ...g12]);
    expect([afterTwo.round, afterTwo.game]).toEqual([2, 1]);
  });

  it("A3: in game 2 every player plays the side he did not play in game 1", () => {
    const p = nextOk(ids(4), g11);
    const sides = Object.fromEntries(p.pairings.flatMap((t) => t.players.map((s) => [s.id, s.side])));
    expect(sides).toEqual({ p1: "light", p3: "light", p2: "dark", p4: "dark" });
  });

  it("2.1: one-deck Swiss goes from round r to round r + 1", () => {
    const p = nextOk(ids(4), [win("stccg1e", 1, 1, "p1", "p2"), win("stccg1e", 1, 1, "p3", "p4")], {
      game: "stccg1e",
    });
    expect([p.round, p.game]).toEqual([2, 1]);
  });

  it("ROUND_NOT_COMPLETE: given results for tables 1 and 3 only, then pairing refuses and names table 2", () => {
    const games = [win("stccg1e", 1, 1, "p1", "p2", 1), win("stccg1e", 1, 1, "p5", "p6", 3)];
    const result = next(ids(6), games, { game: "stccg1e" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("ROUND_NOT_COMPLETE");
      expect(result.error.message).toContain("table 2");
    }
  });

  it("A1: allegiance rounds have games 1 and 2 only", () => {
    const result = next(ids(4), [{ ...win(SW, 1, 3, D("p1"), L("p2")) }]);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect([result.error.code, result.error.field, result.error.rule]).toEqual([
        "INVALID_FIELD",
        "games[0].game",
        "A1",
      ]);
  });
});

describe("pairNext: R2 drops, quits, disqualifications and late entries", () => {
  const games = [win("stccg1e", 1, 1, "p1", "p2"), quit(1, 1, "p3", "p4"), win("stccg1e", 1, 1, "p5", "p6")];

  it("given p2 dropped, p4 quit (S6) and p6 disqualified, and p7 entered late, then only p1, p3, p5, p7 are paired", () => {
    const p = nextOk(ids(7), games, {
      game: "stccg1e",
      status: { p2: "dropped", p6: "disqualified" },
      lateEntries: ["p7"],
    });
    expect(seated(p).sort()).toEqual(["p1", "p3", "p5", "p7"]);
    expect(p.byes).toEqual([]);
    expect(p.trace[0]).toContain("3 dropped, quit or disqualified, not paired (R2)");
  });

  it("given only one player is left, then NOTHING_TO_PAIR", () => {
    const result = next(ids(2), [win("stccg1e", 1, 1, "p1", "p2")], {
      game: "stccg1e",
      status: { p2: "dropped" },
    });
    expect(result.ok ? "ok" : result.error.code).toBe("NOTHING_TO_PAIR");
  });
});

describe("pairNext: docs/rules.md §2 seeded randomness", () => {
  it("same file and seed → same pairings; another seed → another first game", () => {
    const a = nextOk(ids(40), [], { seed: "one" });
    const b = nextOk(ids(40), [], { seed: "one" });
    const c = nextOk(ids(40), [], { seed: "two" });
    expect(b).toEqual(a);
    expect(seated(c)).not.toEqual(seated(a));
  });

  it("P1: the first game shuffles and says so in the trace", () => {
    const p = nextOk(ids(5), [], { game: "stccg1e" });
    expect(p.trace.some((line) => line.startsWith("P1: 5 cards shuffled"))).toBe(true);
    expect(p.byes).toHaveLength(1);
  });
});

describe("pairNext --final: Final Confrontation (docs/rules.md §2)", () => {
  const swiss = [
    win(SW, 1, 1, D("p1"), L("p2")),
    win(SW, 1, 1, D("p3"), L("p4")),
    win(SW, 1, 2, L("p1"), D("p4")),
    win(SW, 1, 2, L("p3"), D("p2")),
  ];

  it("F1: the top two; the higher seed chooses his allegiance for game 1, so no sides are printed", () => {
    const p = nextOk(ids(4), swiss, {}, { final: true });
    expect(p.stage).toBe("final");
    expect([p.round, p.game]).toEqual([2, 1]);
    expect(p.pairings).toHaveLength(1);
    expect(seated(p).sort()).toEqual(["p1", "p3"]);
    expect(p.pairings[0]!.players.every((s) => s.side === undefined)).toBe(true);
  });

  it("F1: after FC game 1, game 2 switches the recorded sides; after game 2, nothing is left to pair", () => {
    const fc1 = { ...win(SW, 2, 1, D("p3"), L("p1")), stage: "final" as const };
    const p = nextOk(ids(4), [...swiss, fc1], {}, { final: true });
    expect(p.game).toBe(2);
    expect(p.pairings[0]!.players).toEqual([
      { id: "p1", side: "dark" },
      { id: "p3", side: "light" },
    ]);
    const fc2 = { ...win(SW, 2, 2, D("p1"), L("p3")), stage: "final" as const };
    const done = next(ids(4), [...swiss, fc1, fc2], {}, { final: true });
    expect(done.ok ? "ok" : done.error.code).toBe("NOTHING_TO_PAIR");
  });

  it("F4: given a top player is disqualified, then the next-highest takes his place", () => {
    const p = nextOk(ids(4), swiss, { status: { p1: "disqualified" } }, { final: true });
    expect(seated(p)).toContain("p3");
    expect(seated(p)).not.toContain("p1");
    expect(p.trace.some((line) => line.startsWith("F4: p1"))).toBe(true);
  });

  it("F3: sealed Star Wars → the top Dark player against the top Light player, one game", () => {
    const games = [
      win(SW, 1, 1, D("p1"), L("p2")),
      win(SW, 1, 1, D("p3"), L("p4")),
      win(SW, 2, 1, D("p3"), L("p2")),
      win(SW, 2, 1, L("p4"), D("p1")),
      // D3: three games before the final. By hand: p3 6(+30), p4 4(+10), p1 2(−10), p2 0(−30).
      win(SW, 3, 1, D("p3"), L("p2")),
      win(SW, 3, 1, L("p4"), D("p1")),
    ];
    const p = nextOk(ids(4), games, { type: "sealed" }, { final: true });
    expect(p.pairings[0]!.players).toEqual([
      { id: "p3", side: "dark" },
      { id: "p4", side: "light" },
    ]);
  });

  it("F3: sealed Star Trek → the top two", () => {
    const games = [
      win("stccg1e", 1, 1, "p1", "p2"),
      win("stccg1e", 1, 1, "p3", "p4"),
      win("stccg1e", 2, 1, "p1", "p3"),
      win("stccg1e", 2, 1, "p2", "p4"),
      // D3: three games. By hand (T1, +60 a win): p1 6(+180), p3 4(+60), p2 2(−60), p4 0(−180).
      win("stccg1e", 3, 1, "p1", "p4"),
      win("stccg1e", 3, 1, "p3", "p2"),
    ];
    const p = nextOk(ids(4), games, { game: "stccg1e", type: "sealed" }, { final: true });
    expect(seated(p)).toEqual(["p1", "p3"]);
  });
});

describe("N2: single elimination and top cut", () => {
  const EL: EventSpec = { game: "stccg1e", type: "elimination" };

  it("given 6 players, then a bracket of 8 where the two top seeds get byes", () => {
    const p = nextOk(ids(6), [], EL);
    expect(p.pairings).toHaveLength(2);
    expect(p.byes).toHaveLength(2);
  });

  it("given round 1 is played, then the winners meet in bracket order; a dropped player's opponent advances", () => {
    const first = nextOk(ids(8), [], EL);
    const games = first.pairings.map((t, i) =>
      win("stccg1e", 1, 1, t.players[0]!.id, t.players[1]!.id, i + 1),
    );
    const second = nextOk(ids(8), games, EL);
    expect(second.round).toBe(2);
    const winners = first.pairings.map((t) => t.players[0]!.id);
    expect(second.pairings.map((t) => t.players.map((s) => s.id))).toEqual([
      [winners[0], winners[1]],
      [winners[2], winners[3]],
    ]);
    const dropped = nextOk(ids(8), games, { ...EL, status: { [winners[0]!]: "dropped" } });
    expect(dropped.byes).toEqual([winners[1]]);
  });

  it("given the final is played, then NOTHING_TO_PAIR names the champion", () => {
    const games: GameRecord[] = [win("stccg1e", 1, 1, "p1", "p2")];
    const result = next(["p1", "p2"], games, EL);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain("p1 won");
  });

  it("top cut of 4 after a Swiss: 1 v 4 and 2 v 3 in bracket order", () => {
    const swiss = [
      win("stccg1e", 1, 1, "p1", "p2"),
      win("stccg1e", 1, 1, "p3", "p4"),
      win("stccg1e", 1, 1, "p5", "p6"),
      bye(1, 1, "p7"),
    ];
    const p = nextOk(ids(7), swiss, { game: "stccg1e" }, { topCut: 4 });
    expect(p.system).toBe("top-cut");
    expect(p.pairings).toHaveLength(2);
    expect(p.stage).toBe("final");
  });

  it("N2: a top cut larger than the players still in is refused, not silently smaller (top 16 of 10)", () => {
    const swiss = [
      win("stccg1e", 1, 1, "p1", "p2"),
      win("stccg1e", 1, 1, "p3", "p4"),
      win("stccg1e", 1, 1, "p5", "p6"),
      bye(1, 1, "p7"),
    ];
    const result = next(ids(7), swiss, { game: "stccg1e" }, { topCut: 8 });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect([result.error.code, result.error.field, result.error.rule]).toEqual([
        "INVALID_FIELD",
        "topCut",
        "N2",
      ]);
  });
});

describe("pairNext after the Final Confrontation began: the next game is its next game (F1/F3)", () => {
  // By hand (S1, a full win 2(+10)): p1 and p3 won both Swiss games, 4(+20) each; p2, p4 0(−20).
  const swiss = [
    win(SW, 1, 1, D("p1"), L("p2")),
    win(SW, 1, 1, D("p3"), L("p4")),
    win(SW, 1, 2, L("p1"), D("p4")),
    win(SW, 1, 2, L("p3"), D("p2")),
  ];
  const fc1 = { ...win(SW, 2, 1, D("p1"), L("p3")), stage: "final" as const };
  const fc2 = { ...win(SW, 2, 2, D("p3"), L("p1")), stage: "final" as const };

  it("F1: given FC game 1 is in, when the next game is asked for plainly, then FC game 2, sides switched, exactly as --final", () => {
    const plain = nextOk(ids(4), [...swiss, fc1]);
    expect(plain).toEqual(nextOk(ids(4), [...swiss, fc1], {}, { final: true }));
    expect([plain.stage, plain.system, plain.round, plain.game]).toEqual([
      "final",
      "final-confrontation",
      2,
      2,
    ]);
    expect(plain.pairings[0]!.players).toEqual([
      { id: "p3", side: "dark" },
      { id: "p1", side: "light" },
    ]);
    expect(plain.trace).toContain(
      "F1: Final Confrontation game 2 (90 minutes), sides switched: p1 plays light, p3 plays dark",
    );
  });

  it("F1: given both FC games are in, when the next game is asked for, then nothing is left to pair, in words of no interface", () => {
    const result = next(ids(4), [...swiss, fc1, fc2]);
    expect(result).toEqual({
      ok: false,
      error: {
        code: "NOTHING_TO_PAIR",
        field: "games",
        rule: "F1",
        message: "the Final Confrontation's two games are in; F2 and F5 decide the places (see standings)",
      },
    });
  });

  it("F3: given the sealed FC's one game is in, when the next game is asked for, then nothing is left to pair", () => {
    // D3: three games, then the final. By hand: p3 6(+30), p4 4(+10) meet in the final (F3).
    const games = [
      win(SW, 1, 1, D("p1"), L("p2")),
      win(SW, 1, 1, D("p3"), L("p4")),
      win(SW, 2, 1, D("p3"), L("p2")),
      win(SW, 2, 1, L("p4"), D("p1")),
      win(SW, 3, 1, D("p3"), L("p2")),
      win(SW, 3, 1, L("p4"), D("p1")),
      { ...win(SW, 4, 1, L("p4"), D("p3")), stage: "final" as const },
    ];
    const result = next(ids(4), games, { type: "sealed" });
    expect(result.ok ? "paired" : [result.error.code, result.error.rule, result.error.message]).toEqual([
      "NOTHING_TO_PAIR",
      "F3",
      "the sealed Final Confrontation game is in; F5 decides the places (see standings)",
    ]);
  });
});
