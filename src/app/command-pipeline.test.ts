// The one command pipeline (docs/adr/0004-event-model.md). Replay equals live — after any sequence
// of commands (given through this pipeline, a second one on the same store as another app server,
// and runCommand as a one-shot CLI), the state, scored event and standings the pipeline holds
// equal a fresh fold of the log. Group commit answers as one command at a time would; a lost
// race is decided again; a command id is scoped per event and per actor.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TournamentCommand } from "../core/commands.js";
import { computeEventStandings } from "../core/event-standings.js";
import type { RawResult } from "../core/events.js";
import { toScoredEvent } from "../core/tournament/project.js";
import { gamesOf, isStanding, type TournamentState } from "../core/tournament/state.js";
import type { EventStore } from "../store/event-store.js";
import { makeMemoryStore } from "../store/memory/memory-store.js";
import { loadTournament } from "./event-log.js";
import { CommandPipeline, runCommand, type CommandMeta } from "./command-pipeline.js";

const STREAM = "live";
const meta = (extra: Partial<CommandMeta> = {}): CommandMeta => ({
  actor: "td:test",
  now: new Date("2026-05-04T10:00:00Z"),
  ...extra,
});

const event = (game: "swccg" | "stccg2e"): TournamentCommand => ({
  type: "CreateEvent",
  event:
    game === "swccg"
      ? {
          name: "Live Open",
          date: "2026-05-04",
          game: "swccg",
          rules: "swccg-pc-2.3.6",
          type: "constructed",
          seed: "live",
          championship: true,
        }
      : { name: "Live Open", date: "2026-05-04", game: "stccg2e", type: "constructed", seed: "live" },
});

type Action = readonly [kind: number, a: number, b: number, c: number];

function resultFor(game: "swccg" | "stccg2e", players: readonly string[], a: number, b: number): RawResult {
  const [p, q] = players as [string, string];
  if (game === "stccg2e") {
    return a % 3 === 0
      ? { end: "time", points: { [p]: (b % 9) * 10, [q]: (b % 7) * 10 } }
      : {
          end: "full",
          points: a % 2 === 0 ? { [p]: 100, [q]: (b % 9) * 10 } : { [p]: (b % 9) * 10, [q]: 100 },
        };
  }
  return a % 3 === 0
    ? { end: "time", lifeForce: { [p]: b % 30, [q]: (b % 30) + 1 + (a % 5) } }
    : { end: "full", winner: a % 2 === 0 ? p : q, lifeForce: b % 40 };
}

