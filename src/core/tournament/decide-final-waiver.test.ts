// F4 in the event log: WaiveFinalConfrontation (the second seed's right, SW-PC Championship Level
// Event Rules: "The Final Confrontation must be played unless the second-seeded player waives
// their right to it"). Who the second seed is comes from computeFinalSeeds, the order
// `pair --final` uses; the hand-worked places are in final-waiver.test.ts.
import { describe, expect, it } from "vitest";
import { computeFinalSeeds } from "../pairing/final-seeds.js";
import { toScoredEvent } from "./project.js";
import type { TournamentState } from "./state.js";
import {
  created,
  decideOn,
  expectError,
  expectEvents,
  given,
  registered,
  reportAll,
  run,
} from "./test-helpers.js";

/** A Championship Level Star Wars event of four: three rounds (six games, R3) played. */
function swissPlayed(): TournamentState {
  let { state } = given(created({ championship: true }), ...registered("a", "b", "c", "d"));
  for (let game = 1; game <= 6; game++) {
    state = run(state, { type: "PairNextGame" }).state;
    state = run(state, ...reportAll(state)).state;
  }
  return state;
}

function seeds(state: TournamentState): readonly [string, string] {
  const scored = toScoredEvent(state);
  if (!scored.ok) throw new Error(scored.error.message);
  const found = computeFinalSeeds(scored.value);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

describe("WaiveFinalConfrontation (F4)", () => {
  it("the second seed waives: FinalConfrontationWaived; the event then records him and --final has nothing to pair", () => {
    const state = swissPlayed();
    const [, second] = seeds(state);
    const [event] = expectEvents(decideOn(state, { type: "WaiveFinalConfrontation", playerId: second }));
    expect(event).toEqual({ type: "FinalConfrontationWaived", data: { playerId: second } });
    const after = run(state, { type: "WaiveFinalConfrontation", playerId: second }).state;
    expect(after.event?.finalWaivedBy).toBe(second);
    expectError(decideOn(after, { type: "PairNextGame", final: true }), "NOTHING_TO_PAIR", "F4");
    expectError(
      decideOn(after, { type: "WaiveFinalConfrontation", playerId: second }),
      "FINAL_NOT_WAIVABLE",
      "F4",
    );
  });

  it("the first seed may not waive (F4: only the second seed), nor an unknown player", () => {
    const state = swissPlayed();
    const [first] = seeds(state);
    expectError(
      decideOn(state, { type: "WaiveFinalConfrontation", playerId: first }),
      "FINAL_NOT_WAIVABLE",
      "F4",
    );
    expectError(decideOn(state, { type: "WaiveFinalConfrontation", playerId: "zed" }), "UNKNOWN_PLAYER");
  });

  it("F4: given the final is paired and its game 1 still being played, when the second seed waives, then FINAL_NOT_WAIVABLE, not a wait for results", () => {
    // Regression: the pending FC game was answered ROUND_NOT_COMPLETE ("every Swiss result must
    // be in …"), as if the waiver could come once it was in.
    const [, second] = seeds(swissPlayed());
    const paired = run(swissPlayed(), { type: "PairNextGame", final: true }).state;
    const refused = decideOn(paired, { type: "WaiveFinalConfrontation", playerId: second });
    expect(refused).toEqual({
      ok: false,
      error: {
        code: "FINAL_NOT_WAIVABLE",
        field: "playerId",
        rule: "F4",
        message:
          "the Final Confrontation has been paired; the second seed may waive it only before it is paired",
      },
    });
  });

  it("not once the final has begun", () => {
    const state = run(swissPlayed(), { type: "PairNextGame", final: true }).state;
    const started = run(state, ...reportAll(state)).state;
    const [, second] = seeds(swissPlayed());
    expectError(
      decideOn(started, { type: "WaiveFinalConfrontation", playerId: second }),
      "FINAL_NOT_WAIVABLE",
      "F4",
    );
  });
});
