// `handsdown clock EVENT [start|resume|status] --watch`: the round timer as a live countdown in
// the terminal. Every second it re-reads the event log (so a pause or an adjustment made in the
// console or another terminal shows at once), redraws one line, announces each time-remaining
// mark of R5 as the core's view passes it, and at zero shows the profile's end-of-game rule (S3,
// R5) and exits. Ctrl-C stops watching (the timer itself keeps running in the log).
// The rules are the core's: viewRoundTimer gives the time and the next mark; END_OF_GAME_RULES
// the text at zero. Clock, sleep, output and the log are injected, so a test drives it in
// fake time.
import { computeAnnouncementMarks, type EndOfGameRule } from "../../core/event-rules/index.js";
import { viewRoundTimer, type RoundTimerView } from "../../core/tournament/decide-timer.js";
import type { TournamentState } from "../../core/tournament/state.js";
import { badInput } from "../exit.js";

export interface ClockWatchDeps {
  /** The current instant (ms since the epoch). */
  readonly now: () => number;
  /** Waits ms, or less when the signal aborts. */
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The event as the log holds it now. */
  readonly load: () => Promise<TournamentState>;
  readonly write: (text: string) => void;
  /** A terminal: the countdown redraws one line in place; else only changes are printed. */
  readonly isTty: boolean;
  /** Aborted by Ctrl-C. */
  readonly signal: AbortSignal;
  readonly endOfGame: EndOfGameRule;
}

export type WatchOutcome = "time" | "stopped" | "idle";

export const clockText = (ms: number): string => {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, "0");
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
};

function statusLine(view: RoundTimerView): string {
  const label = view.label ? ` — ${view.label}` : "";
  const state = view.status === "paused" ? "PAUSED " : "";
  const next =
    view.status === "running" && view.nextAnnouncement
      ? `   next announcement at ${view.nextAnnouncement.minutes} min`
      : "";
  return `${state}${clockText(view.remainingMs)} left of ${clockText(view.durationMs)}${label}${next}`;
}

/** The latest time any table still has (a table given extra time plays on after the round's zero). */
const lastTableMs = (view: RoundTimerView): number =>
  Math.max(view.remainingMs, ...view.tables.map((t) => t.remainingMs));

export async function watchClock(deps: ClockWatchDeps): Promise<WatchOutcome> {
  const CLEAR = deps.isTty ? "\r\x1b[2K" : "";
  let drawn = "";
  let lastMark: number | undefined;
  let lastStatus: string | undefined;
  const say = (line: string): void => {
    deps.write(`${CLEAR}${line}\n`);
    drawn = "";
  };
  const draw = (line: string): void => {
    if (deps.isTty) {
      deps.write(`${CLEAR}${line}`);
      drawn = line;
    }
  };
  try {
    while (!deps.signal.aborted) {
      const state = await deps.load();
      const result = viewRoundTimer(state, deps.now());
      if (!result.ok) return badInput(result.error.message);
      const view = result.value;
      if (view.status === "idle") {
        say("Timer not started (handsdown clock EVENT start --watch)");
        return "idle";
      }
      // R5: the core's next mark moved down (or none is left), so a mark has just been passed:
      // announce the lowest of the event's marks still at or above the time left (after a
      // TD's adjustment that skipped several, only the one that matters now).
      const mark = view.nextAnnouncement?.minutes ?? 0;
      if (lastMark !== undefined && mark < lastMark) {
        const passed = computeAnnouncementMarks(view.durationMs / 60_000).filter(
          (m) => m * 60_000 >= view.remainingMs && m <= lastMark!,
        );
        const now = Math.min(...passed);
        if (passed.length > 0) say(`Announce: ${now} minute${now === 1 ? "" : "s"} remaining (R5)`);
      }
      lastMark = mark;
      if (view.status !== lastStatus && !deps.isTty && view.status !== "expired") say(statusLine(view));
      lastStatus = view.status;
      if (view.status === "expired") {
        const extra = view.tables.filter((t) => t.remainingMs > 0);
        if (extra.length === 0) {
          say(`Time! ${clockText(view.durationMs)} are over${view.label ? ` — ${view.label}` : ""}`);
          say(
            `${deps.endOfGame.title}: ${deps.endOfGame.text} (${deps.endOfGame.rule}, ${deps.endOfGame.source})`,
          );
          return "time";
        }
        draw(
          `Time for the round; extra time: ${extra.map((t) => `game ${t.gameId} ${clockText(t.remainingMs)}`).join(", ")}`,
        );
      } else draw(statusLine(view));
      // Wake on the next whole second of the countdown, so the display never skips one.
      const toNextSecond = (lastTableMs(view) % 1000 || 1000) + 1;
      await deps.sleep(view.status === "paused" ? 1000 : toNextSecond, deps.signal);
    }
    return "stopped";
  } finally {
    if (drawn !== "") deps.write("\n");
  }
}
