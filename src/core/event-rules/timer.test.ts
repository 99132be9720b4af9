import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evolveTimer, foldTimer, IDLE_TIMER, viewTimer, type TimerEvent, type TimerState } from "./timer.js";

const MIN = 60_000;
const T0 = Date.UTC(2024, 4, 4, 10, 0, 0);

function fold(events: readonly TimerEvent[]): TimerState {
  const result = foldTimer(events);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function view(events: readonly TimerEvent[], now: number) {
  const result = viewTimer(fold(events), now);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const started: TimerEvent = { type: "TimerStarted", at: T0, durationMs: 40 * MIN, label: "round 1 game 1" };

describe("R5 round timer (events folded at any instant)", () => {
  it("R5 a 40 minute sealed game: 35 minutes left after 5, next announcement 30 at minute 10", () => {
    const v = view([started], T0 + 5 * MIN);
    expect(v).toMatchObject({
      status: "running",
      remainingMs: 35 * MIN,
      expiresAt: T0 + 40 * MIN,
      label: "round 1 game 1",
    });
    expect(v.nextAnnouncement).toEqual({ minutes: 30, at: T0 + 10 * MIN });
  });

  it("R5 at exactly 30 minutes remaining the 30 mark is due now; just after, the next is 20", () => {
    expect(view([started], T0 + 10 * MIN).nextAnnouncement).toEqual({ minutes: 30, at: T0 + 10 * MIN });
    expect(view([started], T0 + 10 * MIN + 1).nextAnnouncement).toEqual({ minutes: 20, at: T0 + 20 * MIN });
    expect(view([started], T0 + 39 * MIN + 30_000).nextAnnouncement).toBeNull();
  });

  it("R5 pause stops the clock, resume restarts it: 10 minutes paused add 10 minutes to the end", () => {
    const events: TimerEvent[] = [
      started,
      { type: "TimerPaused", at: T0 + 5 * MIN },
      { type: "TimerResumed", at: T0 + 15 * MIN },
    ];
    expect(view(events.slice(0, 2), T0 + 12 * MIN)).toMatchObject({
      status: "paused",
      remainingMs: 35 * MIN,
      expiresAt: null,
    });
    expect(view(events.slice(0, 2), T0 + 12 * MIN).nextAnnouncement).toEqual({ minutes: 30, at: null });
    expect(view(events, T0 + 20 * MIN)).toMatchObject({
      status: "running",
      remainingMs: 30 * MIN,
      expiresAt: T0 + 50 * MIN,
    });
  });

  it("R5 an adjustment adds or removes time; removing more than is left is refused", () => {
    const plus = view([started, { type: "TimerAdjusted", at: T0 + MIN, deltaMs: 5 * MIN }], T0 + MIN);
    expect(plus.remainingMs).toBe(44 * MIN);
    const minus = evolveTimer(fold([started]), {
      type: "TimerAdjusted",
      at: T0 + 30 * MIN,
      deltaMs: -11 * MIN,
    });
    expect(minus.ok ? undefined : minus.error).toMatchObject({
      code: "VALUE_OUT_OF_RANGE",
      field: "deltaMs",
      rule: "R5",
    });
  });

  it("R5 at zero the view says expired before TimerExpired is recorded; the record keeps the real instant", () => {
    const late = T0 + 45 * MIN;
    expect(view([started], late)).toMatchObject({
      status: "expired",
      remainingMs: 0,
      expiredAt: T0 + 40 * MIN,
      isExpiryRecorded: false,
      nextAnnouncement: null,
    });
    const recorded = view([started, { type: "TimerExpired", at: late }], late + MIN);
    expect(recorded).toMatchObject({ status: "expired", expiredAt: T0 + 40 * MIN, isExpiryRecorded: true });
  });

  it("R5 survives a restart: folding the stored log again gives the same view as the live state", () => {
    const events: TimerEvent[] = [
      started,
      { type: "TimerPaused", at: T0 + 3 * MIN },
      { type: "TimerAdjusted", at: T0 + 4 * MIN, deltaMs: 2 * MIN },
      { type: "TimerResumed", at: T0 + 6 * MIN },
    ];
    let live: TimerState = IDLE_TIMER;
    for (const event of events) {
      const next = evolveTimer(live, event);
      if (!next.ok) throw new Error(next.error.message);
      live = next.value;
    }
    const replayed = JSON.parse(JSON.stringify(events)) as TimerEvent[];
    expect(viewTimer(live, T0 + 20 * MIN)).toEqual(viewTimer(fold(replayed), T0 + 20 * MIN));
    // 40 − 3 running + 2 added = 39 at the resume, then 14 minutes running.
    expect(view(replayed, T0 + 20 * MIN).remainingMs).toBe(25 * MIN);
  });

  it("R5 refuses events out of order, a second start, pausing a paused timer, and an early expiry", () => {
    const s = fold([started]);
    expect(evolveTimer(s, { type: "TimerPaused", at: T0 - 1 }).ok).toBe(false);
    expect(evolveTimer(s, { type: "TimerStarted", at: T0 + 1, durationMs: MIN }).ok).toBe(false);
    expect(evolveTimer(s, { type: "TimerResumed", at: T0 + 1 }).ok).toBe(false);
    expect(evolveTimer(s, { type: "TimerExpired", at: T0 + MIN }).ok).toBe(false);
    const paused = fold([started, { type: "TimerPaused", at: T0 + MIN }]);
    expect(evolveTimer(paused, { type: "TimerPaused", at: T0 + 2 * MIN }).ok).toBe(false);
    const error = foldTimer([started, { type: "TimerPaused", at: T0 + 41 * MIN }]);
    expect(error.ok ? undefined : error.error.field).toBe("[1].type");
    expect(viewTimer(s, T0 - 1).ok).toBe(false);
  });

  it("R5 a new game's timer can start once the previous one expired", () => {
    const next = fold([
      started,
      { type: "TimerExpired", at: T0 + 40 * MIN },
      { type: "TimerStarted", at: T0 + 50 * MIN, durationMs: 60 * MIN },
    ]);
    expect(viewTimer(next, T0 + 50 * MIN)).toMatchObject({
      ok: true,
      value: { status: "running", remainingMs: 60 * MIN },
    });
  });

  it("R5 property: remaining = duration + adjustments − running time, for any pause/resume sequence", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ gap: fc.integer({ min: 0, max: 5 * MIN }), adjust: fc.integer({ min: 0, max: MIN }) }),
          { maxLength: 12 },
        ),
        (steps) => {
          const events: TimerEvent[] = [{ type: "TimerStarted", at: 0, durationMs: 120 * MIN }];
          let at = 0;
          let running = 0;
          let added = 0;
          steps.forEach((step, i) => {
            if (i % 2 === 0) running += step.gap;
            at += step.gap;
            events.push(i % 2 === 0 ? { type: "TimerPaused", at } : { type: "TimerResumed", at });
            events.push({ type: "TimerAdjusted", at, deltaMs: step.adjust });
            added += step.adjust;
          });
          expect(view(events, at).remainingMs).toBe(120 * MIN + added - running);
        },
      ),
    );
  });
});
