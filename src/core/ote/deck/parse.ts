// M9: a deck list as players write it, one line per card: `3x C24 Cut-Ups Method`.
// Lenient about the count (`3x`, `3 x`, `3`) and the name (it may be missing); strict about the
// rest: every line that is not a card is an error naming its line number, so nothing is skipped
// silently.
import { toCollectorNumber } from "./card-lists.js";

export interface DeckLine {
  /** 1-based line number in the list. */
  readonly line: number;
  readonly copies: number;
  /** Normalised collector's number: `C24`, `66`, `S3`, `CHASE4`. */
  readonly number: string;
  readonly name?: string;
}

export interface DeckListError {
  readonly line: number;
  readonly text: string;
  readonly message: string;
}

export interface ParsedDeckList {
  readonly cards: readonly DeckLine[];
  readonly errors: readonly DeckListError[];
}

/** COUNT, then `x` or a space, then the collector's number, then the name if any. */
const CARD_LINE = /^(\d+)(?:\s*[x×*]\s*|\s+)((?:CHASE|S|C)?[\s-]?\d+)(?=\s|$|[-–:,(])\s*[-–:,]?\s*(.*)$/i;
const COMMENT = /^(#|\/\/)/;

/**
 * The list's card lines, numbered from 1, without blanks and comments. Every line ending
 * JavaScript knows, the old Mac's lone CR too: a list saved that way is still one card a line,
 * not one line that is not a card.
 */
function listLines(text: string): { line: number; trimmed: string }[] {
  const lines: { line: number; trimmed: string }[] = [];
  for (const [i, raw] of text.split(/\r\n|[\n\r\u2028\u2029]/).entries()) {
    const trimmed = raw.trim();
    if (trimmed !== "" && !COMMENT.test(trimmed)) lines.push({ line: i + 1, trimmed });
  }
  return lines;
}

export function parseDeckList(text: string): ParsedDeckList {
  const cards: DeckLine[] = [];
  const errors: DeckListError[] = [];
  for (const { line, trimmed } of listLines(text)) {
    const match = CARD_LINE.exec(trimmed);
    const number = match ? toCollectorNumber(match[2]!) : undefined;
    if (!match || !number) {
      const message = /^\d/.test(trimmed)
        ? "expected a collector's number (66, C24, S3, CHASE1) after the count"
        : "expected a count, then a collector's number and the card's name: `3x C24 Cut-Ups Method`";
      errors.push({ line, text: trimmed, message });
      continue;
    }
    const copies = Number(match[1]);
    if (copies < 1) {
      errors.push({ line, text: trimmed, message: "the count must be at least 1" });
      continue;
    }
    // No trim: the name starts after `\s*` (greedy) and the line was trimmed, so it has no
    // whitespace at either end.
    const name = match[3]!;
    cards.push({ line, copies, number, ...(name && { name }) });
  }
  return { cards, errors };
}

/** A card line of a Decipher game's list: count and name (`2x Raise The Stakes`), no number. */
export interface NamedDeckLine {
  readonly line: number;
  readonly copies: number;
  readonly name: string;
}

export interface ParsedNamedDeckList {
  readonly cards: readonly NamedDeckLine[];
  readonly errors: readonly DeckListError[];
}

/** COUNT, then `x` or a space, then the card's name. */
const NAMED_LINE = /^(\d+)(?:\s*[x×*]\s*|\s+)(\S.*)$/i;

/**
 * The same list format for the Decipher games, whose cards a list names rather than numbers:
 * `3x Hyperroute Navigation Chart`. Same leniency on the count, same strictness on the rest.
 */
export function parseNamedDeckList(text: string): ParsedNamedDeckList {
  const cards: NamedDeckLine[] = [];
  const errors: DeckListError[] = [];
  for (const { line, trimmed } of listLines(text)) {
    const match = NAMED_LINE.exec(trimmed);
    if (!match) {
      errors.push({
        line,
        text: trimmed,
        message: "expected a count, then the card's name: `2x Raise The Stakes`",
      });
      continue;
    }
    const copies = Number(match[1]);
    if (copies < 1) {
      errors.push({ line, text: trimmed, message: "the count must be at least 1" });
      continue;
    }
    cards.push({ line, copies, name: match[2]! });
  }
  return { cards, errors };
}
