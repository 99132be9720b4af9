// R1 (SW-PC Starting the Tournament): player ID = first name + last name + birth date as
// mmddyy, lower case, letters only — John Brown, 11/2/60 → `johnbrown110260`.
import { fail, ok, type Result } from "../errors.js";
import { parseBirthDate } from "./birth-date.js";

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
      `expected a birth date like 1960-11-02, 11/2/60 (month first, as on a Command Card) or 2.11.1960 (day first), got "${player.birthDate}"`,
    );
  return ok(`${first}${last}${pad2(born.month)}${pad2(born.day)}${pad2(born.year)}`);
}
