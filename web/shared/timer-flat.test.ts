import { describe, expect, it } from "vitest";
import { toSnapshot } from "./timer-model.js";
import type { TimerJson } from "./types.js";

describe("toSnapshot reads the server's flat GET /timer answer (RoundTimerView)", () => {
  it("uses it as the view, at the server's now", () => {
    const flat = {
      status: "paused",
      durationMs: 3_000_000,
      remainingMs: 2_940_000,
      expiresAt: null,
      expiredAt: null,
      isExpiryRecorded: false,
      nextAnnouncement: { minutes: 30, at: null },
      now: 1_000_000,
      tables: [],
      version: 7,
    } as unknown as TimerJson;
    const snapshot = toSnapshot(flat, 999_000, 1_001_000);
    expect(snapshot.state).toBeNull();
    expect(snapshot.view).toMatchObject({ status: "paused", remainingMs: 2_940_000 });
    expect(snapshot.offsetMs).toBe(0);
  });
});
