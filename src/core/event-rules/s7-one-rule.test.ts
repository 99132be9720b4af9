// S7: the live decider (tournament/decide-deck-checks.ts) and the results-file tool
// (deck-penalty-file.ts) used to disagree on whether S7 applies (a profile literal against a
// constant), on which game is "the previous game" (the last one created against the highest
// round, then game) and on how earlier failures count. One function each now.
import { describe, expect, it } from "vitest";
import type { ResultsFile } from "../results-file/schema.js";
import { scoreEvent } from "../scored-event/score-event.js";
import { makeEvent, scoredOf, win } from "../standings/test-event.js";
import { ctx, run } from "../tournament/test-helpers.js";
import { decide } from "../decide.js";
import { fold } from "../evolve.js";
import { INITIAL_STATE } from "../tournament/state.js";
import { computeDeckPenaltyOnFile } from "./deck-penalty-file.js";
import { countDeckCheckFailures, s7AppliesTo } from "./previous-game.js";

const championship = (file: ResultsFile): ResultsFile => ({
  ...file,
  event: { ...file.event, championship: true },
});

describe("S7 s7AppliesTo", () => {
  it("applies at a Championship Level event under a profile with the penalty (swccg-pc-2.3.6) only", () => {
    const base = { name: "T", date: "2026-05-04", type: "constructed" as const };
    expect(s7AppliesTo({ ...base, game: "swccg", rules: "swccg-pc-2.3.6", championship: true })).toBe(true);
    // The game's default profile is swccg-pc-2.3.6 (docs/rules.md §1).
    expect(s7AppliesTo({ ...base, game: "swccg", championship: true })).toBe(true);
    expect(s7AppliesTo({ ...base, game: "swccg", rules: "swccg-decipher-6.99", championship: true })).toBe(
      false,
    );
    expect(s7AppliesTo({ ...base, game: "swccg", rules: "swccg-pc-2.3.6" })).toBe(false);
    expect(s7AppliesTo({ ...base, game: "stccg1e", championship: true })).toBe(false);
  });
});

describe("S7 one prior-game rule", () => {
  // Round 2 is listed before round 1 (a hand-written file): the previous game of "a" is round 2.
  const file = championship(
    makeEvent(
      ["a", "b", "c"],
      [
        { ...win("b", "a", 10), round: 2, game: 1 },
        { ...win("a", "c", 12), round: 1, game: 1 },
      ],
    ),
  );

  it("the results-file tool penalises round 2 (the highest round)", () => {
    const onFile = computeDeckPenaltyOnFile(scoredOf(file), { player: "a", kind: "cards-not-on-list" });
    if (!onFile.ok) throw new Error(onFile.error.message);
    expect(onFile.value.game?.round).toBe(2);
  });

  it("the live decider penalises the same game (it used to take round 1, the last game created)", () => {
    const { state } = run(INITIAL_STATE, { type: "ImportResultsFile", file });
    const decided = decide(
      { type: "RecordDeckCheck", playerId: "a", passed: false, failure: "cards-not-on-list" },
      state,
      ctx,
    );
    if (!decided.ok) throw new Error(decided.error.message);
    const penalised = decided.value.find((event) => event.type === "DeckCheckRecorded");
    const gameId = penalised?.type === "DeckCheckRecorded" ? penalised.data.gameId : undefined;
    const after = fold(decided.value, state);
    const game = after.gameBlocks.flat().find((slot) => slot.gameId === gameId);
    expect(game?.record.round).toBe(2);
    expect(game?.record.deckCheckFailure).toBe("a");
  });
});

describe("S7 one failure count", () => {
  it("counts each game marked with his failure, and the failures the log holds that no game carries", () => {
    const scored = scoreEvent(
      championship(makeEvent(["a", "b"], [win("a", "b", 4, { deckCheckFailure: "a" }), win("a", "b", 2)])),
    );
    if (!scored.ok) throw new Error(scored.error.message);
    const games = scored.value.games;
    expect(countDeckCheckFailures(games, "a")).toBe(1);
    // A check before his first game: penalised (S7), but no game can carry it.
    expect(countDeckCheckFailures(games, "a", [{ playerId: "a", penalty: "game" }])).toBe(2);
    // The check already counted through its game, and a check that did not apply, are not counted again.
    expect(
      countDeckCheckFailures(games, "a", [
        { playerId: "a", penalty: "game", gameId: 1 },
        { playerId: "a", penalty: "none" },
      ]),
    ).toBe(1);
    expect(countDeckCheckFailures(games, "b", [{ playerId: "a", penalty: "game" }])).toBe(0);
  });

  it("the live decider disqualifies on the second violation when the first came before his first game", () => {
    const file = championship(makeEvent(["a", "b"], []));
    const first = run(
      INITIAL_STATE,
      { type: "ImportResultsFile", file },
      { type: "RecordDeckCheck", playerId: "a", passed: false },
    );
    const second = decide({ type: "RecordDeckCheck", playerId: "a", passed: false }, first.state, ctx);
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.map((event) => event.type)).toEqual(["DeckCheckRecorded", "PlayerDisqualified"]);
  });
});
