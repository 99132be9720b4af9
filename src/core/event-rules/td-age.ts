// R8, SW-PC "Tournament Directors – Age – Tournament directors should be 18 years of age or
// older." A "should", so an under-age TD is flagged, not refused; it is about directing the event,
// so it stands apart from whether he may play (td-player.ts). Decipher's guide gives no age.
import { fail, ok, type Result } from "../errors.js";
import type { Finding, Sanctioning } from "./types.js";

export const TD_MINIMUM_AGE = 18;
const SOURCE = "SW-PC Tournament Directors – Age";

export interface TdAgeReport {
  /** The age given, or null when the TD was not asked. */
  readonly age: number | null;
  /** Set when the age is under 18 under the Players Committee's guide. */
  readonly warning: Finding | null;
  /** One line for the TD: what was checked, or what to give. */
  readonly explanation: string;
}

export function checkTdAge(age: number | undefined, sanctioning: Sanctioning): Result<TdAgeReport> {
  if (age !== undefined && (!Number.isInteger(age) || age < 0 || age > 150))
    return fail("VALUE_OUT_OF_RANGE", "tdAge", "R8", `expected the TD's age in whole years, got ${age}`);
  if (sanctioning === "decipher")
    return ok({
      age: age ?? null,
      warning: null,
      explanation: "R8: Decipher's guide sets no age for the TD (SW-PC: 18 years of age or older)",
    });
  if (age === undefined)
    return ok({
      age: null,
      warning: null,
      explanation: `R8: not given — tournament directors should be ${TD_MINIMUM_AGE} years of age or older (${SOURCE})`,
    });
  if (age >= TD_MINIMUM_AGE)
    return ok({ age, warning: null, explanation: `R8: ${age}, ${TD_MINIMUM_AGE} or older (${SOURCE})` });
  const message = `the TD is ${age}: tournament directors should be ${TD_MINIMUM_AGE} years of age or older`;
  return ok({
    age,
    warning: { rule: "R8", source: SOURCE, message },
    explanation: `R8: ${age}, under ${TD_MINIMUM_AGE} — tournament directors should be ${TD_MINIMUM_AGE} years of age or older (${SOURCE})`,
  });
}