/** A command chosen from the state: mostly legal ones, some refused (refusals must not disturb anything). */
function commandFor(
  state: TournamentState,
  game: "swccg" | "stccg2e",
  [kind, a, b, c]: Action,
): TournamentCommand {
  const games = gamesOf(state);
  const open = games.filter((slot) => slot.record.result === undefined);
  const withResult = games.filter((slot) => !slot.isBye && slot.record.result !== undefined);
  const ids = state.players.map((p) => p.id);
  const pick = <T>(items: readonly T[], n: number): T | undefined =>
    items.length === 0 ? undefined : items[n % items.length];
  switch (kind % 11) {
    case 0:
    case 1:
      return { type: "PairNextGame" };
    case 2:
    case 3:
    case 4: {
      const slot = pick(open, a);
      if (!slot) return { type: "PairNextGame" };
      const seats = slot.record.players.map((s) => s.id);
      const reportedBy = c % 2 === 0 ? undefined : seats[c % seats.length];
      return {
        type: "ReportResult",
        gameId: slot.gameId,
        result: resultFor(game, seats, b, c),
        ...(reportedBy !== undefined && { reportedBy }),
      };
    }
    case 5: {
      // A player's report still waiting for the opponent: once accepted, a second accept is refused.
      const slot = pick(
        games.filter((s) => s.reportedBy !== undefined && !isStanding(s)),
        a,
      );
      if (!slot) {
        // None waiting: a player reports an open game (R6), so a later accept has one to take;
        // with no open game either, an accept of a game that does not exist (refused).
        const toReport = pick(
          open.filter((s) => !s.isBye),
          a,
        );
        if (!toReport) return { type: "AcceptResult", gameId: 999, playerId: ids[0] ?? "x" };
        const seats = toReport.record.players.map((seat) => seat.id);
        return {
          type: "ReportResult",
          gameId: toReport.gameId,
          result: resultFor(game, seats, b, c),
          reportedBy: seats[c % seats.length]!,
        };
      }
      // Mostly the opponent of the reporter (R6: legal), sometimes the reporter himself (refused).
      const seats = slot.record.players.map((seat) => seat.id);
      const opponent = seats.find((id) => id !== slot.reportedBy) ?? seats[0]!;
      return {
        type: "AcceptResult",
        gameId: slot.gameId,
        playerId: b % 4 === 0 ? slot.reportedBy! : opponent,
      };
    }
    case 6: {
      const slot = pick(withResult, a);
      if (!slot) return { type: "UndoPairing" };
      return {
        type: "CorrectResult",
        gameId: slot.gameId,
        result: resultFor(
          game,
          slot.record.players.map((s) => s.id),
          b + 1,
          c,
        ),
        reason: "scoresheet",
      };
    }
    case 7:
      return c % 2 === 0 ? { type: "DropPlayer", playerId: pick(ids, a) ?? "x" } : { type: "UndoPairing" };
    case 8: {
      const slot = pick(open, a);
      const other = pick(open, b);
      if (!slot || !other)
        return { type: "RecordDeckCheck", playerId: pick(ids, a) ?? "x", passed: c % 2 === 0 };
      return {
        type: "SwapPlayers",
        playerA: slot.record.players[0]!.id,
        playerB: other.record.players.at(-1)!.id,
        reason: "seating",
      };
    }
    case 9:
      return {
        type: "RecordDeckCheck",
        playerId: pick(ids, a) ?? "x",
        passed: c % 3 === 0,
        failure: "cards-not-on-list",
      };
    default:
      // A registration (before game 1) or a late entry (R2) changes the players the scored games index.
      return c % 2 === 0
        ? { type: "RegisterPlayer", player: { id: `new${a % 3}` } }
        : { type: "EnterLatePlayer", player: { id: `late${a % 3}` } };
  }
}

async function expectReplayEqualsLive(
  live: CommandPipeline,
  store: ReturnType<typeof makeMemoryStore>,
): Promise<void> {
  const view = await live.load(STREAM);
  const fresh = await loadTournament(store, STREAM);
  expect(view?.version).toBe(fresh.version);
  expect(view?.state).toEqual(fresh.state);
  const scored = toScoredEvent(fresh.state);
  expect(view?.scored).toEqual(scored);
  expect(view?.standings).toEqual(scored.ok ? computeEventStandings(scored.value) : scored);
}

/**
 * Star Wars, four players, every command this process's: pair game 1; a player reports table 1
 * and his opponent accepts (R6); the TD reports table 2 and corrects table 1; a deck check; pair
 * game 2, swap two of its players, undo it; drop a player.
 */
const EVERY_COMMAND: ["swccg", number, [number, number, number, number][], number[]] = [
  "swccg",
  4,
  [
    [0, 0, 0, 0],
    [2, 0, 1, 1],
    [5, 0, 1, 0],
    [2, 0, 1, 0],
    [6, 0, 1, 2],
    [9, 0, 1, 0],
    [0, 0, 0, 0],
    [8, 0, 1, 0],
    [7, 0, 0, 1],
    [7, 1, 0, 0],
  ],
  Array.from({ length: 60 }, () => 0),
];

