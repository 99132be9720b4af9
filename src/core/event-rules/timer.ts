// R5: the round timer as events in the past tense. The core has no clock, so every event
// carries its instant (`at`, milliseconds since the epoch) and the view takes `now`: folding the
// stored events again after a restart gives the same remaining time, so the timer survives it.
import { assertNever, fail, ok, type Result } from "../errors.js";
import { computeAnnouncementMarks } from "./announcements.js";

export type TimerEvent =
  | {
      readonly type: "TimerStarted";
      readonly at: number;
      readonly durationMs: number;
      readonly label?: string;
    }
  | { readonly type: "TimerPaused"; readonly at: number }
  | { readonly type: "TimerResumed"; readonly at: number }
  /** Adds (positive) or removes (negative) time, e.g. after a delay at one table. */
  | { readonly type: "TimerAdjusted"; readonly at: number; readonly deltaMs: number }
  /** Recorded once the time has run out: from here the end-of-game rule applies. */
  | { readonly type: "TimerExpired"; readonly at: number }
  /** The TD stops (resets) the timer: no time shown until the next start. */
  | { readonly type: "TimerStopped"; readonly at: number };

export type TimerStatus = "idle" | "running" | "paused" | "expired";

export interface TimerState {
  readonly status: TimerStatus;
  readonly durationMs: number;
  /** Remaining time at `anchorAt` (running: it goes down from there; paused: it stays). */
  readonly remainingMs: number;
  readonly anchorAt: number;
  /** The instant of the last event: events must come in time order. */
  readonly lastAt: number;
  /** R5: minutes-remaining marks announced in this game. */
  readonly marks: readonly number[];
  readonly label?: string;
}

export const IDLE_TIMER: TimerState = {
  status: "idle",
  durationMs: 0,
  remainingMs: 0,
  anchorAt: 0,
  lastAt: Number.NEGATIVE_INFINITY,
  marks: [],
};

const R = "R5";
const MINUTE = 60_000;

/**
 * A duration as a person reads it, in minutes and seconds ("15 minutes 5 seconds", "1 minute"):
 * the TD types minutes, so a refusal never speaks milliseconds.
 */
