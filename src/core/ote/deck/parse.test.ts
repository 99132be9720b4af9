import { describe, expect, it } from "vitest";
import { parseDeckList } from "./parse.js";

describe("M9: parsing a deck list", () => {
  it("reads `3x C24 Cut-Ups Method` and is lenient about `3 x`, `3`, `3x` stuck to the number, and missing names", () => {
    const { cards, errors } = parseDeckList(
      [
        "3x C24 Cut-Ups Method",
        "3 x 66 Cut-Ups Machine",
        "2 S3",
        "1xCHASE4 Sekhem",
        "4 c024",
        "1 9 - Tulpas' Secret",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
    expect(cards).toEqual([
      { line: 1, copies: 3, number: "C24", name: "Cut-Ups Method" },
      { line: 2, copies: 3, number: "66", name: "Cut-Ups Machine" },
      { line: 3, copies: 2, number: "S3" },
      { line: 4, copies: 1, number: "CHASE4", name: "Sekhem" },
      { line: 5, copies: 4, number: "C24" },
      { line: 6, copies: 1, number: "9", name: "Tulpas' Secret" },
    ]);
  });

  it("skips blank lines and comments, keeping the line numbers of the file", () => {
    const { cards } = parseDeckList("# my deck\n\n// characters\r\n2x 101 Someone\n");
    expect(cards).toEqual([{ line: 4, copies: 2, number: "101", name: "Someone" }]);
  });

  it("every unparsable line is an error naming its line number", () => {
    const { cards, errors } = parseDeckList(
      ["Characters:", "3x C24 Cut-Ups Method", "19 Tulpas' Secret", "Cut-Ups Method", "0x C24", "3x"].join(
        "\n",
      ),
    );
    expect(cards).toHaveLength(1);
    expect(errors.map((e) => e.line)).toEqual([1, 3, 4, 5, 6]);
    expect(errors[1]!.message).toContain("collector's number");
    expect(errors[3]!.message).toContain("at least 1");
  });
});
