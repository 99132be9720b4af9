import { describe, expect, it } from "vitest";
import {
  created,
  decideOn,
  expectError,
  expectEvents,
  given,
  registered,
  reportAllTrek,
  run,
  tablesOf,
} from "./test-helpers.js";
import { gamesOf, findPlayer } from "./state.js";
import { toScoredEvent } from "./project.js";

describe("RegisterPlayer (R1, R2)", () => {
  it("given an event, when a player registers by name and birth date, then his R1 ID: John Brown, 11/2/60 → johnbrown110260", () => {
    const [event] = expectEvents(
      given(created()).when({
        type: "RegisterPlayer",
        player: { firstName: "John", lastName: "Brown", birthDate: "11/2/60" },
      }),
    );
    expect(event?.type === "PlayerRegistered" && event.data.player.id).toBe("johnbrown110260");
  });

  it("keeps a given ID", () => {
    const [event] = expectEvents(
      given(created()).when({ type: "RegisterPlayer", player: { id: "x1", name: "X" } }),
    );
    expect(event).toEqual({ type: "PlayerRegistered", data: { player: { id: "x1", name: "X" } } });
  });

  it("refuses the same ID twice: DUPLICATE_PLAYER (R1)", () => {
    expectError(
      given(created(), ...registered("a")).when({ type: "RegisterPlayer", player: { id: "a" } }),
      "DUPLICATE_PLAYER",
      "R1",
    );
  });

  it("a walk-in with neither ID nor birth date gets an ID from his name, unique in the event (R1 letters)", () => {
    const first = run(given(created()).state, { type: "RegisterPlayer", player: { name: "José Núñez" } });
    expect(first.state.players.map((p) => p.id)).toEqual(["josenunez"]);
    const second = run(first.state, {
      type: "RegisterPlayer",
      player: { firstName: "Jose", lastName: "Nunez" },
    });
    expect(second.state.players.map((p) => [p.id, p.name ?? `${p.firstName} ${p.lastName}`])).toEqual([
      ["josenunez", "José Núñez"],
      ["josenunez-2", "Jose Nunez"],
    ]);
    expectError(given(created()).when({ type: "RegisterPlayer", player: {} }), "INVALID_FIELD", "R1");
  });

  it("refuses an ID it cannot make: INVALID_FIELD player.birthDate (R1)", () => {
    const result = given(created()).when({
      type: "RegisterPlayer",
      player: { firstName: "A", lastName: "B", birthDate: "13/45/60" },
    });
    expectError(result, "INVALID_FIELD", "R1");
    expect(!result.ok && result.error.field).toBe("player.birthDate");
  });

  it("refuses before the event exists (EVENT_NOT_CREATED) and after game 1 is paired (EVENT_ALREADY_STARTED)", () => {
    expectError(given().when({ type: "RegisterPlayer", player: { id: "a" } }), "EVENT_NOT_CREATED");
    const { state } = run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" });
    expectError(
      decideOn(state, { type: "RegisterPlayer", player: { id: "c" } }),
      "EVENT_ALREADY_STARTED",
      "R2",
    );
  });
});

