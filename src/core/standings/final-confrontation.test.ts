// F2 and F5 (SW-PC Ending the Tournament), hand-worked Final Confrontations whose
// assertions are the final *order*. In every case the loser of the FC is the higher Swiss seed, so
// a test passes only if F2 decided, and each case is built so the step before it is level.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../results-file/schema.js";
import { makeEvent, order, standingsOf, win } from "./test-event.js";

type Game = Omit<GameRecord, "round" | "game"> & Partial<GameRecord>;

const timed = (a: string, b: string, la: number, lb: number, extra: Partial<GameRecord> = {}): Game => ({
  players: [{ id: a }, { id: b }],
  result: { end: "time", lifeForce: { [a]: la, [b]: lb } },
  ...extra,
});

const fc = (game: number, g: Game): Game => ({ ...g, round: 10, game, stage: "final" });

/**
 * Swiss, one game per round (rounds 1–4): b beats c (+15) and d (+5); a beats c (+10) and loses
 * to d (+3 for d). Swiss by hand: b 4(+20), a 2(+7), d 2(-2), c 0(-25) → b, a, d, c.
 */
const swiss: Game[] = [win("b", "c", 15), win("b", "d", 5), win("a", "c", 10), win("d", "a", 3)];
const players = ["a", "b", "c", "d"];

describe("F2: the Final Confrontation orders the top two; F5: the others keep their Swiss places", () => {
  it("K1 Swiss order without a final: b, a, d, c", () => {
    expect(order(standingsOf(makeEvent(players, swiss)))).toEqual(["1:b", "2:a", "3:d", "4:c"]);
  });

  it("F2 step 1: more VP in the FC — a full win and a loss on time: a 2 VP, b 1 VP → a first", () => {
    // a full win with 8 → a 2(+8); b modified win 20 to 5 → b 1(+20) (S3). b has more FC diff,
    // so only the VP step puts a first.
    const rows = standingsOf(
      makeEvent(players, [...swiss, fc(1, win("a", "b", 8)), fc(2, timed("b", "a", 20, 5))]),
    );
    expect(order(rows)).toEqual(["1:a", "2:b", "3:d", "4:c"]);
  });

  it("F2 step 2: the FC split 1–1 on VP (two timed wins) → more FC differential: a +2 beats b -2", () => {
    // a 8 to 3 on time → a 1(+8), b 0(-8); b 6 to 2 on time → b 1(+6), a 0(-6).
    // VP 1 and 1; diff a +8-6 = +2, b +6-8 = -2 → a first, although b is the Swiss seed.
    const rows = standingsOf(
      makeEvent(players, [...swiss, fc(1, timed("a", "b", 8, 3)), fc(2, timed("b", "a", 6, 2))]),
    );
    expect(order(rows)).toEqual(["1:a", "2:b", "3:d", "4:c"]);
  });

  it("F2 step 2: full wins each way, 15 and 10 → a +5, b -5 → a first", () => {
    const rows = standingsOf(
      makeEvent(players, [...swiss, fc(1, win("a", "b", 15)), fc(2, win("b", "a", 10))]),
    );
    expect(order(rows)).toEqual(["1:a", "2:b", "3:d", "4:c"]);
  });

  it("F2 step 3: level on FC VP and diff → the highest single-game differential win decides", () => {
    // FC 12 each way: VP 2–2, diff 0–0. Highest winning diff, FC games included: a max(10, 12)
    // = 12, b max(15, 5, 12) = 15 → b first.
    const rows = standingsOf(
      makeEvent(players, [...swiss, fc(1, win("a", "b", 12)), fc(2, win("b", "a", 12))]),
    );
    expect(order(rows)).toEqual(["1:b", "2:a", "3:d", "4:c"]);
    // The same with a's Swiss win at +20 (the c game): a max(20, 12) = 20 > b's 15 → a first.
    const swiss20 = swiss.map((g, i) => (i === 2 ? win("a", "c", 20) : g));
    const flipped = standingsOf(
      makeEvent(players, [...swiss20, fc(1, win("a", "b", 12)), fc(2, win("b", "a", 12))]),
    );
    expect(order(flipped)).toEqual(["1:a", "2:b", "3:d", "4:c"]);
  });

  it("F2 step 3, Decision: FC wins count as single-game wins — a's FC +30 levels b's Swiss +15", () => {
    // FC 30 each way: VP 2–2, diff 0–0. Highest winning diff with the FC games: a 30, b 30 →
    // level → F2 step 4 (random). Without the FC games it would be b (Swiss +15 over a's +10).
    const rows = standingsOf(
      makeEvent(players, [...swiss, fc(1, win("a", "b", 30)), fc(2, win("b", "a", 30))]),
    );
    expect(rows[0]!.decidedBy).toBe("F2 random");
    expect(order(rows).slice(2)).toEqual(["3:d", "4:c"]);
  });

  it("F2 step 4: random between exact equals — both orders happen across seeds, the top two are always a and b", () => {
    const tops = new Set<string>();
    for (let seed = 0; seed < 24; seed++) {
      const file = makeEvent(players, [...swiss, fc(1, win("a", "b", 30)), fc(2, win("b", "a", 30))]);
      const rows = standingsOf({ ...file, event: { ...file.event, seed: `fc-${seed}` } });
      expect(
        rows
          .slice(0, 2)
          .map((r) => r.id)
          .sort(),
      ).toEqual(["a", "b"]);
      tops.add(rows[0]!.id);
    }
    expect([...tops].sort()).toEqual(["a", "b"]);
  });

  it("F5: the FC winner is first, the loser second, the rest in Swiss order — even a Swiss third in the FC", () => {
    // If the FC was played by a and d (d replaced b, F4), b follows them in third.
    const rows = standingsOf(
      makeEvent(players, [...swiss, fc(1, win("d", "a", 5)), fc(2, win("d", "a", 5))]),
    );
    expect(order(rows)).toEqual(["1:d", "2:a", "3:b", "4:c"]);
  });
});
