import { describe, expect, it } from "vitest";
import { checkDeckList, findExclusion, toDeckProblems } from "./check.js";

/** Padding that is legal: 40 copies of a card on no list (1.2: no limit on copies). */
const filler = (copies = 40) => `${copies}x 101 Some Legal Card`;

describe("M9 (OTE section one): deck legality", () => {
  it("1.1–1.2: forty cards, any number of copies of one card, is legal", () => {
    const verdict = checkDeckList(filler(40));
    expect(verdict).toMatchObject({ legal: true, cards: 40, rejected: [], errors: [] });
  });

  it("1.1: thirty-nine cards is not legal", () => {
    const verdict = checkDeckList(filler(39));
    expect(verdict.legal).toBe(false);
    expect(toDeckProblems(verdict)).toEqual(["39 cards: a tournament deck has at least 40 (rule 1.1)"]);
  });

  it("1.3: sample cards — any number starting with S, listed or not", () => {
    const verdict = checkDeckList(
      [filler(), "1x S1 Astral Wisdom", "2x S24 Sekhem", "1x S99 Future Sample"].join("\n"),
    );
    expect(verdict.rejected.map((r) => [r.line, r.number, r.name, r.copies, r.rule])).toEqual([
      [2, "S1", "Astral Wisdom", 1, "1.3"],
      [3, "S24", "Sekhem", 2, "1.3"],
      [4, "S99", "Future Sample", 1, "1.3"],
    ]);
  });

  it("1.4: chase cards CHASE1–4, and any other CHASE number", () => {
    const verdict = checkDeckList(
      [
        filler(),
        "1 CHASE1 Janis",
        "1 CHASE2",
        "1 CHASE3 Grim Linden",
        "1 CHASE4 Chris Robinson",
        "1 CHASE5",
      ].join("\n"),
    );
    expect(verdict.rejected.map((r) => [r.number, r.name, r.rule])).toEqual([
      ["CHASE1", "Janis", "1.4"],
      ["CHASE2", "Signe Lathiere", "1.4"],
      ["CHASE3", "Grim Linden", "1.4"],
      ["CHASE4", "Chris Robinson", "1.4"],
      ["CHASE5", undefined, "1.4"],
    ]);
  });

  it("1.3 note to 1.4: Sekhem misprinted CHASE4 is a sample card, told apart from Chris Robinson by its name", () => {
    expect(findExclusion({ number: "CHASE4", name: "Sekhem" }, new Set())).toMatchObject({
      rule: "1.3",
      name: "Sekhem",
    });
    expect(findExclusion({ number: "CHASE4", name: "sekhem" }, new Set())).toMatchObject({ rule: "1.3" });
    expect(findExclusion({ number: "CHASE4", name: "Chris Robinson" }, new Set())).toMatchObject({
      rule: "1.4",
      name: "Chris Robinson",
    });
    // No name: the number cannot tell them apart; either way the card is excluded.
    const unnamed = findExclusion({ number: "CHASE4" }, new Set());
    expect(unnamed).toMatchObject({ rule: "1.4" });
    expect(unnamed?.reason).toContain("Sekhem");
  });

  it.each([
    ["66", "Cut-Ups Machine"],
    ["C24", "Cut-Ups Method"],
    ["C45", "Life Imitates Art"],
    ["C47", "Message to Space"],
    ["C77", "Sacrificial Bloodbath"],
    ["C85", "Unattainable Desire"],
  ])("1.5: object-changing card %s %s", (number, name) => {
    const verdict = checkDeckList(`${filler()}\n3x ${number}`);
    expect(verdict.legal).toBe(false);
    expect(verdict.rejected).toEqual([
      { line: 2, number, name, copies: 3, rule: "1.5", reason: "object-changing card" },
    ]);
  });

  it.each([
    ["9", "Tulpas' Secret"],
    ["74", "Deadly Inspiration"],
  ])("1.6: degenerate card %s %s", (number, name) => {
    expect(checkDeckList(`${filler()}\n1 ${number} ${name}`).rejected).toMatchObject([
      { number, name, rule: "1.6" },
    ]);
  });

  it("1.7: the TD can exclude further cards; without the ban they pass", () => {
    const deck = `${filler()}\n2x C12 New Menace`;
    expect(checkDeckList(deck).legal).toBe(true);
    const banned = checkDeckList(deck, { banned: ["c012"] });
    expect(banned.rejected).toEqual([
      {
        line: 2,
        number: "C12",
        name: "New Menace",
        copies: 2,
        rule: "1.7",
        reason: "excluded by the tournament director",
      },
    ]);
  });

  it("every rejected card is named with its rule; unparsable lines make the deck unjudgeable", () => {
    const verdict = checkDeckList(
      ["30x 101 Filler", "Total: 40", "3x C24 Cut-Ups Method", "1 74"].join("\n"),
    );
    expect(verdict.legal).toBe(false);
    expect(toDeckProblems(verdict)).toEqual([
      "line 2: expected a count, then a collector's number and the card's name: `3x C24 Cut-Ups Method`: \"Total: 40\" (M9)",
      "34 cards: a tournament deck has at least 40 (rule 1.1)",
      "line 3: 3x C24 Cut-Ups Method: object-changing card (rule 1.5)",
      "line 4: 1x 74 Deadly Inspiration: degenerate card (rule 1.6)",
    ]);
  });

  it("a name that does not match the number's card in the rules text is a warning, not a rejection reason", () => {
    const verdict = checkDeckList(`${filler()}\n1x C24 Cut-Ups Machine`);
    expect(verdict.warnings).toEqual([
      'line 2: C24 is "Cut-Ups Method" in the rules text, the list says "Cut-Ups Machine"',
    ]);
    expect(verdict.rejected).toHaveLength(1);
  });

  it("1.3–1.4: each exclusion's reason, in full", () => {
    const none = new Set<string>();
    expect(findExclusion({ number: "S7" }, none)).toEqual({
      rule: "1.3",
      name: "Scythian Ring",
      reason: "sample card (number starts with S)",
    });
    expect(findExclusion({ number: "CHASE2" }, none)).toEqual({
      rule: "1.4",
      name: "Signe Lathiere",
      reason: "chase card (number starts with CHASE)",
    });
    // 1.3's note: the name tells the misprinted Sekhem (S24) from Chris Robinson.
    expect(findExclusion({ number: "CHASE4", name: "Sekhem" }, none)).toEqual({
      rule: "1.3",
      name: "Sekhem",
      reason: "sample card S24, misprinted with the number CHASE4",
    });
    expect(findExclusion({ number: "CHASE4", name: "Chris Robinson" }, none)).toEqual({
      rule: "1.4",
      name: "Chris Robinson",
      reason: "chase card (number starts with CHASE)",
    });
    expect(findExclusion({ number: "CHASE4" }, none)).toEqual({
      rule: "1.4",
      name: "Chris Robinson",
      reason: "chase card (or the sample card Sekhem misprinted CHASE4, rule 1.3: excluded either way)",
    });
  });

  it("M9 warnings: a sample card's or a degenerate card's name that differs from the rules text; CHASE4 may be Sekhem, no other card may", () => {
    const verdict = checkDeckList(
      [
        filler(),
        "1x S5 Red Orca",
        "1 9 Deadly Inspiration",
        "1 CHASE4 Sekhem",
        "1 S1 Sekhem",
        "1 CHASE4 Janis",
      ].join("\n"),
    );
    expect(verdict.warnings).toEqual([
      'line 2: S5 is "Kergillian Implant" in the rules text, the list says "Red Orca"',
      `line 3: 9 is "Tulpas' Secret" in the rules text, the list says "Deadly Inspiration"`,
      'line 5: S1 is "Astral Wisdom" in the rules text, the list says "Sekhem"',
      'line 6: CHASE4 is "Chris Robinson" in the rules text, the list says "Janis"',
    ]);
  });

  it("M9: a line that is not a card makes a deck of forty legal cards not legal, and is its only problem", () => {
    const verdict = checkDeckList(`${filler()}\nTotal: 40`);
    expect(verdict).toMatchObject({ legal: false, cards: 40, rejected: [] });
    expect(toDeckProblems(verdict)).toEqual([
      "line 2: expected a count, then a collector's number and the card's name: `3x C24 Cut-Ups Method`: \"Total: 40\" (M9)",
    ]);
  });

  it("1.1: a legal deck of exactly forty cards has no problem to list", () => {
    const verdict = checkDeckList(filler(40));
    expect(toDeckProblems(verdict)).toEqual([]);
  });

  it("1.4: a rejected card with no name on the list or in the rules text is listed without one", () => {
    expect(toDeckProblems(checkDeckList(`${filler()}\n1 CHASE5`))).toEqual([
      "line 2: 1x CHASE5: chase card (number starts with CHASE) (rule 1.4)",
    ]);
  });
});
