// R7/R12: what a deck list of a Decipher game can show without a card database — a named
// card the documents rule out, and the deck's size — and, said aloud, what needs card data
// (icons, game text, card types). On the Edge has its own rules (M9, src/core/ote/deck).
import { fail, ok, type Result } from "../errors.js";
import type { EventType, GameName } from "../games.js";
import { isSameName } from "../ote/deck/card-lists.js";
import { parseNamedDeckList, type DeckListError } from "../ote/deck/parse.js";
import { SEALED_FORMATS, type SealedFormatId } from "./sealed-formats.js";
import { checkFormatFits, checkSanctioning, type Sanctioning } from "./types.js";

export interface DeckConstructionInput {
  readonly game: Exclude<GameName, "ote">;
  readonly type: EventType;
  readonly sanctioning: Sanctioning;
  /** R12: the SW-PC sealed format, which sets the deck size. */
  readonly format?: SealedFormatId;
  /** SW-PC Supported Formats – Constructed Deck: Classic (its ban list) rather than Open. */
  readonly isClassic?: boolean;
  /** Further card names the TD rules out (the Classic cards he found, a thematic event's list). */
  readonly banned?: readonly string[];
}

/** A card the documents name as not allowed, with their words. */
export interface NamedBan {
  readonly name: string;
  readonly rule: string;
  readonly source: string;
  readonly reason: string;
}

export interface DeckSize {
  readonly cards: number;
  readonly rule: string;
  readonly source: string;
}

/** A rule the list cannot show: the TD checks it with the cards (or a card database) in hand. */
export interface NeedsCardData {
  readonly rule: string;
  readonly source: string;
  readonly what: string;
}

export interface DeckRules {
  readonly bans: readonly NamedBan[];
  /** null: no document gives this event's deck a size. */
  readonly size: DeckSize | null;
  readonly needsCardData: readonly NeedsCardData[];
}

export interface RejectedNamedCard {
  readonly line: number;
  readonly name: string;
  readonly copies: number;
  readonly rule: string;
  readonly source: string;
  readonly reason: string;
}

export interface NamedDeckVerdict {
  /** As far as the list can show: `needsCardData` lists what it cannot. */
  readonly legal: boolean;
  readonly cards: number;
  readonly size: DeckSize | null;
  readonly rejected: readonly RejectedNamedCard[];
  readonly errors: readonly DeckListError[];
  readonly needsCardData: readonly NeedsCardData[];
}

const RAISE_THE_STAKES: NamedBan = {
  name: "Raise The Stakes",
  rule: "R7",
  source: "DEC II.A",
  reason:
    'in sanctioned Decipher tournaments "there are no restricted or banned cards, with the sole exception of the banned Star Trek CCG card, ‘Raise The Stakes’"',
};

const HYPERROUTE_CHART: NamedBan = {
  name: "Hyperroute Navigation Chart",
  rule: "R7",
  source: "SW-PC General Tournament Rules – Cards – Hyperroute Navigation Chart",
  reason: '"This card is a game aid only and is not legal for inclusion in any deck."',
};

const CLASSIC_BAN_LIST: NeedsCardData = {
  rule: "R7",
  source: "SW-PC Alternate Formats – Classic Format Ban List",
  what: "no card with an Episode 1 icon and no card with a Maintenance Cost (the icons and game text are not in a list; name the cards found with --ban)",
};

const OVERSIZED: NeedsCardData = {
  rule: "R7",
  source: "SW-PC General Tournament Rules – Cards – Oversized",
  what: "no oversized card other than the two oversized objectives (a list does not show a card's print size)",
};

/** The deck's size (R12 sealed, SW-PC constructed), or null when no document gives one. */
function deckSize(input: DeckConstructionInput): DeckSize | null {
  if (input.type === "sealed") {
    if (input.sanctioning === "pc") {
      const format = input.format ? SEALED_FORMATS[input.format] : undefined;
      if (!format?.deckSize) return null;
      return { cards: format.deckSize, rule: "R12", source: format.deckSizeSource };
    }
    // DEC II.A.iii step 5: "For Star Wars CCG, this deck is to be a 40 card deck. … For Young
    // Jedi, this deck is to be a 60 card deck"; Star Trek's 30/30 rule needs card data.
    if (input.game === "swccg") return { cards: 40, rule: "R12", source: "DEC II.A.iii step 5" };
    if (input.game === "yj") return { cards: 60, rule: "R12", source: "DEC II.A.iii step 5" };
    return null;
  }
  // SW-PC Supported Formats – Constructed Deck: "A player uses two 60 card decks".
  if (input.game === "swccg" && input.sanctioning === "pc")
    return { cards: 60, rule: "R7", source: "SW-PC Supported Formats – Constructed Deck" };
  return null;
}

