import { describe, expect, it } from "vitest";
import { pairOneDeck } from "./one-deck.js";
import { bye, historyOf, makeFile, win } from "./test-helpers.js";
import type { Draft } from "./types.js";
import type { GameRecord } from "../results-file/schema.js";

const ST = "stccg1e";
const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);

function pair(n: number, games: GameRecord[]): Draft {
  const ids = players(n);
  return pairOneDeck(ids, historyOf(makeFile(ids, games, { game: ST })));
}

const asText = (draft: Draft): string[] => draft.pairs.map((p) => `${p.a.id}-${p.b.id}`);

describe("one-deck Swiss (docs/rules.md §2, DEC II.A.i step 6)", () => {
  it("P2: given no earlier meetings, when pairing 8 players, then 1–2, 3–4, 5–6, 7–8", () => {
    expect(asText(pair(8, []))).toEqual(["p1-p2", "p3-p4", "p5-p6", "p7-p8"]);
  });

  it("P3, DEC example: given 5 has played 6, then 5 is paired with 7 and 6 goes on down the list with 8", () => {
    const draft = pair(8, [win(ST, 1, 1, "p5", "p6")]);
    expect(asText(draft)).toEqual(["p1-p2", "p3-p4", "p5-p7", "p6-p8"]);
    expect(draft.trace).toContain("P3: p5 (#5) had played p6 → paired with p7 (#7)");
  });

  it("P3, DEC example: given 5 has played 6 and 7, then 5 is matched with 8", () => {
    const draft = pair(8, [win(ST, 1, 1, "p5", "p6"), win(ST, 2, 1, "p7", "p5")]);
    expect(asText(draft)).toEqual(["p1-p2", "p3-p4", "p5-p8", "p6-p7"]);
    expect(draft.trace[0]).toBe("P3: p5 (#5) had played p6, p7 → paired with p8 (#8)");
  });

  it("P3: given the player has faced all remaining players, then the original pairing stands (a rematch, traced)", () => {
    const draft = pair(4, [win(ST, 1, 1, "p3", "p4")]);
    expect(asText(draft)).toEqual(["p1-p2", "p3-p4"]);
    expect(draft.trace[0]).toMatch(
      /p3 \(#3\) has played every remaining player → keeps p4 \(#4\), a rematch/,
    );
  });

  it("P3: given 1 has played 2, 3 and 4 but not 5, then 1–5 and the walk continues 2–3", () => {
    const draft = pair(6, [win(ST, 1, 1, "p1", "p2"), win(ST, 2, 1, "p1", "p3"), win(ST, 3, 1, "p4", "p1")]);
    expect(asText(draft)).toEqual(["p1-p5", "p2-p3", "p4-p6"]);
  });

  it("P4: given an odd count and nobody has had a bye, then the player left over (the last) gets it", () => {
    const draft = pair(5, []);
    expect(asText(draft)).toEqual(["p1-p2", "p3-p4"]);
    expect(draft.byes).toEqual(["p5"]);
    expect(draft.trace).toEqual(["P4 bye: p5 is left over → bye"]);
  });

  it("P4: given the left-over player already had a bye, then the next player up without one gets it and he takes that player's place", () => {
    const draft = pair(5, [bye(1, 1, "p5")]);
    expect(draft.byes).toEqual(["p4"]);
    expect(asText(draft)).toEqual(["p1-p2", "p3-p5"]);
    expect(draft.trace.at(-1)).toContain("p5 is left over but has already had 1 bye → the bye goes to p4");
  });

  it("P4: given the players just above had byes too, then the bye goes to the nearest player up who has none", () => {
    const draft = pair(5, [bye(1, 1, "p5"), bye(1, 1, "p4"), bye(1, 1, "p3")]);
    expect(draft.byes).toEqual(["p2"]);
    expect(asText(draft)).toEqual(["p1-p5", "p3-p4"]);
  });

  it("P4: given everyone has had a bye, then the nearest player up with the fewest byes gets it", () => {
    const games = players(5).map((id) => bye(1, 1, id));
    const draft = pair(5, [...games, bye(2, 1, "p5"), bye(2, 1, "p4")]);
    expect(draft.byes).toEqual(["p3"]);
  });

  it("P4: given nobody above qualifies, then the nearest player below gets the bye, and the trace names the rematch it makes", () => {
    // p3 had played p4, so the walk is 1–2, 3–5 and p4 is left over; only p5 has no bye.
    const games = [
      win(ST, 1, 1, "p3", "p4"),
      bye(1, 1, "p1"),
      bye(1, 1, "p2"),
      bye(2, 1, "p3"),
      bye(2, 1, "p4"),
    ];
    const draft = pair(5, games);
    expect(draft.byes).toEqual(["p5"]);
    expect(asText(draft)).toEqual(["p1-p2", "p3-p4"]);
    expect(draft.trace.at(-1)).toContain("this is a rematch: p4 had played p3");
  });
});
