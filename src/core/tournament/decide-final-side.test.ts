import { describe, expect, it } from "vitest";
import type { TournamentCommand } from "../commands.js";
import { fold } from "../evolve.js";
import type { Side } from "../games.js";
import type { TournamentState } from "./state.js";
import { gamesOf } from "./state.js";
import {
  created,
  decideOn,
  expectError,
  expectEvents,
  fullWin,
  given,
  registered,
  reportAll,
  run,
  tablesOf,
} from "./test-helpers.js";
import type { EventInfo } from "../results-file/schema.js";

/**
 * A Star Wars event of four, one Swiss round (A1: two games) played — a sealed one three games
 * (D3) — then the FC's game 1 paired.
 */
function finalPaired(event: Partial<EventInfo> = {}): {
  state: TournamentState;
  gameId: number;
  seed: string;
} {
  let { state } = run(given(created(event), ...registered("a", "b", "c", "d")).state, {
    type: "PairNextGame",
  });
  state = run(state, ...reportAll(state)).state;
  for (let game = 2; game <= (event.type === "sealed" ? 3 : 2); game++) {
    state = run(state, { type: "PairNextGame" }).state;
    state = run(state, ...reportAll(state)).state;
  }
  const after = run(state, { type: "PairNextGame", final: true });
  const [table] = tablesOf(after.state);
  return { state: after.state, gameId: table!.gameId, seed: table!.players[0]! };
}

const choose = (gameId: number, side: Side): TournamentCommand => ({ type: "ChooseFinalSide", gameId, side });

function sidesOf(state: TournamentState, gameId: number): Record<string, string | undefined> {
  const slot = gamesOf(state).find((s) => s.gameId === gameId)!;
  return Object.fromEntries(slot.record.players.map((seat) => [seat.id, seat.side]));
}

describe("ChooseFinalSide (F1: the higher seed chooses his allegiance for game 1)", () => {
  it("given FC game 1 paired without sides (F1), when the higher seed chooses Light, then he plays Light and his opponent Dark", () => {
    const { state, gameId, seed } = finalPaired();
    expect(Object.values(sidesOf(state, gameId))).toEqual([undefined, undefined]);
    const [event] = expectEvents(decideOn(state, choose(gameId, "light")));
    expect(event).toEqual({ type: "FinalSideChosen", data: { gameId, playerId: seed, side: "light" } });
    const after = run(state, choose(gameId, "light")).state;
    const sides = sidesOf(after, gameId);
    expect(sides[seed]).toBe("light");
    expect(Object.values(sides).sort()).toEqual(["dark", "light"]);
  });

  it("given the sides chosen for game 1 (F1), when game 2 is paired, then each plays the other side", () => {
    const { state, gameId, seed } = finalPaired();
    let after = run(state, choose(gameId, "dark")).state;
    after = run(after, { type: "ReportResult", gameId, result: fullWin(seed, 8) }).state;
    const [event] = expectEvents(decideOn(after, { type: "PairNextGame", final: true }));
    if (event?.type !== "GamePaired") throw new Error("expected GamePaired");
    const seats = event.data.tables[0]!.players;
    expect(seats.find((s) => s.id === seed)?.side).toBe("light");
    expect(seats.find((s) => s.id !== seed)?.side).toBe("dark");
    expect(event.data.trace.join("\n")).toContain("sides switched");
    expect(event.data.trace.join("\n")).not.toContain("not recorded");
  });

  it("replays: folding the log gives the same sides as deciding step by step (F1)", () => {
    const { state, gameId } = finalPaired();
    const [event] = expectEvents(decideOn(state, choose(gameId, "dark")));
    const stepped = run(state, choose(gameId, "dark")).state;
    expect(sidesOf(fold([event!], state), gameId)).toEqual(sidesOf(stepped, gameId));
  });

  it("refuses a second choice once the sides are set (F1)", () => {
    const { state, gameId } = finalPaired();
    const after = run(state, choose(gameId, "dark")).state;
    expectError(decideOn(after, choose(gameId, "light")), "SIDES_ALREADY_CHOSEN", "F1");
  });

  it("refuses once game 1 has a result (F1)", () => {
    const { state, gameId, seed } = finalPaired();
    const after = run(state, { type: "ReportResult", gameId, result: fullWin(seed, 8) }).state;
    expectError(decideOn(after, choose(gameId, "dark")), "RESULT_ALREADY_REPORTED", "F1");
  });

  it("refuses an unknown game and a Swiss game (F1)", () => {
    const { state } = finalPaired();
    expectError(decideOn(state, choose(999, "dark")), "UNKNOWN_GAME");
    const swiss = gamesOf(state).find((s) => s.record.stage === undefined && !s.isBye)!;
    expectError(decideOn(state, choose(swiss.gameId, "dark")), "NOT_FINAL_GAME_ONE", "F1");
  });

  it("refuses a side that is neither dark nor light, naming the field (F1)", () => {
    const { state, gameId } = finalPaired();
    const result = decideOn(state, choose(gameId, "grey" as Side));
    expectError(result, "INVALID_FIELD", "F1");
    if (!result.ok) expect(result.error.field).toBe("side");
  });

  it("refuses a sealed Final Confrontation: its sides are fixed (F3)", () => {
    const { state, gameId } = finalPaired({ type: "sealed" });
    expectError(decideOn(state, choose(gameId, "dark")), "NOT_FINAL_GAME_ONE", "F3");
  });

  it("given a Secret Squirrel final (F3: the top two, R12: decks without allegiance), when a side is chosen, then it is refused: there is none to choose", () => {
    const { state, gameId } = finalPaired({ type: "sealed", options: { format: "secret-squirrel" } });
    const result = decideOn(state, choose(gameId, "dark"));
    expectError(result, "NOT_FINAL_GAME_ONE", "F3");
    if (!result.ok) expect(result.error.message).toContain("no allegiance");
    expect(Object.values(sidesOf(state, gameId))).toEqual([undefined, undefined]);
  });
});
