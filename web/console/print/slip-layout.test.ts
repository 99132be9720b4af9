// Stack-cutting order: P pages of k slips, cut as one stack, the small stacks laid in order,
// give the tables in order — slip i of page p is table i·P + p (both from 0).
import { describe, expect, it } from "vitest";
import { slipEndings, slipsPerPage, stackCutPages, SLIP_COUNTS } from "./slip-layout.js";

describe("stackCutPages", () => {
  it("11 tables, 5 a page: 3 pages, read down each cut", () => {
    const tables = Array.from({ length: 11 }, (_, i) => i + 1);
    const pages = stackCutPages(tables, 5);
    expect(pages).toEqual([
      [1, 4, 7, 10, null],
      [2, 5, 8, 11, null],
      [3, 6, 9, null, null],
    ]);
    // Cutting the stack and laying slip position 0's stack first gives 1, 2, 3, 4 …
    const laid = [0, 1, 2, 3, 4].flatMap((i) => pages.map((page) => page[i])).filter((t) => t !== null);
    expect(laid).toEqual(tables);
  });

  it("fewer tables than a page: one page in table order", () => {
    expect(stackCutPages([1, 2, 3], 5)).toEqual([[1, 2, 3, null, null]]);
    expect(stackCutPages([], 5)).toEqual([[null, null, null, null, null]]);
  });

  it("four slips a page for On the Edge's larger tables", () => {
    expect(slipsPerPage(2)).toBe(5);
    expect(slipsPerPage(4)).toBe(4);
  });
});

describe("the slip's fields follow the game", () => {
  it("Life Force for Star Wars, points for Star Trek, Draw Deck for Young Jedi, IP for On the Edge", () => {
    expect(SLIP_COUNTS.swccg).toEqual(["Life Force left"]);
    expect(SLIP_COUNTS.stccg).toEqual(["Points"]);
    expect(SLIP_COUNTS.yj).toContain("Draw Deck");
    expect(SLIP_COUNTS.ote).toEqual(["Influence (IP)"]);
    expect(slipEndings("swccg")).toEqual([
      "Full win (Life Force depleted)",
      "Time called",
      "True tie",
      "Quit",
    ]);
    expect(slipEndings("ote")).not.toContain(expect.stringMatching(/Additional game/));
  });
});
