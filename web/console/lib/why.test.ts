import { describe, expect, it } from "vitest";
import { explainOrder } from "./why.js";

describe("explainOrder: why is X above Y", () => {
  const rows = [
    { id: "a", name: "Anna", rank: 1, vp: 4, diff: 30 },
    { id: "b", name: "Bob", rank: 2, vp: 2, diff: 10, decidedBy: "head-to-head: Bob beat Carl (K2)" },
    { id: "c", name: "Carl", rank: 3, vp: 2, diff: 10, decidedBy: "highest single-game diff 20 vs 15 (K3)" },
    { id: "d", name: "Dora", rank: 4, vp: 2, diff: 10 },
    { id: "e", name: "Emil", rank: 4, vp: 2, diff: 10 },
  ];
  it("K1: more VP, in either order of asking", () => {
    expect(explainOrder(rows, "b", "a")).toEqual([
      "Anna (#1) is above Bob (#2): more victory points, 4 to 2 (K1).",
    ]);
  });
  it("tied on K1: the core's reasons for each step between them", () => {
    expect(explainOrder(rows, "b", "d")).toEqual([
      "Bob (#2) is above Dora (#4): same VP and differential, 2(+10); the tiebreaks decided:",
      "Bob above Carl: head-to-head: Bob beat Carl (K2)",
      "Carl above Dora: highest single-game diff 20 vs 15 (K3)",
    ]);
  });
  it("the Final Confrontation's winner above more VP: the core's reason, not K1 (F5)", () => {
    const final = [
      { id: "d", name: "Dev", rank: 1, vp: 4, diff: 3, decidedBy: "won the Final Confrontation (F5)" },
      { id: "b", name: "Ben", rank: 2, vp: 6, diff: 12 },
    ];
    expect(explainOrder(final, "b", "d")).toEqual([
      "Dev (#1) is above Ben (#2) although 4(+3) is below 6(+12):",
      "Dev above Ben: won the Final Confrontation (F5)",
    ]);
  });
  it("a shared place says so", () => {
    expect(explainOrder(rows, "d", "e")).toEqual(["Dora and Emil share place 4: nothing separates them."]);
  });
});
