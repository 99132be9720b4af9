// The read model (read-model.ts): folded event by event, with reads in between, it gives the views
// a fresh fold of the same log gives — after results in any order, corrections, swaps, undos,
// deck-check penalties (S7), late entries (R2), settings changes and games recorded whole (K5,
// import). docs/adr/0004-event-model.md "replay equals live".
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TournamentCommand } from "../commands.js";
import { decide } from "../decide.js";
import { computeEventStandings } from "../event-standings.js";
import type { GameFields, TournamentEvent } from "../events.js";
import { fold } from "../evolve.js";
import { toScoredEvent } from "../tournament/project.js";
import { gamesOf, isStanding, type TournamentState } from "../tournament/state.js";
import { created, ctx, registered } from "../tournament/test-helpers.js";
import {
  evolveReadModel,
  foldReadModel,
  INITIAL_READ_MODEL,
  liveViewOf,
  readModelOf,
  scoredView,
  standingsView,
  type ReadModel,
} from "./read-model.js";
import { toStandingsView } from "./event-file.js";
import { toPairingsView } from "./pairings.js";

function expectSameViews(model: ReadModel, events: readonly TournamentEvent[]): void {
  const fresh = fold(events);
  expect(model.state).toEqual(fresh);
  const scored = toScoredEvent(fresh);
  expect(scoredView(model)).toEqual(scored);
  expect(standingsView(scoredView(model))).toEqual(scored.ok ? computeEventStandings(scored.value) : scored);
  expect(scoredView(readModelOf(fresh))).toEqual(scored);
  // The views a version shares among its readers are the functions' answers on a fresh fold.
  const view = liveViewOf("event", events.length, model);
  expect(view.pairings).toEqual(toPairingsView(fresh));
  const standings = scored.ok ? computeEventStandings(scored.value) : scored;
  expect(view.standingsDocument).toEqual(toStandingsView({ state: fresh, scored, standings }));
}

const recorded = (gameId: number, record: GameFields): TournamentEvent => ({
  type: "GameRecorded",
  data: { gameId, record },
});

const win = (game: number, winner: string, loser: string): GameFields => ({
  round: 1,
  game,
  players: [
    { id: winner, side: "dark" },
    { id: loser, side: "light" },
  ],
  result: { end: "full", winner, lifeForce: 10 + game },
});

describe("read model: the settled prefix follows the fold", () => {
  it("a game recorded into the block the prefix ended in is scored (recorded games share a block, K5)", () => {
    // Two games recorded one after the other, read in between: the second fills the same block
    // the first opened, after the prefix had reached that block's end.
    const events = [created(), ...registered("a", "b", "c", "d")];
    let model = foldReadModel(INITIAL_READ_MODEL, events);
    for (const [k, game] of [win(1, "a", "b"), win(1, "c", "d"), win(2, "a", "c")].entries()) {
      const event = recorded(k + 1, game);
      events.push(event);
      model = evolveReadModel(model, event);
      expectSameViews(model, events);
    }
    const scored = scoredView(model);
    expect(scored.ok && scored.value.games.length).toBe(3);
  });

  it("keeps the scored prefix object when an event changes nothing it scored, and rebuilds on a correction", () => {
    const start = foldReadModel(INITIAL_READ_MODEL, [created(), ...registered("a", "b", "c", "d")]);
    const paired = expectOk(decide({ type: "PairNextGame" }, start.state, ctx));
    let model = foldReadModel(start, paired);
    const [first, second] = gamesOf(model.state);
    for (const slot of [first!, second!]) {
      const [p, q] = slot.record.players.map((s) => s.id) as [string, string];
      const report: TournamentCommand = {
        type: "ReportResult",
        gameId: slot.gameId,
        result: { end: "full", winner: p, lifeForce: 12 },
      };
      model = foldReadModel(model, expectOk(decide(report, model.state, ctx)));
      expect(q).toBeDefined();
    }
    const settled = model.settled;
    expect(settled?.scored.games.length).toBe(2);
    // A check-in changes a status, not a scored game: the same scored games.
    model = foldReadModel(model, [{ type: "PlayerDropped", data: { playerId: "a" } }]);
    expect(model.settled?.scored.games).toBe(settled?.scored.games);
    const correction = expectOk(
      decide(
        {
          type: "CorrectResult",
          gameId: first!.gameId,
          result: { end: "full", winner: first!.record.players[1]!.id, lifeForce: 3 },
          reason: "scoresheet",
        },
        model.state,
        ctx,
      ),
    );
    model = foldReadModel(model, correction);
    expect(model.settled?.scored.games).not.toBe(settled?.scored.games);
    const scored = toScoredEvent(model.state);
    expect(scoredView(model)).toEqual(scored);
  });
});

