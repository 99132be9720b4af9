// R4/R5: the TD's timer controls — start with the format's length (R4), pause, resume, adjust
// every table, extra time for one table — above the shared countdown every screen shows (the
// projector full screen, the phones, this page). The timer lives in the event's log on the
// server, so it survives a page reload and a server restart.
import { useEffect, useMemo, useState } from "preact/hooks";
import { computeAnnouncementMarks, computeGameClock } from "../../../src/core/event-rules/index.js";
import { profileNameOfEvent } from "../../../src/core/games.js";
import { TimerDisplay, useNow } from "../../shared/timer.js";
import { displayAt, toSnapshot } from "../../shared/timer-model.js";
import { eventTimings } from "../../shared/timer-lengths.js";
import type { TimerJson } from "../../shared/types.js";
import "../../shared/timer.css";
import { useResource } from "../hooks.js";
import { clearFieldErrors, showFieldError } from "../lib/field-errors.js";
import type { ManageContext } from "./context.js";

const MINUTE = 60_000;

/**
 * Minutes as the TD typed them ("60", "7.5"): a number above zero, or a sentence saying what to
 * type — shown beside the input, under its label (lib/field-errors.ts).
 */
export function readMinutes(text: string, allowNegative = false): number | string {
  const value = Number(text.trim().replace(",", "."));
  if (text.trim() === "" || !Number.isFinite(value) || value === 0 || (!allowNegative && value < 0))
    return `type a number of minutes${allowNegative ? ", e.g. 5 or -2" : " above 0, e.g. 60"} (R5)`;
  if (Math.abs(value) > 24 * 60) return `at most 24 hours (${24 * 60} minutes) (R5)`;
  return value;
}

