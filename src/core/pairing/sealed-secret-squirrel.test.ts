// R12 Secret Squirrel (SW-PC Sealed Deck Formats), paired as D2, worked by hand. The guide: "Product
// is not exchanged or drafted in this format"; "A deck consists of the product the player opens" (a
// Jabba's Palace sealed deck, Light and Dark cards both). D1's "players keep that allegiance … the
// Dark pile against the Light pile" cannot apply: nobody has an allegiance. So the event is paired as
// D2 pairs Star Trek sealed — a random first pairing (P1), then one-deck Swiss (P2–P4) — with no
// sides at the tables, and F3 meets the top two (final-secret-squirrel.test.ts).
import { describe, expect, it } from "vitest";
import { eventHasSides, SEALED_FORMAT_IDS } from "../event-rules/sealed-formats.js";
import type { GameRecord } from "../results-file/schema.js";
import { pairNext } from "./pair-next.js";
import { systemFor } from "./system.js";
import { bye, makeFile, scored } from "./test-helpers.js";
import type { NextPairing } from "./types.js";

const PLAYERS = ["a", "b", "c", "d", "e", "f", "g"];
const SQUIRREL = { game: "swccg", type: "sealed", format: "secret-squirrel" } as const;

/** S1: a full win with `left` cards in the winner's Life Force: 2(+left) / 0(−left); no sides. */
const full = (round: number, winner: string, loser: string, left: number): GameRecord => ({
  round,
  game: 1,
  players: [{ id: winner }, { id: loser }],
  result: { end: "full", winner, lifeForce: left },
});

