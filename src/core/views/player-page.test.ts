// A player's page reads his own table of the current pairing without building the whole
// pairing's view: it must still be exactly the table GET …/pairings shows him (one writer of a
// table's JSON, pairings.ts), his side and opponent, or his bye (S5).
import { describe, expect, it } from "vitest";
import { fold } from "../evolve.js";
import { created, registered, reportAll, run } from "../tournament/test-helpers.js";
import { toPairingsView } from "./pairings.js";
import { toPlayerView } from "./player-page.js";

describe("toPlayerView", () => {
  it("shows each player the table, side and opponent the pairings view shows, or his bye", () => {
    // Five players: two tables and a bye (S5); game 2 after game 1's results, with the first table reported.
    const start = fold([created(), ...registered("a", "b", "c", "d", "e")]);
    const game1 = run(start, { type: "PairNextGame" }).state;
    const game2 = run(run(game1, ...reportAll(game1)).state, { type: "PairNextGame" }).state;
    const state = run(game2, reportAll(game2)[0]!).state;
    const pairings = toPairingsView(state);
    let byes = 0;
    for (const id of ["a", "b", "c", "d", "e"]) {
      const page = toPlayerView(state, "hoth", id);
      const table = pairings.pairings.find((t) => t.players.some((seat) => seat.id === id));
      expect(page.table).toEqual(table ?? null);
      expect(page.bye).toBe(pairings.byes.includes(id));
      if (page.bye) byes += 1;
      expect(page.side).toBe(table?.players.find((seat) => seat.id === id)?.side ?? null);
      expect(page.opponents.map((o) => o.id)).toEqual(
        (table?.players ?? []).filter((seat) => seat.id !== id).map((seat) => seat.id),
      );
      expect(page.round).toBe(pairings.round);
      expect(page.games.length).toBe(2);
    }
    expect(byes).toBe(1);
    // The reported table carries its result and standing, as on the pairings view.
    expect(pairings.pairings.some((t) => t.isStanding)).toBe(true);
  });
});
