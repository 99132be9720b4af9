// R7 (docs/rules.md): "the TD checks at random at least 25% of the competing players between
// games; a player who failed a check is checked after every game". The list drawn for a check
// point stays as drawn while the TD records its checks.
import { describe, expect, it } from "vitest";
import { selectDeckChecks } from "../event-rules/deck-checks.js";
import { deckCheckPoint } from "./deck-check-point.js";
import { created, fullWin, given, registered, run, tablesOf } from "./test-helpers.js";
import type { TournamentState } from "./state.js";

const ids = ["a", "b", "c", "d", "e", "f", "g", "h"];

function drawOf(state: TournamentState) {
  const point = deckCheckPoint(state);
  const selection = selectDeckChecks({ ...point, seed: "hoth" });
  if (!selection.ok) throw new Error(selection.error.message);
  return selection.value.selected.map((s) => s.id);
}

function afterGameOne() {
  let state = run(given(created({ championship: true }), ...registered(...ids)).state, {
    type: "PairNextGame",
  }).state;
  for (const table of tablesOf(state))
    state = run(state, {
      type: "ReportResult",
      gameId: table.gameId,
      result: fullWin(table.players[0]!, 5),
    }).state;
  return state;
}

describe("deckCheckPoint (R7)", () => {
  it("names the check point after the last pairing", () => {
    expect(deckCheckPoint(given(created(), ...registered("a")).state).label).toBe("before round 1");
    expect(deckCheckPoint(afterGameOne()).label).toBe("after round 1 game 1");
  });

  it("the drawn list does not change when its checks are recorded, failures and a disqualification included", () => {
    let state = afterGameOne();
    const drawn = drawOf(state);
    expect(drawn).toHaveLength(2); // ⌈25% of 8⌉
    state = run(state, {
      type: "RecordDeckCheck",
      playerId: drawn[0]!,
      passed: false,
      failure: "too-many-cards",
    }).state;
    expect(drawOf(state)).toEqual(drawn);
    state = run(state, { type: "RecordDeckCheck", playerId: drawn[1]!, passed: true }).state;
    expect(drawOf(state)).toEqual(drawn);
    expect(deckCheckPoint(state).checked.map((c) => c.playerId)).toEqual(drawn);
  });

  it("a player disqualified at this check point stays on its list", () => {
    let state = afterGameOne();
    const drawn = drawOf(state);
    state = run(state, { type: "DisqualifyPlayer", playerId: drawn[0]!, reason: "marked cards" }).state;
    expect(drawOf(state)).toEqual(drawn);
  });

  it("a failure is checked again at the next check point, not at its own", () => {
    let state = afterGameOne();
    const [failing] = drawOf(state);
    state = run(state, {
      type: "RecordDeckCheck",
      playerId: failing!,
      passed: false,
      failure: "too-many-cards",
    }).state;
    expect(deckCheckPoint(state).failedBefore).toEqual([]);
    state = run(state, { type: "PairNextGame" }).state;
    expect(deckCheckPoint(state)).toMatchObject({
      label: "after round 1 game 2",
      failedBefore: [failing],
      checked: [],
    });
    expect(drawOf(state)).toContain(failing);
  });
});
