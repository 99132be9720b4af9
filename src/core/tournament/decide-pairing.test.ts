import { describe, expect, it } from "vitest";
import type { TournamentEvent } from "../events.js";
import {
  created,
  decideOn,
  expectError,
  expectEvents,
  given,
  registered,
  reportAll,
  reportAllTrek,
  run,
  tablesOf,
} from "./test-helpers.js";
import { toResultsFile } from "./project.js";
import { gamesOf } from "./state.js";

const five = ["a", "b", "c", "d", "e"];

describe("PairNextGame (docs/rules.md §2)", () => {
  it("given five Star Wars players, when game 1 is paired, then two tables with sides (A2) and a bye (P4/A6) that stands at once (S5)", () => {
    const [event] = expectEvents(given(created(), ...registered(...five)).when({ type: "PairNextGame" }));
    if (event?.type !== "GamePaired") throw new Error("expected GamePaired");
    expect(event.data).toMatchObject({
      pairing: 1,
      round: 1,
      game: 1,
      system: "allegiance-pc",
      isFinal: false,
    });
    expect(event.data.tables).toHaveLength(2);
    expect(event.data.tables.every((t) => t.players.every((p) => p.side !== undefined))).toBe(true);
    expect(event.data.byes).toHaveLength(1);
    expect(event.data.trace.length).toBeGreaterThan(0);
    const state = run(given(created(), ...registered(...five)).state, { type: "PairNextGame" }).state;
    // The bye is in the results file already: 2(+0).
    expect(toResultsFile(state).games).toEqual([
      { round: 1, game: 1, players: [event.data.byes[0]!.player], result: { end: "bye" } },
    ]);
  });

  it("is the same pairing for the same log and seed (docs/rules.md §2: anyone can re-check it)", () => {
    const once = given(created(), ...registered(...five)).when({ type: "PairNextGame" });
    const twice = given(created(), ...registered(...five)).when({ type: "PairNextGame" });
    expect(twice).toEqual(once);
  });

  it("pairs game 2 of the round after every result of game 1 is in (A1, A3)", () => {
    let { state } = run(given(created(), ...registered("a", "b", "c", "d")).state, { type: "PairNextGame" });
    state = run(state, ...reportAll(state)).state;
    const [event] = expectEvents(decideOn(state, { type: "PairNextGame" }));
    expect(event?.type === "GamePaired" && [event.data.round, event.data.game]).toEqual([1, 2]);
  });

  it("refuses while a result is missing: ROUND_NOT_COMPLETE", () => {
    const { state } = run(given(created(), ...registered("a", "b", "c", "d")).state, {
      type: "PairNextGame",
    });
    expectError(decideOn(state, { type: "PairNextGame" }), "ROUND_NOT_COMPLETE", "R6");
  });

  it("refuses game 1 once check-in is used and a player has not checked in: PLAYER_NOT_CHECKED_IN (R2)", () => {
    const g = given(created(), ...registered("a", "b", "c"), {
      type: "PlayerCheckedIn",
      data: { playerId: "a" },
    });
    expectError(g.when({ type: "PairNextGame" }), "PLAYER_NOT_CHECKED_IN", "R2");
  });

  it("refuses with fewer than two players: NOTHING_TO_PAIR", () => {
    expectError(given(created(), ...registered("a")).when({ type: "PairNextGame" }), "NOTHING_TO_PAIR");
  });

  it("pairs the Final Confrontation of the top two (F1) with stage final", () => {
    let { state } = run(
      given(created({ game: "stccg1e", rules: "stccg-decipher-6.99" }), ...registered("a", "b", "c", "d"))
        .state,
      { type: "PairNextGame" },
    );
    state = run(state, ...reportAllTrek(state)).state;
    const [event] = expectEvents(decideOn(state, { type: "PairNextGame", final: true }));
    if (event?.type !== "GamePaired") throw new Error("expected GamePaired");
    expect(event.data.isFinal).toBe(true);
    expect(event.data.tables).toHaveLength(1);
    expect(event.data.tables[0]!.stage).toBe("final");
  });

  it("pairs On the Edge groups with their set (M1, M2)", () => {
    const ids = ["a", "b", "c", "d", "e", "f"];
    const [event] = expectEvents(
      given(created({ game: "ote", rules: "ote-1.2", type: "ote" }), ...registered(...ids)).when({
        type: "PairNextGame",
      }),
    );
    if (event?.type !== "GamePaired") throw new Error("expected GamePaired");
    expect(event.data.tables.map((t) => [t.players.length, t.set])).toEqual([
      [3, "active"],
      [3, "active"],
    ]);
  });

  it("refuses final for On the Edge: it decides its final itself (M6)", () => {
    expectError(
      given(created({ game: "ote", rules: "ote-1.2", type: "ote" }), ...registered("a", "b", "c")).when({
        type: "PairNextGame",
        final: true,
      }),
      "INVALID_FIELD",
    );
  });
});

