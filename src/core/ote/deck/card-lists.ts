// OTE section one / M9: the cards the rules text names. The lists are examples of each
// kind; rule 1.7 says a card missing from them is not thereby admissible, so the TD can add any.

export type DeckRule = "1.3" | "1.4" | "1.5" | "1.6" | "1.7";

/** 1.3: sample cards; every card numbered "S…" is one, listed or not. */
export const SAMPLE_CARDS: Readonly<Record<string, string>> = {
  S1: "Astral Wisdom",
  S2: "Saleem Helicopter",
  S3: "Dmitri Vatsavos",
  S4: "Red Orca",
  S5: "Kergillian Implant",
  S6: "Kamorro N'Duban",
  S7: "Scythian Ring",
  S8: "Lope",
  S9: "Nachtmeister",
  S10: "Linda Sourinen",
  S11: "Throckmorton Domination",
  S12: "Bavarian Illuminati",
  S13: "Closet Surrealists",
  S14: "Deep Pockets",
  S15: "Desperate Ritual",
  S16: "Message to Space",
  S17: "Mary Olekobaai",
  S18: "Personnel Copier",
  S19: "Quantum Flux",
  S20: "C. A. Radford",
  S21: "Rain of Walrus",
  S22: "Isil Ziya",
  S23: "Helene Clark",
  S24: "Sekhem",
};

/** 1.4: chase cards; every card numbered "CHASE…" is one — except the misprinted Sekhem. */
export const CHASE_CARDS: Readonly<Record<string, string>> = {
  CHASE1: "Janis",
  CHASE2: "Signe Lathiere",
  CHASE3: "Grim Linden",
  CHASE4: "Chris Robinson",
};

/**
 * 1.3 and 1.4's note: the sample card Sekhem (S24) "was misprinted with a collector's number of
 * CHASE4". The number alone cannot tell it from the chase card Chris Robinson; the name can (the
 * chase card is also the one by the artist Ferguson). Both are excluded, under different rules.
 */
export const SEKHEM_MISPRINT = { number: "CHASE4", name: "Sekhem", sampleNumber: "S24" } as const;

/** 1.5: object-changing cards (they change the object of the game from reaching the set Influence). */
export const OBJECT_CHANGING_CARDS: Readonly<Record<string, string>> = {
  "66": "Cut-Ups Machine",
  C24: "Cut-Ups Method",
  C45: "Life Imitates Art",
  C47: "Message to Space",
  C77: "Sacrificial Bloodbath",
  C85: "Unattainable Desire",
};

/** 1.6: degenerate cards "at this release". */
export const DEGENERATE_CARDS: Readonly<Record<string, string>> = {
  "9": "Tulpas' Secret",
  "74": "Deadly Inspiration",
};

/** 1.1: at least forty cards. 1.2: no limit on copies of one card. */
export const MINIMUM_DECK_SIZE = 40;

/** `c024` → `C24`, `chase 4` → `CHASE4`; undefined when the text is not a collector's number. */
export function toCollectorNumber(text: string): string | undefined {
  const match = /^(CHASE|S|C)?[\s-]?0*(\d+)$/i.exec(text.trim());
  if (!match) return undefined;
  return `${(match[1] ?? "").toUpperCase()}${match[2]}`;
}

/** Names compared without case, spaces or punctuation: `Tulpas Secret` = `Tulpas' Secret`. */
export function isSameName(a: string, b: string): boolean {
  const simplify = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
  return simplify(a) === simplify(b);
}
