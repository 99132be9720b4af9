import { loadTournament } from "../../app/event-log.js";
import { computeGameClock, END_OF_GAME_RULES } from "../../core/event-rules/index.js";
import { profileNameOfEvent } from "../../core/games.js";
import type { RoundTimerView } from "../../core/tournament/decide-timer.js";
import { timerView } from "../../core/views/timer.js";
import type { TournamentState } from "../../core/tournament/state.js";
import { badInput, usageError } from "../exit.js";
import { withEvent } from "../live/session.js";
import { printJson, printLines } from "../output.js";
import { clockText, watchClock } from "./clock-watch.run.js";

export interface ClockFlags {
  readonly db?: string;
  readonly json?: boolean;
  readonly minutes?: string;
  readonly add?: string;
  readonly label?: string;
  readonly watch?: boolean;
}

const ACTIONS = ["start", "pause", "resume", "adjust", "stop", "status"] as const;

function parseMinutes(option: string, text: string, allowNegative: boolean): number {
  const pattern = allowNegative ? /^[-+]?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/;
  const minutes = Number(text);
  if (!pattern.test(text.trim()) || (!allowNegative && minutes <= 0) || minutes === 0) {
    return badInput(
      `${option} ${text}: expected ${allowNegative ? "a number of minutes, e.g. 5 or -2" : "a number of minutes above 0"} (R5)`,
    );
  }
  return minutes;
}

/** R4: the clock of the game now paired (its length by stage, F1/F3, and its label). */
function currentClock(state: TournamentState) {
  const current = state.pairings.at(-1);
  return computeGameClock(
    state.event!,
    current && { round: current.round, game: current.game, isFinal: current.isFinal },
  );
}

export function describeTimer(view: RoundTimerView): string[] {
  const label = view.label ? ` — ${view.label}` : "";
  const lines = [
    view.status === "idle"
      ? "Timer not started (handsdown clock EVENT start)"
      : view.status === "expired"
        ? `Time! ${clockText(view.durationMs)} are over${label}`
        : `${view.status === "paused" ? "Paused" : "Running"}: ${clockText(view.remainingMs)} left of ${clockText(view.durationMs)}${label}`,
  ];
  if (view.nextAnnouncement && view.status === "running")
    lines.push(`Next announcement: ${view.nextAnnouncement.minutes} minute(s) remaining (R5)`);
  for (const table of view.tables)
    lines.push(`  game ${table.gameId}: +${clockText(table.extraMs)} → ${clockText(table.remainingMs)} left`);
  return lines;
}

export async function runClock(eventId: string, action: string, flags: ClockFlags): Promise<void> {
  if (flags.watch && flags.json) return usageError("--watch: a countdown for people; leave out --json");
  if (flags.watch && (action === "pause" || action === "adjust" || action === "stop"))
    return usageError(`--watch: with start, resume or status, not ${action} (R5)`);
  if (!(ACTIONS as readonly string[]).includes(action))
    return badInput(`ACTION ${action}: expected one of ${ACTIONS.join(", ")} (R5)`);
  if (flags.add !== undefined && action !== "adjust") return usageError("--add: only with adjust (R5)");
  if ((flags.minutes !== undefined || flags.label !== undefined) && action !== "start")
    return usageError(`${flags.minutes !== undefined ? "--minutes" : "--label"}: only with start (R5)`);
  await withEvent(flags, eventId, async (live) => {
    switch (action) {
      case "start": {
        const clock = currentClock(live.state);
        const length = clock.length.ok ? clock.length.value.minutes : undefined;
        const minutes =
          flags.minutes === undefined ? length : parseMinutes("--minutes", flags.minutes, false);
        if (minutes === undefined)
          return badInput("--minutes: the guide sets no game length for this event; give --minutes (R4)");
        const label = flags.label ?? clock.label;
        await live.send({
          type: "StartTimer",
          durationMs: Math.round(minutes * 60_000),
          ...(label !== undefined && { label }),
        });
        break;
      }
      case "pause":
        await live.send({ type: "PauseTimer" });
        break;
      case "resume":
        await live.send({ type: "ResumeTimer" });
        break;
      case "stop":
        await live.send({ type: "StopTimer" });
        break;
      case "adjust": {
        if (flags.add === undefined)
          return usageError("--add: adjust needs the minutes to add, e.g. --add 5 or --add -2 (R5)");
        await live.send({
          type: "AdjustTimer",
          deltaMs: Math.round(parseMinutes("--add", flags.add, true) * 60_000),
        });
        break;
      }
    }
    if (flags.watch) {
      const stop = new AbortController();
      const onSignal = (): void => stop.abort();
      process.once("SIGINT", onSignal);
      process.once("SIGTERM", onSignal);
      try {
        const event = live.state.event!;
        await watchClock({
          now: Date.now,
          sleep: (ms, signal) =>
            new Promise((resolve) => {
              const timer = setTimeout(resolve, ms);
              signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
            }),
          load: async () => (await loadTournament(live.store, eventId)).state,
          write: (text) => process.stdout.write(text),
          isTty: process.stdout.isTTY === true,
          signal: stop.signal,
          endOfGame: END_OF_GAME_RULES[profileNameOfEvent(event)],
        });
      } finally {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
      }
      return;
    }
    // The view GET /api/events/{id}/timer answers (src/core/views/timer.ts); the terminal's words are describeTimer's.
    const view = timerView(live.state, Date.now());
    if (!view.ok) return badInput(view.error.message);
    if (flags.json) return printJson(view.value);
    printLines(describeTimer(view.value));
  });
}