describe("EnterLatePlayer (R2: missed games count 0(+0) and no opponent)", () => {
  it("given game 1 paired, when a player enters late, then he is registered as present with 1 missed game", () => {
    const { state } = run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" });
    const [event] = expectEvents(decideOn(state, { type: "EnterLatePlayer", player: { id: "late" } }));
    expect(event).toEqual({
      type: "LatePlayerEntered",
      data: { player: { id: "late", status: "active" }, missedGames: 1 },
    });
  });

  it("R2: the late entry is marked in the event's results file, and the next game pairs him", () => {
    const ST = created({ game: "stccg1e", rules: "stccg-decipher-6.99" });
    let { state } = run(given(ST, ...registered("a", "b", "c", "d")).state, { type: "PairNextGame" });
    state = run(state, { type: "EnterLatePlayer", player: { id: "late", name: "Late Comer" } }).state;
    state = run(state, ...reportAllTrek(state)).state;
    const file = toScoredEvent(state);
    if (!file.ok) throw new Error(file.error.message);
    expect(file.value.file.players.find((p) => p.id === "late")).toEqual({
      id: "late",
      name: "Late Comer",
      status: "active",
      lateEntry: true,
    });
    const [paired] = expectEvents(decideOn(state, { type: "PairNextGame" }));
    if (paired?.type !== "GamePaired") throw new Error("expected GamePaired");
    // Five players: four seated at two tables and one bye. The late entry, 0(+0), ranks above
    // the two losers of game 1 (0(−80)); the bye (P4) goes to the lower of them.
    const seated = paired.data.tables.flatMap((t) => t.players.map((p) => p.id));
    const byes = paired.data.byes.map((bye) => bye.player.id);
    expect(seated).toContain("late");
    expect(byes).toHaveLength(1);
    expect([...seated, ...byes].sort()).toEqual(["a", "b", "c", "d", "late"]);
  });

  it("N2: refuses a late entry into an elimination event once its bracket is paired (EVENT_ALREADY_STARTED)", () => {
    const elimination = created({ game: "stccg1e", rules: "stccg-decipher-6.99", type: "elimination" });
    const { state } = run(given(elimination, ...registered("a", "b", "c", "d")).state, {
      type: "PairNextGame",
    });
    const result = decideOn(state, { type: "EnterLatePlayer", player: { id: "late" } });
    expectError(result, "EVENT_ALREADY_STARTED", "N2");
    expect(!result.ok && result.error.message).toBe(
      "an elimination bracket is seeded when its first round is paired: no one can enter it late",
    );
  });

  it("refuses before any game is paired: EVENT_NOT_STARTED", () => {
    expectError(
      given(created()).when({ type: "EnterLatePlayer", player: { id: "a" } }),
      "EVENT_NOT_STARTED",
      "R2",
    );
  });
});

describe("CheckInPlayer (R2)", () => {
  it("marks the player active", () => {
    const { state } = run(given(created(), ...registered("a")).state, {
      type: "CheckInPlayer",
      playerId: "a",
    });
    expect(findPlayer(state, "a")?.status).toBe("active");
  });

  it("refuses an unknown player (UNKNOWN_PLAYER) and a second check-in (PLAYER_ALREADY_CHECKED_IN)", () => {
    expectError(given(created()).when({ type: "CheckInPlayer", playerId: "nobody" }), "UNKNOWN_PLAYER");
    expectError(
      given(created(), ...registered("a"), { type: "PlayerCheckedIn", data: { playerId: "a" } }).when({
        type: "CheckInPlayer",
        playerId: "a",
      }),
      "PLAYER_ALREADY_CHECKED_IN",
    );
  });
});

describe("DropPlayer (R2: no further pairings)", () => {
  it("drops with a reason, and pairing leaves him out", () => {
    const { state } = run(
      given(created({ game: "stccg1e", rules: "stccg-decipher-6.99" }), ...registered("a", "b", "c")).state,
      { type: "DropPlayer", playerId: "c", reason: "went home" },
    );
    expect(findPlayer(state, "c")).toEqual({ id: "c", status: "dropped", statusReason: "went home" });
    const paired = run(state, { type: "PairNextGame" }).state;
    expect(
      gamesOf(paired)
        .flatMap((g) => g.record.players.map((p) => p.id))
        .sort(),
    ).toEqual(["a", "b"]);
  });

  it("refuses a player with a game in progress (PLAYER_ALREADY_PAIRED, S6) and one already out (PLAYER_NOT_IN_EVENT)", () => {
    const { state } = run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" });
    expectError(decideOn(state, { type: "DropPlayer", playerId: "a" }), "PLAYER_ALREADY_PAIRED", "S6");
    expectError(
      given(created(), ...registered("a"), { type: "PlayerDropped", data: { playerId: "a" } }).when({
        type: "DropPlayer",
        playerId: "a",
      }),
      "PLAYER_NOT_IN_EVENT",
    );
  });
});

