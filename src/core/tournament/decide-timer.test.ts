// R4/R5 round timer in the log: given/when/then, instants written out by hand.
import { describe, expect, it } from "vitest";
import type { TournamentCommand } from "../commands.js";
import { decide } from "../decide.js";
import type { TournamentEvent } from "../events.js";
import { fold } from "../evolve.js";
import { created } from "./test-helpers.js";
import { viewRoundTimer } from "./decide-timer.js";
import type { TournamentState } from "./state.js";

const T0 = Date.parse("2026-05-04T10:00:00.000Z");
const MIN = 60_000;

function at(ms: number): { now: string } {
  return { now: new Date(ms).toISOString() };
}

/** Decides each command at its instant and folds its events: the log a server would write. */
function play(
  steps: readonly (readonly [number, TournamentCommand])[],
  from: TournamentEvent[] = [created()],
): { state: TournamentState; log: TournamentEvent[] } {
  const log = [...from];
  for (const [when, command] of steps) {
    const decided = decide(command, fold(log), at(when));
    if (!decided.ok)
      throw new Error(`${command.type} at +${(when - T0) / MIN} min: ${decided.error.message}`);
    log.push(...decided.value);
  }
  return { state: fold(log), log };
}

describe("round timer in the log (R4/R5)", () => {
  it("start 60 min (R4 constructed), pause after 10, resume 5 later: 50 min left at resume, 40 after 10 more", () => {
    const { state, log } = play([
      [T0, { type: "StartTimer", durationMs: 60 * MIN }],
      [T0 + 10 * MIN, { type: "PauseTimer" }],
      [T0 + 15 * MIN, { type: "ResumeTimer" }],
    ]);
    expect(log.slice(1)).toEqual([
      { type: "TimerStarted", data: { at: T0, durationMs: 60 * MIN } },
      { type: "TimerPaused", data: { at: T0 + 10 * MIN } },
      { type: "TimerResumed", data: { at: T0 + 15 * MIN } },
    ]);
    const view = viewRoundTimer(state, T0 + 25 * MIN);
    expect(view.ok && view.value).toMatchObject({
      status: "running",
      remainingMs: 40 * MIN,
      expiresAt: T0 + 65 * MIN,
    });
    // R5 marks: the next announcement at 30 minutes remaining
    expect(view.ok && view.value.nextAnnouncement).toEqual({ minutes: 30, at: T0 + 35 * MIN });
  });

  it("a command given before the timer's last event (another server's clock, a clock stepped back) is taken at that event's instant", () => {
    // Started at +10 min by a server whose clock is ahead; paused "at +2 min" by one whose clock
    // is behind (or stepped back): recorded at +10 min, so no time has run and 60 min are left.
    const { state, log } = play([
      [T0 + 10 * MIN, { type: "StartTimer", durationMs: 60 * MIN }],
      [T0 + 2 * MIN, { type: "PauseTimer" }],
      [T0 + 3 * MIN, { type: "AdjustTimer", deltaMs: MIN }],
      [T0 + 4 * MIN, { type: "ResumeTimer" }],
    ]);
    expect(log.slice(1)).toEqual([
      { type: "TimerStarted", data: { at: T0 + 10 * MIN, durationMs: 60 * MIN } },
      { type: "TimerPaused", data: { at: T0 + 10 * MIN } },
      { type: "TimerAdjusted", data: { at: T0 + 10 * MIN, deltaMs: MIN } },
      { type: "TimerResumed", data: { at: T0 + 10 * MIN } },
    ]);
    const view = viewRoundTimer(state, T0 + 20 * MIN);
    expect(view.ok && view.value.remainingMs).toBe(51 * MIN);
  });

  it("replay equals live: folding the stored log again after a restart gives the same time", () => {
    const { log } = play([
      [T0, { type: "StartTimer", durationMs: 60 * MIN }],
      [T0 + 20 * MIN, { type: "AdjustTimer", deltaMs: 5 * MIN }],
    ]);
    const again = fold(JSON.parse(JSON.stringify(log)) as TournamentEvent[]);
    const view = viewRoundTimer(again, T0 + 30 * MIN);
    expect(view.ok && view.value.remainingMs).toBe(35 * MIN);
  });

  it("a table's extension outlasts the round: 3 min extra, 1 min after time it has 2 min left", () => {
    const paired: TournamentEvent[] = [
      created(),
      { type: "PlayerRegistered", data: { player: { id: "a" } } },
      { type: "PlayerRegistered", data: { player: { id: "b" } } },
      {
        type: "GamePaired",
        data: {
          pairing: 1,
          round: 1,
          game: 1,
          system: "swiss",
          isFinal: false,
          tables: [{ gameId: 1, table: 1, stage: "swiss", players: [{ id: "a" }, { id: "b" }] }],
          byes: [],
          sittingOut: [],
          trace: [],
        },
      },
    ];
    const { state } = play(
      [
        [T0, { type: "StartTimer", durationMs: 60 * MIN }],
        [T0 + 30 * MIN, { type: "ExtendTableTime", gameId: 1, deltaMs: 3 * MIN }],
      ],
      paired,
    );
    const view = viewRoundTimer(state, T0 + 61 * MIN);
    expect(view.ok && view.value.status).toBe("expired");
    expect(view.ok && view.value.tables).toEqual([
      { gameId: 1, extraMs: 3 * MIN, remainingMs: 2 * MIN, expiresAt: T0 + 63 * MIN },
    ]);
  });

  it("refusals: pause when idle, start while running, remove more than is left, extend an unknown game", () => {
    const started = play([[T0, { type: "StartTimer", durationMs: 60 * MIN }]]).state;
    const idle = fold([created()]);
    const pause = decide({ type: "PauseTimer" }, idle, at(T0));
    expect(!pause.ok && pause.error.rule).toBe("R5");
    expect(decide({ type: "StartTimer", durationMs: MIN }, started, at(T0 + MIN)).ok).toBe(false);
    const cut = decide({ type: "AdjustTimer", deltaMs: -61 * MIN }, started, at(T0 + MIN));
    expect(!cut.ok && cut.error.code).toBe("VALUE_OUT_OF_RANGE");
    const unknown = decide({ type: "ExtendTableTime", gameId: 9, deltaMs: MIN }, started, at(T0 + MIN));
    expect(!unknown.ok && unknown.error.code).toBe("UNKNOWN_GAME");
  });

  it("a timer that ran out can start again without a recorded expiry (the next game)", () => {
    const { state } = play([
      [T0, { type: "StartTimer", durationMs: 60 * MIN }],
      [T0 + 70 * MIN, { type: "StartTimer", durationMs: 60 * MIN, label: "game 2" }],
    ]);
    const view = viewRoundTimer(state, T0 + 80 * MIN);
    expect(view.ok && view.value).toMatchObject({
      status: "running",
      remainingMs: 50 * MIN,
      label: "game 2",
    });
  });

  it("refusals speak minutes, not milliseconds: removing 61 minutes when 59 are left", () => {
    const started = play([[T0, { type: "StartTimer", durationMs: 60 * MIN }]]).state;
    const cut = decide({ type: "AdjustTimer", deltaMs: -61 * MIN - 15_075 }, started, at(T0 + MIN));
    expect(!cut.ok && cut.error.message).toBe(
      "cannot remove 61 minutes 15 seconds: only 59 minutes left, at most that can be removed",
    );
    expect(!cut.ok && cut.error.message).not.toMatch(/\bms\b|\d{4,}/);
  });

  it("Stop: the timer is idle again at once, Start is allowed, and a stopped timer cannot be stopped twice", () => {
    const { state, log } = play([
      [T0, { type: "StartTimer", durationMs: 60 * MIN }],
      [T0 + 5 * MIN, { type: "PauseTimer" }],
      [T0 + 6 * MIN, { type: "StopTimer" }],
    ]);
    expect(log.at(-1)).toEqual({ type: "TimerStopped", data: { at: T0 + 6 * MIN } });
    const view = viewRoundTimer(state, T0 + 7 * MIN);
    expect(view.ok && view.value).toMatchObject({ status: "idle", remainingMs: 0, tables: [] });
    expect(decide({ type: "StopTimer" }, state, at(T0 + 7 * MIN)).ok).toBe(false);
    expect(decide({ type: "StartTimer", durationMs: 60 * MIN }, state, at(T0 + 7 * MIN)).ok).toBe(true);
  });
});

