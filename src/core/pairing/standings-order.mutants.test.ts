// P2/A1 (docs/rules.md §2): pairing walks the full standings (§3); players sharing a rank form one group
// to be ordered at random; a player the standings do not list yet (R2 late entry) goes last.
// K5/N2: a top cut is seeded from the Swiss standings only. Found unchecked by the mutation run
// (docs/testing.md); expected groups worked by hand from the ranks and games given.
import { describe, expect, it } from "vitest";
import { computeHistory } from "./history.js";
import { standingsGroups, swissStandingsGroups, toTieGroups } from "./standings-order.js";
import { makeFile, scored, win } from "./test-helpers.js";

describe("P2/A1: standings rows as tie groups", () => {
  it("P2: equal ranks share a group; unlisted players form the last group", () => {
    const rows = [
      { id: "a", rank: 1 },
      { id: "b", rank: 2 },
      { id: "c", rank: 2 },
      { id: "d", rank: 4 },
    ];
    expect(toTieGroups(rows, ["a", "b", "c", "d", "e", "f"])).toEqual([["a"], ["b", "c"], ["d"], ["e", "f"]]);
  });

  it("P2: everyone listed: no empty group at the end; a first rank of any number opens a group", () => {
    expect(toTieGroups([{ id: "a", rank: 1 }], ["a"])).toEqual([["a"]]);
    expect(
      toTieGroups(
        [
          { id: "b", rank: 3 },
          { id: "a", rank: 3 },
        ],
        ["a", "b"],
      ),
    ).toEqual([["b", "a"]]);
    expect(toTieGroups([], ["a", "b"])).toEqual([["a", "b"]]);
  });
});

describe("K5/N2: the event's standings, and the Swiss standings only", () => {
  // Star Trek (one game per round, S1-like full wins 2(+60) / 0(−60)): round 1 a beats b,
  // c beats d; then a final game d beats a. Full standings count the final; Swiss ones do not.
  const file = makeFile(
    ["a", "b", "c", "d"],
    [
      win("stccg1e", 1, 1, "a", "b"),
      win("stccg1e", 1, 1, "c", "d"),
      { ...win("stccg1e", 2, 1, "d", "a"), stage: "final" },
    ],
    { game: "stccg1e", rules: "stccg-decipher-6.99" },
  );

  it("K5/F5: Swiss standings leave the final out; full standings put its winner, then its loser, first", () => {
    const event = scored(file);
    const history = computeHistory(event.file.players, event.games);
    const swiss = swissStandingsGroups(event, history);
    expect(swiss.ok).toBe(true);
    if (!swiss.ok) return;
    // a and c: 2(+60), each beat a player now at 0(−60): level on every key, one group.
    expect(swiss.value).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
    // F5: the final's winner d first, its loser a second, then the Swiss order (c, then b).
    const full = standingsGroups(event, history);
    expect(full).toEqual({ ok: true, value: [["d"], ["a"], ["c"], ["b"]] });
  });
});
