// R4/R5: the TD's timer controls — start with the format's length (R4), pause, resume, adjust
// every table, extra time for one table — above the shared countdown every screen shows (the
// projector full screen, the phones, this page). The timer lives in the event's log on the
// server, so it survives a page reload and a server restart.
import { useState } from "preact/hooks";
import {
  computeAnnouncementMarks,
  computeGameLength,
  isSealedFormatId,
  sanctioningOfProfile,
} from "../../../src/core/event-rules/index.js";
import { profileNameOfEvent } from "../../../src/core/games.js";
import { TimerDisplay } from "../../shared/timer.js";
import { eventTimings } from "../../shared/timer-lengths.js";
import "../../shared/timer.css";
import { useResource } from "../hooks.js";
import type { ManageContext } from "./context.js";

interface TimerAnswer {
  readonly status: "idle" | "running" | "paused" | "expired";
  readonly remainingMs: number;
  readonly durationMs: number;
}

const MINUTE = 60_000;

export function Timer({ ctx, version }: { ctx: ManageContext; version: number }) {
  const ev = ctx.file.event;
  const rules = profileNameOfEvent(ev);
  const sanctioning = sanctioningOfProfile(rules);
  const isFinal = ctx.pairings?.final === true;
  const stored = ev.options?.format;
  const sealedFormat = typeof stored === "string" && isSealedFormatId(stored) ? stored : undefined;
  const length =
    sanctioning && ev.game !== "ote"
      ? computeGameLength({
          game: ev.game,
          type: ev.type ?? "constructed",
          sanctioning,
          stage: isFinal ? "final" : "swiss",
          // R12: the sealed format stored with the event sets the game length (R4).
          ...(ev.type === "sealed" && sealedFormat && { format: sealedFormat }),
        })
      : undefined;
  const standard = length?.ok ? length.value.minutes : undefined;
  const [minutes, setMinutes] = useState(standard !== undefined ? String(standard) : "60");
  const [adjust, setAdjust] = useState("1");
  const [extraTable, setExtraTable] = useState("");
  const [extraMinutes, setExtraMinutes] = useState("5");
  const timer = useResource<TimerAnswer>(`/api/events/${encodeURIComponent(ctx.eventId)}/timer`, version);
  const status = timer.data?.status ?? "idle";
  const label = ctx.pairings?.round
    ? `Round ${ctx.pairings.round}, game ${ctx.pairings.game}${isFinal ? " — final" : ""}`
    : undefined;
  const marks = computeAnnouncementMarks(Number(minutes) || 0);
  // R4/R12: a sealed event's deck building has its own time (the format's, when stored).
  const timings = eventTimings(ev);
  const deckBuilding = timings.deckBuilding;
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
        <form
          class="row-form"
          onSubmit={(e) => {
            e.preventDefault();
            void ctx.run(
              {
                type: "StartTimer",
                durationMs: Math.round(Number(minutes) * MINUTE),
                ...(label && { label }),
              },
              `Timer started: ${minutes} minutes`,
            );
          }}
        >
          <div>
            <label for="timer-minutes">Game length (minutes)</label>
            <input
              id="timer-minutes"
              inputMode="decimal"
              size={6}
              value={minutes}
              onInput={(e) => setMinutes(e.currentTarget.value)}
            />
          </div>
          <div>
            <button type="submit" disabled={status === "running" || status === "paused"}>
              Start
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
          </div>
        </form>
        <p class="muted">
          {length?.ok ? `R4: ${length.value.explanation}. ` : ""}
          {marks.length > 0 ? `R5: announced at ${marks.join(", ")} minutes remaining.` : ""}
        </p>
        {deckBuilding && (
          <p>
            <button
              type="button"
              class="secondary"
              disabled={status === "running" || status === "paused" || deckBuilding.minutes === null}
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
            void ctx.run(
              { type: "AdjustTimer", deltaMs: Math.round(Number(adjust) * MINUTE) },
              `Every table: ${adjust} minute(s)`,
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
              onInput={(e) => setAdjust(e.currentTarget.value)}
            />
          </div>
          <div>
            <button type="submit" class="secondary" disabled={status === "idle"}>
              Adjust
            </button>
          </div>
        </form>
        <form
          class="row-form"
          onSubmit={(e) => {
            e.preventDefault();
            const table = ctx.pairings?.pairings.find((t) => String(t.table) === extraTable);
            if (table)
              void ctx.run(
                {
                  type: "ExtendTableTime",
                  gameId: table.gameId,
                  deltaMs: Math.round(Number(extraMinutes) * MINUTE),
                },
                `Table ${table.table}: ${extraMinutes} extra minute(s)`,
              );
          }}
        >
          <div>
            <label for="timer-table">Extra time for one table</label>
            <select
              id="timer-table"
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
