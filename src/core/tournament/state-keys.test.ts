// "Silently wrong" 1: every map keyed by user data is safe. The state's per-player
// maps (R7 deck lists, R2 late entries) are Maps, so ids that name Object.prototype members
// are ordinary keys: stored as given, never inherited, never changing a prototype.
import { describe, expect, it } from "vitest";
import { created, fullWin, given, registered, run, tablesOf } from "./test-helpers.js";

const HOSTILE = ["__proto__", "constructor", "toString", "hasOwnProperty"] as const;

describe("state maps keyed by player id (__proto__ and constructor as ids)", () => {
  it("R7: deck lists of players named __proto__ and constructor are stored under their own ids", () => {
    let { state } = given(created(), ...registered(...HOSTILE));
    for (const id of HOSTILE)
      state = run(state, { type: "RecordDeckList", playerId: id, deckList: `1x Hoth (${id})` }).state;
    expect([...state.deckLists.entries()]).toEqual(HOSTILE.map((id) => [id, `1x Hoth (${id})`]));
    // Nothing leaks in from Object.prototype, and no prototype was replaced.
    expect(state.deckLists.get("valueOf")).toBeUndefined();
    expect(Object.getPrototypeOf(state.deckLists)).toBe(Map.prototype);
    expect(({} as Record<string, unknown>)["1x Hoth (__proto__)"]).toBeUndefined();
  });

  it("R2: a late entry named __proto__ keeps his missed games; a player never entered late has none", () => {
    let { state } = given(created(), ...registered("a", "b"));
    state = run(state, { type: "PairNextGame" }).state;
    const table = tablesOf(state)[0]!;
    state = run(
      state,
      { type: "ReportResult", gameId: table.gameId, result: fullWin(table.players[0]!, 10) },
      { type: "EnterLatePlayer", player: { id: "__proto__" } },
    ).state;
    expect(state.lateEntries.get("__proto__")).toBe(1);
    // `constructor` never entered late: a plain object would answer Object's constructor here.
    expect(state.lateEntries.get("constructor")).toBeUndefined();
    expect(state.lateEntries.has("a")).toBe(false);
    expect(state.players.map((p) => p.id)).toEqual(["a", "b", "__proto__"]);
  });
});
