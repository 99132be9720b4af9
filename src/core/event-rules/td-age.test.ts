// SW-PC "Tournament Directors – Age – Tournament directors should be 18 years of age or older."
import { describe, expect, it } from "vitest";
import { checkTdAge } from "./td-age.js";

function check(age: number | undefined, sanctioning: "pc" | "decipher" = "pc") {
  const result = checkTdAge(age, sanctioning);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("R8 the TD's age (SW-PC Tournament Directors – Age)", () => {
  it("R8: 17 is under 18 — flagged with SW-PC's words (a 'should': a warning, not a refusal)", () => {
    const report = check(17);
    expect(report.warning).toEqual({
      rule: "R8",
      source: "SW-PC Tournament Directors – Age",
      message: "the TD is 17: tournament directors should be 18 years of age or older",
    });
  });

  it('R8: 18 is old enough ("18 years of age or older")', () => {
    expect(check(18)).toMatchObject({ age: 18, warning: null });
  });

  it("R8: not given — the report asks for it", () => {
    expect(check(undefined)).toMatchObject({ age: null, warning: null });
    expect(check(undefined).explanation).toContain("should be 18 years of age or older");
  });

  it("R8: Decipher's guide sets no age, so nothing is flagged there", () => {
    expect(check(16, "decipher")).toMatchObject({ age: 16, warning: null });
  });

  it("refuses an age that is not a whole number of years, naming R8", () => {
    const result = checkTdAge(17.5, "pc");
    expect(!result.ok && result.error).toMatchObject({
      code: "VALUE_OUT_OF_RANGE",
      field: "tdAge",
      rule: "R8",
    });
  });
});