export function Timer({ ctx, version }: { ctx: ManageContext; version: number }) {
  const ev = ctx.file.event;
  const rules = profileNameOfEvent(ev);
  const p = ctx.pairings;
  // R4: the clock of the game now paired — the Final Confrontation's 90 minutes (F1), a sealed
  // format's length (R12) — with the core's one function, as `handsdown clock start` uses it.
  const clock = computeGameClock(
    ev,
    p?.round ? { round: p.round, game: p.game ?? 1, isFinal: p.final === true } : undefined,
  );
  const standard = clock.length.ok ? clock.length.value.minutes : undefined;
  const label = clock.label;
  const [minutes, setMinutes] = useState(standard !== undefined ? String(standard) : "60");
  // The timer follows the game: a newly paired game (or the pairing arriving) offers its own length.
  useEffect(() => {
    if (standard !== undefined) setMinutes(String(standard));
  }, [label, standard]);
  const [adjust, setAdjust] = useState("1");
  const [extraTable, setExtraTable] = useState("");
  const [extraMinutes, setExtraMinutes] = useState("5");
  const [confirmStop, setConfirmStop] = useState(false);
  const timer = useResource<TimerJson>(`/api/events/${encodeURIComponent(ctx.eventId)}/timer`, version);
  // The status now, not when last loaded: a timer that reached 0:00 has expired without any new
  // event in the log, and Start must then be offered at once.
  const now = useNow(1000);
  const fetchedAt = useMemo(() => Date.now(), [timer.data]);
  const status = timer.data ? displayAt(toSnapshot(timer.data, fetchedAt, fetchedAt), now).status : "idle";
  const isOn = status === "running" || status === "paused";
  const running = timer.data?.label;
  const marks = computeAnnouncementMarks(Number(minutes) || 0);
  // R4/R12: a sealed event's deck building has its own time (the format's, when stored).
  const timings = eventTimings(ev);
  const deckBuilding = timings.deckBuilding;
  // Minutes the TD typed that are no length: refused beside the input, nothing sent (R5).
  const readOrRefuse = (form: HTMLFormElement, field: string, value: number | string): value is number => {
    clearFieldErrors(form);
    if (typeof value === "number") return true;
    showFieldError(form, { field }, value);
    return false;
  };
  const start = (form: HTMLFormElement): void => {
    const value = readMinutes(minutes);
    if (!readOrRefuse(form, "durationMs", value)) return;
    void ctx.run(
      { type: "StartTimer", durationMs: Math.round(value * MINUTE), ...(label && { label }) },
      `Timer started: ${value} minutes${label ? ` — ${label}` : ""}`,
    );
  };
  return (
    <>
      <section aria-labelledby="timer-title">
        <h2 id="timer-title">Round timer</h2>
        <TimerDisplay eventId={ctx.eventId} profile={rules} size="panel" />
        <p>
          <a href={`/events/${encodeURIComponent(ctx.eventId)}/projector`}>Open the projector view</a> (full
          screen, for the room)
        </p>
      </section>
      <section aria-labelledby="timer-controls">
        <h2 id="timer-controls">Controls</h2>
        {label && (
          <p data-testid="timer-game">
            Next to time: <strong>{label}</strong>
            {isOn && running && running !== label ? ` (the timer now runs for ${running})` : ""}
          </p>
        )}
        <form
          class="row-form"
          onSubmit={(e) => {
            e.preventDefault();
            start(e.currentTarget);
          }}
        >
          <div>
            <label for="timer-minutes">Game length (minutes)</label>
            <input
              id="timer-minutes"
              inputMode="decimal"
              size={6}
              value={minutes}
              data-field="durationMs"
              onInput={(e) => setMinutes(e.currentTarget.value)}
            />
          </div>
          <div>
            <button type="submit" disabled={isOn}>
              {label ? `Start ${label}` : "Start"}
            </button>
          </div>
          <div class="buttons">
            <button
              type="button"
              class="secondary"
              disabled={status !== "running"}
              onClick={() => void ctx.run({ type: "PauseTimer" }, "Timer paused")}
            >
              Pause
            </button>
            <button
              type="button"
              class="secondary"
              disabled={status !== "paused"}
              onClick={() => void ctx.run({ type: "ResumeTimer" }, "Timer resumed")}
            >
              Resume
            </button>
            {!confirmStop ? (
              <button
                type="button"
                class="secondary"
                disabled={status === "idle"}
                onClick={() =>
                  status === "expired"
                    ? void ctx.run({ type: "StopTimer" }, "Timer reset")
                    : setConfirmStop(true)
                }
              >
                {status === "expired" ? "Reset" : "Stop"}
              </button>
            ) : (
              <span role="group" aria-label="Stop the timer?">
                <button
                  type="button"
                  class="danger"
                  onClick={() => {
                    setConfirmStop(false);
                    void ctx.run({ type: "StopTimer" }, "Timer stopped");
                  }}
                >
                  Yes, stop the timer
                </button>{" "}
                <button type="button" class="secondary" onClick={() => setConfirmStop(false)}>
                  Keep it running
                </button>
              </span>
            )}
          </div>
        </form>
        {isOn && <p class="muted">To time another length, stop the timer first, then start it again.</p>}
        <p class="muted">
          {clock.length.ok ? `${clock.length.value.rule}: ${clock.length.value.explanation}. ` : ""}
          {marks.length > 0 ? `R5: announced at ${marks.join(", ")} minutes remaining.` : ""}
        </p>
        {deckBuilding && (
          <p>
            <button
              type="button"
              class="secondary"
              disabled={isOn || deckBuilding.minutes === null}
              onClick={() =>
                void ctx.run(
                  {
                    type: "StartTimer",
                    durationMs: Math.round((deckBuilding.minutes ?? 0) * MINUTE),
                    label: "Deck building",
                  },
                  `Deck building started: ${deckBuilding.minutes} minutes`,
                )
              }
            >
              Start deck building
              {deckBuilding.minutes !== null ? ` (${deckBuilding.minutes} minutes)` : ""}
            </button>{" "}
            <span class="muted">
              R4: {deckBuilding.explanation}
              {timings.formatName ? ` (${timings.formatName}, R12)` : ""}.
            </span>
          </p>
        )}
        <form
          class="row-form"
          onSubmit={(e) => {
            e.preventDefault();
            const value = readMinutes(adjust, true);
            if (!readOrRefuse(e.currentTarget, "deltaMs", value)) return;
            void ctx.run(
              { type: "AdjustTimer", deltaMs: Math.round(value * MINUTE) },
              `Every table: ${value > 0 ? "+" : ""}${value} minute(s)`,
            );
          }}
        >
          <div>
            <label for="timer-adjust">Add minutes to every table (negative removes)</label>
            <input
              id="timer-adjust"
              inputMode="decimal"
              size={6}
              value={adjust}
              data-field="deltaMs"
              onInput={(e) => setAdjust(e.currentTarget.value)}
            />
          </div>
          <div>
            <button type="submit" class="secondary" disabled={!isOn}>
              Adjust
            </button>
          </div>
        </form>
        <form
          class="row-form"
          onSubmit={(e) => {
            e.preventDefault();
            const table = ctx.pairings?.pairings.find((t) => String(t.table) === extraTable);
            const value = readMinutes(extraMinutes, true);
            if (!readOrRefuse(e.currentTarget, "deltaMs", value)) return;
            if (table)
              void ctx.run(
                {
                  type: "ExtendTableTime",
                  gameId: table.gameId,
                  deltaMs: Math.round(value * MINUTE),
                },
                `Table ${table.table}: ${value} extra minute(s)`,
              );
          }}
        >
          <div>
            <label for="timer-table">Extra time for one table</label>
            <select
              id="timer-table"
              data-field="gameId"
              value={extraTable}
              onChange={(e) => setExtraTable(e.currentTarget.value)}
            >
              <option value="">—</option>
              {(ctx.pairings?.pairings ?? []).map((t) => (
                <option key={t.gameId} value={String(t.table)}>
                  Table {t.table}: {t.players.map((s) => ctx.nameOf(s.id)).join(" vs ")}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label for="timer-extra">Minutes</label>
            <input
              id="timer-extra"
              inputMode="decimal"
              size={6}
              value={extraMinutes}
              data-field="deltaMs extraMs"
              onInput={(e) => setExtraMinutes(e.currentTarget.value)}
            />
          </div>
          <div>
            <button type="submit" class="secondary" disabled={!extraTable || status === "idle"}>
              Give extra time
            </button>
          </div>
        </form>
      </section>
    </>
  );
}

/**
 * The timer follows the game: once a game is paired and its clock is not running, the pairing
 * view offers to start it with R4's length for that game (the Final Confrontation's 90, F1).
 */
export function ClockOffer({ ctx, version }: { ctx: ManageContext; version: number }) {
  const p = ctx.pairings;
  const timer = useResource<TimerJson>(`/api/events/${encodeURIComponent(ctx.eventId)}/timer`, version);
  const now = useNow(1000);
  const fetchedAt = useMemo(() => Date.now(), [timer.data]);
  if (!p?.round || !timer.data || p.pairings.length === 0) return null;
  const clock = computeGameClock(ctx.file.event, {
    round: p.round,
    game: p.game ?? 1,
    isFinal: p.final === true,
  });
  const status = displayAt(toSnapshot(timer.data, fetchedAt, fetchedAt), now).status;
  // Only a clock not started for this game (a timer that ran out belongs to this game's tables).
  if (!clock.length.ok || !clock.label || status !== "idle") return null;
  const { minutes, rule } = clock.length.value;
  return (
    <p class="notice" data-testid="clock-offer">
      <button
        type="button"
        onClick={() =>
          void ctx.run(
            { type: "StartTimer", durationMs: Math.round(minutes * MINUTE), label: clock.label },
            `Timer started: ${minutes} minutes — ${clock.label}`,
          )
        }
      >
        Start the timer for {clock.label}: {minutes} minutes
      </button>{" "}
      <span class="muted">
        ({rule}; every screen shows it —{" "}
        <a href={`/events/${encodeURIComponent(ctx.eventId)}/manage/timer`}>Timer</a>)
      </span>
    </p>
  );
}
