// Everyday administration (R1, R2): a no-show removed before game 1, a misspelled name corrected
// (with the R1 ID it makes, before game 1), and the timer stopping when the event is finished.
// R1 (docs/rules.md): "John Brown, born 11/2/60 → johnbrown110260".
import { describe, expect, it } from "vitest";
import { correctedIdOf, mergeCorrection } from "./decide-players.js";
import { toResultsFile } from "./project.js";
import {
  created,
  decideOn,
  expectError,
  expectEvents,
  fullWin,
  given,
  registered,
  run,
  tablesOf,
} from "./test-helpers.js";

function registeredByName() {
  let state = given(created()).state;
  state = run(
    state,
    { type: "RegisterPlayer", player: { firstName: "Jonh", lastName: "Brown", birthDate: "1960-11-02" } },
    { type: "RegisterPlayer", player: { firstName: "Ann", lastName: "Lee", birthDate: "1990-01-05" } },
    { type: "RegisterPlayer", player: { firstName: "Bo", lastName: "Ray", birthDate: "1985-03-04" } },
  ).state;
  return state;
}

describe("RemovePlayer (R2)", () => {
  it("before game 1 the no-show is gone: not in the players, the results file or the pairing", () => {
    const g = given(created(), ...registered("a", "b", "c"));
    const events = expectEvents(g.when({ type: "RemovePlayer", playerId: "c", reason: "no-show" }));
    expect(events).toEqual([{ type: "PlayerRemoved", data: { playerId: "c", reason: "no-show" } }]);
    const state = run(g.state, { type: "RemovePlayer", playerId: "c" }, { type: "PairNextGame" }).state;
    expect(state.players.map((p) => p.id)).toEqual(["a", "b"]);
    expect(tablesOf(state)[0]!.players.sort()).toEqual(["a", "b"]);
    expect(toResultsFile(state).players.map((p) => p.id)).toEqual(["a", "b"]);
  });

  it("once he is in a game (a bye included) he can only be dropped", () => {
    const state = run(given(created(), ...registered("a", "b", "c")).state, { type: "PairNextGame" }).state;
    for (const id of ["a", "b", "c"])
      expectError(decideOn(state, { type: "RemovePlayer", playerId: id }), "PLAYER_ALREADY_PAIRED", "R2");
  });

  it("an unknown player is refused", () => {
    expectError(given(created()).when({ type: "RemovePlayer", playerId: "z" }), "UNKNOWN_PLAYER");
  });
});

describe("CorrectPlayer (R1)", () => {
  it("before game 1 the corrected name makes the R1 ID: jonhbrown110260 becomes johnbrown110260", () => {
    const state = registeredByName();
    expect(state.players[0]!.id).toBe("jonhbrown110260");
    const events = expectEvents(
      decideOn(state, { type: "CorrectPlayer", playerId: "jonhbrown110260", player: { firstName: "John" } }),
    );
    expect(events).toEqual([
      {
        type: "PlayerCorrected",
        data: {
          playerId: "jonhbrown110260",
          player: { id: "johnbrown110260", firstName: "John", lastName: "Brown", birthDate: "1960-11-02" },
        },
      },
    ]);
    const after = run(state, {
      type: "CorrectPlayer",
      playerId: "jonhbrown110260",
      player: { firstName: "John" },
    }).state;
    expect(after.players.map((p) => p.id)).toEqual(["johnbrown110260", "annlee010590", "boray030485"]);
  });

  it("after his first game the name is corrected and the ID his games carry stays", () => {
    let state = run(registeredByName(), { type: "PairNextGame" }).state;
    for (const t of tablesOf(state))
      state = run(state, { type: "ReportResult", gameId: t.gameId, result: fullWin(t.players[0]!, 3) }).state;
    state = run(state, {
      type: "CorrectPlayer",
      playerId: "jonhbrown110260",
      player: { firstName: "John" },
    }).state;
    expect(state.players[0]).toMatchObject({ id: "jonhbrown110260", firstName: "John" });
  });

  it("a player registered by a given ID keeps it", () => {
    const state = run(given(created(), ...registered("p1")).state, {
      type: "CorrectPlayer",
      playerId: "p1",
      player: { name: "Anna Smith" },
    }).state;
    expect(state.players[0]).toEqual({ id: "p1", name: "Anna Smith" });
  });

  it("refuses an ID another player has, and a correction that changes nothing", () => {
    const state = registeredByName();
    expectError(
      decideOn(state, {
        type: "CorrectPlayer",
        playerId: "boray030485",
        player: { firstName: "Ann", lastName: "Lee", birthDate: "1990-01-05" },
      }),
      "DUPLICATE_PLAYER",
      "R1",
    );
    expectError(
      decideOn(state, { type: "CorrectPlayer", playerId: "boray030485", player: { firstName: "Bo" } }),
      "INVALID_FIELD",
      "R1",
    );
  });
});

