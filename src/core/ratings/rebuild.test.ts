import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ResultsFile } from "../results-file/schema.js";
import { MAX_RATING, MIN_RATING, NO_LOSS_BELOW } from "./formula.js";
import { compareEvents, toRatingEvent, type RatingEvent } from "./rating-event.js";
import { rebuildRatings, type RatingsSnapshot } from "./rebuild.js";
import { deckOut, full, makeFile, trueTie } from "./test-files.js";

function toEvent(file: ResultsFile, id = file.event.date): RatingEvent {
  const event = toRatingEvent(file, id);
  if (!event.ok) throw new Error(event.error.message);
  return event.value;
}

function ratingsOf(snapshot: RatingsSnapshot, pool: "stccg1e/constructed" = "stccg1e/constructed") {
  return Object.fromEntries([...(snapshot.get(pool) ?? new Map())].map(([id, r]) => [id, r.rating]));
}

describe("L1–L5: two events, computed by hand", () => {
  // Event 1, K 16 (local). Everyone starts at 1500 (L1).
  //  A beats B (full): equal ratings, EW 0.5, PA 8 → A +8 = 1508; B is below 1600, no loss (L4).
  //  C beats D (deck-out, a modified win, T3): half of 8 → C +4 = 1504; D keeps 1500.
  //  A (1508) beats C (1504): X = 4/400, EW 0.4942, 16 × 0.4942 = 7.91 → PA 8; A is higher: +8 = 1516.
  //  B beats D (full): equal, +8 → B 1508.
  // Event 2, territorial, K 32: A (1516) beats B (1508): X = 8/400, EW 0.4885, 32 × 0.4885 = 15.63
  //  → PA 16; A is higher: +16 = 1532.
  const first = makeFile(
    { date: "2026-01-10" },
    ["A", "B", "C", "D"],
    [
      [1, ["A", "B"], full("A", "B")],
      [1, ["C", "D"], deckOut("C", "D")],
      [2, ["A", "C"], full("A", "C")],
      [2, ["B", "D"], full("B", "D")],
    ],
  );
  const second = makeFile(
    { date: "2026-02-01", options: { level: "territorial" } },
    ["A", "B"],
    [[1, ["A", "B"], full("A", "B")]],
  );

  it("gives A 1532, B 1508, C 1504, D 1500", () => {
    const { ratings } = rebuildRatings([toEvent(first), toEvent(second)]);
    expect(ratingsOf(ratings)).toEqual({ A: 1532, B: 1508, C: 1504, D: 1500 });
    expect(ratings.get("stccg1e/constructed")?.get("A")?.games).toBe(3);
  });

  it("explains every change", () => {
    const { history } = rebuildRatings([toEvent(first), toEvent(second)]);
    expect(history.filter((h) => h.player === "C").map((h) => [h.result, h.change, h.why])).toEqual([
      ["modified win", 4, "L2: 1500 vs 1500, K 16, EW 0.500, PA 8 → +4 (modified win: half of 8)"],
      ["loss", 0, "L2: 1504 vs 1508, K 16, EW 0.494, PA 8 → -8; L4: below 1600, no loss → 0"],
    ]);
    expect(history.at(-2)).toMatchObject({
      player: "A",
      opponent: "B",
      pool: "stccg1e/constructed",
      before: 1516,
      after: 1532,
      why: "L2: 1516 vs 1508, K 32, EW 0.488, PA 16 → +16",
    });
  });
});

