// A pairing trace is read by the TD and the players, who have the package, not
// the project's docs/rules.md: every line cites rule IDs (A1–A6, P1–P4, D1, F1–F4, N2) and docs/rules.md.
import { describe, expect, it } from "vitest";
import type { PairingSystem } from "./types.js";
import { describeSystem } from "./system.js";
import { pairNext } from "./pair-next.js";
import { makeFile, scored, type EventSpec } from "./test-helpers.js";

const SYSTEMS: readonly [PairingSystem, string][] = [
  ["one-deck-swiss", "P1–P4"],
  ["allegiance-pc", "A1–A6"],
  ["allegiance-decipher", "A7"],
  ["sealed-allegiance", "D1"],
  ["final-confrontation", "F1–F4"],
  ["elimination", "N2"],
  ["top-cut", "N2"],
];

describe("pairing traces cite rule IDs and docs/rules.md, never docs/rules.md", () => {
  it.each(SYSTEMS)("%s names %s and docs/rules.md §2", (system, ids) => {
    const text = describeSystem(system);
    expect(text).toContain(ids);
    expect(text).toContain("docs/rules.md §2");
    expect(text).not.toMatch(/SPEC|DESIGN/);
  });

  it.each([
    [{ game: "swccg" }],
    [{ game: "swccg", rules: "swccg-decipher-6.99" }],
    [{ game: "stccg1e" }],
    [{ game: "swccg", type: "sealed" }],
    [{ game: "stccg1e", type: "elimination" }],
  ] as [EventSpec][])("no line of the trace of %o cites the SPEC (A1, P1, D1, N2)", (spec) => {
    const players = Array.from({ length: 7 }, (_, i) => `p${i + 1}`);
    const next = pairNext(scored(makeFile(players, [], spec)));
    if (!next.ok) throw new Error(next.error.message);
    expect(next.value.trace.length).toBeGreaterThan(1);
    for (const line of next.value.trace) expect(line).not.toMatch(/SPEC|DESIGN\.md|§\d\.\d/);
  });
});
