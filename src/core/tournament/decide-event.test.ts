import { describe, expect, it } from "vitest";
import { created, decideOn, expectError, expectEvents, given, registered, run } from "./test-helpers.js";
import { toResultsFile } from "./project.js";

const tinyFile = {
  format: "handsdown-results",
  version: 1,
  event: { name: "Tiny", date: "2026-01-02", game: "swccg", seed: "tiny" },
  players: [{ id: "a", status: "dropped" }, { id: "b" }],
  games: [
    {
      round: 1,
      game: 1,
      table: 1,
      players: [
        { id: "a", side: "dark" },
        { id: "b", side: "light" },
      ],
      result: { end: "full", winner: "b", lifeForce: 12 },
      score: [{ id: "a", vp: 9, diff: 9 }],
    },
  ],
};

describe("CreateEvent (docs/rules.md §6 event fields)", () => {
  it("given no event, when created, then EventCreated with today's date and the context's seed (docs/rules.md §2)", () => {
    const [event] = expectEvents(
      given().when({ type: "CreateEvent", event: { name: "Echo Base", game: "stccg1e" } }),
    );
    expect(event).toEqual({
      type: "EventCreated",
      data: { event: { name: "Echo Base", date: "2026-05-04", game: "stccg1e", seed: "test-seed" } },
    });
  });

  it("keeps the seed the TD gives", () => {
    const [event] = expectEvents(
      given().when({
        type: "CreateEvent",
        event: { name: "E", date: "2026-06-01", game: "swccg", seed: "mine" },
      }),
    );
    expect(event?.type === "EventCreated" && event.data.event.seed).toBe("mine");
  });

  it("refuses a second event on one stream: EVENT_ALREADY_EXISTS", () => {
    expectError(
      given(created()).when({ type: "CreateEvent", event: { name: "X", game: "swccg" } }),
      "EVENT_ALREADY_EXISTS",
    );
  });

  it("refuses a missing name, naming the field: INVALID_FIELD event.name", () => {
    const result = given().when({ type: "CreateEvent", event: { game: "swccg" } });
    expectError(result, "INVALID_FIELD", "docs/rules.md §6");
    expect(!result.ok && result.error.field).toBe("event.name");
  });

  it("refuses a profile of another game: PROFILE_NOT_FOR_GAME (docs/rules.md §1)", () => {
    expectError(
      given().when({ type: "CreateEvent", event: { name: "X", game: "swccg", rules: "stccg-opg-2014" } }),
      "PROFILE_NOT_FOR_GAME",
    );
  });
});

describe("ImportResultsFile (docs/rules.md §6)", () => {
  it("turns a results file into EventCreated, one PlayerRegistered per player and one GameRecorded per game", () => {
    const events = expectEvents(given().when({ type: "ImportResultsFile", file: tinyFile }));
    expect(events.map((e) => e.type)).toEqual([
      "EventCreated",
      "PlayerRegistered",
      "PlayerRegistered",
      "GameRecorded",
    ]);
    // The stale score is not trusted: it is recomputed on export (docs/rules.md §6).
    const game = events[3]!;
    expect(game.type === "GameRecorded" && "score" in game.data.record).toBe(false);
  });

  it("projects back to the same players, statuses and games", () => {
    const { state } = run(given().state, { type: "ImportResultsFile", file: tinyFile });
    const file = toResultsFile(state);
    expect(file.players).toEqual(tinyFile.players);
    expect(file.games).toEqual([{ ...tinyFile.games[0], score: undefined }].map(({ score: _s, ...g }) => g));
  });

  it("refuses a file with a game of an unregistered player: UNKNOWN_PLAYER games[0].players[1].id (R2)", () => {
    const bad = { ...tinyFile, players: [{ id: "a" }] };
    const result = given().when({ type: "ImportResultsFile", file: bad });
    expectError(result, "UNKNOWN_PLAYER", "R2");
    expect(!result.ok && result.error.field).toBe("games[0].players[1].id");
  });

  it("refuses a result the profile cannot score, naming the field (S1)", () => {
    const bad = {
      ...tinyFile,
      games: [{ ...tinyFile.games[0], result: { end: "full", winner: "b", lifeForce: -1 } }],
    };
    const result = given().when({ type: "ImportResultsFile", file: bad });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.field).toBe("games[0].result.lifeForce");
  });

  it("refuses to import over an existing event: EVENT_ALREADY_EXISTS", () => {
    expectError(given(created()).when({ type: "ImportResultsFile", file: tinyFile }), "EVENT_ALREADY_EXISTS");
  });
});

describe("FinishEvent (F5)", () => {
  it("given every result in, when finished, then EventFinished; pairing is refused after it (EVENT_FINISHED)", () => {
    const { state, events } = run(given(created(), ...registered("a", "b")).state, { type: "FinishEvent" });
    expect(events).toEqual([{ type: "EventFinished", data: {} }]);
    expectError(decideOn(state, { type: "PairNextGame" }), "EVENT_FINISHED");
  });

  it("refuses without an event: EVENT_NOT_CREATED", () => {
    expectError(given().when({ type: "FinishEvent" }), "EVENT_NOT_CREATED");
  });

  it("refuses while a game has no result: ROUND_NOT_COMPLETE (R6)", () => {
    const { state } = run(given(created(), ...registered("a", "b")).state, { type: "PairNextGame" });
    expectError(decideOn(state, { type: "FinishEvent" }), "ROUND_NOT_COMPLETE", "R6");
  });

  it("refuses twice: EVENT_FINISHED", () => {
    expectError(
      given(created(), { type: "EventFinished", data: {} }).when({ type: "FinishEvent" }),
      "EVENT_FINISHED",
    );
  });
});
