// Each game shows only what applies to it (R10, R11, R12 and K7 are Star Wars Players Committee
// rules; On the Edge has no Swiss games before a Final Confrontation).
import { describe, expect, it } from "vitest";
import { eventFeatures } from "./event-features.js";

describe("eventFeatures", () => {
  it("On the Edge: no Star Wars tiebreaks, no planned Swiss games, no Championship Level, prizes or draft", () => {
    expect(eventFeatures("ote", "ote-1.2", "ote")).toEqual({
      isTiebreakChoice: false,
      hasChampionship: false,
      hasPlannedSwissGames: false,
      hasDraft: false,
    });
  });

  it("Star Wars sealed under the Players Committee guide: everything", () => {
    expect(eventFeatures("swccg", "swccg-pc-2.3.6", "constructed").hasDraft).toBe(false);
    expect(eventFeatures("swccg", "swccg-pc-2.3.6", "sealed")).toEqual({
      isTiebreakChoice: true,
      hasChampionship: true,
      hasPlannedSwissGames: true,
      hasDraft: true,
    });
  });

  it("Star Wars under Decipher's guide: no Championship Level (a Players Committee notion)", () => {
    expect(eventFeatures("swccg", "swccg-decipher-6.99", "constructed").hasChampionship).toBe(false);
  });

  it("Star Trek and Young Jedi: Swiss games, the guide's tiebreaks only", () => {
    for (const [game, rules] of [
      ["stccg2e", "stccg-opg-2014"],
      ["yj", "yj-decipher-6.99"],
    ] as const)
      expect(eventFeatures(game, rules, "constructed")).toEqual({
        isTiebreakChoice: false,
        hasChampionship: false,
        hasPlannedSwissGames: true,
        hasDraft: false,
      });
  });
});
