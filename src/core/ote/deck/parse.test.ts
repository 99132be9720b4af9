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

  it("M9: every line ending counts — CRLF, LF, a lone CR (old Mac), U+2028 — and blank or indented lines are fine", () => {
    const { cards, errors } = parseDeckList("1 C24\r2 66\r\n   \r\n  3 S3 Dmitri Vatsavos  \n4 9\u20285 74");
    expect(errors).toEqual([]);
    expect(cards).toEqual([
      { line: 1, copies: 1, number: "C24" },
      { line: 2, copies: 2, number: "66" },
      { line: 4, copies: 3, number: "S3", name: "Dmitri Vatsavos" },
      { line: 5, copies: 4, number: "9" },
      { line: 6, copies: 5, number: "74" },
    ]);
  });

  it("M9: the separators players use — two spaces, `×`, `*`, `C-24`, `CHASE 4`, a colon or a dash before the name", () => {
    const { cards, errors } = parseDeckList(
      [
        "3  C24 Cut-Ups Method",
        "3×C45",
        "2*C47",
        "1 C-77",
        "1 CHASE 4 Chris Robinson",
        "2x C24: Cut-Ups Method",
        "1 74–Deadly Inspiration",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
    expect(cards.map((c) => [c.copies, c.number, c.name])).toEqual([
      [3, "C24", "Cut-Ups Method"],
      [3, "C45", undefined],
      [2, "C47", undefined],
      [1, "C77", undefined],
      [1, "CHASE4", "Chris Robinson"],
      [2, "C24", "Cut-Ups Method"],
      [1, "74", "Deadly Inspiration"],
    ]);
  });

  it("M9: a comment mark inside a line does not hide the card, and text before the count is an error", () => {
    const { cards, errors } = parseDeckList(
      ["3x C24 Cut-Ups Method # two more next time", "Deck: 3x C24 Cut-Ups Method"].join("\n"),
    );
    expect(cards).toEqual([
      { line: 1, copies: 3, number: "C24", name: "Cut-Ups Method # two more next time" },
    ]);
    expect(errors).toEqual([
      {
        line: 2,
        text: "Deck: 3x C24 Cut-Ups Method",
        message: "expected a count, then a collector's number and the card's name: `3x C24 Cut-Ups Method`",
      },
    ]);
  });
});
