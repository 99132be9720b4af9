// The core decides what enters the log, also when the events arrive already made (a published
// laptop log, docs/server.md "Publish"): every log decide() writes passes the check and folds to
// the same state; an event no command writes on the log before it is refused, naming it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { TournamentCommand } from "../commands.js";
import { TOURNAMENT_EVENT_TYPES, type TournamentEvent } from "../events.js";
import { fold } from "../evolve.js";
import { computeFinalSeeds } from "../pairing/final-seeds.js";
import { toScoredEvent } from "./project.js";
import { replayCheck, type UncheckedEvent } from "./replay-check.js";
import { findGame, INITIAL_STATE, type TournamentState } from "./state.js";
import { fullWin, reportAll, run, tablesOf } from "./test-helpers.js";

/** Runs commands, each decided on the state the ones before leave; returns every event written. */
function logOf(...steps: (TournamentCommand | ((state: TournamentState) => TournamentCommand[]))[]) {
  let state = INITIAL_STATE;
  const events: TournamentEvent[] = [];
  for (const step of steps) {
    const commands = typeof step === "function" ? step(state) : [step];
    const ran = run(state, ...commands);
    state = ran.state;
    events.push(...ran.events);
  }
  return { state, events };
}

/** Full wins at every table of the current pairing still without a result. */
function open(state: TournamentState): TournamentCommand[] {
  return reportAll(state).filter(
    (command) =>
      command.type === "ReportResult" && findGame(state, command.gameId)?.record.result === undefined,
  );
}

/** The log as a database hands it back: JSON, keys in another order. */
function throughJson(events: readonly TournamentEvent[]): UncheckedEvent[] {
  const reorder = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reorder)
      : typeof value === "object" && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([k, v]) => [k, reorder(v)]),
          )
        : value;
  return events.map((event) => ({ type: event.type, data: reorder(JSON.parse(JSON.stringify(event.data))) }));
}

const swcc = logOf(
  {
    type: "CreateEvent",
    event: {
      name: "Hoth Open",
      date: "2026-05-04",
      game: "swccg",
      rules: "swccg-pc-2.3.6",
      type: "constructed",
      championship: true,
    },
  },
  ...["p1", "p2", "p3", "p4", "p5"].map((id): TournamentCommand => ({
    type: "RegisterPlayer",
    player: { id, name: id.toUpperCase() },
  })),
  // R1: an id made from the name and birth date.
  { type: "RegisterPlayer", player: { firstName: "Wedge", lastName: "Antilles", birthDate: "1960-11-02" } },
  (state) => state.players.map((p): TournamentCommand => ({ type: "CheckInPlayer", playerId: p.id })),
  { type: "PairNextGame" },
  { type: "StartTimer", durationMs: 3_600_000, label: "Game 1" },
  { type: "PauseTimer" },
  { type: "ResumeTimer" },
  { type: "AdjustTimer", deltaMs: 60_000 },
  (state) => [{ type: "ExtendTableTime", gameId: tablesOf(state)[0]!.gameId, deltaMs: 120_000 }],
  { type: "StopTimer" },
  (state) => {
    const [first, second, third] = tablesOf(state);
    const [a1, b1] = first!.players as [string, string];
    const [a2, b2] = second!.players as [string, string];
    const [a3, b3] = third!.players as [string, string];
    return [
      // R6: a player's report, accepted by his opponent.
      { type: "ReportResult", gameId: first!.gameId, result: fullWin(a1, 7), reportedBy: b1 },
      { type: "AcceptResult", gameId: first!.gameId, playerId: a1 },
      // Disputed by the opponent; the TD's report replaces it.
      { type: "ReportResult", gameId: second!.gameId, result: fullWin(a2, 5), reportedBy: b2 },
      { type: "DisputeResult", gameId: second!.gameId, playerId: a2 },
      { type: "ReportResult", gameId: second!.gameId, result: fullWin(b2, 6) },
      // The opponent reports another result: a dispute carrying it; the TD decides.
      { type: "ReportResult", gameId: third!.gameId, result: fullWin(a3, 3), reportedBy: b3 },
      { type: "ReportResult", gameId: third!.gameId, result: fullWin(b3, 4), reportedBy: a3 },
      { type: "ReportResult", gameId: third!.gameId, result: fullWin(a3, 3) },
    ];
  },
  (state) => [
    {
      type: "CorrectResult",
      gameId: tablesOf(state)[0]!.gameId,
      result: fullWin(tablesOf(state)[0]!.players[1]!, 4),
      reason: "scoresheet",
    },
  ],
  { type: "RecordDeckList", playerId: "p1", deckList: "1x Hoth\n" },
  { type: "RecordDeckCheck", playerId: "p1", passed: true },
  { type: "RecordDeckCheck", playerId: "p2", passed: false, failure: "too-many-cards" },
  { type: "PairNextGame" },
  (state) => {
    const [a, b] = tablesOf(state);
    return [{ type: "SwapPlayers", playerA: a!.players[0]!, playerB: b!.players[0]!, reason: "same club" }];
  },
  { type: "UndoPairing" },
  { type: "PairNextGame" },
  // S6: a quit during a game is its result and the quitter's drop.
  (state) => [{ type: "QuitPlayer", playerId: tablesOf(state)[0]!.players[0]!, differential: 20 }],
  (state) => open(state),
  { type: "DropPlayer", playerId: "p5", reason: "train" },
  { type: "DisqualifyPlayer", playerId: "p4", reason: "conduct" },
  { type: "ReinstatePlayer", playerId: "p4" },
  { type: "EnterLatePlayer", player: { id: "late", name: "Late" } },
  { type: "PairNextGame" },
  (state) => reportAll(state),
  // Six Swiss games before the Final Confrontation (SW-PC Championship Level minimum).
  ...Array.from({ length: 3 }, () => [
    { type: "PairNextGame" } as TournamentCommand,
    (state: TournamentState) => reportAll(state),
  ]).flat(),
  { type: "PairNextGame", final: true },
  (state) => [{ type: "ChooseFinalSide", gameId: tablesOf(state)[0]!.gameId, side: "dark" }],
  (state) => reportAll(state),
  { type: "FinishEvent" },
);

