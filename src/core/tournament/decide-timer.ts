// R4/R5: the round timer in the event's log, so it survives a restart (the log is the only
// state) and every screen sees the same time. The rules are event-rules/timer.ts's: decide()
// appends an event only if evolveTimer accepts it at the command's instant. A per-table extension
// (a judge call or a delay at one table, R5 "adjusted") adds time to that table only.
// The timer follows the game: it times the game paired when it was started, and once another
// game is paired, that timer is over (no screen shows the last game's "0:00" to the new tables).
import type { TournamentCommand } from "../commands.js";
import { fail, ok, type Result } from "../errors.js";
import {
  describeDuration,
  evolveTimer,
  IDLE_TIMER,
  viewTimer,
  type TimerEvent,
  type TimerState,
  type TimerView,
} from "../event-rules/timer.js";
import type { TournamentEvent } from "../events.js";
import { requireGame, requireOpenEvent } from "./guards.js";
import { lastPairing, type RoundTimer, type TournamentState } from "./state.js";

export type { RoundTimer } from "./state.js";

export type TimerCommand = Extract<
  TournamentCommand,
  {
    readonly type:
      "StartTimer" | "PauseTimer" | "ResumeTimer" | "AdjustTimer" | "ExtendTableTime" | "StopTimer";
  }
>;

export const IDLE_ROUND_TIMER: RoundTimer = { timer: IDLE_TIMER, extensions: {} };

/**
 * Which game the current pairing is: round, game and stage, so that undoing a pairing and
 * pairing the same game again keeps its running timer, while the next game does not.
 */
export function gameKeyOf(state: TournamentState): string {
  const pairing = lastPairing(state);
  return pairing ? `${pairing.round}/${pairing.game}${pairing.isFinal ? "/final" : ""}` : "";
}

/** The timer as folded from the log, whatever game it timed (evolve continues from it). */
export function roundTimerOf(state: TournamentState): RoundTimer {
  return state.roundTimer ?? IDLE_ROUND_TIMER;
}

/**
 * The timer of the current game: a timer started for an earlier game is over once the next
 * game is paired (R4: each game has its own time), so it reads as not started.
 */
export function currentRoundTimer(state: TournamentState): RoundTimer {
  const timer = roundTimerOf(state);
  if (timer.timer.status === "idle" || (timer.game ?? "") === gameKeyOf(state)) return timer;
  return { timer: { ...IDLE_TIMER, lastAt: timer.timer.lastAt }, extensions: {} };
}

const MAX_MS = 24 * 3_600_000;

function instantOf(now: string): Result<number> {
  const at = Date.parse(now);
  return Number.isFinite(at)
    ? ok(at)
    : fail("INVALID_FIELD", "now", "R5", `expected an ISO 8601 instant, got "${now}"`);
}

function toTimerEvent(command: TimerCommand, at: number): TimerEvent | undefined {
  switch (command.type) {
    case "StartTimer":
      return {
        type: "TimerStarted",
        at,
        durationMs: command.durationMs,
        ...(command.label !== undefined && { label: command.label }),
      };
    case "PauseTimer":
      return { type: "TimerPaused", at };
    case "ResumeTimer":
      return { type: "TimerResumed", at };
    case "AdjustTimer":
      return { type: "TimerAdjusted", at, deltaMs: command.deltaMs };
    case "StopTimer":
      return { type: "TimerStopped", at };
    case "ExtendTableTime":
      return undefined;
  }
}

