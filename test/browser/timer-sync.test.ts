// R4/R5 on screen: the shared timer display against the real server's timer (StartTimer,
// PauseTimer, ExtendTableTime; GET /api/events/{id}/timer). The server's clock here runs an hour
// ahead of the browser's, so every figure below also proves the clock offset is applied.
import { describe, expect, it } from "vitest";
import { screenshot } from "./browser.js";
import { axeViolations } from "./public-server.js";
import {
  clock,
  command,
  freshEvent,
  MINUTE,
  timerPage,
  useTimerSuite,
  waitForClock,
} from "./timer-helpers.js";

const SKEW = 60 * MINUTE;
const s = useTimerSuite(() => new Date(Date.now() + SKEW));

describe("timer display in sync with the server (R5)", () => {
  it("counts down in the server's time although this screen's clock is an hour behind", async () => {
    const event = await freshEvent(s);
    const { page, errors } = await timerPage(s, event.id);
    await expect(page.locator(".timer-status").innerText()).resolves.toBe("The timer has not started");
    await command(s, event.id, { type: "StartTimer", durationMs: 45 * MINUTE });
    // Arrives through the live stream; 45:00, or 44:5x a few seconds later — never 1:45:00.
    await waitForClock(page, /^(45:00|44:[45]\d)$/);
    await expect(page.locator(".timer-status").innerText()).resolves.toBe("Time remaining");
    await screenshot(page, "timer-1-running");
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }, 40_000);

  it("paused: shows Paused and the time stands still", async () => {
    const event = await freshEvent(s);
    await command(s, event.id, { type: "StartTimer", durationMs: 37 * MINUTE + 15_000 });
    await command(s, event.id, { type: "PauseTimer" });
    const { page } = await timerPage(s, event.id);
    await page.getByText("Paused", { exact: true }).waitFor();
    await waitForClock(page, /^37:1[45]$/);
    const shown = await clock(page);
    await page.waitForTimeout(1_500);
    await expect(clock(page)).resolves.toBe(shown);
    await screenshot(page, "timer-4-paused");
  }, 40_000);

  it("per-table extensions: an extended table's own time is listed by table number", async () => {
    const event = await freshEvent(s);
    const table = event.tables[0]!;
    await command(s, event.id, { type: "StartTimer", durationMs: 10 * MINUTE });
    await command(s, event.id, { type: "ExtendTableTime", gameId: table.gameId, deltaMs: 5 * MINUTE });
    const { page } = await timerPage(s, event.id);
    // 10 minutes left in the room, 15 at that table.
    await page
      .locator(".timer-extensions li")
      .filter({ hasText: new RegExp(`^Table ${table.table}: \\+5:00 → 1[45]:\\d\\d$`) })
      .waitFor();
    // The public page's compact timer has no pairings lookup: the timer answer's own table
    // number names it (one key, the gameId, with the table shown).
    await page.goto(`${s.t.base}/events/${event.id}`);
    await page
      .locator(".timer-extensions li")
      .filter({ hasText: new RegExp(`^Table ${table.table}: \\+5:00`) })
      .waitFor();
    await screenshot(page, "timer-5-public-extension");
  }, 40_000);

  it("a change made before the live stream is open still reaches the screen (loads again on open)", async () => {
    // The stream starts at the end of the log: a command that lands after the first load but
    // before the stream is open came through neither until the page loaded again on open. Held
    // here on purpose; on a busy machine it happens by itself (a CI run missed 45:00 so).
    const event = await freshEvent(s);
    const page = await (await s.browser.newContext()).newPage();
    let open = (): void => undefined;
    const held = new Promise<void>((resolve) => (open = resolve));
    await page.route("**/api/events/*/live", async (route) => {
      await held;
      await route.continue();
    });
    // The screen says "not started" before its first load too: wait for that load's answer.
    const firstLoad = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.id}/timer`));
    await page.goto(`${s.t.base}/events/${event.id}/projector?view=timer`);
    await firstLoad;
    await page.getByText("The timer has not started").waitFor();
    await command(s, event.id, { type: "StartTimer", durationMs: 45 * MINUTE });
    await page.waitForTimeout(500);
    await expect(page.locator(".timer-status").innerText()).resolves.toBe("The timer has not started");
    open();
    await waitForClock(page, /^(45:00|44:[45]\d)$/);
  }, 40_000);

  it("survives a reload while the server cannot be reached (the last state is kept)", async () => {
    const event = await freshEvent(s);
    await command(s, event.id, { type: "StartTimer", durationMs: 30 * MINUTE });
    const { page } = await timerPage(s, event.id);
    await waitForClock(page, /^(30:00|29:[45]\d)$/);
    await page.route("**/api/events/*/timer", (route) => route.abort());
    await page.reload();
    await page.locator(".timer-full .timer-clock").waitFor();
    await expect(clock(page)).resolves.toMatch(/^(30:00|29:[45]\d)$/);
  }, 40_000);
});
