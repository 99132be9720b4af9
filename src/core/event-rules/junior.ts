// R9 (DEC II.A.ii): a Junior tournament is a Constructed Deck tournament in which every
// player is under 15 years old — on the event date, from ISO birth dates (YYYY-MM-DD).
import { fail, ok, type Result } from "../errors.js";

export const JUNIOR_AGE_LIMIT = 15;

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Parses a real calendar date (2011-02-29 is refused, 2012-02-29 accepted). */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Whole years completed on `on`. A birthday counts once its month and day are reached, so a
 * player born on 29 February turns a year older on 1 March in common years (Decision).
 */
export function computeAge(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

export interface JuniorPlayer {
  readonly id: string;
  readonly birthDate?: string;
}

export interface JuniorCheck {
  readonly id: string;
  readonly age: number | null;
  readonly isEligible: boolean;
  readonly reason: string;
}

export interface JuniorReport {
  readonly isJuniorEvent: boolean;
  readonly players: readonly JuniorCheck[];
}

export function checkJuniorEligibility(
  eventDate: string,
  players: readonly JuniorPlayer[],
): Result<JuniorReport> {
  const on = parseIsoDate(eventDate);
  if (!on) return fail("INVALID_FIELD", "event.date", "R9", `expected a date YYYY-MM-DD, got "${eventDate}"`);
  const checks: JuniorCheck[] = [];
  for (const [i, player] of players.entries()) {
    if (player.birthDate === undefined) {
      checks.push({
        id: player.id,
        age: null,
        isEligible: false,
        reason: "R9: no birth date, so the age cannot be checked",
      });
      continue;
    }
    const birth = parseIsoDate(player.birthDate);
    if (!birth)
      return fail(
        "INVALID_FIELD",
        `players[${i}].birthDate`,
        "R9",
        `expected a date YYYY-MM-DD, got "${player.birthDate}"`,
      );
    const age = computeAge(birth, on);
    if (age < 0)
      return fail(
        "VALUE_OUT_OF_RANGE",
        `players[${i}].birthDate`,
        "R9",
        `${player.birthDate} is after the event date ${eventDate}`,
      );
    const isEligible = age < JUNIOR_AGE_LIMIT;
    const reason = isEligible
      ? `R9: ${age} on ${eventDate}, under 15`
      : `R9: ${age} on ${eventDate}, not under 15`;
    checks.push({ id: player.id, age, isEligible, reason });
  }
  return ok({ isJuniorEvent: checks.every((check) => check.isEligible), players: checks });
}
