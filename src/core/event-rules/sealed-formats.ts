// R12: the catalogue of SW-PC "Sealed Deck Formats" as data — product, deck size, special
// rules, timing — so the timer, the minimums and the draft plan read one source.
import { hasSides, type EventType, type GameName } from "../games.js";

export const SEALED_FORMAT_IDS = [
  "premiere-sealed",
  "otsd-sealed",
  "otsd-booster-draft",
  "jpotsd-booster-draft",
  "epp-overdrive",
  "death-star-ii-sealed",
  "death-star-ii-booster-draft",
  "reflections-ii-booster-draft",
  "reflections-iii-booster-draft",
  "secret-squirrel",
] as const;
export type SealedFormatId = (typeof SEALED_FORMAT_IDS)[number];

/** SW-PC Starting the Tournament – Sealed Deck: the two primary types, plus Secret Squirrel's own. */
export type SealedKind = "sealed" | "booster-draft" | "secret-squirrel";

export interface Product {
  readonly count: number;
  readonly product: string;
}

export interface SealedFormat {
  readonly id: SealedFormatId;
  readonly name: string;
  readonly productRequired: readonly Product[];
  readonly kind: SealedKind;
  /**
   * Cards in a deck. SW-PC names a size only for EPP Overdrive (30); DEC II.A.iii step 5 sets 40
   * for Star Wars sealed, used for the others. Secret Squirrel: whatever the product holds (null).
   */
  readonly deckSize: number | null;
  readonly deckSizeSource: string;
  /** Booster packs each player drafts from, when the product is counted in packs (R11 pass directions). */
  readonly boosterPacks: number | null;
  /** Minutes per game when the format fixes it; null = one minute per deck card (SW-PC Timing). */
  readonly gameMinutes: number | null;
  /** Minutes of deck building when the format fixes it (SW-PC Deck Building); null = by deck size. */
  readonly deckBuildingMinutes: number | null;
  /** Games before the Final Confrontation (SW-PC: at least three; EPP Overdrive says four). */
  readonly minimumGames: number;
  /**
   * D1: "fixed" — each player keeps the allegiance of his first pairing all event, and every game
   * pairs the Dark pile against the Light pile. "none" — Secret Squirrel: "A deck consists of the
   * product the player opens" and "Product is not exchanged", so a deck holds both sides' cards,
   * no player has an allegiance and D2 pairs the event (docs/rules.md §2, Sealed deck).
   */
  readonly allegiance: "fixed" | "none";
  /** SW-PC Final Confrontation – Sealed Deck: top Dark vs top Light, or the top two in Secret Squirrel. */
  readonly finalConfrontation: "top-dark-vs-top-light" | "top-two";
  readonly specialRules: readonly string[];
}

const DEC_40 = "DEC II.A.iii step 5 (Star Wars sealed deck: 40 cards)";

const common = {
  deckSize: 40,
  deckSizeSource: DEC_40,
  boosterPacks: null,
  gameMinutes: null,
  deckBuildingMinutes: null,
  minimumGames: 3,
  allegiance: "fixed",
  finalConfrontation: "top-dark-vs-top-light",
  specialRules: [],
} as const;