describe("SwapPlayers (TD override, logged with a reason)", () => {
  const paired = () =>
    run(
      given(
        created({ game: "stccg1e", rules: "stccg-decipher-6.99" }),
        ...registered("a", "b", "c", "d", "e"),
      ).state,
      { type: "PairNextGame" },
    ).state;

  it("given two tables, when the TD swaps a player of each, then they change seats", () => {
    const state = paired();
    const [t1, t2] = tablesOf(state) as [
      { gameId: number; players: string[] },
      { gameId: number; players: string[] },
    ];
    const after = run(state, {
      type: "SwapPlayers",
      playerA: t1.players[0]!,
      playerB: t2.players[0]!,
      reason: "brothers",
    }).state;
    expect(tablesOf(after)).toEqual([
      { gameId: t1.gameId, players: [t2.players[0], t1.players[1]] },
      { gameId: t2.gameId, players: [t1.players[0], t2.players[1]] },
    ]);
  });

  it("can swap a player with the bye", () => {
    const state = paired();
    const byePlayer = gamesOf(state).find((g) => g.isBye)!.record.players[0]!.id;
    const seated = tablesOf(state)[0]!.players[0]!;
    const after = run(state, {
      type: "SwapPlayers",
      playerA: byePlayer,
      playerB: seated,
      reason: "TD plays",
    }).state;
    expect(gamesOf(after).find((g) => g.isBye)!.record.players[0]!.id).toBe(seated);
  });

  it("refuses without a reason (REASON_REQUIRED), a player not paired (PLAYER_NOT_PAIRED, a rule: 422, not 403) and a game with a result (RESULT_ALREADY_REPORTED)", () => {
    const state = paired();
    const [t1, t2] = tablesOf(state) as [
      { gameId: number; players: string[] },
      { gameId: number; players: string[] },
    ];
    expectError(
      decideOn(state, { type: "SwapPlayers", playerA: t1.players[0]!, playerB: t2.players[0]!, reason: "" }),
      "REASON_REQUIRED",
    );
    const late = run(state, { type: "EnterLatePlayer", player: { id: "late" } }).state;
    expectError(
      decideOn(late, { type: "SwapPlayers", playerA: "late", playerB: t2.players[0]!, reason: "x" }),
      "PLAYER_NOT_PAIRED",
    );
    const reported = run(state, {
      type: "ReportResult",
      gameId: t1.gameId,
      result: { end: "full", points: { [t1.players[0]!]: 100, [t1.players[1]!]: 0 } },
    }).state;
    expectError(
      decideOn(reported, {
        type: "SwapPlayers",
        playerA: t1.players[0]!,
        playerB: t2.players[0]!,
        reason: "x",
      }),
      "RESULT_ALREADY_REPORTED",
    );
  });
});

describe("UndoPairing (only while no result is in)", () => {
  it("given a fresh pairing, when undone, then its games are gone and the same pairing comes again", () => {
    const start = given(created(), ...registered(...five)).state;
    const { state, events } = run(start, { type: "PairNextGame" });
    const undone = run(state, { type: "UndoPairing" }).state;
    expect(gamesOf(undone)).toEqual([]);
    expect(undone.pairings).toEqual([]);
    const [again] = expectEvents(decideOn(undone, { type: "PairNextGame" }));
    const first = events[0] as Extract<TournamentEvent, { type: "GamePaired" }>;
    expect(again?.type === "GamePaired" && again.data.tables.map((t) => t.players)).toEqual(
      first.data.tables.map((t) => t.players),
    );
  });

  it("refuses with nothing paired (NOTHING_TO_UNDO) and once a result is in (PAIRING_HAS_RESULTS)", () => {
    expectError(given(created()).when({ type: "UndoPairing" }), "NOTHING_TO_UNDO");
    const { state } = run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" });
    const reported = run(state, ...reportAll(state)).state;
    expectError(decideOn(reported, { type: "UndoPairing" }), "PAIRING_HAS_RESULTS", "R6");
  });
});