describe("L1–L5: three events, computed by hand (K 128, K 16, K 64; ties, byes and quits)", () => {
  // Event 1 (options.k 128): A beats B: equal, PA 64, A +64 = 1564 (B: no loss, L4).
  //  C beats D: C 1564. A beats C: equal 1564, PA 64, A gains K − PA = 64 → 1628; C below 1600 keeps 1564.
  //  B beats D by deck-out: equal, half of 64 = 32 → B 1532.
  const e1 = makeFile(
    { date: "2026-03-01", options: { k: 128 } },
    ["A", "B", "C", "D"],
    [
      [1, ["A", "B"], full("A", "B")],
      [1, ["C", "D"], full("C", "D")],
      [2, ["A", "C"], full("A", "C")],
      [2, ["B", "D"], deckOut("B", "D")],
    ],
  );
  // Event 2 (local, K 16): D (1500) beats A (1628): X = 128/400 = 0.32, 10^0.32 = 2.0893,
  //  EW = 0.3237, 16 × 0.3237 = 5.18 → PA 5. D gains 16 − 5 = 11 → 1511; A (≥ 1600) loses 11 → 1617.
  //  C (1564) beats B (1532) by deck-out: X = 0.08, EW = 0.4541, 16 × 0.4541 = 7.27 → PA 7;
  //  C is higher: half of 7 = 3.5 → 4 (half up) → 1568; B keeps 1532 (L4).
  const e2 = makeFile(
    { date: "2026-03-08" },
    ["A", "B", "C", "D"],
    [
      [1, ["D", "A"], full("D", "A")],
      [1, ["C", "B"], deckOut("C", "B")],
    ],
  );
  // Event 3 (worlds, K 64): C (1568) beats A (1617): X = 49/400, EW = 0.4299, 64 × 0.4299 = 27.52
  //  → PA 28; C (lower) gains 64 − 28 = 36 → 1604; A (higher, ≥ 1600) loses K − PA = 36 → 1581.
  //  B–D a true tie: unrated (L4). E quits before play against D: unrated (L4). B has a bye: unrated.
  //  A (1581) beats C (1604) by deck-out: X = 23/400, 10^0.0575 = 1.1417, EW = 0.4669,
  //  64 × 0.4669 = 29.88 → PA 30; A (lower) gains half of 64 − 30 = 17 → 1598;
  //  C (higher, 1604 ≥ 1600) loses K − PA = 34 → 1570.
  const e3 = makeFile(
    { date: "2026-03-15", options: { level: "worlds" } },
    ["A", "B", "C", "D", "E"],
    [
      [1, ["C", "A"], full("C", "A")],
      [1, ["B", "D"], trueTie("B", "D")],
      [2, ["E", "D"], { end: "quit", quitter: "E", differential: 0, beforePlay: true }],
      [2, ["B"], { end: "bye" }],
      [2, ["A", "C"], deckOut("A", "C")],
    ],
  );

  it("gives A 1598, B 1532, C 1570, D 1511, and E no rating", () => {
    const { ratings } = rebuildRatings([e1, e2, e3].map((f) => toEvent(f)));
    expect(ratingsOf(ratings)).toEqual({ A: 1598, B: 1532, C: 1570, D: 1511 });
    const games = Object.fromEntries(
      [...ratings.get("stccg1e/constructed")!].map(([id, r]) => [id, r.games]),
    );
    expect(games).toEqual({ A: 5, B: 3, C: 5, D: 3 });
  });

  it("counts the unrated games of event 3 by reason", () => {
    expect(toEvent(e3).unrated).toEqual({ "true tie": 1, "quit before play": 1, bye: 1 });
  });

  it("L5: the same events in any order of import give the same ratings (date order)", () => {
    const events = [e3, e1, e2].map((f) => toEvent(f)).sort(compareEvents);
    expect(ratingsOf(rebuildRatings(events).ratings)).toEqual({ A: 1598, B: 1532, C: 1570, D: 1511 });
  });

  it("rebuilding from event 3 onward, from the ratings before it, equals the full rebuild", () => {
    const all = [e1, e2, e3].map((f) => toEvent(f));
    const before = rebuildRatings(all.slice(0, 2));
    const rest = rebuildRatings(all.slice(2), new Map(), before.ratings);
    expect(rest.ratings).toEqual(rebuildRatings(all).ratings);
  });

  it("merge OLD NEW: games of OLD count for NEW", () => {
    const renamed = makeFile(
      { date: "2026-03-08" },
      ["A", "B", "C", "Dee"],
      [
        [1, ["Dee", "A"], full("Dee", "A")],
        [1, ["C", "B"], deckOut("C", "B")],
      ],
    );
    const events = [e1, renamed, e3].map((f) => toEvent(f));
    expect(ratingsOf(rebuildRatings(events).ratings)).not.toEqual({ A: 1598, B: 1532, C: 1570, D: 1511 });
    const merged = rebuildRatings(events, new Map([["Dee", "D"]]));
    expect(ratingsOf(merged.ratings)).toEqual({ A: 1598, B: 1532, C: 1570, D: 1511 });
  });
});

