import { describe, expect, it } from "vitest";
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
import { findPlayer } from "./state.js";
import { toScoredEvent } from "./project.js";

const championship = () => created({ championship: true });

/** One game played: `loser` lost to `winner` by `lifeForce`. */
function afterOneGame(lifeForce: number, championshipEvent = true) {
  let state = run(given(championshipEvent ? championship() : created(), ...registered("a", "b")).state, {
    type: "PairNextGame",
  }).state;
  const table = tablesOf(state)[0]!;
  const [winner, loser] = table.players as [string, string];
  state = run(state, {
    type: "ReportResult",
    gameId: table.gameId,
    result: fullWin(winner, lifeForce),
  }).state;
  return { state, winner, loser, gameId: table.gameId };
}

function scoreOf(state: Parameters<typeof toScoredEvent>[0], id: string) {
  const scored = toScoredEvent(state);
  if (!scored.ok) throw new Error(scored.error.message);
  return scored.value.games[0]!.scored.score.find((s) => s.id === id);
}

describe("RecordDeckList (R7)", () => {
  it("stores the list per player", () => {
    const { state } = run(given(created(), ...registered("a")).state, {
      type: "RecordDeckList",
      playerId: "a",
      deckList: "1x Hoth\n2x Echo Base",
    });
    expect(state.deckLists).toEqual(new Map([["a", "1x Hoth\n2x Echo Base"]]));
  });

  it("refuses an empty list (INVALID_FIELD) and an unknown player (UNKNOWN_PLAYER)", () => {
    expectError(
      given(created(), ...registered("a")).when({ type: "RecordDeckList", playerId: "a", deckList: " " }),
      "INVALID_FIELD",
      "R7",
    );
    expectError(
      given(created()).when({ type: "RecordDeckList", playerId: "z", deckList: "x" }),
      "UNKNOWN_PLAYER",
    );
  });
});

describe("RecordDeckCheck (R7, S7)", () => {
  it("a pass is recorded without penalty", () => {
    const [event] = expectEvents(
      given(championship(), ...registered("a")).when({
        type: "RecordDeckCheck",
        playerId: "a",
        passed: true,
      }),
    );
    expect(event).toMatchObject({
      type: "DeckCheckRecorded",
      data: { playerId: "a", passed: true, penalty: "none" },
    });
  });

  it("S7: the winner of a game won by 10 fails → that game becomes violator 0(-30), opponent 2(+30)", () => {
    const { state, winner, loser, gameId } = afterOneGame(10);
    const { state: after, events } = run(state, { type: "RecordDeckCheck", playerId: winner, passed: false });
    expect(events[0]).toMatchObject({ type: "DeckCheckRecorded", data: { penalty: "game", gameId } });
    expect(scoreOf(after, winner)).toEqual({ id: winner, vp: 0, diff: -30 });
    expect(scoreOf(after, loser)).toEqual({ id: loser, vp: 2, diff: 30 });
  });

  it("S7: a violator who already lost by 30 or more keeps the result", () => {
    const { state, loser } = afterOneGame(35);
    const after = run(state, { type: "RecordDeckCheck", playerId: loser, passed: false }).state;
    expect(scoreOf(after, loser)).toEqual({ id: loser, vp: 0, diff: -35 });
  });

  it("S7: a second violation in the event disqualifies", () => {
    const { state, winner } = afterOneGame(10);
    const once = run(state, { type: "RecordDeckCheck", playerId: winner, passed: false }).state;
    const { state: twice, events } = run(once, { type: "RecordDeckCheck", playerId: winner, passed: false });
    expect(events.map((e) => e.type)).toEqual(["DeckCheckRecorded", "PlayerDisqualified"]);
    expect(findPlayer(twice, winner)?.status).toBe("disqualified");
  });

  it("S7 is a Championship Level rule: elsewhere the failure is recorded without penalty", () => {
    const { state, winner } = afterOneGame(10, false);
    const { state: after, events } = run(state, { type: "RecordDeckCheck", playerId: winner, passed: false });
    expect(events[0]).toMatchObject({ data: { penalty: "none" } });
    expect(scoreOf(after, winner)).toEqual({ id: winner, vp: 2, diff: 10 });
  });

  it("refuses an unknown player (UNKNOWN_PLAYER) and a check on a game already carrying the opponent's failure (DECK_CHECK_CONFLICT)", () => {
    expectError(
      given(championship()).when({ type: "RecordDeckCheck", playerId: "z", passed: true }),
      "UNKNOWN_PLAYER",
    );
    const { state, winner, loser } = afterOneGame(10);
    const once = run(state, { type: "RecordDeckCheck", playerId: winner, passed: false }).state;
    expectError(
      decideOn(once, { type: "RecordDeckCheck", playerId: loser, passed: false }),
      "DECK_CHECK_CONFLICT",
      "S7",
    );
  });
});