describe("CorrectPlayer for a walk-in (R1, walk-in-id.ts)", () => {
  // A walk-in's ID is made from his name alone (makeWalkInId); his birth date makes the R1 ID
  // docs/rules.md R1 shows: "John Brown, born 11/2/60 → johnbrown110260".
  function walkIns() {
    return run(
      given(created()).state,
      { type: "RegisterPlayer", player: { firstName: "John", lastName: "Brown" } },
      { type: "RegisterPlayer", player: { firstName: "John", lastName: "Brown" } },
      { type: "RegisterPlayer", player: { firstName: "Ann", lastName: "Lee", birthDate: "1990-01-05" } },
    ).state;
  }

  it("given a walk-in johnbrown, when his birth date is given before game 1, then he gets his R1 ID johnbrown110260", () => {
    const state = walkIns();
    expect(state.players.map((p) => p.id)).toEqual(["johnbrown", "johnbrown-2", "annlee010590"]);
    const events = expectEvents(
      decideOn(state, { type: "CorrectPlayer", playerId: "johnbrown", player: { birthDate: "1960-11-02" } }),
    );
    expect(events).toEqual([
      {
        type: "PlayerCorrected",
        data: {
          playerId: "johnbrown",
          player: { id: "johnbrown110260", firstName: "John", lastName: "Brown", birthDate: "1960-11-02" },
        },
      },
    ]);
  });

  it("given a second walk-in of the same name, when his birth date is given, then johnbrown-2 also gets his R1 ID", () => {
    const after = run(walkIns(), {
      type: "CorrectPlayer",
      playerId: "johnbrown-2",
      player: { birthDate: "11/2/1961" },
    }).state;
    expect(after.players.map((p) => p.id)).toEqual(["johnbrown", "johnbrown110261", "annlee010590"]);
  });

  it("given a walk-in, when only his misspelled name is corrected before game 1, then his ID follows the name", () => {
    const state = run(given(created()).state, {
      type: "RegisterPlayer",
      player: { name: "Jonh Brown" },
    }).state;
    const after = run(state, {
      type: "CorrectPlayer",
      playerId: "jonhbrown",
      player: { name: "John Brown" },
    });
    expect(after.state.players[0]).toEqual({ id: "johnbrown", name: "John Brown" });
  });

  it("given a walk-in who has played, when his birth date is given, then it is kept and the ID his games carry stays, saying why", () => {
    let state = run(walkIns(), { type: "PairNextGame" }).state;
    for (const t of tablesOf(state))
      state = run(state, { type: "ReportResult", gameId: t.gameId, result: fullWin(t.players[0]!, 3) }).state;
    const old = state.players[0]!;
    const corrected = correctedIdOf(state, old, mergeCorrection(old, { birthDate: "1960-11-02" }));
    expect(corrected.ok && corrected.value.id).toBe("johnbrown");
    expect(corrected.ok && corrected.value.keptBecause).toMatch(/games .* carry the ID johnbrown.*\(R1\)/);
    state = run(state, {
      type: "CorrectPlayer",
      playerId: "johnbrown",
      player: { birthDate: "1960-11-02" },
    }).state;
    expect(state.players[0]).toMatchObject({ id: "johnbrown", birthDate: "1960-11-02" });
  });

  it("given a player registered by a given ID, when his birth date is given, then the ID stays with no reason to give", () => {
    const state = run(given(created()).state, {
      type: "RegisterPlayer",
      player: { id: "u-77", firstName: "John", lastName: "Brown" },
    }).state;
    const old = state.players[0]!;
    expect(correctedIdOf(state, old, mergeCorrection(old, { birthDate: "1960-11-02" }))).toEqual({
      ok: true,
      value: { id: "u-77" },
    });
  });
});

describe("FinishEvent stops the timer", () => {
  it("no timer runs in a finished event", () => {
    let state = run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" }).state;
    state = run(state, { type: "StartTimer", durationMs: 60 * 60_000 }).state;
    expect(state.roundTimer).toBeDefined();
    const t = tablesOf(state)[0]!;
    state = run(
      state,
      { type: "ReportResult", gameId: t.gameId, result: fullWin(t.players[0]!, 3) },
      { type: "FinishEvent" },
    ).state;
    expect(state.isFinished).toBe(true);
    expect(state.roundTimer).toBeUndefined();
  });
});

describe("ChangeEventSettings", () => {
  it("changes the name, the date and whether it is sanctioned — only what changed is recorded", () => {
    const g = given(created(), ...registered("a"));
    expect(
      expectEvents(
        g.when({ type: "ChangeEventSettings", settings: { name: "Hoth Open 2", date: "2026-05-04" } }),
      ),
    ).toEqual([{ type: "EventSettingsChanged", data: { name: "Hoth Open 2" } }]);
    const state = run(g.state, {
      type: "ChangeEventSettings",
      settings: { date: "2026-05-11", sanctioned: false },
    }).state;
    expect(state.event).toMatchObject({ name: "Hoth Open", date: "2026-05-11", sanctioned: false });
  });

  it("refuses an empty name, a date that is no date, and no change at all", () => {
    const g = given(created());
    expectError(
      g.when({ type: "ChangeEventSettings", settings: { name: " " } }),
      "INVALID_FIELD",
      "docs/rules.md §6",
    );
    expectError(
      g.when({ type: "ChangeEventSettings", settings: { date: "11/05/2026" } }),
      "INVALID_FIELD",
      "docs/rules.md §6",
    );
    expectError(g.when({ type: "ChangeEventSettings", settings: { name: "Hoth Open" } }), "INVALID_FIELD");
  });

  it("still works after the event is finished (a typo found later)", () => {
    let state = run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" }).state;
    const t = tablesOf(state)[0]!;
    state = run(
      state,
      { type: "ReportResult", gameId: t.gameId, result: fullWin(t.players[0]!, 3) },
      { type: "FinishEvent" },
    ).state;
    expect(
      run(state, { type: "ChangeEventSettings", settings: { name: "Hoth Open (final)" } }).state.event?.name,
    ).toBe("Hoth Open (final)");
  });
});
