// R4/R5: the round timer as every screen shows it — projector, phones, the TD console. In
// sync with the server's timer (the server's clock offset is measured on each fetch), spoken or
// chimed at the R5 marks, the profile's end-of-game rule at zero (END_OF_GAME_RULES, from the
// core), paused state, per-table extensions; after a reload it shows the last known state at once.
import { useEffect, useRef, useState } from "preact/hooks";
import { END_OF_GAME_RULES } from "../../src/core/event-rules/end-of-game.js";
import type { ProfileName } from "../../src/core/games.js";
import { get } from "./api.js";
import { formatClock } from "./format.js";
import { announce, enableSound, isSoundEnabled, disableSound } from "./sound.js";
import type { TimerJson } from "./types.js";
import {
  announcementText,
  displayAt,
  markCrossed,
  tableRemainingMs,
  toSnapshot,
  type TimerSnapshot,
} from "./timer-model.js";
import { useLive } from "./use-live.js";

const STORE_KEY = "handsdown.timer.";

function loadCached(eventId: string): TimerSnapshot | null {
  try {
    const raw = localStorage.getItem(STORE_KEY + eventId);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Omit<TimerSnapshot, "extensions" | "tableNumbers"> & {
      extensions: [number, number][];
      tableNumbers?: [number, number][];
    };
    return {
      ...parsed,
      extensions: new Map(parsed.extensions),
      tableNumbers: new Map(parsed.tableNumbers ?? []),
    };
  } catch {
    return null;
  }
}

function saveCached(eventId: string, snapshot: TimerSnapshot): void {
  try {
    localStorage.setItem(
      STORE_KEY + eventId,
      JSON.stringify({
        ...snapshot,
        extensions: [...snapshot.extensions],
        tableNumbers: [...snapshot.tableNumbers],
      }),
    );
  } catch {
    // private mode or full storage: the timer still works, it just is not cached
  }
}

/** The event's timer from the server, refreshed live; the cached copy shows until it arrives. */
export function useTimerSnapshot(eventId: string): {
  snapshot: TimerSnapshot | null;
  online: boolean;
  error?: string;
} {
  const [cached] = useState(() => loadCached(eventId));
  const live = useLive(eventId, async () => {
    const sentAt = Date.now();
    const json = await get<TimerJson>(`/api/events/${encodeURIComponent(eventId)}/timer`);
    const snapshot = toSnapshot(json, sentAt, Date.now());
    saveCached(eventId, snapshot);
    return snapshot;
  });
  // Re-measure the clock offset now and then: a laptop's clock drifts during a long event.
  const { reload } = live;
  useEffect(() => {
    const id = setInterval(reload, 120_000);
    return () => clearInterval(id);
  }, [eventId]);
  return {
    snapshot: live.data ?? cached,
    online: live.online,
    ...(live.error !== undefined && { error: live.error }),
  };
}