// The live event (CLI `pair EVENT --final`, the server's PairNextGame) goes through the same check
// as `pair FILE --final` (pairing/final-timing.ts). SW-PC Pairings – Constructed Deck: "each player
// completes a round having played one game with a Dark Side deck and one game with a Light Side
// deck" (A1); SW-PC Sealed Deck: "at least three games with an additional Final Confrontation" (D3).
describe("PairNextGame final: not before its time (A1, D3)", () => {
  it("A1: between game 1 and game 2 of a round, the final is refused", () => {
    let { state } = given(created(), ...registered("a", "b", "c", "d"));
    state = run(state, { type: "PairNextGame" }).state;
    state = run(state, ...reportAll(state)).state;
    expectError(decideOn(state, { type: "PairNextGame", final: true }), "FINAL_TOO_EARLY", "A1");
  });

  it("D3: a sealed event after two games is refused; after three it is paired", () => {
    let { state } = given(created({ type: "sealed" }), ...registered("a", "b", "c", "d"));
    for (let game = 1; game <= 2; game++) {
      state = run(state, { type: "PairNextGame" }).state;
      state = run(state, ...reportAll(state)).state;
    }
    expectError(decideOn(state, { type: "PairNextGame", final: true }), "FINAL_TOO_EARLY", "D3");
    state = run(state, { type: "PairNextGame" }).state;
    state = run(state, ...reportAll(state)).state;
    expect(decideOn(state, { type: "PairNextGame", final: true }).ok).toBe(true);
  });
});

// F1: "the top two play two games, one on each side"; once the Final Confrontation (or N2's top
// cut) is under way the Swiss is over, so the console's button, `handsdown pair EVENT` and the
// HTTP command's plain PairNextGame pair its next game, exactly as asking for the final does.
describe("PairNextGame once a final stage began: its next game (F1, F3, N2)", () => {
  /** Four Star Wars players, two allegiance rounds (four games, R3's minimum), every result in. */
  function afterSwiss(event = created()) {
    let { state } = given(event, ...registered("a", "b", "c", "d"));
    for (let game = 1; game <= 4; game++) {
      state = run(state, { type: "PairNextGame" }).state;
      state = run(state, ...reportAll(state)).state;
    }
    return state;
  }

  it("F1: given FC game 1 is in, when a plain PairNextGame, then FC game 2 is paired, as final: true pairs it", () => {
    let state = run(afterSwiss(), { type: "PairNextGame", final: true }).state;
    state = run(state, ...reportAll(state)).state;
    const plain = decideOn(state, { type: "PairNextGame" });
    expect(plain).toEqual(decideOn(state, { type: "PairNextGame", final: true }));
    const [event] = expectEvents(plain);
    if (event?.type !== "GamePaired") throw new Error("expected GamePaired");
    expect(event.data).toMatchObject({ game: 2, system: "final-confrontation", isFinal: true });
    expect(event.data.trace.some((line) => line.startsWith("F1: Final Confrontation game 2"))).toBe(true);
  });

  it("F1: given both FC games are in, when a plain PairNextGame, then NOTHING_TO_PAIR in words of no interface", () => {
    let state = afterSwiss();
    for (let game = 1; game <= 2; game++) {
      state = run(state, { type: "PairNextGame", ...(game === 1 && { final: true }) }).state;
      state = run(state, ...reportAll(state)).state;
    }
    const refused = decideOn(state, { type: "PairNextGame" });
    expectError(refused, "NOTHING_TO_PAIR", "F1");
    if (!refused.ok) expect(refused.error.message).not.toMatch(/--|final: true/);
  });

  it("F3: given the sealed FC's one game is in, when a plain PairNextGame, then NOTHING_TO_PAIR naming F3", () => {
    let { state } = given(created({ type: "sealed" }), ...registered("a", "b", "c", "d"));
    for (let game = 1; game <= 3; game++) {
      state = run(state, { type: "PairNextGame" }).state;
      state = run(state, ...reportAll(state)).state;
    }
    state = run(state, { type: "PairNextGame", final: true }).state;
    state = run(state, ...reportAll(state)).state;
    expectError(decideOn(state, { type: "PairNextGame" }), "NOTHING_TO_PAIR", "F3");
  });

  it("N2: given a top cut of two was paired and played, when a plain PairNextGame, then the bracket is finished (the log says cut, not FC game 1)", () => {
    let state = run(afterSwiss(), { type: "PairNextGame", topCut: 2 }).state;
    const [final] = tablesOf(state);
    state = run(state, ...reportAll(state)).state;
    const refused = decideOn(state, { type: "PairNextGame" });
    expectError(refused, "NOTHING_TO_PAIR", "N2");
    if (!refused.ok) expect(refused.error.message).toBe(`the bracket is finished: ${final!.players[0]} won`);
  });
});