describe("replayCheck: the core decides what a pushed log may hold", () => {
  it("lets in every event decide() wrote (every command), keys in any order, and folds the same state", () => {
    // Every event type but those of the tests below (the import's GameRecorded, the waiver, the
    // administration before game 1) is reached, so the check is tried on each.
    const types = new Set(swcc.events.map((event) => event.type));
    expect(TOURNAMENT_EVENT_TYPES.filter((type) => !types.has(type))).toEqual([
      "PlayerRemoved",
      "PlayerCorrected",
      "FinalConfrontationWaived",
      "GameRecorded",
      "EventSettingsChanged",
    ]);
    const checked = replayCheck(INITIAL_STATE, throughJson(swcc.events));
    expect(checked.ok ? "ok" : checked.error.message).toBe("ok");
    expect(checked.ok && checked.value).toEqual(fold(swcc.events));
  });

  it("lets in the second seed's waiver of the Final Confrontation (F4)", () => {
    const played = logOf(
      {
        type: "CreateEvent",
        event: { name: "Bespin Cup", date: "2026-05-04", game: "swccg", seed: "bespin", championship: true },
      },
      ...["a", "b", "c", "d"].map((id): TournamentCommand => ({ type: "RegisterPlayer", player: { id } })),
      ...Array.from({ length: 6 }, () => [
        { type: "PairNextGame" } as TournamentCommand,
        (state: TournamentState) => reportAll(state),
      ]).flat(),
    );
    const scored = toScoredEvent(played.state);
    const seeds = scored.ok ? computeFinalSeeds(scored.value) : undefined;
    if (!seeds?.ok) throw new Error("no final seeds");
    const waived = run(played.state, { type: "WaiveFinalConfrontation", playerId: seeds.value[1] });
    const events = [...played.events, ...waived.events];
    expect(events.at(-1)!.type).toBe("FinalConfrontationWaived");
    const checked = replayCheck(INITIAL_STATE, throughJson(events));
    expect(checked.ok ? "ok" : checked.error.message).toBe("ok");
  });

  it("lets in the administration of an event before game 1: a no-show removed, a birth date corrected, a new name (R1, R2)", () => {
    const { events } = logOf(
      {
        type: "CreateEvent",
        event: { name: "Echo Base Open", date: "2026-05-04", game: "swccg", seed: "echo" },
      },
      {
        type: "RegisterPlayer",
        player: { firstName: "Wedge", lastName: "Antilles", birthDate: "1960-11-02" },
      },
      { type: "RegisterPlayer", player: { id: "ghost", name: "No Show" } },
      { type: "RegisterPlayer", player: { id: "p1", name: "P1" } },
      { type: "RemovePlayer", playerId: "ghost", reason: "did not come" },
      { type: "CorrectPlayer", playerId: "wedgeantilles110260", player: { birthDate: "1960-11-03" } },
      { type: "ChangeEventSettings", settings: { name: "Echo Base Open (Saturday)" } },
      { type: "PairNextGame" },
    );
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["PlayerRemoved", "PlayerCorrected", "EventSettingsChanged"]),
    );
    const checked = replayCheck(INITIAL_STATE, throughJson(events));
    expect(checked.ok ? "ok" : checked.error.message).toBe("ok");
    expect(checked.ok && checked.value).toEqual(fold(events));
  });

  it("checks a push that continues a log from the state before it", () => {
    const at = 20;
    const before = fold(swcc.events.slice(0, at));
    const checked = replayCheck(before, throughJson(swcc.events.slice(at)));
    expect(checked.ok).toBe(true);
  });

  it("lets in an imported results file (docs/rules.md §6) and what was decided after it", () => {
    const file = JSON.parse(readFileSync("examples/star-wars-regional.json", "utf8")) as unknown;
    const imported = logOf({ type: "ImportResultsFile", file });
    expect(imported.events.length).toBeGreaterThan(10);
    const checked = replayCheck(INITIAL_STATE, throughJson(imported.events));
    expect(checked.ok ? "ok" : checked.error.message).toBe("ok");
  });

  const bad: [string, (events: UncheckedEvent[]) => UncheckedEvent[], string, string][] = [
    [
      "a registration with no player",
      (events) => [...events.slice(0, 1), { type: "PlayerRegistered", data: { player: null } }],
      "events[1]",
      "PlayerRegistered",
    ],
    [
      "a result of a game that was never paired",
      (events) => [
        ...events.slice(0, 7),
        { type: "ResultReported", data: { gameId: 99, result: fullWin("p1", 5), reportedBy: "p1" } },
      ],
      "events[7]",
      "UNKNOWN_GAME",
    ],
    [
      "a pairing the seed does not give (docs/rules.md §2)",
      (events) => {
        const paired = events.findIndex((e) => e.type === "GamePaired");
        const data = structuredClone(events[paired]!.data) as { tables: { players: { id: string }[] }[] };
        const [a, b] = [data.tables[0]!.players[0]!, data.tables[1]!.players[0]!];
        [a.id, b.id] = [b.id, a.id];
        return [...events.slice(0, paired), { type: "GamePaired", data }];
      },
      "events[13].data.tables[0].players[0].id",
      "PairNextGame",
    ],
    [
      "a field no command writes",
      (events) => [
        ...events.slice(0, 13),
        { ...events[13]!, data: { ...(events[13]!.data as object), admin: true } },
      ],
      "events[13].data.admin",
      "GamePaired",
    ],
    [
      "a second event creation",
      (events) => [...events.slice(0, 2), events[0]!],
      "events[2]",
      "EVENT_ALREADY_EXISTS",
    ],
    [
      "a timer event at no instant",
      (events) => [...events.slice(0, 8), { type: "TimerStarted", data: { at: "soon", durationMs: 5 } }],
      "events[8]",
      "TimerStarted",
    ],
  ];
  for (const [name, tamper, field, words] of bad) {
    it(`refuses ${name}, naming the event`, () => {
      const checked = replayCheck(INITIAL_STATE, tamper(throughJson(swcc.events)));
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect(checked.error.field).toBe(field);
      expect(`${checked.error.code} ${checked.error.message}`).toContain(words);
    });
  }
});
