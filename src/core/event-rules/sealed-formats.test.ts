import { describe, expect, it } from "vitest";
import { isSealedFormatId, listSealedFormats, SEALED_FORMATS } from "./sealed-formats.js";

describe("R12 sealed formats catalogue (SW-PC Sealed Deck Formats)", () => {
  it("R12 lists the guide's ten formats in its order", () => {
    expect(listSealedFormats().map((f) => f.name)).toEqual([
      "Premiere Sealed",
      "OTSD Sealed",
      "OTSD Booster Draft",
      "JPOTSD Booster Draft",
      "EPP Overdrive",
      "Death Star II Sealed",
      "Death Star II Booster Draft",
      "Reflections II Booster Draft",
      "Reflections III Booster Draft",
      "Secret Squirrel",
    ]);
  });

  it("R12 EPP Overdrive: 1 Enhanced Premiere Pack, 30 card decks, 15 minute games, 4 games", () => {
    expect(SEALED_FORMATS["epp-overdrive"]).toMatchObject({
      productRequired: [{ count: 1, product: "Enhanced Premiere Pack" }],
      kind: "sealed",
      deckSize: 30,
      gameMinutes: 15,
      deckBuildingMinutes: 15,
      minimumGames: 4,
    });
  });

  it("R12 Death Star II Booster Draft: 3 Endor + 3 Death Star II packs; Reflections drafts bring six battlegrounds", () => {
    expect(
      SEALED_FORMATS["death-star-ii-booster-draft"].productRequired.reduce((n, p) => n + p.count, 0),
    ).toBe(6);
    expect(SEALED_FORMATS["death-star-ii-booster-draft"].boosterPacks).toBe(6);
    expect(SEALED_FORMATS["reflections-iii-booster-draft"].specialRules[0]).toContain(
      "six Tatooine, Coruscant and/or Naboo battleground locations",
    );
  });

  it("R12/F3 Secret Squirrel: no deck construction period, the deck is the product, the Final Confrontation is the top two", () => {
    expect(SEALED_FORMATS["secret-squirrel"]).toMatchObject({
      kind: "secret-squirrel",
      deckSize: null,
      deckBuildingMinutes: 0,
      finalConfrontation: "top-two",
    });
    expect(SEALED_FORMATS["jpotsd-booster-draft"].finalConfrontation).toBe("top-dark-vs-top-light");
  });

  it("R12/D1/F3: only Secret Squirrel's decks have no allegiance, and only its final is the top two (the one follows from the other)", () => {
    for (const format of Object.values(SEALED_FORMATS)) {
      expect(format.allegiance).toBe(format.id === "secret-squirrel" ? "none" : "fixed");
      expect(format.finalConfrontation).toBe(
        format.allegiance === "none" ? "top-two" : "top-dark-vs-top-light",
      );
    }
  });

  it("R12 every entry is keyed by its own id", () => {
    for (const [id, format] of Object.entries(SEALED_FORMATS)) expect(format.id).toBe(id);
    expect(isSealedFormatId("epp-overdrive")).toBe(true);
    expect(isSealedFormatId("draft")).toBe(false);
  });
});
