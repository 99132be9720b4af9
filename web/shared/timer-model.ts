// R4/R5 on a screen: the server's timer (folded by the core) shown against the server's
// clock. Every open screen computes the same remaining time from the same state and the server's
// `now`, so projector, phones and the console agree; nothing here decides a rule — the marks come
// from computeAnnouncementMarks and the remaining time from viewTimer.
import { computeAnnouncementMarks } from "../../src/core/event-rules/announcements.js";
import {
  viewTimer,
  type TimerState,
  type TimerStatus,
  type TimerView,
} from "../../src/core/event-rules/timer.js";
import type { TimerJson } from "./types.js";

const MINUTE = 60_000;

export interface TimerSnapshot {
  /** Server clock minus this screen's clock, in ms (estimated at the midpoint of the request). */
  readonly offsetMs: number;
  /** The core's folded timer, when the server sends it. */
  readonly state: TimerState | null;
  /** Otherwise the server's TimerView at `serverNow`. */
  readonly view: TimerView | null;
  readonly serverNow: number;
  /** Per-table extensions: gameId → extra ms (time added for one table only, e.g. a late start). */
  readonly extensions: ReadonlyMap<number, number>;
  /** gameId → table number, from the same answer, so every screen names an extended table (R5). */
  readonly tableNumbers: ReadonlyMap<number, number>;
}

export interface TimerDisplay {
  readonly status: TimerStatus;
  readonly remainingMs: number;
  readonly durationMs: number;
  /** R5 marks (minutes remaining) for this game's length. */
  readonly marks: readonly number[];
  /** The server instant the time ran out (expired only). */
  readonly expiredAt: number | null;
  /** The server's clock at this display. */
  readonly serverNow: number;
  readonly label?: string;
}

function isTimerState(value: unknown): value is TimerState {
  return typeof value === "object" && value !== null && "anchorAt" in value && "lastAt" in value;
}

/** Reads GET /timer's JSON; `sentAt`/`receivedAt` are this screen's clock around the request. */
/**
 * What toSnapshot reads of GET /timer's answer (the core's TimerPageView): only `now` is certain,
 * since an older server may send the flat view without `state`, or tables without their numbers.
 */
export type TimerAnswer = Pick<TimerJson, "now"> &
  Partial<Omit<TimerJson, "now" | "tables">> & {
    readonly tables?: readonly (Pick<TimerJson["tables"][number], "gameId" | "extraMs"> & {
      readonly table?: number;
    })[];
  };

export function toSnapshot(json: TimerAnswer, sentAt: number, receivedAt: number): TimerSnapshot {
  const state = isTimerState(json.state) ? revive(json.state) : null;
  const view = !state && typeof json.status === "string" ? (json as TimerView) : null;
  return {
    offsetMs: json.now - (sentAt + receivedAt) / 2,
    state,
    view,
    serverNow: json.now,
    extensions: new Map((json.tables ?? []).filter((t) => t.extraMs > 0).map((t) => [t.gameId, t.extraMs])),
    tableNumbers: new Map(
      (json.tables ?? []).filter((t) => (t.table ?? 0) > 0).map((t) => [t.gameId, t.table!] as const),
    ),
  };
}

/** JSON turns -Infinity (IDLE_TIMER.lastAt) into null. */
function revive(state: TimerState): TimerState {
  return typeof state.lastAt === "number" ? state : { ...state, lastAt: Number.NEGATIVE_INFINITY };
}

const idle = (serverNow: number): TimerDisplay => ({
  status: "idle",
  remainingMs: 0,
  durationMs: 0,
  marks: [],
  expiredAt: null,
  serverNow,
});

/** The timer as this screen shows it at its own instant `clientNow`. */
export function displayAt(snapshot: TimerSnapshot | null, clientNow: number): TimerDisplay {
  if (!snapshot) return idle(clientNow);
  const serverNow = clientNow + snapshot.offsetMs;
  if (snapshot.state) {
    // A clock estimate a little behind the last event is still that event's instant.
    const viewed = viewTimer(snapshot.state, Math.max(serverNow, snapshot.state.lastAt));
    if (!viewed.ok) return idle(serverNow);
    return fromView(viewed.value, snapshot.state.marks, serverNow);
  }
  const view = snapshot.view;
  if (!view) return idle(serverNow);
  const marks = computeAnnouncementMarks(view.durationMs / MINUTE);
  if (view.status !== "running" || view.expiresAt === null) return fromView(view, marks, serverNow);
  const remainingMs = Math.max(0, view.expiresAt - serverNow);
  const expiredAt = remainingMs === 0 ? view.expiresAt : null;
  return fromView(
    { ...view, remainingMs, expiredAt, status: remainingMs === 0 ? "expired" : "running" },
    marks,
    serverNow,
  );
}

function fromView(view: TimerView, marks: readonly number[], serverNow: number): TimerDisplay {
  return {
    status: view.status,
    remainingMs: view.remainingMs,
    durationMs: view.durationMs,
    marks,
    expiredAt: view.expiredAt,
    serverNow,
    ...(view.label !== undefined && { label: view.label }),
  };
}

/**
 * R5: the mark to announce when the remaining time went from `before` to `after` (ms). Only the
 * latest mark passed is announced (a screen that slept through several says the current one);
 * a screen opened after a mark says nothing until the next.
 */
export function markCrossed(marks: readonly number[], before: number, after: number): number | null {
  let crossed: number | null = null;
  for (const mark of marks) {
    const at = mark * MINUTE;
    if (before > at && after <= at && (crossed === null || mark < crossed)) crossed = mark;
  }
  return crossed;
}

export function announcementText(minutes: number): string {
  return minutes === 1 ? "One minute remaining." : `${minutes} minutes remaining.`;
}

/** Time left at a table given `extensionMs` more than the room (it keeps counting past zero). */
export function tableRemainingMs(display: TimerDisplay, extensionMs: number): number {
  if (display.status === "expired" && display.expiredAt !== null) {
    return Math.max(0, display.expiredAt + extensionMs - display.serverNow);
  }
  return display.remainingMs + extensionMs;
}