describe("CommandPipeline: replay equals live", () => {
  const accepted = new Map<string, number>();
  it("holds the state, scored event and standings a fresh fold gives, after random command sequences", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("swccg" as const, "stccg2e" as const),
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat({ max: 9 }), { minLength: 60, maxLength: 60 }),
        async (game, players, actions, who) => {
          const store = makeMemoryStore({ now: () => new Date("2026-05-04T10:00:00Z") });
          const live = new CommandPipeline(store);
          const other = new CommandPipeline(store);
          expect((await live.execute(STREAM, event(game), meta())).ok).toBe(true);
          for (let i = 0; i < players; i++) {
            expect(
              (await live.execute(STREAM, { type: "RegisterPlayer", player: { id: `p${i}` } }, meta())).ok,
            ).toBe(true);
          }
          for (const [step, action] of actions.entries()) {
            const state = (await loadTournament(store, STREAM)).state;
            const command = commandFor(state, game, action);
            const by = who[step]!;
            // Mostly this process; sometimes a second server on the same store, or a one-shot CLI.
            const outcome =
              by < 7
                ? await live.execute(STREAM, command, meta())
                : by < 9
                  ? await other.execute(STREAM, command, meta())
                  : await runCommand(store, STREAM, command, meta());
            if (outcome.ok) accepted.set(command.type, (accepted.get(command.type) ?? 0) + 1);
            // Read the views as a server would after each command, so the kept view is extended.
            if (step % 2 === 0) void live.view(STREAM)?.standings;
          }
          await expectReplayEqualsLive(live, store);
          await expectReplayEqualsLive(other, store);
        },
      ),
      // Random sequences, and first one worked by hand that reaches every command below, so that
      // the check after the property never depends on the draw.
      { numRuns: 60, examples: [EVERY_COMMAND] },
    );
    // The sequences did reach the interesting commands (a property over refusals proves nothing).
    for (const type of [
      "PairNextGame",
      "ReportResult",
      "AcceptResult",
      "CorrectResult",
      "DropPlayer",
      "UndoPairing",
      "SwapPlayers",
      "RecordDeckCheck",
      "EnterLatePlayer",
    ]) {
      expect(accepted.get(type) ?? 0, type).toBeGreaterThan(0);
    }
  }, 120_000);
});

/** What a client sees of an outcome: comparable between a batched and a one-at-a-time run. */
function seen(outcome: Awaited<ReturnType<CommandPipeline["execute"]>>): unknown {
  if (!outcome.ok) return { error: outcome.error.code };
  const { version, isDuplicate, events } = outcome.value;
  return {
    version,
    isDuplicate,
    events: events.map((e) => [e.version, e.type, e.data, e.commandId, e.actor]),
  };
}

/**
 * Star Wars, four players, in chunks sent at once: pair game 1 and, in the same batch, pair again
 * (refused: game 1's results are not in); a player reports table 1, his opponent accepts (R6); the
 * TD reports table 2 twice with one command id (the retry is a duplicate, written once).
 */
const EVERY_CASE: ["swccg", number, [number, number, number, number, number | null][][], number] = [
  "swccg",
  4,
  [
    [
      [0, 0, 0, 0, null],
      [0, 0, 0, 0, null],
    ],
    [[2, 0, 1, 1, null]],
    [[5, 0, 1, 0, null]],
    [
      [2, 0, 1, 0, 1],
      [2, 0, 1, 0, 1],
    ],
  ],
  2,
];