/** A GamePaired event of two players at table 1; `isFinal` for the Final Confrontation (F1). */
function pairedGame(pairing: number, round: number, game: number, isFinal = false): TournamentEvent {
  return {
    type: "GamePaired",
    data: {
      pairing,
      round,
      game,
      system: isFinal ? "final-confrontation" : "swiss",
      isFinal,
      tables: [
        {
          gameId: pairing,
          table: 1,
          stage: isFinal ? "final" : "swiss",
          players: [{ id: "a" }, { id: "b" }],
        },
      ],
      byes: [],
      sittingOut: [],
      trace: [],
    },
  };
}

describe("the timer follows the game (R4: each game has its own time)", () => {
  const twoPlayers: TournamentEvent[] = [
    created(),
    { type: "PlayerRegistered", data: { player: { id: "a" } } },
    { type: "PlayerRegistered", data: { player: { id: "b" } } },
  ];

  it("once the next game is paired, the last game's timer — ran out or still running — reads as not started, and Start times the new game", () => {
    const game1 = play(
      [[T0, { type: "StartTimer", durationMs: 60 * MIN }]],
      [...twoPlayers, pairedGame(1, 1, 1)],
    );
    // Game 1's time ran out at T0+60; game 2 is paired at T0+65: its phones must not show "0:00".
    const ranOut = fold([pairedGame(2, 1, 2)], game1.state);
    expect(viewRoundTimer(ranOut, T0 + 65 * MIN)).toMatchObject({ ok: true, value: { status: "idle" } });
    // Every table finished early: game 2 is paired with 20 minutes still on game 1's clock.
    const early = fold([pairedGame(2, 1, 2)], game1.state);
    expect(viewRoundTimer(early, T0 + 40 * MIN)).toMatchObject({ ok: true, value: { status: "idle" } });
    const next = decide({ type: "StartTimer", durationMs: 60 * MIN }, early, at(T0 + 41 * MIN));
    expect(next.ok).toBe(true);
    const started = fold(next.ok ? next.value : [], early);
    expect(viewRoundTimer(started, T0 + 51 * MIN)).toMatchObject({
      ok: true,
      value: { status: "running", remainingMs: 50 * MIN },
    });
  });

  it("undoing a pairing and pairing the same game again keeps its running timer", () => {
    const game1 = play(
      [[T0, { type: "StartTimer", durationMs: 60 * MIN }]],
      [...twoPlayers, pairedGame(1, 1, 1)],
    );
    const repaired = fold(
      [{ type: "PairingUndone", data: { pairing: 1, gameIds: [1] } }, pairedGame(2, 1, 1)],
      game1.state,
    );
    expect(viewRoundTimer(repaired, T0 + 10 * MIN)).toMatchObject({
      ok: true,
      value: { status: "running", remainingMs: 50 * MIN },
    });
  });
});
