import { describe, expect, it } from "vitest";
import { parseBirthDate } from "./birth-date.js";
import { makePlayerId, toIdLetters } from "./player-id.js";

const idOf = (firstName: string, lastName: string, birthDate: string): string => {
  const result = makePlayerId({ firstName, lastName, birthDate });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe("player IDs (R1, SW-PC Starting the Tournament)", () => {
  it("R1: guide example — John Brown, 11/2/60 → johnbrown110260", () => {
    expect(idOf("John", "Brown", "11/2/60")).toBe("johnbrown110260");
    expect(idOf("John", "Brown", "1960-11-02")).toBe("johnbrown110260");
    expect(idOf("John", "Brown", "11/02/1960")).toBe("johnbrown110260");
  });

  it("R1: accents, apostrophes, hyphens and spaces", () => {
    expect(idOf("José", "Núñez", "1985-01-09")).toBe("josenunez010985");
    expect(idOf("Seán", "O'Brien", "2001-12-31")).toBe("seanobrien123101");
    expect(idOf("Jean-Luc", "Picard", "1935-07-13")).toBe("jeanlucpicard071335");
    expect(idOf("Mary Ann", "van der Berg", "1990-02-28")).toBe("maryannvanderberg022890");
    expect(toIdLetters("Søren Łukasz Strauß Æsir")).toBe("sorenlukaszstraussaesir");
    expect(toIdLetters("Zoë  D’Angelo")).toBe("zoedangelo");
  });

  it("R1: a name with no letters, or an impossible date, is refused naming the field", () => {
    const noName = makePlayerId({ firstName: "-", lastName: "Brown", birthDate: "11/2/60" });
    expect(noName.ok ? null : noName.error.field).toBe("firstName");
    const badDate = makePlayerId({ firstName: "John", lastName: "Brown", birthDate: "1960-02-30" });
    expect(badDate.ok ? null : [badDate.error.field, badDate.error.rule]).toEqual(["birthDate", "R1"]);
    expect(parseBirthDate("13/13/60")).toBeUndefined();
    expect(parseBirthDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthDate("1900-02-29")).toBeUndefined();
  });
});
