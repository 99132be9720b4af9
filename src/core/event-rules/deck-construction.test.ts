// Deck construction for the Decipher games (R7, R12), worked by hand from the documents' words.
import { describe, expect, it } from "vitest";
import { checkNamedDeckList, computeDeckRules, type DeckConstructionInput } from "./deck-construction.js";

function verdict(text: string, input: DeckConstructionInput) {
  const result = checkNamedDeckList(text, input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** `n` filler lines of distinct cards, one copy each. */
const filler = (n: number): string => Array.from({ length: n }, (_, i) => `1x Card ${i + 1}`).join("\n");

const trek: DeckConstructionInput = { game: "stccg1e", type: "constructed", sanctioning: "decipher" };
const starWars: DeckConstructionInput = { game: "swccg", type: "constructed", sanctioning: "pc" };

describe("DEC II.A: the one banned card of sanctioned Decipher play", () => {
  // DEC II.A: "In sanctioned Decipher tournaments there are no restricted or banned cards, with the
  // sole exception of the banned Star Trek CCG card, "Raise The Stakes"."
  it("R7: a Star Trek deck with 1x Raise The Stakes is not legal, named with DEC's words", () => {
    const out = verdict(`${filler(30)}\n1x Raise the Stakes`, trek);
    expect(out.legal).toBe(false);
    expect(out.rejected).toEqual([
      expect.objectContaining({
        line: 31,
        name: "Raise The Stakes",
        copies: 1,
        rule: "R7",
        source: "DEC II.A",
      }),
    ]);
  });

  it("R7: nothing else is banned there, and no document gives a Star Trek constructed deck a size", () => {
    expect(verdict(filler(35), trek)).toMatchObject({ legal: true, size: null, rejected: [] });
  });
});

describe("SW-PC: the Hyperroute Navigation Chart and the constructed deck size", () => {
  // SW-PC General Tournament Rules: "Cards - Hyperroute Navigation Chart – This card is a game aid
  // only and is not legal for inclusion in any deck." Supported Formats: "A player uses two 60 card decks".
  it("R7: a 60-card deck with the chart is not legal; without it, it is", () => {
    const out = verdict(`${filler(59)}\n1x Hyperroute Navigation Chart`, starWars);
    expect(out.legal).toBe(false);
    expect(out.rejected[0]).toMatchObject({
      name: "Hyperroute Navigation Chart",
      source: "SW-PC General Tournament Rules – Cards – Hyperroute Navigation Chart",
    });
    expect(verdict(filler(60), starWars)).toMatchObject({ legal: true, cards: 60 });
  });

  it("R7: 59 or 61 cards is not a 60 card deck", () => {
    expect(verdict(filler(59), starWars)).toMatchObject({ legal: false, cards: 59, size: { cards: 60 } });
    expect(verdict(`${filler(59)}\n2x Card 1`, starWars).legal).toBe(false);
  });

  // SW-PC Classic Format Ban List: "All cards with an Episode 1 icon; All cards with a Maintenance Cost".
  it("R7: Classic's ban needs card data: listed as not checked; cards the TD names are rejected", () => {
    const out = verdict(`${filler(59)}\n1x Qui-Gon Jinn`, {
      ...starWars,
      isClassic: true,
      banned: ["Qui-Gon Jinn"],
    });
    expect(out.needsCardData.map((n) => n.source)).toContain(
      "SW-PC Alternate Formats – Classic Format Ban List",
    );
    expect(out.rejected).toEqual([
      expect.objectContaining({ name: "Qui-Gon Jinn", source: "the tournament director" }),
    ]);
  });
});

describe("R12: the sealed formats' deck sizes", () => {
  // DEC II.A.iii step 5: "For Star Wars CCG, this deck is to be a 40 card deck. For Star Trek CCG,
  // this deck is to follow the 30/30 deck-building rule. For Young Jedi, this deck is to be a 60 card
  // deck following the 6x10 deck construction rule."
  it("R12: Decipher sealed — Star Wars 40, Young Jedi 60 (6x10 needs card data), Star Trek 30/30 needs card data", () => {
    const sw = verdict(filler(40), { game: "swccg", type: "sealed", sanctioning: "decipher" });
    expect(sw).toMatchObject({ legal: true, size: { cards: 40, source: "DEC II.A.iii step 5" } });
    const yj = verdict(filler(40), { game: "yj", type: "sealed", sanctioning: "decipher" });
    expect(yj).toMatchObject({ legal: false, size: { cards: 60 } });
    expect(yj.needsCardData[0]!.what).toContain("6x10");
    const st = verdict(filler(60), { game: "stccg1e", type: "sealed", sanctioning: "decipher" });
    expect(st.size).toBeNull();
    expect(st.needsCardData[0]!.what).toContain("30/30");
  });

  // SW-PC EPP Overdrive: "30 card decks should be built."
  it("R12: SW-PC sealed — EPP Overdrive 30, Premiere Sealed 40, Secret Squirrel no size (the product opened)", () => {
    const pcSealed = (format: DeckConstructionInput["format"]) =>
      ({ game: "swccg", type: "sealed", sanctioning: "pc", format }) as const;
    expect(verdict(filler(30), pcSealed("epp-overdrive"))).toMatchObject({
      legal: true,
      size: { cards: 30 },
    });
    expect(verdict(filler(30), pcSealed("premiere-sealed"))).toMatchObject({
      legal: false,
      size: { cards: 40 },
    });
    const squirrel = verdict(filler(47), pcSealed("secret-squirrel"));
    expect(squirrel).toMatchObject({ legal: true, size: null });
    expect(squirrel.needsCardData.map((n) => n.source)).toContain("SW-PC Secret Squirrel Rules");
  });
});

describe("refusals", () => {
  it("a line that is not a card is an error naming its line; Classic outside Star Wars constructed is refused", () => {
    expect(verdict(`${filler(60)}\nDark Side deck`, starWars).errors).toEqual([
      expect.objectContaining({ line: 61, text: "Dark Side deck" }),
    ]);
    const classic = computeDeckRules({ ...trek, isClassic: true });
    expect(!classic.ok && classic.error).toMatchObject({ field: "classic", rule: "R7" });
  });
});
