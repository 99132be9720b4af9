// R4 (docs/rules.md): the clock of the game now paired, one function for the console and the CLI.
// SW-PC Timing: constructed games are 60 minutes; Final Confrontation – Constructed Deck: 90 each.
import { describe, expect, it } from "vitest";
import { computeGameClock } from "./game-clock.js";

describe("computeGameClock (R4, F1)", () => {
  const starWars = { game: "swccg", rules: "swccg-pc-2.3.6", type: "constructed" } as const;

  it("a Swiss game of Star Wars constructed: 60 minutes, labelled by round and game", () => {
    const clock = computeGameClock(starWars, { round: 2, game: 1, isFinal: false });
    expect(clock.label).toBe("Round 2 game 1");
    expect(clock.length).toMatchObject({ ok: true, value: { minutes: 60, rule: "R4" } });
  });

  it("Final Confrontation game 1: 90 minutes (F1), not the Swiss game's 60", () => {
    const clock = computeGameClock(starWars, { round: 3, game: 1, isFinal: true });
    expect(clock.label).toBe("Round 3 game 1 (final)");
    expect(clock.length).toMatchObject({ ok: true, value: { minutes: 90, rule: "F1" } });
  });

  it("before any pairing there is no label; On the Edge has no game length (the TD gives the minutes)", () => {
    expect(computeGameClock(starWars, undefined).label).toBeUndefined();
    const ote = computeGameClock({ game: "ote" }, { round: 1, game: 1, isFinal: false });
    expect(ote.length.ok).toBe(false);
  });
});