describe("CommandPipeline: group commit", () => {
  const decided = new Map<string, number>();
  it("a batch's outcomes equal running its commands one at a time; replay equals live", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("swccg" as const, "stccg2e" as const),
        fc.integer({ min: 2, max: 9 }),
        // Chunks of commands sent at once (each chunk is one or more batches), some with command ids.
        fc.array(
          fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.option(fc.nat({ max: 5 }))), {
            minLength: 1,
            maxLength: 8,
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 1, max: 4 }),
        async (game, players, chunks, maxBatch) => {
          const now = () => new Date("2026-05-04T10:00:00Z");
          const batchedStore = makeMemoryStore({ now });
          const oneByOneStore = makeMemoryStore({ now });
          const batched = new CommandPipeline(batchedStore, { maxBatch });
          const oneByOne = new CommandPipeline(oneByOneStore, { maxBatch: 1 });
          const setUp: TournamentCommand[] = [
            event(game),
            ...Array.from({ length: players }, (_, i) => ({
              type: "RegisterPlayer" as const,
              player: { id: `p${i}` },
            })),
          ];
          // The set-up itself goes in as one chunk.
          await Promise.all(setUp.map((command) => batched.execute(STREAM, command, meta())));
          for (const command of setUp) await oneByOne.execute(STREAM, command, meta());
          for (const [n, chunk] of chunks.entries()) {
            const state = batched.view(STREAM)!.state;
            const sent = chunk.map(([kind, a, b, c, id]) => ({
              command: commandFor(state, game, [kind, a, b, c]),
              meta: meta({
                actor: `player:p${a % players}`,
                ...(id !== null && { commandId: `c${n % 3}-${id}` }),
              }),
            }));
            const together = await Promise.all(sent.map((x) => batched.execute(STREAM, x.command, x.meta)));
            const alone = [];
            for (const x of sent) alone.push(await oneByOne.execute(STREAM, x.command, x.meta));
            expect(together.map(seen)).toEqual(alone.map(seen));
            for (const [k, outcome] of together.entries()) {
              const key = outcome.ok
                ? outcome.value.isDuplicate
                  ? "duplicate"
                  : sent[k]!.command.type
                : "refused";
              decided.set(key, (decided.get(key) ?? 0) + 1);
            }
          }
          expect(await batchedStore.readAll(0)).toEqual(await oneByOneStore.readAll(0));
          await expectReplayEqualsLive(batched, batchedStore);
        },
      ),
      // Random chunks, and first one worked by hand that holds every case below.
      { numRuns: 60, examples: [EVERY_CASE] },
    );
    // The batches did mix the interesting cases: writes, refusals (422) and retried ids.
    for (const key of ["ReportResult", "AcceptResult", "PairNextGame", "refused", "duplicate"]) {
      expect(decided.get(key) ?? 0, key).toBeGreaterThan(0);
    }
  }, 120_000);

  it("appends one batch for the commands that queued up, and answers each with the state after it", async () => {
    const store = makeMemoryStore();
    const appends: number[] = [];
    const counting: EventStore = {
      ...store,
      append: (stream, expectedVersion, events) => {
        appends.push(events.length);
        return store.append(stream, expectedVersion, events);
      },
    };
    const live = new CommandPipeline(counting);
    await live.execute(STREAM, event("stccg2e"), meta());
    const outcomes = await Promise.all([
      live.execute(STREAM, { type: "RegisterPlayer", player: { id: "a" } }, meta({ commandId: "reg-a" })),
      live.execute(STREAM, { type: "ReportResult", gameId: 7, result: { end: "full" } }, meta()),
      live.execute(STREAM, { type: "RegisterPlayer", player: { id: "b" } }, meta()),
      live.execute(STREAM, { type: "RegisterPlayer", player: { id: "a" } }, meta({ commandId: "reg-a" })),
    ]);
    expect(appends).toEqual([1, 2]); // the create alone, then both registrations in one transaction
    expect(outcomes.map(seen)).toEqual([
      {
        version: 2,
        isDuplicate: false,
        events: [[2, "PlayerRegistered", expect.anything(), "reg-a", "td:test"]],
      },
      { error: "UNKNOWN_GAME" },
      {
        version: 3,
        isDuplicate: false,
        events: [[3, "PlayerRegistered", expect.anything(), undefined, "td:test"]],
      },
      {
        version: 3,
        isDuplicate: true,
        events: [[2, "PlayerRegistered", expect.anything(), "reg-a", "td:test"]],
      },
    ]);
    expect(outcomes[0]!.ok && outcomes[0]!.value.state.players.map((p) => p.id)).toEqual(["a"]);
    expect(outcomes[2]!.ok && outcomes[2]!.value.state.players.map((p) => p.id)).toEqual(["a", "b"]);
  });

  it("decides the whole batch again on the caught-up state when another process appended first", async () => {
    const store = makeMemoryStore();
    await runCommand(store, STREAM, event("stccg2e"), meta());
    let raced = false;
    const racing = new CommandPipeline({
      ...store,
      append: async (stream, expectedVersion, events) => {
        if (!raced) {
          raced = true; // another server registers "x", and applies "r-b", between our read and our write
          await runCommand(store, STREAM, { type: "RegisterPlayer", player: { id: "x" } }, meta());
          await runCommand(
            store,
            STREAM,
            { type: "RegisterPlayer", player: { id: "b" } },
            meta({ commandId: "r-b" }),
          );
        }
        return store.append(stream, expectedVersion, events);
      },
    });
    const outcomes = await Promise.all(
      ["a", "b", "x"].map((id) =>
        racing.execute(STREAM, { type: "RegisterPlayer", player: { id } }, meta({ commandId: `r-${id}` })),
      ),
    );
    expect(outcomes.map(seen)).toEqual([
      {
        version: 4,
        isDuplicate: false,
        events: [[4, "PlayerRegistered", { player: { id: "a" } }, "r-a", "td:test"]],
      },
      {
        version: 4,
        isDuplicate: true,
        events: [[3, "PlayerRegistered", { player: { id: "b" } }, "r-b", "td:test"]],
      },
      { error: "DUPLICATE_PLAYER" },
    ]);
    expect((await store.read(STREAM)).map((e) => e.type)).toEqual([
      "EventCreated",
      "PlayerRegistered",
      "PlayerRegistered",
      "PlayerRegistered",
    ]);
    await expectReplayEqualsLive(racing, store);
  });

  it("a writer that keeps losing the race gets the VERSION_CONFLICT value once its retries are spent", async () => {
    const store = makeMemoryStore();
    await runCommand(store, STREAM, event("stccg2e"), meta());
    let appends = 0;
    const alwaysBehind = new CommandPipeline(
      {
        ...store,
        append: async (stream, expectedVersion, events) => {
          appends++;
          await runCommand(
            store,
            STREAM,
            { type: "RegisterPlayer", player: { id: `other-${appends}` } },
            meta(),
          );
          return store.append(stream, expectedVersion, events);
        },
      },
      { maxRetries: 2 },
    );
    const outcome = await alwaysBehind.execute(
      STREAM,
      { type: "RegisterPlayer", player: { id: "z" } },
      meta(),
    );
    expect(!outcome.ok && outcome.error).toMatchObject({ code: "VERSION_CONFLICT", isRetryable: true });
    expect(appends).toBe(3);
    expect((await loadTournament(store, STREAM)).state.players.map((p) => p.id)).toEqual([
      "other-1",
      "other-2",
      "other-3",
    ]);
  });
});

