// A whole event through the command pipeline on the in-memory store: registration to the
// Final Confrontation, a correction that re-derives later standings, replay equals live, the
// change log, idempotent retries and two writers racing on one stream.
import { describe, expect, it } from "vitest";
import { readChangeLog } from "../../src/app/change-log.js";
import {
  CommandPipeline,
  isVersionConflict,
  runCommand,
  type CommandMeta,
} from "../../src/app/command-pipeline.js";
import { loadTournament } from "../../src/app/event-log.js";
import { toExportedFile } from "../../src/core/views/event-file.js";
import { toEventSummary } from "../../src/core/views/event-summary.js";
import type { TournamentCommand } from "../../src/core/commands.js";
import { gamesOf, type TournamentState } from "../../src/core/tournament/state.js";
import { pendingGames } from "../../src/core/tournament/state.js";
import type { EventStore } from "../../src/store/event-store.js";
import { makeMemoryStore } from "../../src/store/memory/memory-store.js";

const STREAM = "echo-base-open";
let tick = 0;
const meta = (actor = "td:alice", commandId?: string): CommandMeta => ({
  actor,
  now: new Date(Date.UTC(2026, 4, 4, 9, 0, tick++)),
  seed: "echo-seed",
  ...(commandId !== undefined && { commandId }),
});

