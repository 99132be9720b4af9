import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countRematches, EXACT_LIMIT, pairFewestRematches, windowFor } from "./fewest-rematches.js";
import type { EventHistory } from "./history.js";
import { hasMet } from "./history.js";
import { pairOneDeck } from "./one-deck.js";
import { pairNext } from "./pair-next.js";
import { historyFromMeetings, makeFile, scored, win } from "./test-helpers.js";

/** A history straight from a list of meetings and bye counts (no files: fast for properties). */
function makeHistory(
  n: number,
  meetings: readonly [number, number][],
  byes: readonly number[],
): { order: string[]; history: EventHistory } {
  return historyFromMeetings(n, meetings, byes);
}

/** The exhaustive optimum: fewest rematches over every pairing, the bye only to a player with the fewest byes (P4). */
function bruteForceFewest(order: readonly string[], history: EventHistory): number {
  const fewestByes = Math.min(...order.map((id) => history.players.get(id)!.byes));
  const met = (a: string, b: string) => hasMet(history, a, b);
  let best = Number.POSITIVE_INFINITY;
  const walk = (rest: readonly string[], rematches: number, byeGiven: boolean): void => {
    if (rematches >= best) return;
    if (rest.length === 0) {
      best = rematches;
      return;
    }
    const [first, ...others] = rest as [string, ...string[]];
    if (!byeGiven && rest.length % 2 === 1 && history.players.get(first)!.byes === fewestByes)
      walk(others, rematches, true);
    others.forEach((partner, i) =>
      walk(
        [...others.slice(0, i), ...others.slice(i + 1)],
        rematches + (met(first, partner) ? 1 : 0),
        byeGiven,
      ),
    );
  };
  walk(order, 0, order.length % 2 === 0);
  return best;
}

const smallEvent = fc.integer({ min: 2, max: 10 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    meetings: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: n * 3 }),
    byes: fc.array(fc.nat(2), { minLength: n, maxLength: n }),
  }),
);

describe("P5: fewest rematches", () => {
  it("the window is the whole event up to EXACT_LIMIT players, so the search is exact there", () => {
    expect(windowFor(10)).toBe(10);
    expect(windowFor(EXACT_LIMIT)).toBe(EXACT_LIMIT);
    expect(windowFor(4096)).toBe(10);
  });

  it("property: on events of ≤ 10 players it finds no more rematches than the exhaustive optimum, and never more than the guide (P3)", () => {
    fc.assert(
      fc.property(smallEvent, ({ n, meetings, byes }) => {
        const { order, history } = makeHistory(n, meetings, byes);
        const found = pairFewestRematches(order, history)!;
        const optimum = bruteForceFewest(order, history);
        expect(countRematches(found.pairs, history)).toBeLessThanOrEqual(optimum);
        expect(countRematches(found.pairs, history)).toBeLessThanOrEqual(
          countRematches(pairOneDeck(order, history).pairs, history),
        );
        // P4: every player once; the bye only to a player with the fewest byes.
        const seen = [...found.pairs.flatMap((p) => [p.a.id, p.b.id]), ...found.byes].sort();
        expect(seen).toEqual([...order].sort());
        const fewest = Math.min(...byes.slice(0, n));
        for (const id of found.byes) expect(history.players.get(id)!.byes).toBe(fewest);
      }),
      { numRuns: 300 },
    );
  });

  it("given no rematch is needed, then P5 gives the guide's order 1–2, 3–4, the bye at the bottom", () => {
    const { order, history } = makeHistory(5, [], []);
    const found = pairFewestRematches(order, history)!;
    expect(found.pairs.map((p) => `${p.a.id}-${p.b.id}`)).toEqual(["p0-p1", "p2-p3"]);
    expect(found.byes).toEqual(["p4"]);
  });

  it("given 3 has played 4 at the bottom (P3 keeps it, a rematch), then P5 pairs 1–3, 2–4 and the trace says so", () => {
    const players = ["p1", "p2", "p3", "p4"];
    const games = [win("stccg1e", 1, 1, "p3", "p4")];
    // p1 and p2 entered after game 1 (R2): marked, or pairing would wait for their table.
    const late = ["p1", "p2"];
    const order = { groups: [["p1"], ["p2"], ["p3"], ["p4"]] };
    const tables = (result: ReturnType<typeof pairNext>) =>
      result.ok ? result.value.pairings.map((t) => t.players.map((s) => s.id).join("-")) : result.error;
    expect(
      tables(pairNext(scored(makeFile(players, games, { game: "stccg1e", lateEntries: late })), order)),
    ).toEqual(["p1-p2", "p3-p4"]);
    const p5 = pairNext(
      scored(makeFile(players, games, { game: "stccg1e", fewestRematches: true, lateEntries: late })),
      order,
    );
    expect(tables(p5)).toEqual(["p1-p3", "p2-p4"]);
    expect(
      p5.ok &&
        p5.value.trace.some((line) =>
          line.startsWith("P5: the guide's pairing had 1 rematch(es); this one has 0 → used instead"),
        ),
    ).toBe(true);
  });

  it("given the guide's pairing has no rematch, then P5 leaves it unchanged and says so", () => {
    const players = ["p1", "p2", "p3", "p4"];
    const event = scored(
      makeFile(players, [win("stccg1e", 1, 1, "p1", "p2")], {
        game: "stccg1e",
        fewestRematches: true,
        lateEntries: ["p3", "p4"],
      }),
    );
    const result = pairNext(event, { groups: [["p1"], ["p3"], ["p2"], ["p4"]] });
    expect(result.ok && result.value.trace.at(-1)).toBe("P5: the guide's pairing has no rematch → unchanged");
  });
});
