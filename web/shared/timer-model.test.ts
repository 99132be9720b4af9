// R5 on screen: the display's arithmetic against hand-computed instants.
import { describe, expect, it } from "vitest";
import type { TimerState } from "../../src/core/event-rules/timer.js";
import { announcementText, displayAt, markCrossed, tableRemainingMs, toSnapshot } from "./timer-model.js";

const MIN = 60_000;
const T0 = 1_800_000_000_000; // a server instant
const running: TimerState = {
  status: "running",
  durationMs: 60 * MIN,
  remainingMs: 60 * MIN,
  anchorAt: T0,
  lastAt: T0,
  marks: [30, 20, 15, 10, 5, 4, 3, 2, 1],
};

describe("server clock offset", () => {
  it("the offset is the server's now minus the request's midpoint on this screen", () => {
    // sent at 1000, received at 1200 (screen clock), server said 5100: offset 5100 − 1100 = 4000
    const snapshot = toSnapshot({ now: 5_100, state: running }, 1_000, 1_200);
    expect(snapshot.offsetMs).toBe(4_000);
  });

  it("a screen whose clock is an hour behind shows the server's remaining time", () => {
    const screenNow = T0 + 10 * MIN - 60 * MIN; // the server is at T0 + 10 min
    const snapshot = toSnapshot({ now: T0 + 10 * MIN, state: running }, screenNow, screenNow);
    expect(displayAt(snapshot, screenNow).remainingMs).toBe(50 * MIN);
    expect(displayAt(snapshot, screenNow + 90_000).remainingMs).toBe(48 * MIN + 30_000);
  });
});

describe("displayAt", () => {
  const at = (state: TimerState, serverNow: number) =>
    displayAt(toSnapshot({ now: serverNow, state }, serverNow, serverNow), serverNow);

  it("paused: the time stands still", () => {
    const paused: TimerState = {
      ...running,
      status: "paused",
      remainingMs: 37 * MIN,
      anchorAt: T0 + 23 * MIN,
      lastAt: T0 + 23 * MIN,
    };
    expect(at(paused, T0 + 40 * MIN)).toMatchObject({ status: "paused", remainingMs: 37 * MIN });
  });

  it("expired once no time is left, with the instant it ran out", () => {
    expect(at(running, T0 + 61 * MIN)).toMatchObject({
      status: "expired",
      remainingMs: 0,
      expiredAt: T0 + 60 * MIN,
    });
  });

  it("idle without a snapshot; JSON's null for -Infinity is read back", () => {
    expect(displayAt(null, T0).status).toBe("idle");
    const idleJson = JSON.parse(
      JSON.stringify({
        now: T0,
        state: {
          status: "idle",
          durationMs: 0,
          remainingMs: 0,
          anchorAt: 0,
          lastAt: Number.NEGATIVE_INFINITY,
          marks: [],
        },
      }),
    );
    expect(displayAt(toSnapshot(idleJson, T0, T0), T0).status).toBe("idle");
  });

  it("a TimerView instead of the state: counts down to expiresAt; marks from the duration (30-min game: 20 down)", () => {
    const view = {
      status: "running",
      durationMs: 30 * MIN,
      remainingMs: 30 * MIN,
      expiresAt: T0 + 30 * MIN,
      expiredAt: null,
      isExpiryRecorded: false,
      nextAnnouncement: null,
    };
    // the server's GET /timer: the TimerView fields at the top, with `now` and `tables`
    const snapshot = toSnapshot({ now: T0, ...(view as object), tables: [] }, T0, T0);
    expect(displayAt(snapshot, T0 + 5 * MIN)).toMatchObject({
      status: "running",
      remainingMs: 25 * MIN,
      marks: [20, 15, 10, 5, 4, 3, 2, 1],
    });
    expect(displayAt(snapshot, T0 + 31 * MIN)).toMatchObject({ status: "expired", remainingMs: 0 });
  });
});

describe("per-table extensions", () => {
  it("the server's tables (gameId, extraMs) become gameId → extra ms; zero extras are left out", () => {
    const s = toSnapshot(
      {
        now: T0,
        state: running,
        tables: [
          { gameId: 3, extraMs: 6 * MIN },
          { gameId: 4, extraMs: 90_000 },
          { gameId: 5, extraMs: 0 },
        ],
      },
      T0,
      T0,
    );
    expect([...s.extensions]).toEqual([
      [3, 6 * MIN],
      [4, 90_000],
    ]);
  });

  it("R5: the table number comes with each gameId, so a screen without the pairings names the table", () => {
    const s = toSnapshot(
      {
        now: T0,
        state: running,
        tables: [
          { gameId: 3, extraMs: 6 * MIN, table: 2 },
          { gameId: 4, extraMs: 0, table: 1 },
        ],
      },
      T0,
      T0,
    );
    expect(s.tableNumbers.get(3)).toBe(2);
    expect([...s.extensions]).toEqual([[3, 6 * MIN]]);
    // an older server without table numbers: none known, the display falls back to the gameId
    expect(
      toSnapshot({ now: T0, state: running, tables: [{ gameId: 3, extraMs: MIN }] }, T0, T0).tableNumbers
        .size,
    ).toBe(0);
  });

  it("an extended table keeps counting after the room's time is out", () => {
    const snapshot = toSnapshot({ now: T0, state: running }, T0, T0);
    expect(tableRemainingMs(displayAt(snapshot, T0 + 50 * MIN), 5 * MIN)).toBe(15 * MIN);
    // room out at T0+60; table 5 min more: at T0+62 three minutes left
    expect(tableRemainingMs(displayAt(snapshot, T0 + 62 * MIN), 5 * MIN)).toBe(3 * MIN);
    expect(tableRemainingMs(displayAt(snapshot, T0 + 70 * MIN), 5 * MIN)).toBe(0);
  });
});

describe("R5 announcements", () => {
  const marks = [30, 20, 15, 10, 5, 4, 3, 2, 1];
  it("announces the mark the time passes", () => {
    expect(markCrossed(marks, 20 * MIN + 200, 20 * MIN - 50)).toBe(20);
    expect(markCrossed(marks, 20 * MIN + 200, 20 * MIN)).toBe(20);
  });
  it("says nothing between marks or when the time stands at a mark already passed", () => {
    expect(markCrossed(marks, 19 * MIN, 18 * MIN)).toBeNull();
    expect(markCrossed(marks, 20 * MIN, 20 * MIN)).toBeNull();
  });
  it("after sleeping through several marks, only the latest is said", () => {
    expect(markCrossed(marks, 16 * MIN, 4 * MIN - 1)).toBe(4);
  });
  it("words", () => {
    expect(announcementText(1)).toBe("One minute remaining.");
    expect(announcementText(15)).toBe("15 minutes remaining.");
  });
});
