// R6 ("initial the card"; docs/rules.md R6): a phone report waits for the opponent; he accepts it,
// or disputes it, and then staff decide. given/when/then on the decider.
import { describe, expect, it } from "vitest";
import { evolve } from "../evolve.js";
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
import { findGame, isStanding } from "./state.js";

/** Four players paired; luke reported a full win with 3 Life Force at his table, waiting for vader. */
function reportedByLuke() {
  const paired = run(given(created(), ...registered("luke", "vader", "leia", "tarkin")).state, {
    type: "PairNextGame",
  }).state;
  const table = tablesOf(paired).find((t) => t.players.includes("luke"))!;
  const opponent = table.players.find((id) => id !== "luke")!;
  const { state } = run(paired, {
    type: "ReportResult",
    gameId: table.gameId,
    result: fullWin("luke", 3),
    reportedBy: "luke",
  });
  return { state, gameId: table.gameId, opponent };
}

describe("DisputeResult (R6)", () => {
  it("given luke's report waiting, when his opponent disputes it, then the table is disputed, not standing, and nobody can accept it", () => {
    const { state, gameId, opponent } = reportedByLuke();
    const events = expectEvents(decideOn(state, { type: "DisputeResult", gameId, playerId: opponent }));
    expect(events).toEqual([{ type: "ResultDisputed", data: { gameId, playerId: opponent } }]);
    const disputed = events.reduce(evolve, state);
    const slot = findGame(disputed, gameId)!;
    expect(slot.disputedBy).toBe(opponent);
    expect(isStanding(slot)).toBe(false);
    expectError(
      decideOn(disputed, { type: "AcceptResult", gameId, playerId: opponent }),
      "RESULT_DISPUTED",
      "R6",
    );
    expectError(
      decideOn(disputed, {
        type: "ReportResult",
        gameId,
        result: fullWin(opponent, 9),
        reportedBy: opponent,
      }),
      "RESULT_DISPUTED",
      "R6",
    );
    expectError(decideOn(disputed, { type: "DisputeResult", gameId, playerId: opponent }), "RESULT_DISPUTED");
  });

  it("the reporter, a player of another table and a game without a report cannot dispute", () => {
    const { state, gameId } = reportedByLuke();
    expectError(
      decideOn(state, { type: "DisputeResult", gameId, playerId: "luke" }),
      "RESULT_ALREADY_ACCEPTED",
    );
    const stranger = ["leia", "tarkin", "vader"].find(
      (id) => !findGame(state, gameId)!.record.players.some((s) => s.id === id),
    )!;
    expectError(decideOn(state, { type: "DisputeResult", gameId, playerId: stranger }), "PLAYER_NOT_IN_GAME");
    const other = tablesOf(state).find((t) => t.gameId !== gameId)!;
    expectError(
      decideOn(state, { type: "DisputeResult", gameId: other.gameId, playerId: other.players[0]! }),
      "RESULT_MISSING",
    );
  });

  it("when staff report a disputed table, their result stands at once and replaces the report; the log keeps who reported and who disputed", () => {
    const { state, gameId, opponent } = reportedByLuke();
    const disputed = run(state, { type: "DisputeResult", gameId, playerId: opponent }).state;
    const events = expectEvents(
      decideOn(disputed, { type: "ReportResult", gameId, result: fullWin(opponent, 7) }),
    );
    expect(events).toEqual([
      {
        type: "ResultReported",
        data: {
          gameId,
          result: fullWin(opponent, 7),
          replaces: { result: fullWin("luke", 3), reportedBy: "luke", disputedBy: opponent },
        },
      },
    ]);
    const decided = events.reduce(evolve, disputed);
    const slot = findGame(decided, gameId)!;
    expect(isStanding(slot)).toBe(true);
    expect(slot.record.result).toEqual(fullWin(opponent, 7));
    expect(slot.disputedBy).toBeUndefined();
  });

  it("when staff report a table whose report only waits for the accept, it stands at once (no 'already has a result')", () => {
    const { state, gameId } = reportedByLuke();
    const { state: after, events } = run(state, { type: "ReportResult", gameId, result: fullWin("luke", 3) });
    expect(events[0]).toMatchObject({ data: { replaces: { reportedBy: "luke" } } });
    expect(isStanding(findGame(after, gameId)!)).toBe(true);
    // Once it stands, another report is refused: a correction needs a reason.
    expectError(
      decideOn(after, { type: "ReportResult", gameId, result: fullWin("luke", 4) }),
      "RESULT_ALREADY_REPORTED",
    );
  });
});

describe("two players report the same game (R6)", () => {
  it("the same score from the opponent is his accept: the result stands", () => {
    const { state, gameId, opponent } = reportedByLuke();
    const events = expectEvents(
      decideOn(state, { type: "ReportResult", gameId, result: fullWin("luke", 3), reportedBy: opponent }),
    );
    expect(events).toEqual([{ type: "ResultAccepted", data: { gameId, playerId: opponent } }]);
    expect(isStanding(findGame(events.reduce(evolve, state), gameId)!)).toBe(true);
  });

  it("a different result from the opponent is not dropped: the table is disputed with both reports, and the TD decides", () => {
    const { state, gameId, opponent } = reportedByLuke();
    const theirs = fullWin(opponent, 5);
    const events = expectEvents(
      decideOn(state, { type: "ReportResult", gameId, result: theirs, reportedBy: opponent }),
    );
    expect(events).toEqual([
      { type: "ResultDisputed", data: { gameId, playerId: opponent, result: theirs } },
    ]);
    const slot = findGame(events.reduce(evolve, state), gameId)!;
    expect(slot.record.result).toEqual(fullWin("luke", 3));
    expect(slot.disputedResult).toEqual(theirs);
    expect(isStanding(slot)).toBe(false);
  });

  it("the reporter may fix his own report while nobody has accepted it", () => {
    const { state, gameId } = reportedByLuke();
    const { state: after } = run(state, {
      type: "ReportResult",
      gameId,
      result: fullWin("luke", 4),
      reportedBy: "luke",
    });
    expect(findGame(after, gameId)!.record.result).toEqual(fullWin("luke", 4));
  });
});
