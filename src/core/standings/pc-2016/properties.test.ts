// Properties of K7 standings over random events: every tie group broken except by a coin flip,
// keys in order, and the result independent of the order players are listed in the file.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StandingRow } from "../types.js";
import { computePc2016Standings, type Pc2016Mode } from "./index.js";
import { makeTestEvent, type TestGame } from "./make-test-event.js";

interface RandomEvent {
  readonly ids: string[];
  readonly games: TestGame[];
  readonly dropped: string[];
  readonly diffs: number[];
}

/** Random Swiss events: each game number pairs the players still in at random, an odd one out gets a bye. */
const randomEvent: fc.Arbitrary<RandomEvent> = fc
  .record({
    size: fc.integer({ min: 2, max: 12 }),
    played: fc.integer({ min: 1, max: 8 }),
    seed: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
  })
  .map(({ size, played, seed }) => {
    let cursor = 0;
    const next = () => seed[cursor++ % seed.length]!;
    const ids = Array.from({ length: size }, (_, i) => `p${String(i).padStart(2, "0")}`);
    const dropped: string[] = [];
    const games: TestGame[] = [];
    const diffs: number[] = [];
    for (let number = 1; number <= played; number++) {
      if (next() % 7 === 0 && ids.length - dropped.length > 2)
        dropped.push(ids.find((id) => !dropped.includes(id))!);
      const active = ids
        .filter((id) => !dropped.includes(id))
        .sort((a, b) => (next() % 3) - 1 || a.localeCompare(b));
      for (let i = 0; i + 1 < active.length; i += 2) {
        const [a, b] = next() % 2 === 0 ? [active[i]!, active[i + 1]!] : [active[i + 1]!, active[i]!];
        games.push([number, a, b]);
        diffs.push(next() % 30);
      }
      if (active.length % 2 === 1) {
        games.push([number, active[active.length - 1]!]);
        diffs.push(0);
      }
    }
    return { ids, games, dropped, diffs };
  });

const rank = (event: RandomEvent, mode: Pc2016Mode, ids = event.ids) =>
  computePc2016Standings(
    makeTestEvent(ids, event.games, { dropped: event.dropped, diffs: event.diffs }),
    mode,
  ).rows;

const keysOf = (row: StandingRow, mode: Pc2016Mode) =>
  mode === "diff"
    ? [row.vp, row.diff]
    : [row.vp, row.tiebreaks["sos"], row.tiebreaks["sosDropped"], row.tiebreaks["opponentsSos"]];

describe.each(["sos", "diff"] as const)("K7 %s mode, properties over random events", (mode) => {
  it("ranks 1..n, sharing a rank only for a coin flip (K7 (d)) between players equal on every key", () => {
    fc.assert(
      fc.property(randomEvent, (event) => {
        const rows = rank(event, mode);
        expect(rows).toHaveLength(event.ids.length);
        rows.forEach((row, i) => {
          const previous = rows[i - 1];
          if (previous && previous.rank === row.rank) {
            expect(previous.decidedBy).toBe("coin flip");
            expect(keysOf(row, mode)).toEqual(keysOf(previous, mode));
            expect(previous.id < row.id).toBe(true);
          } else {
            expect(row.rank).toBe(i + 1);
            if (previous) expect(previous.decidedBy).not.toBe("coin flip");
          }
        });
      }),
    );
  });

  it("orders by VP, then SoS (SOS mode) or diff (DIFF mode), higher first", () => {
    fc.assert(
      fc.property(randomEvent, (event) => {
        const rows = rank(event, mode);
        const second = (row: StandingRow) => (mode === "sos" ? (row.tiebreaks["sos"] as number) : row.diff);
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1]!, rows[i]!];
          expect(a.vp).toBeGreaterThanOrEqual(b.vp);
          if (a.vp === b.vp) expect(second(a)).toBeGreaterThanOrEqual(second(b));
        }
      }),
    );
  });

  it("does not depend on the order the players are listed in", () => {
    fc.assert(
      fc.property(randomEvent, fc.nat(), (event, shift) => {
        const rotated = event.ids.map((_, i) => event.ids[(i + shift) % event.ids.length]!).reverse();
        expect(rank(event, mode, rotated)).toEqual(rank(event, mode));
      }),
    );
  });
});

describe("K7 adjusted VP over random events", () => {
  it("is at least ⌊R/2⌋ and at least the VP won (K7)", () => {
    fc.assert(
      fc.property(randomEvent, (event) => {
        const played = Math.max(...event.games.map(([number]) => number));
        for (const row of rank(event, "sos")) {
          expect(row.tiebreaks["adjustedVp"]).toBeGreaterThanOrEqual(Math.floor(played / 2));
          expect(row.tiebreaks["adjustedVp"]).toBeGreaterThanOrEqual(row.vp);
        }
      }),
    );
  });
});