function pair(games: readonly GameRecord[], spec: Parameters<typeof makeFile>[2] = SQUIRREL): NextPairing {
  const result = pairNext(scored(makeFile(PLAYERS, games, { seed: "jabba", ...spec })));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const tables = (p: NextPairing): string[] => p.pairings.map((t) => t.players.map((s) => s.id).join(" v "));

/** Game 1 by hand: a beats b by 20, c beats d by 15, e beats f by 10, g has the bye (2(+0)). */
const GAME_1 = [full(1, "a", "b", 20), full(1, "c", "d", 15), full(1, "e", "f", 10), bye(1, 1, "g")];

describe("R12 Secret Squirrel: no allegiance, so D2 (one-deck Swiss), not D1's piles", () => {
  it("given a Star Wars sealed event, when its format is Secret Squirrel, then it has no sides and is paired one-deck; every other format keeps D1", () => {
    for (const format of SEALED_FORMAT_IDS) {
      const event = { name: "x", date: "2026-01-01", ...SQUIRREL, format: undefined, options: { format } };
      const squirrel = format === "secret-squirrel";
      expect(eventHasSides(event)).toBe(!squirrel);
      expect(systemFor(event, "swccg-pc-2.3.6")).toEqual({
        ok: true,
        value: squirrel ? "one-deck-swiss" : "sealed-allegiance",
      });
    }
    // The format is the catalogue's for Star Wars sealed only (R12): constructed and Young Jedi keep sides.
    const constructed = {
      game: "swccg",
      type: "constructed",
      options: { format: "secret-squirrel" },
    } as const;
    expect(eventHasSides(constructed)).toBe(true);
    expect(eventHasSides({ game: "yj", type: "sealed", options: { format: "secret-squirrel" } })).toBe(true);
    expect(eventHasSides({ game: "stccg1e", type: "sealed" })).toBe(false);
  });

  it("given 7 players and no game yet (P1, D2), when game 1 is paired, then the tables are Star Trek sealed's for the same seed: no sides, the last card's bye, the trace citing Secret Squirrel and D2", () => {
    const squirrel = pair([]);
    // D2 is the same procedure for Star Trek sealed: same seed, same players → same tables.
    const trek = pair([], { game: "stccg1e", type: "sealed" });
    expect(squirrel.system).toBe("one-deck-swiss");
    expect(squirrel.pairings).toEqual(trek.pairings);
    expect(squirrel.byes).toEqual(trek.byes);
    expect(squirrel.pairings).toHaveLength(3);
    expect(squirrel.byes).toHaveLength(1);
    expect(squirrel.byeSides).toBeUndefined();
    for (const table of squirrel.pairings)
      for (const seat of table.players) expect(seat.side).toBeUndefined();
    expect(squirrel.trace.slice(0, 3)).toEqual([
      "one-deck Swiss (P1–P4, DEC II.A.i step 6; docs/rules.md §2) — round 1, game 1; 7 players (nobody has left)",
      'D2: Secret Squirrel (SW-PC Sealed Deck Formats, R12): "A deck consists of the product the player opens" and "Product is not exchanged", so no player keeps an allegiance: no Dark and Light piles (D1) and no sides at the tables; paired as D2: random first pairing (P1), then one-deck Swiss by standings (P2–P4)',
      "P1: 7 cards shuffled by the event's seed; pairs 1–2, 3–4, …; an odd last card gets the bye",
    ]);
    // The same event in another format is D1: one Dark and one Light player at every table.
    const otsd = pair([], { ...SQUIRREL, format: "otsd-sealed" });
    expect(otsd.system).toBe("sealed-allegiance");
    expect(otsd.pairings.every((t) => t.players.some((s) => s.side === "dark"))).toBe(true);
  });

  it("given game 1 (a 2(+20), c 2(+15), e 2(+10), g 2(+0) bye, f 0(−10), d 0(−15), b 0(−20)), when game 2 is paired (P2, P4), then a–c, e–g, f–d and b's bye", () => {
    // P2: 1–2, 3–4, 5–6 by standings; nobody has met his intended opponent (P3 idle). b, left over,
    // has had no bye (P4).
    const p = pair(GAME_1);
    expect([p.round, p.game]).toEqual([2, 1]);
    expect(tables(p)).toEqual(["a v c", "e v g", "f v d"]);
    expect(p.byes).toEqual(["b"]);
    expect(p.trace[1]).toMatch(/^D2: Secret Squirrel/);
    expect(p.trace.slice(2)).toEqual(["P4 bye: b is left over → bye"]);
    expect(p.trace.join("\n")).not.toMatch(/^D1:/m);
  });

  it("given game 2 (a beats c by 1, e beats g by 2, d beats f by 20, b's bye), when game 3 is paired (P3), then c, who had played d, meets g", () => {
    // Standings by hand (K1: VP, then diff): a 4(+21), e 4(+12), c 2(+14), d 2(+5), g 2(−2),
    // b 2(−20), f 0(−30). a–e; c's intended d is game 1's opponent → P3: the next lower he has not
    // played, g; then d–b; f, left over, has had no bye (P4). Byes so far: g, b, f — one each.
    const p = pair([
      ...GAME_1,
      full(2, "a", "c", 1),
      full(2, "e", "g", 2),
      full(2, "d", "f", 20),
      bye(2, 1, "b"),
    ]);
    expect([p.round, p.game]).toEqual([3, 1]);
    expect(tables(p)).toEqual(["a v e", "c v g", "d v b"]);
    expect(p.byes).toEqual(["f"]);
    expect(p.trace).toContain("P3: c (#3) had played d → paired with g (#5)");
  });

  it("given the leftover already had a bye (P4), when game 3 is paired, then the bye goes to the next player up without one, who gives the leftover his place", () => {
    // Game 2 as entered: a beats g by 30, b beats c by 5, d beats e by 6, f's bye. Standings by
    // hand: a 4(+50), c 2(+10), e 2(+4), d 2(−9), f 2(−10), b 2(−15), g 2(−30).
    // P2/P3: a–c; e's intended d is game 2's opponent and f game 1's → e–b; d–f; g left over.
    // P4: g had game 1's bye; next up, b has had none → b's bye, g takes his place: e–g (no rematch).
    const p = pair([
      ...GAME_1,
      full(2, "a", "g", 30),
      full(2, "b", "c", 5),
      full(2, "d", "e", 6),
      bye(2, 1, "f"),
    ]);
    expect(tables(p)).toEqual(["a v c", "e v g", "d v f"]);
    expect(p.byes).toEqual(["b"]);
    expect(p.trace).toContain("P3: e (#3) had played d, f → paired with b (#6)");
    expect(p.trace).toContain(
      "P4 bye: g is left over but has already had 1 bye → the bye goes to b, the nearest player who has had none; g takes his place against e",
    );
  });
});
