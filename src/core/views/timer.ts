// The round timer as every screen reads it (R4/R5): `GET /api/events/{id}/timer`, `handsdown clock
// EVENT status --json` and the console's timer (web/console/manage/Timer.tsx) — one pure function
// of the folded state and the instant it is read at (the core has no clock: the caller's `now`).
import type { Result } from "../errors.js";
import { currentRoundTimer, viewRoundTimer } from "../tournament/decide-timer.js";
import { findGame, type TournamentState } from "../tournament/state.js";
import type { TimerPageView } from "./types.js";

/** The timer at `now` (ms since the epoch), with each extended table's own time and its table number. */
export function timerView(state: TournamentState, now: number): Result<TimerPageView> {
  const timer = viewRoundTimer(state, now);
  if (!timer.ok) return timer;
  const { tables, ...view } = timer.value;
  // The current game's timer: one started for an earlier game reads as not started (R4).
  const { timer: folded } = currentRoundTimer(state);
  const tableOf = (gameId: number): number => findGame(state, gameId)?.record.table ?? 0;
  return {
    ok: true,
    value: {
      ...timer.value,
      // R5: one key, the gameId (what ExtendTableTime names), with the table number to show.
      tables: tables.map((t) => ({ ...t, table: tableOf(t.gameId) })),
      // For screens that run the clock themselves (web/shared/timer-model.ts): the folded timer
      // (-Infinity, JSON null, before the first event), its view, and extensions by table.
      state: folded,
      timer: view,
      extensions: tables.map((t) => ({ table: tableOf(t.gameId), gameId: t.gameId, ms: t.extraMs })),
    },
  };
}