describe("command ids: one rule, scoped per event and per actor", () => {
  it("an id applied on another event is another command here: it is decided, and nothing of the other event is shown", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.execute("elsewhere", event("stccg2e"), meta());
    await live.execute(
      "elsewhere",
      { type: "RegisterPlayer", player: { id: "a" } },
      meta({ commandId: "shared" }),
    );
    await live.execute(STREAM, event("stccg2e"), meta());
    const [first, second] = await Promise.all([
      live.execute(STREAM, { type: "RegisterPlayer", player: { id: "b" } }, meta()),
      live.execute(STREAM, { type: "RegisterPlayer", player: { id: "a" } }, meta({ commandId: "shared" })),
    ]);
    expect(first!.ok && first!.value).toMatchObject({ version: 2, isDuplicate: false });
    expect(second!.ok && second!.value).toMatchObject({ version: 3, isDuplicate: false, stream: STREAM });
    expect(second!.ok && second!.value.events.map((e) => [e.stream, e.version])).toEqual([[STREAM, 3]]);
    // A one-shot process (a fresh pipeline, the CLI) reads the same rule from the log.
    const again = await runCommand(
      store,
      STREAM,
      { type: "RegisterPlayer", player: { id: "a" } },
      meta({ commandId: "shared" }),
    );
    expect(again.ok && again.value).toMatchObject({ version: 3, isDuplicate: true });
    expect((await store.read(STREAM)).length).toBe(3);
  });

  it("the same id from another actor is another command; from the same actor it is a retry", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.execute(STREAM, event("stccg2e"), meta());
    const ann = meta({ actor: "player:ann", commandId: "1" });
    const bob = meta({ actor: "player:bob", commandId: "1" });
    const [first, other, retry] = await Promise.all([
      live.execute(STREAM, { type: "RegisterPlayer", player: { id: "ann" } }, ann),
      live.execute(STREAM, { type: "RegisterPlayer", player: { id: "bob" } }, bob),
      live.execute(STREAM, { type: "RegisterPlayer", player: { id: "ann" } }, ann),
    ]);
    expect([first, other, retry].map(seen)).toEqual([
      {
        version: 2,
        isDuplicate: false,
        events: [[2, "PlayerRegistered", { player: { id: "ann" } }, "1", "player:ann"]],
      },
      {
        version: 3,
        isDuplicate: false,
        events: [[3, "PlayerRegistered", { player: { id: "bob" } }, "1", "player:bob"]],
      },
      {
        version: 3,
        isDuplicate: true,
        events: [[2, "PlayerRegistered", { player: { id: "ann" } }, "1", "player:ann"]],
      },
    ]);
  });

  it("a command that wrote nothing, or was refused, records no id: its retry is decided again", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.execute(STREAM, event("stccg2e"), meta());
    const early = await live.execute(
      STREAM,
      { type: "CheckInPlayer", playerId: "a" },
      meta({ commandId: "c" }),
    );
    expect(!early.ok && early.error.code).toBe("UNKNOWN_PLAYER");
    await live.execute(STREAM, { type: "RegisterPlayer", player: { id: "a" } }, meta());
    const later = await live.execute(
      STREAM,
      { type: "CheckInPlayer", playerId: "a" },
      meta({ commandId: "c" }),
    );
    expect(later.ok && later.value).toMatchObject({ version: 3, isDuplicate: false });
  });
});

