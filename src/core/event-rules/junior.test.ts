import { describe, expect, it } from "vitest";
import { checkJuniorEligibility, parseIsoDate } from "./junior.js";

function ages(eventDate: string, birthDates: string[]) {
  const result = checkJuniorEligibility(
    eventDate,
    birthDates.map((birthDate, i) => ({ id: `p${i}`, birthDate })),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("R9 Junior eligibility (DEC II.A.ii: every player under the age of 15)", () => {
  it("R9 the day before the 15th birthday: 14, eligible; on the birthday: 15, not eligible", () => {
    const r = ages("2024-06-15", ["2009-06-16", "2009-06-15", "2009-06-14"]);
    expect(r.players.map((p) => [p.age, p.isEligible])).toEqual([
      [14, true],
      [15, false],
      [15, false],
    ]);
    expect(r.isJuniorEvent).toBe(false);
  });

  it("R9 month boundaries: born 2009-07-01, event 2024-06-30 → 14; event 2024-07-01 → 15", () => {
    expect(ages("2024-06-30", ["2009-07-01"]).players[0]!.age).toBe(14);
    expect(ages("2024-07-01", ["2009-07-01"]).players[0]!.age).toBe(15);
  });

  it("R9 Decision: born 29 February, a common year's birthday is 1 March", () => {
    expect(ages("2023-02-28", ["2008-02-29"]).players[0]).toMatchObject({ age: 14, isEligible: true });
    expect(ages("2023-03-01", ["2008-02-29"]).players[0]).toMatchObject({ age: 15, isEligible: false });
    expect(ages("2024-02-29", ["2009-02-28"]).players[0]!.age).toBe(15);
  });

  it("R9 every player under 15 → a Junior event", () => {
    expect(ages("2024-01-10", ["2012-05-05", "2009-01-11"]).isJuniorEvent).toBe(true);
  });

  it("R9 a player without a birth date cannot be checked, so is not eligible", () => {
    const result = checkJuniorEligibility("2024-01-10", [{ id: "x" }]);
    expect(result.ok && result.value).toMatchObject({
      isJuniorEvent: false,
      players: [{ id: "x", age: null, isEligible: false }],
    });
  });

  it("R9 refuses impossible dates and a birth after the event, naming the field", () => {
    const feb = checkJuniorEligibility("2024-01-10", [{ id: "a", birthDate: "2011-02-29" }]);
    expect(feb.ok ? undefined : feb.error).toMatchObject({
      code: "INVALID_FIELD",
      field: "players[0].birthDate",
      rule: "R9",
    });
    const future = checkJuniorEligibility("2024-01-10", [{ id: "a", birthDate: "2024-01-11" }]);
    expect(future.ok ? undefined : future.error.code).toBe("VALUE_OUT_OF_RANGE");
    expect(checkJuniorEligibility("10/01/2024", []).ok).toBe(false);
    expect(parseIsoDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate("1900-02-29")).toBeUndefined();
    expect(parseIsoDate("2024-04-31")).toBeUndefined();
  });
});
