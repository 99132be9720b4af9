// Before game 1 the TD is asked, never surprised: nobody checked in (R2) and R3's minimums for the
// players registered (DEC I.C: "a sanctioned tournament has a minimum of 8 players").
import { describe, expect, it } from "vitest";
import { firstPairingQuestion } from "./first-pairing.js";
import type { EventFile } from "../manage/context.js";

const file = (game: "swccg" | "stccg2e", statuses: ("registered" | "active" | "dropped")[]): EventFile => ({
  format: "handsdown-results",
  version: 1,
  event: { name: "x", date: "2026-05-04", game, type: "constructed", sanctioned: true },
  players: statuses.map((status, i) => ({ id: `p${i}`, status })),
  games: [],
});

describe("firstPairingQuestion", () => {
  it("asks when nobody is checked in", () => {
    expect(firstPairingQuestion(file("swccg", Array(8).fill("registered")))).toMatch(
      /^Nobody is checked in: all 8 registered players will be paired/,
    );
  });

  it("says nothing when check-in was used and R3 is met", () => {
    expect(
      firstPairingQuestion(file("swccg", ["active", "active", "active", "active", "registered"])),
    ).toBeNull();
  });

  it("a 5-player Star Trek event: R3's minimum of 8 players", () => {
    expect(firstPairingQuestion(file("stccg2e", Array(5).fill("active")))).toMatch(
      /cannot be sanctioned as it stands: 5 players; the minimum is 8 \(R3\)/,
    );
  });

  it("asks in the TD's words: the first game, not a game number (a Star Trek game is Round 1, game 1)", () => {
    expect(firstPairingQuestion(file("stccg2e", Array(5).fill("active")))).toMatch(
      /\n\nPair the first game anyway\?$/,
    );
  });

  it("a dropped player does not count", () => {
    expect(firstPairingQuestion(file("stccg2e", [...Array(8).fill("active"), "dropped"]))).toBeNull();
  });
});