describe("CommandPipeline.executeAll", () => {
  it("stores every command's events in one append, or none of them and names each refused command", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.execute(STREAM, event("stccg2e"), meta());
    const refused = await live.executeAll(
      STREAM,
      [
        { type: "RegisterPlayer", player: { id: "a" } },
        { type: "RegisterPlayer", player: { id: "a" } },
        { type: "RegisterPlayer", player: { id: "b" } },
        { type: "CheckInPlayer", playerId: "nobody" },
      ],
      meta(),
    );
    expect(!refused.ok && refused.error).toMatchObject({
      code: "BATCH_REFUSED",
      refusals: [
        { index: 1, error: { code: "DUPLICATE_PLAYER" } },
        { index: 3, error: { code: "UNKNOWN_PLAYER" } },
      ],
    });
    expect(await store.read(STREAM)).toHaveLength(1);
    const stored = await live.executeAll(
      STREAM,
      [
        { type: "RegisterPlayer", player: { id: "a" } },
        { type: "RegisterPlayer", player: { id: "b" } },
      ],
      meta({ commandId: "csv" }),
    );
    expect(stored.ok && stored.value.state.players.map((p) => p.id)).toEqual(["a", "b"]);
    expect(stored.ok && stored.value.events.map((e) => [e.version, e.commandId])).toEqual([
      [2, "csv"],
      [3, "csv"],
    ]);
    const retry = await live.executeAll(
      STREAM,
      [{ type: "RegisterPlayer", player: { id: "a" } }],
      meta({ commandId: "csv" }),
    );
    expect(retry.ok && retry.value).toMatchObject({ isDuplicate: true, version: 3 });
  });
});

