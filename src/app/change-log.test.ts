// R6: the change log's lines say what happened in words a TD reads, results included (not the
// results file's JSON); player IDs stay IDs for the console and the CLI to name.
import { describe, expect, it } from "vitest";
import type { TournamentEvent } from "../core/events.js";
import { created, registered } from "../core/tournament/test-helpers.js";
import { makeMemoryStore } from "../store/memory/memory-store.js";
import { readChangeLog, describeEvent } from "./change-log.js";
import { toNewEvent } from "./event-log.js";

describe("describeEvent: results in words (R6)", () => {
  it("S1: a reported full win, with who reported it", () => {
    expect(
      describeEvent({
        type: "ResultReported",
        data: { gameId: 7, result: { end: "full", winner: "luke", lifeForce: 12 }, reportedBy: "vader" },
      }),
    ).toBe("result of game 7 reported by vader: luke won · full game · Life Force 12");
  });

  it("R6: a correction shows the result before and after, and the reason", () => {
    expect(
      describeEvent({
        type: "ResultCorrected",
        data: {
          gameId: 3,
          previous: { end: "full", winner: "luke", lifeForce: 2 },
          result: { end: "time", lifeForce: { luke: 12, vader: 7 } },
          reason: "score card misread",
        },
      }),
    ).toBe(
      "corrected game 3: luke won · full game · Life Force 2 → time called · Life Force luke 12, vader 7 (score card misread)",
    );
  });

  it("K5: a game entered whole (import, tiebreaker game) names its stage", () => {
    expect(
      describeEvent({
        type: "GameRecorded",
        data: {
          gameId: 9,
          record: {
            round: 4,
            game: 1,
            stage: "tiebreak",
            players: [{ id: "kirk" }, { id: "picard" }],
            result: { end: "full", points: { kirk: 100, picard: 35 } },
          },
        },
      }),
    ).toBe("recorded tiebreak game 9 (round 4 game 1): full game · points kirk 100, picard 35");
  });
});

describe("readChangeLog: each game named with where it was played", () => {
  it("R6: a result names its game's round, game and table, as the console lists them", async () => {
    const store = makeMemoryStore();
    const events: TournamentEvent[] = [
      created({ name: "Where", game: "swccg" }),
      ...registered("luke", "vader", "han"),
      {
        type: "GamePaired",
        data: {
          pairing: 1,
          round: 1,
          game: 1,
          system: "allegiance-pc",
          isFinal: false,
          tables: [{ gameId: 1, table: 1, stage: "swiss", players: [{ id: "luke" }, { id: "vader" }] }],
          byes: [{ gameId: 2, player: { id: "han" } }],
          sittingOut: [],
          trace: [],
        },
      },
      { type: "ResultReported", data: { gameId: 1, result: { end: "full", winner: "luke", lifeForce: 9 } } },
      { type: "TableTimeExtended", data: { at: 0, gameId: 1, deltaMs: 120_000 } },
      { type: "PlayerQuit", data: { playerId: "han", gameId: 2 } },
      // R6: a phone report, disputed by the opponent, then decided by the TD.
      {
        type: "ResultReported",
        data: { gameId: 1, result: { end: "full", winner: "luke", lifeForce: 3 }, reportedBy: "luke" },
      },
      { type: "ResultDisputed", data: { gameId: 1, playerId: "vader" } },
      {
        type: "ResultReported",
        data: {
          gameId: 1,
          result: { end: "full", winner: "vader", lifeForce: 7 },
          replaces: {
            result: { end: "full", winner: "luke", lifeForce: 3 },
            reportedBy: "luke",
            disputedBy: "vader",
          },
        },
      },
      { type: "TimerStopped", data: { at: 0 } },
    ];
    await store.append(
      "where",
      0,
      events.map((event) => toNewEvent(event)),
    );
    const lines = (await readChangeLog(store, "where")).map((line) => line.what);
    expect(lines.slice(4)).toEqual([
      "paired round 1 game 1: 1 table(s), 1 bye(s)",
      "result of game 1 (round 1 game 1, table 1): luke won · full game · Life Force 9",
      "gave game 1 (round 1 game 1, table 1) 2 minutes extra time",
      "han quit game 2 (round 1 game 1, bye)",
      "result of game 1 (round 1 game 1, table 1) reported by luke: luke won · full game · Life Force 3",
      "vader disputed the result of game 1 (round 1 game 1, table 1); the TD decides (R6)",
      "decided game 1 (round 1 game 1, table 1): vader won · full game · Life Force 7, in place of luke's report (luke won · full game · Life Force 3), disputed by vader",
      "stopped the timer",
    ]);
  });
});