/** SW-PC "Sealed Deck Formats", in the guide's order. */
export const SEALED_FORMATS: { readonly [F in SealedFormatId]: SealedFormat & { readonly id: F } } = {
  "premiere-sealed": {
    ...common,
    id: "premiere-sealed",
    name: "Premiere Sealed",
    productRequired: [{ count: 1, product: "Premiere Starter Deck" }],
    kind: "sealed",
  },
  "otsd-sealed": {
    ...common,
    id: "otsd-sealed",
    name: "OTSD Sealed",
    productRequired: [{ count: 1, product: "Official Tournament Sealed Deck" }],
    kind: "sealed",
  },
  "otsd-booster-draft": {
    ...common,
    id: "otsd-booster-draft",
    name: "OTSD Booster Draft",
    productRequired: [{ count: 1, product: "Official Tournament Sealed Deck" }],
    kind: "booster-draft",
  },
  "jpotsd-booster-draft": {
    ...common,
    id: "jpotsd-booster-draft",
    name: "JPOTSD Booster Draft",
    productRequired: [{ count: 1, product: "Jabba's Palace Official Tournament Sealed Deck" }],
    kind: "booster-draft",
    specialRules: [
      "Any character of ability 1 who has a printed deploy number of 3 or greater is considered, for all purposes, to be of ability 2 (Dark Side and Light Side characters).",
    ],
  },
  "epp-overdrive": {
    ...common,
    id: "epp-overdrive",
    name: "EPP Overdrive",
    productRequired: [{ count: 1, product: "Enhanced Premiere Pack" }],
    kind: "sealed",
    deckSize: 30,
    deckSizeSource: "SW-PC EPP Overdrive (30 card decks)",
    gameMinutes: 15,
    deckBuildingMinutes: 15,
    minimumGames: 4,
    specialRules: [
      "Darth Vader With Lightsaber and Luke With Lightsaber packs are recommended for use, but any EPP pack is legal.",
      "30 card decks should be built.",
      "Games are timed to 15 minutes.",
      "A minimum of 4 games should be played.",
    ],
  },
  "death-star-ii-sealed": {
    ...common,
    id: "death-star-ii-sealed",
    name: "Death Star II Sealed",
    productRequired: [{ count: 1, product: "Death Star II Pre-Constructed Deck" }],
    kind: "sealed",
  },
  "death-star-ii-booster-draft": {
    ...common,
    id: "death-star-ii-booster-draft",
    name: "Death Star II Booster Draft",
    productRequired: [
      { count: 3, product: "Endor booster pack" },
      { count: 3, product: "Death Star II booster pack" },
    ],
    kind: "booster-draft",
    boosterPacks: 6,
    specialRules: [
      "Open packs in ascending order of release: the Endor packs before the Death Star II packs (SW-PC Booster Draft).",
    ],
  },
  "reflections-ii-booster-draft": {
    ...common,
    id: "reflections-ii-booster-draft",
    name: "Reflections II Booster Draft",
    productRequired: [{ count: 4, product: "Reflections II booster pack" }],
    kind: "booster-draft",
    boosterPacks: 4,
    specialRules: [
      "Each player may bring six battleground locations that may be included in his deck.",
      "The tournament director should verify these locations' status as battlegrounds before the tournament begins.",
    ],
  },
  "reflections-iii-booster-draft": {
    ...common,
    id: "reflections-iii-booster-draft",
    name: "Reflections III Booster Draft",
    productRequired: [{ count: 4, product: "Reflections III booster pack" }],
    kind: "booster-draft",
    boosterPacks: 4,
    specialRules: [
      "Each player may bring six Tatooine, Coruscant and/or Naboo battleground locations that may be included in his deck.",
      "The tournament director should verify these locations' status as battlegrounds before the tournament begins.",
    ],
  },
  "secret-squirrel": {
    ...common,
    id: "secret-squirrel",
    name: "Secret Squirrel",
    productRequired: [{ count: 1, product: "Jabba's Palace Official Tournament Sealed Deck" }],
    kind: "secret-squirrel",
    deckSize: null,
    deckSizeSource: "SW-PC Secret Squirrel Rules (a deck consists of the product the player opens)",
    // "there is no deck construction period"
    deckBuildingMinutes: 0,
    allegiance: "none",
    finalConfrontation: "top-two",
    specialRules: [
      "Additional product may be included.",
      "Product is not exchanged or drafted in this format and there is no deck construction period.",
      "A deck consists of the product the player opens.",
      "A player may glance through his deck to find any Objectives, starting Locations and/or Starting Interrupt that he may wish to use.",
      "If a player has more than one objective, only one may be included in his deck.",
      "Randomly decide who goes first.",
      "Both players may play Starting Interrupts of the same name.",
      "When a player deploys a location, that player chooses to deploy the location with either the LS or DS game text facing him.",
      "A player may deploy a unique effect even if his opponent has a copy in play.",
      "A player may not persona replace his opponent's characters.",
      "A player may convert his own location.",
      "Optional: randomly assign the LS objective to one player and the DS objective to the other; the player with the DS objective goes first.",
      "Optional: all ability 1 characters are considered to have ability 2.",
      "Optional: Lando with Vibro-Ax, The Camp and His Name Is Anakin are banned.",
    ],
  },
};

export function isSealedFormatId(value: string): value is SealedFormatId {
  return (SEALED_FORMAT_IDS as readonly string[]).includes(value);
}

export function listSealedFormats(): SealedFormat[] {
  return SEALED_FORMAT_IDS.map((id) => SEALED_FORMATS[id]);
}

/**
 * Are this event's games played Dark against Light? Star Wars and Young Jedi are (A1, D1, F1:
 * `hasSides`), except a Star Wars sealed event whose format's decks have no allegiance (Secret
 * Squirrel, R12): its tables have no sides, D2 pairs it and F3 meets the top two. The one rule the
 * pairing, the Final Confrontation, the results file's checks, the CLI and the pages read.
 */
export function eventHasSides(event: {
  readonly game: GameName;
  readonly type?: EventType | undefined;
  readonly options?: { readonly format?: SealedFormatId | undefined } | undefined;
}): boolean {
  if (!hasSides(event.game)) return false;
  const format = event.game === "swccg" && event.type === "sealed" ? event.options?.format : undefined;
  return format === undefined || SEALED_FORMATS[format].allegiance === "fixed";
}
