// fast-check properties over random events (docs/rules.md §2, docs/architecture.md: "fast-check properties for pairing").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Side } from "../games.js";
import { makeRandom } from "../random.js";
import type { GameRecord, ResultsFile } from "../results-file/schema.js";
import { computeHistory, hasMet, type EventHistory } from "./history.js";
import { pairOneDeck } from "./one-deck.js";
import { pairNext } from "./pair-next.js";
import { historyFromMeetings, makeFile, playOut, quit, scored, type EventSpec } from "./test-helpers.js";
import type { NextPairing } from "./types.js";

const SYSTEMS: EventSpec[] = [
  { game: "swccg" },
  { game: "swccg", rules: "swccg-decipher-6.99" },
  { game: "stccg1e" },
  { game: "stccg1e", fewestRematches: true },
  { game: "swccg", type: "sealed" },
  { game: "swccg", type: "sealed", format: "secret-squirrel" },
];

function checkPairing(pairing: NextPairing, history: EventHistory, isGameTwo: boolean): void {
  const active = new Set([...history.players.values()].filter((p) => p.out === undefined).map((p) => p.id));
  const seats = pairing.pairings.flatMap((t) => t.players.map((s) => s.id));
  // Every player still in is paired exactly once or has the bye; nobody who left; nobody against himself.
  expect([...seats, ...pairing.byes].sort()).toEqual([...active].sort());
  for (const table of pairing.pairings) {
    expect(table.players).toHaveLength(2);
    expect(table.players[0]!.id).not.toBe(table.players[1]!.id);
    const [a, b] = table.players;
    if (a!.side !== undefined || b!.side !== undefined) expect(a!.side).not.toBe(b!.side);
  }
  const byesBefore = (id: string) => history.players.get(id)!.byes;
  // D2/R12: one-deck Swiss (Star Trek, and a Secret Squirrel deck without allegiance) seats no side.
  if (pairing.system === "one-deck-swiss")
    expect(pairing.pairings.flatMap((t) => t.players.filter((s) => s.side !== undefined))).toEqual([]);
  if (pairing.system === "one-deck-swiss" || (pairing.system.startsWith("allegiance") && !isGameTwo)) {
    // One bye at most (P4, A6) and only to a player with the fewest byes among those still in.
    expect(pairing.byes.length).toBe(active.size % 2);
    const fewest = Math.min(...[...active].map(byesBefore));
    for (const id of pairing.byes) expect(byesBefore(id)).toBe(fewest);
  } else {
    // Game 2 and sealed: one bye per player the larger pile has over the other (A1, D1).
    const sides = pairing.pairings.flatMap((t) => t.players.map((s) => s.side));
    const dark = sides.filter((s) => s === "dark").length;
    expect(dark).toBe(sides.length - dark);
    if (active.size % 2 === 1) expect(pairing.byes.length).toBeGreaterThanOrEqual(1);
    // Without drops, quits or late entries the piles differ by at most one: one bye at most.
    if (active.size === history.players.size) expect(pairing.byes.length).toBe(active.size % 2);
    if (pairing.byes.length > 1) expect(pairing.trace.join("\n")).toMatch(/bye/);
  }
}

/** Plays a whole random event and checks every pairing; drops, quits and late entries on the way. */
function simulate(spec: EventSpec, n: number, games: number, seed: string): void {
  const random = makeRandom(seed);
  const players = Array.from({ length: n }, (_, i) => `p${i + 1}`);
  let file: ResultsFile = makeFile(players, [], { ...spec, seed });
  const sidesInRound = new Map<string, Side[]>();
  for (let g = 0; g < games; g++) {
    if (g > 0 && random.next() < 0.3) {
      // R2: a drop, a disqualification and a late entry between games.
      const victim = file.players[random.int(file.players.length)]!;
      file = {
        ...file,
        players: file.players.map((p) =>
          p.id === victim.id ? { ...p, status: random.coin() ? "dropped" : "disqualified" } : p,
        ),
      };
      if (random.coin()) file = { ...file, players: [...file.players, { id: `late${g}`, lateEntry: true }] };
    }
    const event = scored(file);
    const history = computeHistory(event.file.players, event.games);
    const result = pairNext(event);
    if (!result.ok) {
      expect(result.error.code).toBe("NOTHING_TO_PAIR");
      return;
    }
    const pairing = result.value;
    expect(pairNext(event)).toEqual(result); // same seed, same pairings
    checkPairing(pairing, history, pairing.game === 2);
    if (pairing.system.startsWith("allegiance")) {
      // A1: a player who plays both games of a round plays one each side.
      if (pairing.game === 1) sidesInRound.clear();
      for (const s of pairing.pairings.flatMap((t) => t.players))
        sidesInRound.set(s.id, [...(sidesInRound.get(s.id) ?? []), s.side!]);
      if (pairing.game === 2)
        for (const sides of sidesInRound.values())
          if (sides.length === 2) expect(sides[0]).not.toBe(sides[1]);
    }
    let played: GameRecord[] = playOut(file, pairing, random);
    if (random.next() < 0.2 && played[0] && played[0].players.length === 2) {
      // S6: a quit; the quitter is not paired again.
      const [w, q] = played[0].players;
      played = [
        { ...quit(pairing.round, pairing.game, w!, q!), table: played[0].table ?? 1 },
        ...played.slice(1),
      ];
    }
    file = { ...file, games: [...file.games, ...played] };
  }
}

describe("pairing properties over random events (docs/rules.md §2, A1, P4, D1, R2)", () => {
  it("small events, 2–40 players, every system: each player still in is paired once or has the bye; byes and sides as the guides say", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SYSTEMS),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (spec, n, games, seed) => {
          simulate(spec, n, games, seed);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("large events, up to 500 players", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SYSTEMS),
        fc.integer({ min: 41, max: 500 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (spec, n, seed) => {
          simulate(spec, n, 5, seed);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe("P3 property: no rematch where the guide's walk avoids it", () => {
  function makeHistory(
    n: number,
    meetings: readonly [number, number][],
  ): { order: string[]; history: EventHistory } {
    return historyFromMeetings(n, meetings);
  }

  it("a rematch pair (a, b) only when a had met every player still unpaired below him", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 60 })
          .chain((n) =>
            fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: n * 4 })),
          ),
        ([n, meetings]) => {
          const { order, history } = makeHistory(n, meetings);
          const draft = pairOneDeck(order, history);
          const pos = new Map(order.map((id, i) => [id, i]));
          const partner = new Map<string, string>();
          for (const p of draft.pairs) {
            partner.set(p.a.id, p.b.id);
            partner.set(p.b.id, p.a.id);
          }
          for (const p of draft.pairs) {
            if (!hasMet(history, p.a.id, p.b.id)) continue;
            const at = pos.get(p.a.id)!;
            // Players below a who were still unpaired when a was walked: their partner is below a too (or none).
            const unpaired = order.slice(at + 1).filter((c) => {
              const mate = partner.get(c);
              return mate === undefined || pos.get(mate)! >= at;
            });
            for (const c of unpaired) expect(hasMet(history, p.a.id, c)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