describe("L1: which events are rated", () => {
  const games = [[1, ["A", "B"], full("A", "B")]] as const;
  it.each([
    [{ sanctioned: false }, "L1: not a sanctioned event (DEC I.C); kept, not rated"],
    [
      { type: "simple-swiss" as const },
      "L1: simple-swiss is a non-sanctioned format (DEC II.B); kept, not rated",
    ],
    [
      { type: "elimination" as const },
      "L1: elimination is a non-sanctioned format (DEC II.B); kept, not rated",
    ],
  ])("%j is kept with a note and not rated", (event, note) => {
    const rated = toEvent(makeFile({ date: "2026-01-01", ...event }, ["A", "B"], games));
    expect(rated.pool).toBeNull();
    expect(rated.note).toBe(note);
    expect(rebuildRatings([rated]).history).toEqual([]);
  });
  it("an event without `sanctioned` is not sanctioned", () => {
    const { sanctioned: _s, ...event } = makeFile({ date: "2026-01-01" }, ["A", "B"], games).event;
    const file = { ...makeFile({ date: "2026-01-01" }, ["A", "B"], games), event };
    expect(toEvent(file).pool).toBeNull();
  });
  it.each([
    ["constructed", "stccg1e/constructed"],
    ["sealed", "stccg1e/sealed"],
    ["junior", "stccg1e/junior"],
  ] as const)("DEC II.A: a sanctioned %s event counts in pool %s", (type, pool) => {
    expect(toEvent(makeFile({ date: "2026-01-01", type }, ["A", "B"], games)).pool).toBe(pool);
  });
  it("an invalid game refuses the event, naming the field", () => {
    const bad = makeFile({ date: "2026-01-01" }, ["A", "B"], [[1, ["A", "Z"], full("A", "Z")]]);
    const result = toRatingEvent(bad, "x");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe("games[0].players[1].id");
  });
});

// Properties over random seasons of events among a few players.
const playerIds = ["p1", "p2", "p3", "p4", "p5", "p6"];
const gameArb = fc
  .tuple(
    fc.integer({ min: 0, max: 5 }),
    fc.integer({ min: 1, max: 5 }),
    fc.constantFrom("full", "deck-out", "tie"),
  )
  .map(([a, step, end]) => {
    const w = playerIds[a]!;
    const l = playerIds[(a + step) % playerIds.length]!;
    const result = end === "full" ? full(w, l) : end === "deck-out" ? deckOut(w, l) : trueTie(w, l);
    return [1, [w, l], result] as const;
  });
const eventArb = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    k: fc.constantFrom(16, 32, 48, 64, 100, 250),
    games: fc.array(gameArb, { minLength: 1, maxLength: 12 }),
    name: fc.constantFrom("North", "South"),
  })
  .map(({ day, k, games, name }) =>
    makeFile({ date: `2026-05-${String(day).padStart(2, "0")}`, name, options: { k } }, playerIds, games),
  );
const seasonArb = fc
  .array(eventArb, { minLength: 1, maxLength: 8 })
  .map((files) => files.map((file, i) => toEvent(file, `id${i}`)));

describe("properties (L1–L5)", () => {
  it("the order in which files are imported does not change the result", () => {
    fc.assert(
      fc.property(seasonArb, fc.infiniteStream(fc.nat()), (events, noise) => {
        const shuffled = events
          .map((event) => ({ event, key: noise.next().value }))
          .sort((a, b) => a.key - b.key)
          .map(({ event }) => event);
        const a = rebuildRatings([...events].sort(compareEvents));
        const b = rebuildRatings(shuffled.sort(compareEvents));
        expect(b).toEqual(a);
      }),
    );
  });

  it("L4: a player below 1600 never loses points; L1: ratings stay within 0..3000; PA, K − PA whole", () => {
    fc.assert(
      fc.property(seasonArb, (events) => {
        for (const entry of rebuildRatings(events.sort(compareEvents)).history) {
          if (entry.before < NO_LOSS_BELOW) expect(entry.change).toBeGreaterThanOrEqual(0);
          expect(entry.after).toBeGreaterThanOrEqual(MIN_RATING);
          expect(entry.after).toBeLessThanOrEqual(MAX_RATING);
          expect(Number.isInteger(entry.change)).toBe(true);
          const pa = Number(/PA (\d+)/.exec(entry.why)?.[1]);
          const k = Number(/K (\d+)/.exec(entry.why)?.[1]);
          expect(Number.isInteger(pa) && Number.isInteger(k - pa)).toBe(true);
        }
      }),
    );
  });

  it("L5: rebuilding from any event onward, from the ratings before it, equals a full rebuild", () => {
    fc.assert(
      fc.property(seasonArb, fc.nat(), (events, cut) => {
        const sorted = events.sort(compareEvents);
        const at = cut % sorted.length;
        const before = rebuildRatings(sorted.slice(0, at));
        const after = rebuildRatings(sorted.slice(at), new Map(), before.ratings);
        const whole = rebuildRatings(sorted);
        expect(after.ratings).toEqual(whole.ratings);
        expect([...before.history, ...after.history]).toEqual(whole.history);
      }),
    );
  });
});
