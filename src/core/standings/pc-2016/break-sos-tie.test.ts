import { describe, expect, it } from "vitest";
import { breakSosTie, type UsedTiebreaks } from "./break-sos-tie.js";
import type { SosKeys } from "./sos-keys.js";
import { sumOf } from "./sos.js";
import type { PlayedGame } from "./tally.js";

interface Given {
  readonly entries: readonly number[];
  readonly opponentsSos?: number;
  /** Games against the other tied players: [opponent, winner]. */
  readonly met?: readonly (readonly [string, string])[];
}

/** SosKeys for players already equal on VP and SoS: only what K7 (a)–(c) read. */
function makeKeys(given: Record<string, Given>): SosKeys {
  const ids = Object.keys(given);
  const map = <T>(f: (g: Given, id: string) => T) => new Map(ids.map((id) => [id, f(given[id]!, id)]));
  const games = (g: Given): PlayedGame[] =>
    (g.met ?? []).map(([opponent, winner], i) => ({
      gameNumber: i + 1,
      opponents: [opponent],
      vp: 0,
      diff: 0,
      outcome: "full",
      winner,
    }));
  return {
    tally: { played: 8, players: map((g, id) => ({ id, games: games(g) })) },
    vp: map(() => 8),
    diff: map(() => 0),
    adjustedVp: map(() => 8),
    sosEntries: map((g) => g.entries),
    sos: map((g) => sumOf(g.entries)),
    opponentsSos: map((g) => g.opponentsSos ?? 0),
  };
}

function run(given: Record<string, Given>) {
  const used = new Map<string, UsedTiebreaks>(Object.keys(given).map((id) => [id, { sosDropped: [] }]));
  const tiers = breakSosTie(Object.keys(given), makeKeys(given), used);
  return { tiers, used };
}

describe("K7 SOS mode tiebreakers among players equal on VP and SoS", () => {
  it("(a) k = 1: the higher SoS without the lowest entry ranks higher", () => {
    const { tiers, used } = run({ p: { entries: [4, 4, 6] }, q: { entries: [2, 6, 6] } });
    expect(tiers).toEqual([{ ids: ["q"], decidedBy: "SoS without 1 lowest" }, { ids: ["p"] }]);
    expect(used.get("q")!.sosDropped).toEqual([12]);
    expect(used.get("p")!.sosDropped).toEqual([10]);
  });

  it("(a) only players still equal go on to k = 2; a player separated at k = 1 stays below", () => {
    const { tiers, used } = run({
      p: { entries: [2, 6, 6] },
      q: { entries: [4, 4, 6] },
      s: { entries: [2, 5, 7] },
    });
    expect(tiers).toEqual([
      { ids: ["s"], decidedBy: "SoS without 2 lowest" },
      { ids: ["p"], decidedBy: "SoS without 1 lowest" },
      { ids: ["q"] },
    ]);
    expect(used.get("s")!.sosDropped).toEqual([12, 7]);
    expect(used.get("p")!.sosDropped).toEqual([12, 6]);
    expect(used.get("q")!.sosDropped).toEqual([10]);
  });

  it("(a) a player with fewer entries (dropped) has 0 once all his entries are dropped", () => {
    const { tiers } = run({ d: { entries: [6, 6] }, f: { entries: [1, 1, 10] } });
    // k = 1: d 6, f 11 → f above d.
    expect(tiers.map((t) => t.ids)).toEqual([["f"], ["d"]]);
  });

  it("(b) opponents' SoS decides when every k leaves them equal", () => {
    const { tiers, used } = run({
      p: { entries: [2, 4, 6], opponentsSos: 70 },
      q: { entries: [2, 4, 6], opponentsSos: 76 },
    });
    expect(tiers).toEqual([{ ids: ["q"], decidedBy: "opponents' SoS" }, { ids: ["p"] }]);
    expect(used.get("p")!.sosDropped).toEqual([10, 6]);
    expect(used.get("p")!.headToHead).toBeUndefined();
  });

  it("(c) exactly two still tied: the one who won every game between them", () => {
    const { tiers, used } = run({
      p: { entries: [4, 4], met: [["q", "q"]] },
      q: { entries: [4, 4], met: [["p", "q"]] },
    });
    expect(tiers).toEqual([{ ids: ["q"], decidedBy: "head-to-head" }, { ids: ["p"] }]);
    expect(used.get("q")!.headToHead).toBe("won");
    expect(used.get("p")!.headToHead).toBe("lost");
  });

  it("(c) is not used for three still tied, even if one beat both others: (d) coin flip, shared place", () => {
    const beatsAll = {
      entries: [4, 4],
      met: [
        ["q", "p"],
        ["r", "p"],
      ] as const,
    };
    const { tiers, used } = run({ r: { entries: [4, 4] }, p: beatsAll, q: { entries: [4, 4] } });
    expect(tiers).toEqual([{ ids: ["p", "q", "r"] }]);
    expect(used.get("p")!.headToHead).toBeUndefined();
  });

  it("(d) two who never met (or split their games) stay tied for a coin flip, listed by ID", () => {
    expect(run({ z: { entries: [3, 3] }, a: { entries: [3, 3] } }).tiers).toEqual([{ ids: ["a", "z"] }]);
    const split = run({
      p: {
        entries: [3, 3],
        met: [
          ["q", "p"],
          ["q", "q"],
        ],
      },
      q: { entries: [3, 3] },
    });
    expect(split.tiers).toEqual([{ ids: ["p", "q"] }]);
    expect(split.used.get("p")!.headToHead).toBe("undecided");
  });
});