type Step = readonly [kind: number, a: number, b: number];

/** A command chosen from the state (mostly legal; a refusal adds nothing). */
function commandFor(state: TournamentState, [kind, a, b]: Step): TournamentCommand {
  const games = gamesOf(state);
  const pick = <T>(items: readonly T[], n: number): T | undefined =>
    items.length === 0 ? undefined : items[n % items.length];
  const open = games.filter((slot) => slot.record.result === undefined);
  const done = games.filter((slot) => !slot.isBye && slot.record.result !== undefined);
  const ids = state.players.map((p) => p.id);
  const result = (seats: readonly string[]) => ({ end: "full", winner: seats[b % 2]!, lifeForce: b % 40 });
  switch (kind % 9) {
    case 0:
      return { type: "PairNextGame" };
    case 1:
    case 2: {
      const slot = pick(open, a);
      if (!slot) return { type: "PairNextGame" };
      const seats = slot.record.players.map((s) => s.id);
      return {
        type: "ReportResult",
        gameId: slot.gameId,
        result: result(seats),
        ...(b % 3 === 0 && { reportedBy: seats[0]! }),
      };
    }
    case 3: {
      const slot = pick(
        games.filter((s) => s.reportedBy !== undefined && !isStanding(s)),
        a,
      );
      if (!slot) return { type: "UndoPairing" };
      return { type: "AcceptResult", gameId: slot.gameId, playerId: slot.record.players[1]!.id };
    }
    case 4: {
      const slot = pick(done, a);
      if (!slot) return { type: "UndoPairing" };
      const seats = slot.record.players.map((s) => s.id);
      return {
        type: "CorrectResult",
        gameId: slot.gameId,
        result: result([...seats].reverse()),
        reason: "slip",
      };
    }
    case 5:
      return b % 2 === 0
        ? { type: "EnterLatePlayer", player: { id: `late${a % 4}` } }
        : { type: "DropPlayer", playerId: pick(ids, a) ?? "x" };
    case 6: {
      const slot = pick(open, a);
      const other = pick(open, b);
      if (!slot || !other) return { type: "ChangeEventSettings", settings: { name: `Open ${a % 3}` } };
      return {
        type: "SwapPlayers",
        playerA: slot.record.players[0]!.id,
        playerB: other.record.players.at(-1)!.id,
        reason: "seating",
      };
    }
    case 7:
      return {
        type: "RecordDeckCheck",
        playerId: pick(ids, a) ?? "x",
        passed: b % 3 === 0,
        failure: "cards-not-on-list",
      };
    default:
      return { type: "UndoPairing" };
  }
}

describe("read model: replay equals live", () => {
  it("folded event by event with reads in between, it equals a fresh fold of the log", () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 50 }),
        fc.array(fc.boolean(), { minLength: 50, maxLength: 50 }),
        (players, steps, reads) => {
          const events: TournamentEvent[] = [
            created({ championship: true }),
            ...registered(...Array.from({ length: players }, (_, i) => `p${i}`)),
          ];
          let model = foldReadModel(INITIAL_READ_MODEL, events);
          for (const [k, step] of steps.entries()) {
            const decided = decide(commandFor(model.state, step), model.state, ctx);
            if (!decided.ok) continue;
            for (const event of decided.value) {
              reached.add(event.type);
              events.push(event);
              model = evolveReadModel(model, event);
            }
            // Reads in between must not change what a later read gives.
            if (reads[k]) void scoredView(model);
          }
          expectSameViews(model, events);
        },
      ),
      { numRuns: 80 },
    );
    for (const type of [
      "GamePaired",
      "ResultReported",
      "ResultAccepted",
      "ResultCorrected",
      "PlayersSwapped",
      "PairingUndone",
      "DeckCheckRecorded",
      "LatePlayerEntered",
      "PlayerDropped",
      "EventSettingsChanged",
    ]) {
      expect(reached.has(type), type).toBe(true);
    }
  });
});

function expectOk<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
