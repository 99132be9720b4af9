// An event extended result by result (`extendScoredEvent`, as the command pipeline does after each result)
// must give exactly the standings (§3) and pairings (§2) of the same event scored from scratch.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Result } from "../errors.js";
import { pairNext } from "../pairing/pair-next.js";
import { makeFile, playOut, quit, type EventSpec } from "../pairing/test-helpers.js";
import { makeRandom, type Random } from "../random.js";
import { extendScoredEvent, scoreEvent, type ScoredEvent } from "./score-event.js";
import type { GameRecord } from "../results-file/schema.js";
import { computeStandings } from "../standings/index.js";

const SYSTEMS: EventSpec[] = [
  { game: "stccg1e" },
  { game: "swccg" },
  { game: "swccg", rules: "swccg-decipher-6.99" },
  { game: "swccg", type: "sealed" },
];

function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code} at ${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** Standings and the next pairings (Swiss, and the Final Confrontation) of an event. */
function derived(event: ScoredEvent): unknown {
  return {
    standings: computeStandings(event),
    next: pairNext(event),
    final: pairNext(event, { final: true }),
  };
}

function expectSameAsFromScratch(event: ScoredEvent): void {
  const fresh = valueOf(scoreEvent(event.file));
  expect(event.games).toEqual(fresh.games);
  expect(derived(event)).toEqual(derived(fresh));
}

/** The next game's results, with now and then a quit (S6). */
function playNext(event: ScoredEvent, random: Random): GameRecord[] {
  const pairing = valueOf(pairNext(event));
  const played = playOut(event.file, pairing, random);
  const first = played[0];
  if (first && first.players.length === 2 && random.next() < 0.2) {
    const [w, q] = first.players;
    played[0] = { ...quit(pairing.round, pairing.game, w!, q!), table: first.table ?? 1 };
  }
  return played;
}

/** Extends `event` with `records` in random batches (one result at a time, or several). */
function extendInBatches(event: ScoredEvent, records: readonly GameRecord[], random: Random): ScoredEvent {
  let at = 0;
  let current = event;
  while (at < records.length) {
    const size = 1 + random.int(Math.min(4, records.length - at));
    current = valueOf(extendScoredEvent(current, records.slice(at, at + size)));
    at += size;
  }
  return current;
}

function simulate(spec: EventSpec, n: number, games: number, seed: string): void {
  const random = makeRandom(seed);
  const ids = Array.from({ length: n }, (_, i) => `p${i + 1}`);
  let event = valueOf(scoreEvent(makeFile(ids, [], { ...spec, seed })));
  for (let g = 0; g < games; g++) {
    if (!pairNext(event).ok) break;
    const played = playNext(event, random);
    const before = event;
    event = extendInBatches(event, played, random);
    expectSameAsFromScratch(event);
    if (random.next() < 0.3) {
      // A branch: the earlier version extended again with other results (a correction). Both
      // versions, which share the index's columns, must still derive what scratch derives.
      const other = extendInBatches(before, playNext(before, random), random);
      expectSameAsFromScratch(other);
      expectSameAsFromScratch(event);
      expectSameAsFromScratch(before);
    }
  }
  // F1/F5: the Final Confrontation's games are in the index too.
  const final = pairNext(event, { final: true });
  if (final.ok && final.value.pairings.length > 0) {
    event = extendInBatches(event, playOut(event.file, final.value, random), random);
    expectSameAsFromScratch(event);
  }
}

describe("extendScoredEvent (the live path, the command pipeline)", () => {
  it("property: standings (K1–K6, F5) and pairings (§2) of an event extended result by result equal those of the event scored from scratch", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SYSTEMS),
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (spec, n, games, seed) => {
          simulate(spec, n, games, seed);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("given a game that names an unregistered player (R2), then the error gives its position in the whole file", () => {
    const event = valueOf(scoreEvent(makeFile(["a", "b"], [], { game: "stccg1e" })));
    const extended = valueOf(
      extendScoredEvent(event, [{ round: 1, game: 1, players: [{ id: "a" }], result: { end: "bye" } }]),
    );
    const bad = extendScoredEvent(extended, [
      {
        round: 2,
        game: 1,
        players: [{ id: "a" }, { id: "zed" }],
        result: { end: "full", points: { a: 100, zed: 40 } },
      },
    ]);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.error).toMatchObject({
        code: "UNKNOWN_PLAYER",
        field: "games[1].players[1].id",
        rule: "R2",
      });
    expect(extended.file.games).toHaveLength(1); // the previous event is unchanged
  });
});
