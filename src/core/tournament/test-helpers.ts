// given/when/then for the decider (docs/architecture.md): each test builds its own state from events.
import { expect } from "vitest";
import type { DecideContext, TournamentCommand } from "../commands.js";
import { decide } from "../decide.js";
import type { ErrorCode, Result } from "../errors.js";
import type { TournamentEvent } from "../events.js";
import { evolve, fold } from "../evolve.js";
import type { EventInfo } from "../results-file/schema.js";
import { gamesOf, type TournamentState } from "./state.js";

export const ctx: DecideContext = { now: "2026-05-04T09:30:00.000Z", seed: "test-seed" };

export function created(event: Partial<EventInfo> = {}): TournamentEvent {
  return {
    type: "EventCreated",
    data: {
      event: {
        name: "Hoth Open",
        date: "2026-05-04",
        game: "swccg",
        rules: "swccg-pc-2.3.6",
        type: "constructed",
        seed: "hoth",
        ...event,
      },
    },
  };
}

export function registered(...ids: string[]): TournamentEvent[] {
  return ids.map((id) => ({ type: "PlayerRegistered", data: { player: { id } } }));
}

export interface Given {
  readonly state: TournamentState;
  when(command: TournamentCommand): Result<TournamentEvent[]>;
}

export function given(...events: TournamentEvent[]): Given {
  const state = fold(events);
  return { state, when: (command) => decide(command, state, ctx) };
}

export function decideOn(state: TournamentState, command: TournamentCommand): Result<TournamentEvent[]> {
  return decide(command, state, ctx);
}

/** Runs commands one after the other through decide and evolve; a refusal fails the test. */
export function run(
  state: TournamentState,
  ...commands: TournamentCommand[]
): { state: TournamentState; events: TournamentEvent[] } {
  const events: TournamentEvent[] = [];
  let current = state;
  for (const command of commands) {
    const decided = decide(command, current, ctx);
    if (!decided.ok)
      throw new Error(`${command.type} refused: ${decided.error.code} ${decided.error.message}`);
    for (const event of decided.value) current = evolve(current, event);
    events.push(...decided.value);
  }
  return { state: current, events };
}

export function expectEvents(result: Result<TournamentEvent[]>): TournamentEvent[] {
  if (!result.ok) throw new Error(`expected events, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function expectError(result: Result<TournamentEvent[]>, code: ErrorCode, rule?: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  if (rule !== undefined) expect(result.error.rule).toBe(rule);
}

/** Star Wars full win (S1) for `winner` with `lifeForce` left. */
export const fullWin = (winner: string, lifeForce: number) => ({ end: "full", winner, lifeForce });

/** The game ids of the current pairing's tables (not byes), in table order. */
export function tablesOf(state: TournamentState): { gameId: number; players: string[] }[] {
  const current = state.pairings.at(-1)!;
  return gamesOf(state)
    .filter((slot) => current.gameIds.includes(slot.gameId) && !slot.isBye)
    .map((slot) => ({ gameId: slot.gameId, players: slot.record.players.map((s) => s.id) }));
}

/** Reports a full win for the first-seated player at every open table of the current pairing. */
export function reportAll(state: TournamentState, lifeForce = (i: number) => 5 + i): TournamentCommand[] {
  return tablesOf(state).map((table, i) => ({
    type: "ReportResult",
    gameId: table.gameId,
    result: fullWin(table.players[0]!, lifeForce(i)),
  }));
}

/** Star Trek (T1): the first-seated player wins 100–20 at every open table of the current pairing. */
export function reportAllTrek(state: TournamentState): TournamentCommand[] {
  return tablesOf(state).map((t) => ({
    type: "ReportResult",
    gameId: t.gameId,
    result: { end: "full", points: { [t.players[0]!]: 100, [t.players[1]!]: 20 } },
  }));
}
