// OTE section one / M9: is a deck legal for an On the Edge tournament? Every rejected card
// is named with the rule that excludes it (1.3–1.6, or 1.7 for cards the TD adds).
import {
  CHASE_CARDS,
  DEGENERATE_CARDS,
  MINIMUM_DECK_SIZE,
  OBJECT_CHANGING_CARDS,
  SAMPLE_CARDS,
  SEKHEM_MISPRINT,
  isSameName,
  toCollectorNumber,
  type DeckRule,
} from "./card-lists.js";
import { parseDeckList, type DeckLine, type DeckListError } from "./parse.js";

export interface RejectedCard {
  readonly line: number;
  readonly number: string;
  /** The name the rules text gives the card, else the name on the deck list. */
  readonly name?: string;
  readonly copies: number;
  readonly rule: DeckRule;
  readonly reason: string;
}

export interface DeckVerdict {
  readonly legal: boolean;
  /** 1.1: the number of cards, at least 40. */
  readonly cards: number;
  readonly minimum: number;
  readonly rejected: readonly RejectedCard[];
  /** Lines that are not cards: the deck cannot be judged until they are fixed. */
  readonly errors: readonly DeckListError[];
  /** Not grounds for rejection: a name that does not match the number's card in the rules text. */
  readonly warnings: readonly string[];
}

export interface DeckCheckOptions {
  /** 1.7: further collector's numbers the TD excludes. */
  readonly banned?: readonly string[];
}

interface Exclusion {
  readonly rule: DeckRule;
  readonly name?: string;
  readonly reason: string;
}

/** The rule that excludes one card, or undefined when it is allowed. */
export function findExclusion(
  card: Pick<DeckLine, "number" | "name">,
  banned: ReadonlySet<string>,
): Exclusion | undefined {
  const { number, name } = card;
  if (number === SEKHEM_MISPRINT.number) return findChase4Exclusion(name);
  if (number.startsWith("S"))
    return { rule: "1.3", name: SAMPLE_CARDS[number] ?? name, reason: "sample card (number starts with S)" };
  if (number.startsWith("CHASE"))
    return {
      rule: "1.4",
      name: CHASE_CARDS[number] ?? name,
      reason: "chase card (number starts with CHASE)",
    };
  const objectChanging = OBJECT_CHANGING_CARDS[number];
  if (objectChanging) return { rule: "1.5", name: objectChanging, reason: "object-changing card" };
  const degenerate = DEGENERATE_CARDS[number];
  if (degenerate) return { rule: "1.6", name: degenerate, reason: "degenerate card" };
  if (banned.has(number))
    return { rule: "1.7", ...(name && { name }), reason: "excluded by the tournament director" };
  return undefined;
}

/** CHASE4 is the chase card Chris Robinson, or the misprinted sample Sekhem: the name decides. */
function findChase4Exclusion(name: string | undefined): Exclusion {
  if (name && isSameName(name, SEKHEM_MISPRINT.name)) {
    return {
      rule: "1.3",
      name: SEKHEM_MISPRINT.name,
      reason: `sample card ${SEKHEM_MISPRINT.sampleNumber}, misprinted with the number CHASE4`,
    };
  }
  const chase = CHASE_CARDS.CHASE4!;
  if (!name)
    return {
      rule: "1.4",
      name: chase,
      reason: `chase card (or the sample card ${SEKHEM_MISPRINT.name} misprinted CHASE4, rule 1.3: excluded either way)`,
    };
  return { rule: "1.4", name: chase, reason: "chase card (number starts with CHASE)" };
}

function knownName(number: string): string | undefined {
  return (
    SAMPLE_CARDS[number] ?? CHASE_CARDS[number] ?? OBJECT_CHANGING_CARDS[number] ?? DEGENERATE_CARDS[number]
  );
}

function nameWarning(card: DeckLine): string | undefined {
  const known = knownName(card.number);
  if (!card.name || !known || isSameName(card.name, known)) return undefined;
  if (card.number === SEKHEM_MISPRINT.number && isSameName(card.name, SEKHEM_MISPRINT.name)) return undefined;
  return `line ${card.line}: ${card.number} is "${known}" in the rules text, the list says "${card.name}"`;
}

export function checkDeckList(text: string, options: DeckCheckOptions = {}): DeckVerdict {
  const parsed = parseDeckList(text);
  // A banned text that is not a collector's number matches no card (every card's number went
  // through toCollectorNumber; the CLI refuses such a --ban): it is kept as written, not cleaned up.
  const banned = new Set(options.banned?.map((n) => toCollectorNumber(n) ?? n));
  const rejected: RejectedCard[] = [];
  const warnings: string[] = [];
  for (const card of parsed.cards) {
    const warning = nameWarning(card);
    if (warning) warnings.push(warning);
    const exclusion = findExclusion(card, banned);
    if (!exclusion) continue;
    rejected.push({
      line: card.line,
      number: card.number,
      ...(exclusion.name && { name: exclusion.name }),
      copies: card.copies,
      rule: exclusion.rule,
      reason: exclusion.reason,
    });
  }
  const cards = parsed.cards.reduce((sum, card) => sum + card.copies, 0);
  const legal = parsed.errors.length === 0 && rejected.length === 0 && cards >= MINIMUM_DECK_SIZE;
  return { legal, cards, minimum: MINIMUM_DECK_SIZE, rejected, errors: parsed.errors, warnings };
}

/** Every reason a deck is not legal, one line each, citing the rule. */
export function toDeckProblems(verdict: DeckVerdict): string[] {
  return [
    ...verdict.errors.map((e) => `line ${e.line}: ${e.message}: "${e.text}" (M9)`),
    ...(verdict.cards < verdict.minimum
      ? [`${verdict.cards} cards: a tournament deck has at least ${verdict.minimum} (rule 1.1)`]
      : []),
    ...verdict.rejected.map(
      (r) =>
        `line ${r.line}: ${r.copies}x ${r.number}${r.name ? ` ${r.name}` : ""}: ${r.reason} (rule ${r.rule})`,
    ),
  ];
}