describe("CommandPipeline.execute", () => {
  it("returns the first outcome for a repeated commandId and writes nothing ", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.execute(STREAM, event("stccg2e"), meta());
    const first = await live.execute(
      STREAM,
      { type: "RegisterPlayer", player: { id: "alice" } },
      meta({ commandId: "c1" }),
    );
    const again = await live.execute(
      STREAM,
      { type: "RegisterPlayer", player: { id: "alice" } },
      meta({ commandId: "c1" }),
    );
    expect(first.ok && first.value.isDuplicate).toBe(false);
    expect(again.ok && again.value.isDuplicate).toBe(true);
    expect(again.ok && again.value.events.map((e) => e.version)).toEqual([2]);
    expect((await store.read(STREAM)).length).toBe(2);
  });

  it("recognises a commandId applied by another process (caught up before deciding)", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.execute(STREAM, event("stccg2e"), meta());
    await runCommand(
      store,
      STREAM,
      { type: "RegisterPlayer", player: { id: "bob" } },
      meta({ commandId: "elsewhere" }),
    );
    const again = await live.execute(
      STREAM,
      { type: "RegisterPlayer", player: { id: "bob" } },
      meta({ commandId: "elsewhere" }),
    );
    expect(again.ok && again.value.isDuplicate).toBe(true);
    expect(again.ok && again.value.version).toBe(2);
  });

  it("runs concurrent commands of one event one at a time: none sees a version conflict", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store, { maxRetries: 0 });
    await live.execute(STREAM, event("stccg2e"), meta());
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        live.execute(STREAM, { type: "RegisterPlayer", player: { id: `p${i}` } }, meta()),
      ),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(live.view(STREAM)?.state.players.map((p) => p.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `p${i}`),
    );
    expect(live.view(STREAM)?.version).toBe(21);
  });

  it("a refused command (DomainError) leaves the event as it was", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.execute(STREAM, event("stccg2e"), meta());
    const refused = await live.execute(
      STREAM,
      { type: "ReportResult", gameId: 7, result: { end: "full" } },
      meta(),
    );
    expect(!refused.ok && refused.error.code).toBe("UNKNOWN_GAME");
    expect(live.view(STREAM)?.version).toBe(1);
  });
});

describe("CommandPipeline.apply / view / forget", () => {
  it("applies events delivered by a subscription, idempotently, and catches up over a gap", async () => {
    const store = makeMemoryStore();
    const writer = new CommandPipeline(store);
    const reader = new CommandPipeline(store);
    await writer.execute(STREAM, event("stccg2e"), meta());
    expect(reader.view(STREAM)).toBeUndefined(); // not loaded
    await reader.load(STREAM);
    await writer.execute(STREAM, { type: "RegisterPlayer", player: { id: "a" } }, meta());
    const [, second] = await store.read(STREAM);
    reader.apply([second!, second!]);
    expect(reader.view(STREAM)?.state.players.map((p) => p.id)).toEqual(["a"]);
    await writer.execute(STREAM, { type: "RegisterPlayer", player: { id: "b" } }, meta());
    await writer.execute(STREAM, { type: "RegisterPlayer", player: { id: "c" } }, meta());
    const all = await store.read(STREAM);
    reader.apply([all[3]!]); // version 4 after 2: a gap, held back
    expect(reader.view(STREAM)?.version).toBe(2);
    expect((await reader.load(STREAM))?.state.players.map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("ignores events of an event it does not hold, and forgets one on request", async () => {
    const store = makeMemoryStore();
    const live = new CommandPipeline(store);
    await live.execute(STREAM, event("stccg2e"), meta());
    await runCommand(store, "other", event("stccg2e"), meta());
    live.apply(await store.read("other"));
    expect(live.has("other")).toBe(false);
    live.forget(STREAM);
    expect(live.view(STREAM)).toBeUndefined();
    expect((await live.load(STREAM))?.version).toBe(1);
  });
});