export function decideTimer(
  state: TournamentState,
  command: TimerCommand,
  now: string,
): Result<TournamentEvent[]> {
  const event = requireOpenEvent(state);
  if (!event.ok) return event;
  const given = instantOf(now);
  if (!given.ok) return given;
  // The current game's timer: one started for an earlier game is over (R4), so Start times this one.
  const { timer, extensions } = currentRoundTimer(state);
  // The command's instant, but never earlier than the timer's last event: another app server's
  // clock may run ahead of this one's, or this one's may have stepped back. The log stays in
  // time order (R5) and a valid command is never refused for when it arrived.
  const at = { value: Math.max(given.value, timer.lastAt) };
  if (command.type === "ExtendTableTime") {
    const game = requireGame(state, command.gameId);
    if (!game.ok) return game;
    if (timer.status === "idle") return fail("INVALID_FIELD", "type", "R5", "the timer has not been started");
    const total = (extensions[String(command.gameId)] ?? 0) + command.deltaMs;
    if (!Number.isInteger(command.deltaMs) || command.deltaMs === 0 || total < 0 || total > MAX_MS) {
      return fail(
        "VALUE_OUT_OF_RANGE",
        "deltaMs",
        "R5",
        total < 0
          ? `a table cannot have less than no extra time: it has ${describeDuration(extensions[String(command.gameId)] ?? 0)}, so at most that can be taken away`
          : `a table's extra time must stay within 24 hours; it would be ${describeDuration(total)}`,
      );
    }
    return ok([
      { type: "TableTimeExtended", data: { at: at.value, gameId: command.gameId, deltaMs: command.deltaMs } },
    ]);
  }
  if (
    command.type === "StartTimer" &&
    (!Number.isInteger(command.durationMs) || command.durationMs > MAX_MS)
  ) {
    return fail(
      "VALUE_OUT_OF_RANGE",
      "durationMs",
      "R4",
      `a game's time is at most 24 hours; got ${describeDuration(command.durationMs)}`,
    );
  }
  const timerEvent = toTimerEvent(command, at.value)!;
  // A timer that ran out is over: starting again needs no recorded expiry (the view knows it ran out).
  const from =
    timerEvent.type === "TimerStarted" && isOut(timer, at.value)
      ? { ...timer, status: "expired" as const }
      : timer;
  const next = evolveTimer(from, timerEvent);
  if (!next.ok) return next;
  const { type, ...data } = timerEvent;
  return ok([{ type, data } as TournamentEvent]);
}

function isOut(timer: TimerState, at: number): boolean {
  const view = viewTimer(timer, at);
  return view.ok && view.value.status === "expired";
}

/** evolve() for the timer's events: trusts the log (decide checked them). */
export function evolveRoundTimer(
  current: RoundTimer,
  event:
    TimerEvent | { readonly type: "TableTimeExtended"; readonly gameId: number; readonly deltaMs: number },
  /** gameKeyOf the state the event comes to: a start times that game. */
  game: string,
): RoundTimer {
  if (event.type === "TableTimeExtended") {
    const key = String(event.gameId);
    return {
      ...current,
      extensions: { ...current.extensions, [key]: (current.extensions[key] ?? 0) + event.deltaMs },
    };
  }
  const from =
    event.type === "TimerStarted" && current.timer.status !== "idle"
      ? { ...current.timer, status: "expired" as const }
      : current.timer;
  const next = evolveTimer(from, event);
  const timer = next.ok ? next.value : current.timer;
  if (event.type === "TimerStarted") return { timer, extensions: {}, game };
  if (event.type === "TimerStopped") return { timer, extensions: {} };
  return { ...current, timer };
}

export interface RoundTimerView extends TimerView {
  /** The instant the view was computed for (the server's clock). */
  readonly now: number;
  readonly tables: readonly {
    readonly gameId: number;
    readonly extraMs: number;
    readonly remainingMs: number;
    readonly expiresAt: number | null;
  }[];
}

/** The timer at `now`, with each extended table's own remaining time. */
export function viewRoundTimer(state: TournamentState, now: number): Result<RoundTimerView> {
  const { timer, extensions } = currentRoundTimer(state);
  const view = viewTimer(timer, Math.max(now, timer.lastAt));
  if (!view.ok) return view;
  const base = view.value;
  const tables = Object.entries(extensions).map(([gameId, extraMs]) => {
    const outSince = base.expiredAt === null ? 0 : Math.max(0, now - base.expiredAt);
    const remainingMs = base.status === "idle" ? 0 : Math.max(0, base.remainingMs + extraMs - outSince);
    return {
      gameId: Number(gameId),
      extraMs,
      remainingMs,
      expiresAt:
        base.expiresAt === null
          ? base.expiredAt === null
            ? null
            : base.expiredAt + extraMs
          : base.expiresAt + extraMs,
    };
  });
  return ok({ ...base, now, tables });
}
