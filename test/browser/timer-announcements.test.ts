// SPEC R5 on screen: announcements at the marks, spoken (speech synthesis) and shown, and the
// profile's end-of-game rule at zero. The timer read is served by the test (see timer-sync).
import { describe, expect, it } from "vitest";
import { screenshot } from "./browser.js";
import {
  clock,
  MINUTE,
  nudgeLiveStream,
  paused,
  running,
  spoken,
  timerPage,
  useTimerSuite,
} from "./timer-helpers.js";

const s = useTimerSuite();

describe("timer announcements (R5)", () => {
  it("announces the 20-minute mark aloud and on screen as the time passes it", async () => {
    // Paused at 20:02.5 while the page loads and sound is turned on (a tap), then resumed by
    // the TD: the server's next state reaches the page through the live stream.
    let state = paused(20 * MINUTE + 2_500);
    const { page } = await timerPage(s.browser, (now) => ({ now, state: state(now) }));
    await page.goto(`${s.t.base}/events/${s.eventId}/projector?view=timer`);
    await page.getByText("Paused", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Turn sound on" }).click();
    const resumedAt = Date.now();
    state = () => ({
      ...running(resumedAt - 40 * MINUTE + 2_500, 60 * MINUTE),
      anchorAt: resumedAt - 40 * MINUTE + 2_500,
    });
    await nudgeLiveStream(s);
    await page.getByText("20 minutes remaining.").waitFor({ timeout: 10_000 });
    expect(await spoken(page)).toEqual(["20 minutes remaining."]);
    await screenshot(page, "timer-2-announcement");
  }, 40_000);

  it("at zero shows the profile's end-of-game rule (S3 for SW-PC) and says it", async () => {
    let state = paused(2_500);
    const { page, errors } = await timerPage(s.browser, (now) => ({ now, state: state(now) }));
    await page.goto(`${s.t.base}/events/${s.eventId}/projector?view=timer`);
    await page.getByText("Paused", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Turn sound on" }).click();
    const resumedAt = Date.now();
    state = () => running(resumedAt - 60 * MINUTE + 2_500, 60 * MINUTE);
    await nudgeLiveStream(s);
    await page.locator(".timer-rule").waitFor({ timeout: 10_000 });
    await expect(page.locator(".timer-rule-title").innerText()).resolves.toBe(
      "Time: finish the turn of the player who went second",
    );
    await expect(page.locator(".timer-rule").innerText()).resolves.toContain("S3");
    await expect(clock(page)).resolves.toBe("0:00");
    expect(await spoken(page)).toContain("Time! Time: finish the turn of the player who went second.");
    await screenshot(page, "timer-3-expired");
    expect(errors).toEqual([]);
  }, 40_000);
});