/** The rules a list of this event's decks is checked against, and what it cannot show. */
export function computeDeckRules(input: DeckConstructionInput): Result<DeckRules> {
  const sanctioned = checkSanctioning(input.game, input.sanctioning, "R7");
  if (!sanctioned.ok) return sanctioned;
  const fits = checkFormatFits(input);
  if (!fits.ok) return fits;
  if (input.isClassic && (input.game !== "swccg" || input.type === "sealed"))
    return fail(
      "UNSUPPORTED_FORMAT",
      "classic",
      "R7",
      "the Classic format is a Star Wars CCG constructed format (SW-PC Supported Formats – Constructed Deck)",
    );
  const bans: NamedBan[] = [];
  const needsCardData: NeedsCardData[] = [];
  // DEC II.A's one ban is Decipher's sanctioned play of Star Trek CCG.
  if ((input.game === "stccg1e" || input.game === "stccg2e") && input.sanctioning === "decipher")
    bans.push(RAISE_THE_STAKES);
  if (input.game === "swccg" && input.sanctioning === "pc") {
    bans.push(HYPERROUTE_CHART);
    needsCardData.push(OVERSIZED);
    if (input.isClassic) needsCardData.push(CLASSIC_BAN_LIST);
  }
  if (input.type === "sealed" && input.sanctioning === "decipher") {
    if (input.game === "stccg1e" || input.game === "stccg2e")
      needsCardData.push({
        rule: "R12",
        source: "DEC II.A.iii step 5",
        what: "the deck follows the 30/30 deck-building rule (card types are not in a list)",
      });
    if (input.game === "yj")
      needsCardData.push({
        rule: "R12",
        source: "DEC II.A.iii step 5",
        what: "the deck follows the 6x10 deck construction rule (card data is not in a list)",
      });
  }
  if (input.type === "sealed" && input.format === "secret-squirrel")
    needsCardData.push({
      rule: "R12",
      source: "SW-PC Secret Squirrel Rules",
      what: "a deck is the product the player opened, with one objective at most (card types are not in a list)",
    });
  for (const name of input.banned ?? [])
    bans.push({
      name,
      rule: "R7",
      source: "the tournament director",
      reason: "ruled out by the tournament director",
    });
  return ok({ bans, size: deckSize(input), needsCardData });
}

/** Checks a deck list (one card a line, `2x Raise The Stakes`) against the event's deck rules. */
export function checkNamedDeckList(text: string, input: DeckConstructionInput): Result<NamedDeckVerdict> {
  const rules = computeDeckRules(input);
  if (!rules.ok) return rules;
  const { bans, size, needsCardData } = rules.value;
  const parsed = parseNamedDeckList(text);
  const rejected: RejectedNamedCard[] = [];
  for (const card of parsed.cards) {
    const ban = bans.find((b) => isSameName(b.name, card.name));
    if (ban)
      rejected.push({
        line: card.line,
        name: ban.name,
        copies: card.copies,
        rule: ban.rule,
        source: ban.source,
        reason: ban.reason,
      });
  }
  const cards = parsed.cards.reduce((sum, card) => sum + card.copies, 0);
  const legal =
    parsed.errors.length === 0 && rejected.length === 0 && (size === null || cards === size.cards);
  return ok({ legal, cards, size, rejected, errors: parsed.errors, needsCardData });
}

/** Every reason the deck is not legal, one line each, citing the rule and the document. */
export function toNamedDeckProblems(verdict: NamedDeckVerdict): string[] {
  return [
    ...verdict.errors.map((e) => `line ${e.line}: ${e.message}: "${e.text}" (R7)`),
    ...(verdict.size !== null && verdict.cards !== verdict.size.cards
      ? [
          `${verdict.cards} cards: the deck has ${verdict.size.cards} (${verdict.size.rule}, ${verdict.size.source})`,
        ]
      : []),
    ...verdict.rejected.map(
      (r) => `line ${r.line}: ${r.copies}x ${r.name}: ${r.reason} (${r.rule}, ${r.source})`,
    ),
  ];
}
