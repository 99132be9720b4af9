// Shared by the timer browser tests: a page whose speech synthesis records what it says, timer
// states as the core's TimerState JSON, and a way to make the event's live stream speak.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { collectPageErrors, launchBrowser } from "./browser.js";
import { makePairedEvent, startPublicServer, stubTimer, type PublicTestServer } from "./public-server.js";

export const MINUTE = 60_000;
const MARKS_60 = [30, 20, 15, 10, 5, 4, 3, 2, 1];

export interface TimerSuite {
  t: PublicTestServer;
  browser: Browser;
  eventId: string;
}

/** Starts the server, the browser and one paired event for the calling test file. */
export function useTimerSuite(): TimerSuite {
  const suite = {} as TimerSuite;
  beforeAll(async () => {
    suite.t = await startPublicServer();
    suite.browser = await launchBrowser();
    suite.eventId = (
      await makePairedEvent(suite.t, ["Luke Skywalker", "Darth Vader", "Han Solo", "Boba Fett"])
    ).id;
  }, 120_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.t?.close();
  });
  return suite;
}

/** A timer page whose speech synthesis records what it says (headless Chromium has no voice). */
export async function timerPage(
  browser: Browser,
  timer: (now: number) => unknown,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
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
  await stubTimer(page, timer);
  const errors = collectPageErrors(page);
  return { page, errors };
}

/** The core's TimerState JSON for a timer started at `startedAt` (server clock). */
export function running(startedAt: number, durationMs: number, extra: object = {}): object {
  return {
    status: "running",
    durationMs,
    remainingMs: durationMs,
    anchorAt: startedAt,
    lastAt: startedAt,
    marks: MARKS_60.filter((m) => m * MINUTE < durationMs),
    ...extra,
  };
}

/** A paused timer with `remainingMs` left, paused a minute ago (server clock = `now`). */
export function paused(remainingMs: number): (now: number) => object {
  return (now) => ({
    ...running(now - 61 * MINUTE + remainingMs, 60 * MINUTE),
    status: "paused",
    remainingMs,
    anchorAt: now - MINUTE,
    lastAt: now - MINUTE,
  });
}

/** Any command on the event sends a live message: the pages refetch (the TD's timer command will). */
let deckListCount = 0;
export async function nudgeLiveStream({ t, eventId }: TimerSuite): Promise<void> {
  await t.api("POST", `/api/events/${eventId}/commands`, {
    type: "RecordDeckList",
    playerId: "p1",
    deckList: `list ${++deckListCount}`,
  });
}

/** Waits until the big clock shows text matching `pattern`. */
export async function waitForClock(page: Page, pattern: RegExp): Promise<void> {
  await page.locator(".timer-full .timer-clock").filter({ hasText: pattern }).waitFor({ timeout: 10_000 });
}

export const spoken = (page: Page): Promise<string[]> => page.evaluate<string[]>("window.__spoken");
export const clock = (page: Page): Promise<string> => page.locator(".timer-full .timer-clock").innerText();
