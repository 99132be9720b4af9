// R5 on screen: the announcements at the marks, spoken (speech synthesis) and shown, and
// the profile's end-of-game rule at zero, against the real server's timer.
import { describe, expect, it } from "vitest";
import { screenshot } from "./browser.js";
import { clock, command, freshEvent, MINUTE, spoken, timerPage, useTimerSuite } from "./timer-helpers.js";

const s = useTimerSuite();

describe("timer announcements (R5)", () => {
  it("announces the 20-minute mark aloud and on screen as the time passes it", async () => {
    const event = await freshEvent(s);
    const { page } = await timerPage(s, event.id);
    await page.getByRole("button", { name: "Turn sound on" }).click(); // a tap unlocks sound
    // A game of 20:02.5 has the 20-minute mark inside it (computeAnnouncementMarks).
    await command(s, event.id, { type: "StartTimer", durationMs: 20 * MINUTE + 2_500 });
    await page.getByText("20 minutes remaining.").waitFor({ timeout: 10_000 });
    expect(await spoken(page)).toEqual(["20 minutes remaining."]);
    await screenshot(page, "timer-2-announcement");
  }, 40_000);

  it("at zero shows the profile's end-of-game rule (S3 for SW-PC) and says it", async () => {
    const event = await freshEvent(s);
    const { page, errors } = await timerPage(s, event.id);
    await page.getByRole("button", { name: "Turn sound on" }).click();
    await command(s, event.id, { type: "StartTimer", durationMs: 2_500 });
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
