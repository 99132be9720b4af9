// Everyday administration (R1, R2): a no-show removed before game 1, a misspelled name corrected
// (with the R1 ID it makes, before game 1), and the timer stopping when the event is finished.
// R1 (docs/rules.md): "John Brown, born 11/2/60 → johnbrown110260".
import { describe, expect, it } from "vitest";
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
    expectError(g.when({ type: "ChangeEventSettings", settings: { name: " " } }), "INVALID_FIELD", "SPEC §6");
    expectError(
      g.when({ type: "ChangeEventSettings", settings: { date: "11/05/2026" } }),
      "INVALID_FIELD",
      "SPEC §6",
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
