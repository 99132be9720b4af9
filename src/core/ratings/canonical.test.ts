import { describe, expect, it } from "vitest";
import { canonicalResultsText } from "./canonical.js";
import { full, makeFile } from "./test-files.js";

describe("the same event is recognised by its content", () => {
  const file = makeFile({ date: "2026-01-10" }, ["A", "B"], [[1, ["A", "B"], full("A", "B")]]);

  it("ignores key order and what export adds (scores, standings)", () => {
    const { games, ...rest } = file;
    const exported = {
      standings: [{ rank: 1, id: "A" }],
      games: games.map((game) => ({ score: [{ id: "A", vp: 2, diff: 60 }], ...game })),
      ...Object.fromEntries(Object.entries(rest).reverse()),
    } as unknown as typeof file;
    expect(canonicalResultsText(exported)).toBe(canonicalResultsText(file));
  });

  it("a different result, date or player is another event", () => {
    const other = [
      makeFile({ date: "2026-01-10" }, ["A", "B"], [[1, ["A", "B"], full("B", "A")]]),
      makeFile({ date: "2026-01-11" }, ["A", "B"], [[1, ["A", "B"], full("A", "B")]]),
      { ...file, players: [...file.players, { id: "C" }] },
    ];
    for (const changed of other) expect(canonicalResultsText(changed)).not.toBe(canonicalResultsText(file));
  });
});
