import { describe, expect, it } from "vitest";
import { computeStandings } from "../standings/index.js";
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
import { gamesOf, isStanding } from "./state.js";
import { toScoredEvent } from "./project.js";

const pairedFour = () =>
  run(given(created(), ...registered("a", "b", "c", "d")).state, { type: "PairNextGame" }).state;

function standingsOf(state: Parameters<typeof toScoredEvent>[0]) {
  const scored = toScoredEvent(state);
  if (!scored.ok) throw new Error(scored.error.message);
  const standings = computeStandings(scored.value);
  if (!standings.ok) throw new Error(standings.error.message);
  return standings.value.rows.map((row) => [row.id, row.vp, row.diff]);
}

describe("ReportResult (R6)", () => {
  it("given a paired game, when the TD reports a full win with 15 Life Force left, then it stands: 2(+15) / 0(-15) (S1)", () => {
    const state = pairedFour();
    const table = tablesOf(state)[0]!;
    const winner = table.players[0]!;
    const [event] = expectEvents(
      decideOn(state, { type: "ReportResult", gameId: table.gameId, result: fullWin(winner, 15) }),
    );
    expect(event).toEqual({
      type: "ResultReported",
      data: { gameId: table.gameId, result: fullWin(winner, 15) },
    });
    const after = run(state, {
      type: "ReportResult",
      gameId: table.gameId,
      result: fullWin(winner, 15),
    }).state;
    const scored = toScoredEvent(after);
    expect(scored.ok && scored.value.games[0]!.scored.score).toEqual(
      [
        { id: table.players[0], vp: 2, diff: 15 },
        { id: table.players[1], vp: 0, diff: -15 },
      ].sort((x, y) => (x.id === winner ? -1 : y.id === winner ? 1 : 0)),
    );
  });

  it("a player's report stands only once both players accept it (R6: the digital 'initial your card')", () => {
    const state = pairedFour();
    const [p, q] = tablesOf(state)[0]!.players as [string, string];
    const gameId = tablesOf(state)[0]!.gameId;
    const reported = run(state, { type: "ReportResult", gameId, result: fullWin(p, 3), reportedBy: p }).state;
    expect(isStanding(gamesOf(reported).find((g) => g.gameId === gameId)!)).toBe(false);
    const accepted = run(reported, { type: "AcceptResult", gameId, playerId: q }).state;
    expect(isStanding(gamesOf(accepted).find((g) => g.gameId === gameId)!)).toBe(true);
  });

  it("refuses a result the profile cannot score, naming the field (S1: the winner must be a player of the game)", () => {
    const state = pairedFour();
    const table = tablesOf(state)[0]!;
    const result = decideOn(state, {
      type: "ReportResult",
      gameId: table.gameId,
      result: { end: "full", winner: "nobody", lifeForce: 3 },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.field).toBe("result.winner");
  });

  it("refuses an unknown game (UNKNOWN_GAME), a second report (RESULT_ALREADY_REPORTED) and a reporter who did not play (PLAYER_NOT_IN_GAME)", () => {
    const state = pairedFour();
    const [t1, t2] = tablesOf(state) as [
      { gameId: number; players: string[] },
      { gameId: number; players: string[] },
    ];
    expectError(
      decideOn(state, { type: "ReportResult", gameId: 99, result: fullWin("a", 1) }),
      "UNKNOWN_GAME",
    );
    const once = run(state, {
      type: "ReportResult",
      gameId: t1.gameId,
      result: fullWin(t1.players[0]!, 1),
    }).state;
    expectError(
      decideOn(once, { type: "ReportResult", gameId: t1.gameId, result: fullWin(t1.players[0]!, 2) }),
      "RESULT_ALREADY_REPORTED",
      "R6",
    );
    expectError(
      decideOn(state, {
        type: "ReportResult",
        gameId: t1.gameId,
        result: fullWin(t1.players[0]!, 1),
        reportedBy: t2.players[0]!,
      }),
      "PLAYER_NOT_IN_GAME",
    );
  });
});

describe("AcceptResult (R6)", () => {
  it("refuses before a result is in (RESULT_MISSING), twice (RESULT_ALREADY_ACCEPTED) and by a stranger (PLAYER_NOT_IN_GAME)", () => {
    const state = pairedFour();
    const [t1, t2] = tablesOf(state) as [
      { gameId: number; players: string[] },
      { gameId: number; players: string[] },
    ];
    expectError(
      decideOn(state, { type: "AcceptResult", gameId: t1.gameId, playerId: t1.players[0]! }),
      "RESULT_MISSING",
    );
    const reported = run(state, {
      type: "ReportResult",
      gameId: t1.gameId,
      result: fullWin(t1.players[0]!, 4),
      reportedBy: t1.players[0]!,
    }).state;
    expectError(
      decideOn(reported, { type: "AcceptResult", gameId: t1.gameId, playerId: t1.players[0]! }),
      "RESULT_ALREADY_ACCEPTED",
      "R6",
    );
    expectError(
      decideOn(reported, { type: "AcceptResult", gameId: t1.gameId, playerId: t2.players[0]! }),
      "PLAYER_NOT_IN_GAME",
    );
  });
});

describe("CorrectResult (R6: everything later is re-derived)", () => {
  it("given two games played, when the TD corrects game 1, then the standings after game 2 follow the corrected result", () => {
    let state = pairedFour();
    state = run(state, ...reportAll(state, () => 10)).state;
    state = run(state, { type: "PairNextGame" }).state;
    state = run(state, ...reportAll(state, () => 20)).state;
    const before = standingsOf(state);
    const first = gamesOf(state)[0]!;
    const loser = first.record.players[1]!.id;
    const corrected = run(state, {
      type: "CorrectResult",
      gameId: first.gameId,
      result: fullWin(loser, 40),
      reason: "score card misread",
    });
    expect(corrected.events[0]).toMatchObject({
      type: "ResultCorrected",
      data: { gameId: first.gameId, previous: first.record.result, reason: "score card misread" },
    });
    const after = standingsOf(corrected.state);
    expect(after).not.toEqual(before);
    const row = after.find(([id]) => id === loser)!;
    const old = before.find(([id]) => id === loser)!;
    expect([row[1], row[2]]).toEqual([(old[1] as number) + 2, (old[2] as number) + 10 + 40]);
  });

  it("refuses without a reason (REASON_REQUIRED) and a game without a result (RESULT_MISSING)", () => {
    let state = pairedFour();
    const t1 = tablesOf(state)[0]!;
    expectError(
      decideOn(state, {
        type: "CorrectResult",
        gameId: t1.gameId,
        result: fullWin(t1.players[0]!, 1),
        reason: "x",
      }),
      "RESULT_MISSING",
    );
    state = run(state, ...reportAll(state)).state;
    expectError(
      decideOn(state, {
        type: "CorrectResult",
        gameId: t1.gameId,
        result: fullWin(t1.players[1]!, 1),
        reason: "",
      }),
      "REASON_REQUIRED",
      "R6",
    );
  });
});

describe("RecordTiebreakerGame (K5)", () => {
  it("records a tiebreak game that orders the tied group", () => {
    let state = pairedFour();
    state = run(state, ...reportAll(state, () => 10)).state;
    const [w1, , w2] = [tablesOf(state)[0]!.players[0]!, 0, tablesOf(state)[1]!.players[0]!] as [
      string,
      number,
      string,
    ];
    const { events, state: after } = run(state, {
      type: "RecordTiebreakerGame",
      players: [{ id: w1 }, { id: w2 }],
      result: fullWin(w2, 1),
    });
    expect(events[0]).toMatchObject({
      type: "GameRecorded",
      data: { record: { round: 1, game: 1, stage: "tiebreak" } },
    });
    expect(
      standingsOf(after)
        .slice(0, 2)
        .map(([id]) => id),
    ).toEqual([w2, w1]);
  });

  it("K5/F5: given the event is finished, when a tiebreaker game is recorded for a tied group, then EVENT_FINISHED (the places are final)", () => {
    let state = pairedFour();
    state = run(state, ...reportAll(state, () => 10)).state;
    const [w1, w2] = tablesOf(state).map((table) => table.players[0]!) as [string, string];
    const tiebreaker = {
      type: "RecordTiebreakerGame",
      players: [{ id: w1 }, { id: w2 }],
      result: fullWin(w2, 1),
    } as const;
    // Level on K1 (2(+10) each), so only the finish stands in its way.
    expectEvents(decideOn(state, tiebreaker));
    const finished = run(state, { type: "FinishEvent" }).state;
    expectError(decideOn(finished, tiebreaker), "EVENT_FINISHED", "F5");
  });

  it("K5: refuses players not level on K1 (PLAYERS_NOT_TIED): the standings could never count the game", () => {
    // Six players, three tables, every winner 2(+10): the tied group is the three winners.
    let state = run(given(created(), ...registered("a", "b", "c", "d", "e", "f")).state, {
      type: "PairNextGame",
    }).state;
    state = run(state, ...reportAll(state, () => 10)).state;
    const [w1, w2] = tablesOf(state).map((table) => table.players[0]!) as [string, string];
    const l1 = tablesOf(state)[0]!.players[1]!;
    const notLevel = decideOn(state, {
      type: "RecordTiebreakerGame",
      players: [{ id: w1 }, { id: l1 }],
      result: fullWin(w1, 1),
    });
    expectError(notLevel, "PLAYERS_NOT_TIED", "K5");
    expect(notLevel.ok ? "" : notLevel.error.field).toBe("players[1].id");
    // Two of the three level winners play first; the third plays next (the standings wait for him).
    expectEvents(
      decideOn(state, {
        type: "RecordTiebreakerGame",
        players: [{ id: w1 }, { id: w2 }],
        result: fullWin(w1, 1),
      }),
    );
  });

  it("K5/K7: under the Players Committee's 2016 tiebreaks a tiebreaker game is refused (K7 ends with a coin flip)", () => {
    let state = run(
      given(created({ options: { tiebreaks: "pc-2016-sos" } }), ...registered("a", "b", "c", "d")).state,
      {
        type: "PairNextGame",
      },
    ).state;
    state = run(state, ...reportAll(state, () => 10)).state;
    const [w1, w2] = tablesOf(state).map((table) => table.players[0]!) as [string, string];
    expectError(
      decideOn(state, {
        type: "RecordTiebreakerGame",
        players: [{ id: w1 }, { id: w2 }],
        result: fullWin(w1, 1),
      }),
      "PLAYERS_NOT_TIED",
      "K5",
    );
  });

  it("refuses one player (WRONG_PLAYER_COUNT) and a player with a game in progress (PLAYER_ALREADY_PAIRED)", () => {
    const state = pairedFour();
    expectError(
      decideOn(state, { type: "RecordTiebreakerGame", players: [{ id: "a" }], result: { end: "bye" } }),
      "WRONG_PLAYER_COUNT",
      "K5",
    );
    expectError(
      decideOn(state, {
        type: "RecordTiebreakerGame",
        players: [{ id: "a" }, { id: "b" }],
        result: fullWin("a", 1),
      }),
      "PLAYER_ALREADY_PAIRED",
      "K5",
    );
  });
});