export function describeDuration(ms: number): string {
  const sign = ms < 0 ? "minus " : "";
  const total = Math.round(Math.abs(ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [
    ...(minutes > 0 ? [`${minutes} minute${minutes === 1 ? "" : "s"}`] : []),
    ...(seconds > 0 || minutes === 0 ? [`${seconds} second${seconds === 1 ? "" : "s"}`] : []),
  ];
  return sign + parts.join(" ");
}

/** Remaining time at `at`; never below zero. */
function remainingAt(state: TimerState, at: number): number {
  if (state.status !== "running") return state.remainingMs;
  return Math.max(0, state.remainingMs - (at - state.anchorAt));
}

/** Applies one event, refusing those that do not fit the timer's state (the app checks before appending). */
export function evolveTimer(state: TimerState, event: TimerEvent): Result<TimerState> {
  if (!Number.isFinite(event.at))
    return fail("INVALID_FIELD", "at", R, "expected the event's instant in milliseconds");
  if (event.at < state.lastAt) {
    return fail(
      "INVALID_FIELD",
      "at",
      R,
      `${event.type} at ${new Date(event.at).toISOString()} is earlier than the previous timer event (${new Date(state.lastAt).toISOString()})`,
    );
  }
  const remaining = remainingAt(state, event.at);
  const at = { lastAt: event.at };
  switch (event.type) {
    case "TimerStarted": {
      if (state.status === "running" || state.status === "paused") {
        return fail(
          "INVALID_FIELD",
          "type",
          R,
          `the timer is ${state.status}: stop it first, or wait until its time has run out`,
        );
      }
      if (!Number.isFinite(event.durationMs) || event.durationMs <= 0) {
        return fail(
          "VALUE_OUT_OF_RANGE",
          "durationMs",
          R,
          `a game lasts more than 0 minutes; got ${describeDuration(event.durationMs)}`,
        );
      }
      const marks = computeAnnouncementMarks(event.durationMs / MINUTE);
      const label = event.label === undefined ? {} : { label: event.label };
      return ok({
        status: "running",
        durationMs: event.durationMs,
        remainingMs: event.durationMs,
        anchorAt: event.at,
        marks,
        ...at,
        ...label,
      });
    }
    case "TimerPaused":
      if (state.status !== "running")
        return fail("INVALID_FIELD", "type", R, `cannot pause a timer that is ${state.status}`);
      if (remaining === 0) return fail("INVALID_FIELD", "type", R, "cannot pause: the time has run out");
      return ok({ ...state, ...at, status: "paused", remainingMs: remaining, anchorAt: event.at });
    case "TimerResumed":
      if (state.status !== "paused")
        return fail("INVALID_FIELD", "type", R, `cannot resume a timer that is ${state.status}`);
      return ok({ ...state, ...at, status: "running", anchorAt: event.at });
    case "TimerAdjusted": {
      if (state.status !== "running" && state.status !== "paused") {
        return fail("INVALID_FIELD", "type", R, `cannot adjust a timer that is ${state.status}`);
      }
      if (state.status === "running" && remaining === 0)
        return fail("INVALID_FIELD", "type", R, "cannot adjust: the time has run out");
      const adjusted = remaining + event.deltaMs;
      if (!Number.isFinite(event.deltaMs) || adjusted < 0) {
        return fail(
          "VALUE_OUT_OF_RANGE",
          "deltaMs",
          R,
          `cannot remove ${describeDuration(-event.deltaMs)}: only ${describeDuration(remaining)} left, at most that can be removed`,
        );
      }
      return ok({ ...state, ...at, remainingMs: adjusted, anchorAt: event.at });
    }
    case "TimerExpired":
      if ((state.status !== "running" && state.status !== "paused") || remaining > 0) {
        return fail(
          "INVALID_FIELD",
          "type",
          R,
          `cannot record expiry: the timer is ${state.status} with ${describeDuration(remaining)} left`,
        );
      }
      // The time ran out at its own instant; the event may be recorded later (after a restart).
      return ok({ ...state, ...at, status: "expired", remainingMs: 0, anchorAt: expiryInstant(state) });
    case "TimerStopped":
      if (state.status === "idle") return fail("INVALID_FIELD", "type", R, "the timer is not started");
      return ok({ ...IDLE_TIMER, ...at });
    default:
      return assertNever(event);
  }
}

function expiryInstant(state: TimerState): number {
  return state.status === "running" ? state.anchorAt + state.remainingMs : state.anchorAt;
}

/** Folds a stored log; the error names the index of the event that does not fit. */
export function foldTimer(events: readonly TimerEvent[], from: TimerState = IDLE_TIMER): Result<TimerState> {
  let state = from;
  for (const [i, event] of events.entries()) {
    const next = evolveTimer(state, event);
    if (!next.ok) return { ok: false, error: { ...next.error, field: `[${i}].${next.error.field}` } };
    state = next.value;
  }
  return ok(state);
}

export interface TimerView {
  /** `expired` as soon as no time is left, whether or not TimerExpired was recorded yet. */
  readonly status: TimerStatus;
  readonly durationMs: number;
  readonly remainingMs: number;
  /** Running only: the instant the time runs out, for the app to schedule. */
  readonly expiresAt: number | null;
  readonly expiredAt: number | null;
  /** false while the time is out but TimerExpired is not yet in the log: the app appends it. */
  readonly isExpiryRecorded: boolean;
  /** The next mark to announce (minutes remaining); `at` only while running. */
  readonly nextAnnouncement: { readonly minutes: number; readonly at: number | null } | null;
  readonly label?: string;
}

/** The timer at instant `now` (no earlier than its last event). */
export function viewTimer(state: TimerState, now: number): Result<TimerView> {
  if (!Number.isFinite(now) || now < state.lastAt) {
    return fail(
      "INVALID_FIELD",
      "now",
      R,
      `the instant ${now} is earlier than the last timer event (${state.lastAt})`,
    );
  }
  const remainingMs = remainingAt(state, now);
  const isOut = state.status !== "idle" && remainingMs === 0;
  const status: TimerStatus = isOut ? "expired" : state.status;
  const next = isOut
    ? undefined
    : [...state.marks].sort((a, b) => b - a).find((mark) => mark * MINUTE <= remainingMs);
  const label = state.label === undefined ? {} : { label: state.label };
  return ok({
    status,
    durationMs: state.durationMs,
    remainingMs,
    expiresAt: state.status === "running" && !isOut ? state.anchorAt + state.remainingMs : null,
    expiredAt: isOut ? (state.status === "expired" ? state.anchorAt : expiryInstant(state)) : null,
    isExpiryRecorded: state.status === "expired",
    nextAnnouncement:
      next === undefined
        ? null
        : {
            minutes: next,
            at: state.status === "running" ? state.anchorAt + state.remainingMs - next * MINUTE : null,
          },
    ...label,
  });
}