/** Re-renders every `ms` milliseconds. */
export function useNow(ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

export interface TimerDisplayProps {
  readonly eventId: string;
  readonly profile: ProfileName;
  /** `full`: the whole screen (projector); `panel`: a block on a page; `compact`: one line (phone). */
  readonly size?: "full" | "panel" | "compact";
  /** The player's game on the phone: its extension is what counts for him. */
  readonly gameId?: number;
  /** The table number of a current game (to list extended tables by number). */
  readonly tableOf?: (gameId: number) => number | undefined;
}

export function TimerDisplay({ eventId, profile, size = "panel", gameId, tableOf }: TimerDisplayProps) {
  const { snapshot, online } = useTimerSnapshot(eventId);
  const now = useNow(size === "compact" ? 1000 : 250);
  const display = displayAt(snapshot, now);
  const [sound, setSound] = useState(isSoundEnabled());
  const [banner, setBanner] = useState<string | null>(null);
  const previous = useRef<{ remainingMs: number; status: string } | null>(null);
  const rule = END_OF_GAME_RULES[profile];

  // R5: announce each mark as the time passes it, and the end-of-game rule at zero.
  useEffect(() => {
    const before = previous.current;
    previous.current = { remainingMs: display.remainingMs, status: display.status };
    if (!before || before.status !== "running") return;
    if (display.status === "expired") {
      const text = `Time! ${rule.title}.`;
      setBanner(text);
      announce(text, 3);
      return;
    }
    const mark = markCrossed(display.marks, before.remainingMs, display.remainingMs);
    if (mark !== null) {
      const text = announcementText(mark);
      setBanner(text);
      announce(text, mark <= 5 ? 2 : 1);
    }
  }, [display.remainingMs, display.status]);

  useEffect(() => {
    if (!banner || display.status === "expired") return;
    const id = setTimeout(() => setBanner(null), 12_000);
    return () => clearTimeout(id);
  }, [banner]);

  const extension = gameId !== undefined ? snapshot?.extensions.get(gameId) : undefined;
  const shownMs = extension ? tableRemainingMs(display, extension) : display.remainingMs;
  const isOut = display.status === "expired" && shownMs === 0;
  const statusText =
    display.status === "idle"
      ? "The timer has not started"
      : display.status === "paused"
        ? "Paused"
        : isOut
          ? "Time"
          : extension
            ? `Your table has ${formatClock(extension)} extra`
            : "Time remaining";

  const toggleSound = (): void => {
    if (sound) disableSound();
    else enableSound();
    setSound(!sound);
  };

  // R5: extended tables by gameId, named by their table number (the timer answer gives it).
  const extensions = snapshot && snapshot.extensions.size > 0 && gameId === undefined && (
    <ul class="timer-extensions" aria-label="Tables with extra time">
      {[...snapshot.extensions]
        .map(([id, ms]) => [id, tableOf?.(id) ?? snapshot.tableNumbers.get(id), ms] as const)
        .sort(([a, ta], [b, tb]) => (ta ?? 1e9 + a) - (tb ?? 1e9 + b))
        .map(([id, t, ms]) => (
          <li key={id}>
            {t === undefined ? `Game ${id}` : `Table ${t}`}: +{formatClock(ms)} →{" "}
            {formatClock(tableRemainingMs(display, ms))}
          </li>
        ))}
    </ul>
  );

  if (size === "compact") {
    return (
      <div
        class={`timer timer-compact timer-${display.status}`}
        role="timer"
        aria-live="off"
        aria-label="Round timer"
      >
        <span class="timer-status">{statusText}</span>{" "}
        {display.status !== "idle" && (
          <strong class="timer-clock">{isOut ? "0:00" : formatClock(shownMs)}</strong>
        )}
        {isOut && <p class="timer-rule-title">{rule.title}</p>}
        {extensions}
      </div>
    );
  }

  return (
    <section
      class={`timer timer-${size} timer-${display.status}${isOut ? " timer-out" : ""}`}
      aria-label="Round timer"
    >
      {display.label && <p class="timer-label">{display.label}</p>}
      <p class="timer-status">{statusText}</p>
      <p class="timer-clock" role="timer" aria-live="off">
        {display.status === "idle" ? "–:––" : formatClock(shownMs)}
      </p>
      <p class="timer-banner" role="status" aria-live="polite">
        {isOut ? "" : (banner ?? "")}
      </p>
      {isOut && (
        <div class="timer-rule">
          <p class="timer-rule-title">{rule.title}</p>
          <p class="timer-rule-text">
            {rule.text}{" "}
            <span class="muted">
              ({rule.rule}, {rule.source})
            </span>
          </p>
        </div>
      )}
      {extensions}
      <div class="timer-actions no-print">
        <button type="button" class="secondary" onClick={toggleSound} aria-pressed={sound}>
          {sound ? "Sound is on" : "Turn sound on"}
        </button>
        {size === "full" && (
          <button
            type="button"
            class="secondary"
            onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
          >
            Full screen
          </button>
        )}
      </div>
      {!online && (
        <p class="muted timer-offline">Reconnecting… the timer keeps counting from the last state.</p>
      )}
    </section>
  );
}
