// R1 (SW-PC Starting the Tournament): player ID = first name + last name + birth date as
// mmddyy, lower case, letters only — John Brown, 11/2/60 → `johnbrown110260`.
import { fail, ok, type Result } from "../errors.js";

/** Letters that Unicode does not decompose into a base letter plus accents. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
  ŋ: "n",
  ħ: "h",
};

/**
 * Letters only, lower case: accents dropped (José → jose, Zoë → zoe), letters without a
 * decomposition spelled out (Søren → soren, Łukasz → lukasz, Strauß → strauss), and
 * apostrophes, hyphens, spaces and anything else that is not a letter left out
 * (O'Brien → obrien, Jean-Luc → jeanluc, Van der Berg → vanderberg).
 */
export function toIdLetters(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/./gu, (ch) => SPELLED_OUT[ch] ?? ch)
    .replace(/[^a-z]/g, "");
}

export interface BirthDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Reads `1960-11-02` (ISO, as in results files) or `11/2/60` and `11/2/1960` (as on a Command Card). */
export function parseBirthDate(text: string): BirthDate | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : us
      ? { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) }
      : undefined;
  if (!parts || parts.month < 1 || parts.month > 12 || parts.day < 1) return undefined;
  const daysInMonth = [31, isLeap(parts.year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
    parts.month - 1
  ]!;
  return parts.day <= daysInMonth ? parts : undefined;
}

function isLeap(year: number): boolean {
  // A two-digit year cannot say; allow 29 February for it.
  if (year < 100) return year % 4 === 0;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const pad2 = (n: number): string => String(n % 100).padStart(2, "0");

export interface PlayerName {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
}

export function makePlayerId(player: PlayerName): Result<string> {
  const first = toIdLetters(player.firstName);
  const last = toIdLetters(player.lastName);
  if (!first)
    return fail(
      "INVALID_FIELD",
      "firstName",
      "R1",
      "a player ID needs a first name with at least one letter",
    );
  if (!last)
    return fail("INVALID_FIELD", "lastName", "R1", "a player ID needs a last name with at least one letter");
  const born = parseBirthDate(player.birthDate);
  if (!born)
    return fail(
      "INVALID_FIELD",
      "birthDate",
      "R1",
      `expected a birth date like 1960-11-02 or 11/2/60, got "${player.birthDate}"`,
    );
  return ok(`${first}${last}${pad2(born.month)}${pad2(born.day)}${pad2(born.year)}`);
}
