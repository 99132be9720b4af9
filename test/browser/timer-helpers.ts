// Shared by the timer browser tests: the real server's R5 timer (StartTimer, PauseTimer,
// ExtendTableTime through POST /commands), pages whose speech synthesis records what it says.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { collectPageErrors, launchBrowser } from "./browser.js";
import { makePairedEvent, startPublicServer, type PublicTestServer, type Table } from "./public-server.js";

export const MINUTE = 60_000;

export interface TimerSuite {
  t: PublicTestServer;
  browser: Browser;
}

/** Starts the server (its clock `now`, if given) and the browser for the calling test file. */
export function useTimerSuite(now?: () => Date): TimerSuite {
  const suite = {} as TimerSuite;
  beforeAll(async () => {
    suite.t = await startPublicServer(now ? { now } : {});
    suite.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.t?.close();
  });
  return suite;
}

/** A fresh paired Star Wars event (SW-PC: S3 at zero) for one test. */
export async function freshEvent(s: TimerSuite): Promise<{ id: string; tables: Table[] }> {
  return makePairedEvent(s.t, ["Luke Skywalker", "Darth Vader", "Han Solo", "Boba Fett"]);
}

export async function command(s: TimerSuite, eventId: string, body: object): Promise<void> {
  await s.t.api("POST", `/api/events/${eventId}/commands`, body);
}

/** The projector's full-screen timer; speech synthesis is a recorder (headless has no voice). */
export async function timerPage(s: TimerSuite, eventId: string): Promise<{ page: Page; errors: string[] }> {
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.addInitScript(`
    window.__spoken = [];
    const fake = {
      getVoices: () => [{ name: "test voice" }],
      speak: (u) => { if (u.text) window.__spoken.push(u.text); },
      cancel: () => {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: fake, configurable: true });
  `);
  const errors = collectPageErrors(page);
  await page.goto(`${s.t.base}/events/${eventId}/projector?view=timer`);
  await page.locator(".timer-full .timer-clock").waitFor();
  return { page, errors };
}

/** Waits until the big clock shows text matching `pattern`. */
export async function waitForClock(page: Page, pattern: RegExp): Promise<void> {
  await page.locator(".timer-full .timer-clock").filter({ hasText: pattern }).waitFor({ timeout: 10_000 });
}

export const spoken = (page: Page): Promise<string[]> => page.evaluate<string[]>("window.__spoken");
export const clock = (page: Page): Promise<string> => page.locator(".timer-full .timer-clock").innerText();
