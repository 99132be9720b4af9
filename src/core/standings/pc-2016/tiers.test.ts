import { describe, expect, it } from "vitest";
import { makeCoinFlipTier, refineGroups, splitByKey } from "./tiers.js";

describe("tiers", () => {
  it("splits by key, highest first, keeping the given order inside a group", () => {
    const key: Record<string, number> = { a: 1, b: 3, c: 1, d: 2 };
    expect(splitByKey(["a", "b", "c", "d"], (id) => key[id]!)).toEqual([["b"], ["d"], ["a", "c"]]);
  });

  it("labels the boundary between groups with the step, and lets later steps label inside", () => {
    const tiers = refineGroups([["a"], ["b", "c"], ["d"]], "SoS", (group) => [
      { ids: [group[0]!], decidedBy: "later" },
      { ids: [group[1]!] },
    ]);
    expect(tiers).toEqual([
      { ids: ["a"], decidedBy: "SoS" },
      { ids: ["b"], decidedBy: "later" },
      { ids: ["c"], decidedBy: "SoS" },
      { ids: ["d"] },
    ]);
  });

  it("leaves the boundary unlabelled for the primary key", () => {
    expect(refineGroups([["a"], ["b"]], undefined, () => [])).toEqual([{ ids: ["a"] }, { ids: ["b"] }]);
  });

  it("lists a coin-flip tier by player ID (K5)", () => {
    expect(makeCoinFlipTier(["z9", "a1", "m5"]).ids).toEqual(["a1", "m5", "z9"]);
  });
});