describe("QuitPlayer (S6)", () => {
  const paired = () => run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" }).state;

  it("given a paired game, when a player quits with X = 20, then the game is 0(-20) / 2(+20) and he is out", () => {
    const state = paired();
    const { state: after, events } = run(state, { type: "QuitPlayer", playerId: "a", differential: 20 });
    expect(events.map((e) => e.type)).toEqual(["ResultReported", "PlayerQuit"]);
    expect(findPlayer(after, "a")?.status).toBe("quit");
    const scored = toScoredEvent(after);
    expect(scored.ok && scored.value.games[0]!.scored.score.find((s) => s.id === "a")).toEqual({
      id: "a",
      vp: 0,
      diff: -20,
    });
  });

  it("records a quit before play began (for ratings)", () => {
    const { events } = run(paired(), {
      type: "QuitPlayer",
      playerId: "b",
      differential: 0,
      beforePlay: true,
    });
    expect(events[0]?.type === "ResultReported" && events[0].data.result).toEqual({
      end: "quit",
      quitter: "b",
      differential: 0,
      beforePlay: true,
    });
  });

  it("refuses X outside 0..59 rather than clamping it (S6, S2)", () => {
    const result = decideOn(paired(), { type: "QuitPlayer", playerId: "a", differential: 60 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.field).toBe("result.differential");
  });

  it("refuses a quit in a game without X: INVALID_FIELD differential", () => {
    expectError(decideOn(paired(), { type: "QuitPlayer", playerId: "a" }), "INVALID_FIELD", "S6");
  });

  // O7 (OPG ruling): "If due to concession or an external means …, the winning player ends the game
  // on 100 points and the opponent ends the game on 0 points" — a quit is a concession: no X.
  describe("under stccg-opg-2014 (O7)", () => {
    const pairedTrek = () =>
      run(
        given(
          created({ game: "stccg2e", rules: "stccg-opg-2014", options: { cap: 50 } }),
          ...registered("a", "b"),
        ).state,
        { type: "PairNextGame" },
      ).state;

    it("given a paired game, when a player quits without X, then it is a concession: 0(-50) / 2(+50) with Slipstream's cap", () => {
      const { state: after, events } = run(pairedTrek(), { type: "QuitPlayer", playerId: "a" });
      expect(events[0]?.type === "ResultReported" && events[0].data.result).toEqual({
        end: "quit",
        quitter: "a",
      });
      expect(findPlayer(after, "a")?.status).toBe("quit");
      const scored = toScoredEvent(after);
      expect(scored.ok && scored.value.games[0]!.scored.score.find((s) => s.id === "a")).toEqual({
        id: "a",
        vp: 0,
        diff: -50,
      });
    });

    it("refuses the TD's X, naming O7", () => {
      expectError(
        decideOn(pairedTrek(), { type: "QuitPlayer", playerId: "a", differential: 20 }),
        "INVALID_FIELD",
        "O7",
      );
    });
  });

  it("a player with no game in progress simply leaves", () => {
    const events = expectEvents(
      given(created(), ...registered("a")).when({ type: "QuitPlayer", playerId: "a" }),
    );
    expect(events).toEqual([{ type: "PlayerQuit", data: { playerId: "a" } }]);
  });
});

describe("DisqualifyPlayer and ReinstatePlayer (R2)", () => {
  it("disqualifies with a reason and reinstates", () => {
    const { state } = run(given(created(), ...registered("a")).state, {
      type: "DisqualifyPlayer",
      playerId: "a",
      reason: "marked cards",
    });
    expect(findPlayer(state, "a")).toEqual({ id: "a", status: "disqualified", statusReason: "marked cards" });
    const back = run(state, { type: "ReinstatePlayer", playerId: "a" }).state;
    expect(findPlayer(back, "a")).toEqual({ id: "a", status: "active" });
  });

  it("refuses a disqualification without a reason: REASON_REQUIRED", () => {
    expectError(
      given(created(), ...registered("a")).when({ type: "DisqualifyPlayer", playerId: "a", reason: " " }),
      "REASON_REQUIRED",
      "R2",
    );
  });

  it("refuses a second disqualification (PLAYER_NOT_IN_EVENT) and reinstating a player still in (PLAYER_STILL_IN_EVENT)", () => {
    expectError(
      given(created(), ...registered("a"), {
        type: "PlayerDisqualified",
        data: { playerId: "a", reason: "x" },
      }).when({ type: "DisqualifyPlayer", playerId: "a", reason: "y" }),
      "PLAYER_NOT_IN_EVENT",
    );
    expectError(
      given(created(), ...registered("a")).when({ type: "ReinstatePlayer", playerId: "a" }),
      "PLAYER_STILL_IN_EVENT",
      "R2",
    );
  });

  it("reinstates a player who quit a game (R2: re-instate; the TD's later word)", () => {
    const state = run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" }).state;
    const quitter = tablesOf(state)[0]!.players[0]!;
    const quit = run(state, { type: "QuitPlayer", playerId: quitter, differential: 5 }).state;
    expectEvents(decideOn(quit, { type: "ReinstatePlayer", playerId: quitter }));
  });
});