async function send(store: EventStore, command: TournamentCommand, actor?: string): Promise<TournamentState> {
  const outcome = await runCommand(store, STREAM, command, meta(actor));
  if (!outcome.ok) throw new Error(`${command.type}: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.value.state;
}

/** Every open table of the current pairing gets a full win for its first player; `by` reports as players (R6). */
async function playRound(
  store: EventStore,
  state: TournamentState,
  byPlayers = false,
  winner?: string,
): Promise<TournamentState> {
  let current = state;
  for (const [i, slot] of pendingGames(state).entries()) {
    const [p, q] = slot.record.players.map((s) => s.id) as [string, string];
    const result = { end: "full", winner: winner ?? p, lifeForce: 3 + ((i * 7) % 20) };
    if (byPlayers) {
      current = await send(
        store,
        { type: "ReportResult", gameId: slot.gameId, result, reportedBy: p },
        `player:${p}`,
      );
      current = await send(store, { type: "AcceptResult", gameId: slot.gameId, playerId: q }, `player:${q}`);
    } else {
      current = await send(store, { type: "ReportResult", gameId: slot.gameId, result });
    }
  }
  return current;
}

async function runWholeEvent(store: EventStore): Promise<TournamentState> {
  await send(store, {
    type: "CreateEvent",
    event: {
      name: "Echo Base Open",
      game: "swccg",
      rules: "swccg-pc-2.3.6",
      type: "constructed",
      championship: true,
    },
  });
  const names = ["Luke", "Leia", "Han", "Lando", "Wedge", "Mara", "Biggs", "Jan", "Mon"];
  for (const [i, name] of names.entries()) {
    await send(store, {
      type: "RegisterPlayer",
      player: { firstName: name, lastName: "Rebel", birthDate: `1970-01-${String(i + 10)}` },
    });
  }
  for (const [i, name] of names.entries())
    if (i < 8)
      await send(store, { type: "CheckInPlayer", playerId: `${name.toLowerCase()}rebel01${i + 10}70` });
  await send(store, { type: "DropPlayer", playerId: "monrebel011870", reason: "no-show" });
  let state = await send(store, { type: "PairNextGame" });
  state = await send(store, { type: "UndoPairing" });
  state = await send(store, { type: "PairNextGame" });
  const [t1, t2] = pendingGames(state);
  await send(store, {
    type: "SwapPlayers",
    playerA: t1!.record.players[0]!.id,
    playerB: t2!.record.players[0]!.id,
    reason: "family members",
  });
  state = await send(store, { type: "RecordDeckList", playerId: "lukerebel011070", deckList: "1x Hoth" });
  state = await playRound(store, state, true);
  state = await send(store, { type: "PairNextGame" });
  state = await send(store, { type: "EnterLatePlayer", player: { id: "latecomer" } });
  state = await playRound(store, state);
  state = await send(store, { type: "RecordDeckCheck", playerId: "lukerebel011070", passed: true });
  state = await send(store, { type: "PairNextGame" });
  state = await playRound(store, state);
  state = await send(store, { type: "PairNextGame" });
  state = await playRound(store, state);
  // R3: a Championship Level event plays six games (3 rounds) before its Final Confrontation.
  for (let game = 5; game <= 6; game++) {
    state = await send(store, { type: "PairNextGame" });
    state = await playRound(store, state);
  }
  state = await send(store, { type: "PairNextGame", final: true });
  // The FC's first-seated player wins both games (S1: 2 + 2 VP against 0 + 0), so F5's first
  // place is known without reading the program's own scores.
  const fcWinner = pendingGames(state)[0]!.record.players[0]!.id;
  state = await playRound(store, state, false, fcWinner);
  state = await send(store, { type: "PairNextGame", final: true });
  state = await playRound(store, state, false, fcWinner);
  return send(store, { type: "FinishEvent" });
}

describe("a whole event through the command pipeline (in-memory store)", () => {
  it("runs from registration to the Final Confrontation and exports a results file with F5 places", async () => {
    const store = makeMemoryStore();
    const state = await runWholeEvent(store);
    expect(state.isFinished).toBe(true);
    const exported = toExportedFile(state);
    if (!exported.ok) throw new Error(exported.error.message);
    expect(exported.value.games.filter((g) => g.stage === "final")).toHaveLength(2);
    const standings = exported.value.standings!;
    expect(standings).toHaveLength(10);
    // F5: the FC winner 1st, the FC loser 2nd, from the results the test itself reported (the
    // first-seated player of the first FC game won both), not from the program's own scores.
    const finals = exported.value.games.filter((g) => g.stage === "final");
    const [winner, loser] = finals[0]!.players.map((seat) => seat.id);
    expect(finals.map((g) => g.result)).toEqual([
      expect.objectContaining({ winner }),
      expect.objectContaining({ winner }),
    ]);
    expect(standings.slice(0, 2).map((row) => row.id)).toEqual([winner, loser]);
    expect(standings.find((row) => row.id === "monrebel011870")?.status).toBe("dropped");
  });

  it("replay equals live: a server following the log through its subscription equals the log folded afresh", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.load(STREAM); // held before the first event, then fed by the subscription only
    const stop = await store.subscribe(0, (event) => live.apply([event]));
    const state = await runWholeEvent(store);
    await stop();
    const held = live.view(STREAM)!;
    const rebuilt = await loadTournament(store, STREAM);
    expect(held.version).toBe(rebuilt.version);
    expect(rebuilt.state).toEqual(held.state);
    expect(rebuilt.state).toEqual(state);
    expect(toExportedFile(rebuilt.state)).toEqual(toExportedFile(state));
    expect(toEventSummary(STREAM, rebuilt.state)).toEqual(toEventSummary(STREAM, held.state));
  });

  it("keeps an audit line (who, when, what) for every event (R6)", async () => {
    const store = makeMemoryStore();
    await runWholeEvent(store);
    const audit = await readChangeLog(store, STREAM);
    expect(audit.length).toBe((await store.read(STREAM)).length);
    expect(audit.find((line) => line.type === "PlayersSwapped")).toMatchObject({
      actor: "td:alice",
      what: expect.stringContaining("family members"),
    });
    expect(audit.find((line) => line.type === "ResultAccepted")?.actor).toMatch(/^player:/);
  });
});

describe("corrections re-derive everything later (R6)", () => {
  it("correcting a game-1 result changes the standings after game 3, and the audit keeps both results", async () => {
    const store = makeMemoryStore();
    await send(store, {
      type: "CreateEvent",
      event: { name: "Trek", game: "stccg1e", rules: "stccg-decipher-6.99" },
    });
    for (const id of ["a", "b", "c", "d", "e", "f"])
      await send(store, { type: "RegisterPlayer", player: { id } });
    let state = await send(store, { type: "PairNextGame" });
    const trek = async (s: TournamentState) => {
      let current = s;
      for (const slot of pendingGames(s)) {
        const [p, q] = slot.record.players.map((x) => x.id) as [string, string];
        current = await send(store, {
          type: "ReportResult",
          gameId: slot.gameId,
          result: { end: "full", points: { [p]: 100, [q]: 40 } },
        });
      }
      return current;
    };
    state = await trek(state);
    const firstGame = gamesOf(state)[0]!;
    for (let game = 2; game <= 3; game++) state = await trek(await send(store, { type: "PairNextGame" }));
    const before = toExportedFile(state);
    const [p, q] = firstGame.record.players.map((x) => x.id) as [string, string];
    state = await send(store, {
      type: "CorrectResult",
      gameId: firstGame.gameId,
      result: { end: "full", points: { [p]: 10, [q]: 110 } },
      reason: "points swapped on the card",
    });
    const after = toExportedFile(state);
    if (!before.ok || !after.ok) throw new Error("export failed");
    const row = (file: typeof before.value, id: string) => file.standings!.find((r) => r.id === id)!;
    // T1/T2: 100–40 was 2(+60) for p; 10–110 clamps to 10–100, 2(+90) for q: q gains 2 VP and 60 + 90 diff.
    expect(row(after.value, q).vp).toBe((row(before.value, q).vp as number) + 2);
    expect(row(after.value, p).vp).toBe((row(before.value, p).vp as number) - 2);
    expect(row(after.value, q).diff).toBe((row(before.value, q).diff as number) + 60 + 90);
    const audit = await readChangeLog(store, STREAM);
    expect(audit.at(-1)).toMatchObject({
      type: "ResultCorrected",
      what: expect.stringContaining("points swapped"),
    });
  });
});

describe("optimistic concurrency and idempotency", () => {
  async function pairedStore() {
    const store = makeMemoryStore();
    await send(store, { type: "CreateEvent", event: { name: "Race", game: "swccg" } });
    for (const id of ["a", "b", "c", "d"]) await send(store, { type: "RegisterPlayer", player: { id } });
    const state = await send(store, { type: "PairNextGame" });
    return { store, games: pendingGames(state) };
  }

  it("two concurrent reports on different tables both succeed: the loser of the race reloads and decides again", async () => {
    const { store, games } = await pairedStore();
    const [g1, g2] = games as [(typeof games)[0], (typeof games)[0]];
    const report = (slot: typeof g1) =>
      runCommand(
        store,
        STREAM,
        {
          type: "ReportResult",
          gameId: slot.gameId,
          result: { end: "full", winner: slot.record.players[0]!.id, lifeForce: 9 },
        },
        meta(),
      );
    const [r1, r2] = await Promise.all([report(g1), report(g2)]);
    expect(r1.ok && r2.ok).toBe(true);
    expect(new Set([r1.ok && r1.value.version, r2.ok && r2.value.version])).toEqual(new Set([7, 8]));
    const last = r1.ok && r2.ok ? (r1.value.version > r2.value.version ? r1.value : r2.value) : undefined;
    expect(pendingGames(last!.state)).toEqual([]);
  });

  it("two concurrent reports on the same table: one wins, the other gets a clear domain error after reloading", async () => {
    const { store, games } = await pairedStore();
    const slot = games[0]!;
    const report = (lifeForce: number) =>
      runCommand(
        store,
        STREAM,
        {
          type: "ReportResult",
          gameId: slot.gameId,
          result: { end: "full", winner: slot.record.players[0]!.id, lifeForce },
        },
        meta(),
      );
    const outcomes = await Promise.all([report(5), report(6)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const refused = outcomes.find((o) => !o.ok);
    expect(!refused!.ok && refused!.error.code).toBe("RESULT_ALREADY_REPORTED");
  });

  it("a writer that keeps losing gets the VERSION_CONFLICT value, retryable", async () => {
    const { store, games } = await pairedStore();
    // A store whose every append loses the race once: someone else always writes first.
    const racing: EventStore = {
      ...store,
      append: async (stream, expected, events) => {
        await runCommand(
          store,
          STREAM,
          { type: "RecordDeckList", playerId: "a", deckList: `v${expected}` },
          meta(),
        );
        return store.append(stream, expected, events);
      },
    };
    const outcome = await runCommand(
      racing,
      STREAM,
      {
        type: "ReportResult",
        gameId: games[0]!.gameId,
        result: { end: "full", winner: games[0]!.record.players[0]!.id, lifeForce: 5 },
      },
      meta(),
      { maxRetries: 2 },
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(isVersionConflict(outcome.error)).toBe(true);
    expect(outcome.error.message).toMatch(/reload and retry/);
  });

  it("a client retrying the same command id gets the first outcome and nothing is written twice", async () => {
    const { store, games } = await pairedStore();
    const command: TournamentCommand = {
      type: "ReportResult",
      gameId: games[0]!.gameId,
      result: { end: "full", winner: games[0]!.record.players[0]!.id, lifeForce: 5 },
    };
    const first = await runCommand(store, STREAM, command, meta("td:alice", "cmd-1"));
    const again = await runCommand(store, STREAM, command, meta("td:alice", "cmd-1"));
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.value.isDuplicate).toBe(true);
    expect(again.value.events).toEqual(first.value.events);
    expect((await store.read(STREAM)).length).toBe(first.value.version);
  });
});
