// SPEC R4/R5 on screen: the shared timer display in the server's time — clock offset, paused,
// per-table extensions, a reload while the server is unreachable. The server has no timer read
// yet, so GET /api/events/{id}/timer is served by the test (the core's TimerState and the
// server's `now`) beside a real event on the real server.
import { describe, expect, it } from "vitest";
import { screenshot } from "./browser.js";
import { axeViolations } from "./public-server.js";
import { clock, MINUTE, running, timerPage, useTimerSuite, waitForClock } from "./timer-helpers.js";

const s = useTimerSuite();

describe("timer display in sync (R5)", () => {
  it("counts down in the server's time even when this screen's clock is an hour off", async () => {
    const skew = 60 * MINUTE; // the server's clock is an hour ahead of the browser's
    const { page, errors } = await timerPage(s.browser, (now) => {
      const serverNow = now + skew;
      return { now: serverNow, state: running(serverNow - 15 * MINUTE, 60 * MINUTE) };
    });
    await page.goto(`${s.t.base}/events/${s.eventId}/projector?view=timer`);
    // 60 − 15 = 45 minutes left (44:5x once a second or two has passed).
    await waitForClock(page, /^(45:00|44:[45]\d)$/);
    await expect(page.locator(".timer-status").innerText()).resolves.toBe("Time remaining");
    await screenshot(page, "timer-1-running");
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }, 40_000);

  it("paused: shows Paused and the time stands still", async () => {
    const at = Date.now() - 5 * MINUTE;
    const { page } = await timerPage(s.browser, (now) => ({
      now,
      state: {
        ...running(at - 20 * MINUTE, 60 * MINUTE),
        status: "paused",
        remainingMs: 37 * MINUTE + 15_000,
        anchorAt: at,
        lastAt: at,
      },
    }));
    await page.goto(`${s.t.base}/events/${s.eventId}/projector?view=timer`);
    await page.getByText("Paused", { exact: true }).waitFor();
    await expect(clock(page)).resolves.toBe("37:15");
    await page.waitForTimeout(1_500);
    await expect(clock(page)).resolves.toBe("37:15");
    await screenshot(page, "timer-4-paused");
  }, 40_000);

  it("per-table extensions: each extended table's own time is listed", async () => {
    const started = Date.now() - 50 * MINUTE;
    const { page } = await timerPage(s.browser, (now) => ({
      now,
      state: running(started, 60 * MINUTE),
      extensions: [{ table: 3, ms: 5 * MINUTE }],
    }));
    await page.goto(`${s.t.base}/events/${s.eventId}/projector?view=timer`);
    const item = page.locator(".timer-extensions li");
    await item.first().waitFor();
    // 10 minutes left in the room, 15 at table 3.
    await expect(item.first().innerText()).resolves.toMatch(/^Table 3: \+5:00 → 1[45]:\d\d$/);
  }, 40_000);

  it("survives a reload while the server cannot be reached (the last state is kept)", async () => {
    const started = Date.now() - 30 * MINUTE;
    let isDown = false;
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.route("**/api/events/*/timer", async (route) => {
      if (isDown) return route.abort();
      const now = Date.now();
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ now, state: running(started, 60 * MINUTE) }),
      });
    });
    await page.goto(`${s.t.base}/events/${s.eventId}/projector?view=timer`);
    await waitForClock(page, /^(30:00|29:[45]\d)$/);
    isDown = true;
    await page.reload();
    await page.locator(".timer-full .timer-clock").waitFor();
    await expect(page.locator(".timer-full .timer-clock").innerText()).resolves.toMatch(
      /^(30:00|29:[45]\d)$/,
    );
  }, 40_000);
});
