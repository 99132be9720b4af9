// docs/rules.md §6, what an ID, a text and a date of a results file may be, and the constants
// of its header: what the declared shape (schema.ts) applies.

export const RESULTS_FORMAT = "handsdown-results";
export const RESULTS_VERSION = 1;

/**
 * Characters refused in IDs: control characters (a newline splits a standings row,
 * an escape sequence reaches the TD's terminal raw), invisible formatting characters (a
 * right-to-left mark makes two different IDs look alike), lone surrogates, line separators.
 */
export const NOT_IN_ID = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/**
 * Characters refused in names and other text: control characters, line separators and the
 * bidirectional controls. Everything a real name has stays: accents, apostrophes, CJK, emoji
 * (their zero-width joiners and variation selectors included).
 */
export const NOT_IN_TEXT = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Why `YYYY-MM-DD` is not a calendar date from 1900 on, or undefined when it is one. */
export function calendarDateProblem(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return `expected a date YYYY-MM-DD, got ${JSON.stringify(text)}`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return `"${text}" is not a date this program takes: the year is before 1900`;
  if (month < 1 || month > 12) return `"${text}" is not a calendar date: there is no month ${match[2]}`;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1]!;
  if (day < 1 || day > days)
    return `"${text}" is not a calendar date: month ${match[2]} of ${year} has no day ${match[3]}`;
  return undefined;
}

/** An event's level, which sets K (L3). */
export const EVENT_LEVELS = ["local", "territorial", "continental", "worlds"] as const;
/** On the Edge: the active or inactive set a game belongs to (M4). */
export const GAME_SETS = ["active", "inactive"] as const;
/** Where an event's player IDs come from when another program gave them (`event.importedFrom`). */
export const IMPORTED_FROM = ["swccg-pc"] as const;
