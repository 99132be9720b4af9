// What the whole-event browser tests (whole-event*.test.ts) share: the real server, Chromium and
// the TD's laptop at the venue (1366×900), every message a page shows recorded from its first
// script on (watchMessages), the players' phones opened and closed with their messages and errors
// kept, finish and the results file (F5), and the checks at the end: no developer text a TD or a
// player read, no page error anywhere.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";
import type { Page } from "playwright-core";
import { screenshot } from "./browser.js";
import { closeConsoleSession, openConsoleSession, type ConsoleSession } from "./console-server.js";
import { axeViolations } from "./public-server.js";
import {
  checkAccessibility,
  developerText,
  openWatchedPhone,
  shownMessages,
  watchMessages,
} from "./console-driver.js";

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** A player's phone: its page (its messages watched) and its console errors. */
export interface Phone {
  readonly page: Page;
  readonly errors: string[];
}

export interface WholeEvent {
  /** The session of the test file (set in its beforeAll). */
  readonly session: ConsoleSession;
  /** The TD's console page. */
  readonly page: Page;
  /** Opens a player's 360-px phone on his link, its messages watched. */
  openPhone(url: string): Promise<Phone>;
  /** Keeps what the phone showed and its errors for the checks at the end, and closes it. */
  closePhone(phone: Phone): Promise<void>;
  /**
   * One page state: axe finds nothing (serious, critical or other; `phone`: the player page's
   * rules), and its visible text is kept for the developer-text check at the end.
   */
  expectAccessible(target: Page, what: string, phone?: boolean): Promise<void>;
  /**
   * F5: the TD finishes the event (the banner names `winner`); the finished standings are
   * checked and kept as the screenshot `shot`; the results file is downloaded.
   */
  finishAndDownload(winner: string, shot: string): Promise<{ name: string; text: string }>;
  /**
   * The end of the event: the console showed more than `atLeast` messages (the recorder works),
   * no message of the console or a phone nor any checked page state was developer text, and no
   * page had an error. Phones still open are closed first.
   */
  expectNothingWrong(atLeast: number): Promise<void>;
}

/** Registers the test file's beforeAll and afterAll; the session is there from beforeAll on. */
export function wholeEvent(): WholeEvent {
  let session: ConsoleSession | undefined;
  const open = new Set<Phone>();
  const phoneMessages: string[] = [];
  const phoneErrors: string[] = [];
  const pageLines: string[] = [];

  beforeAll(async () => {
    session = await openConsoleSession({ width: 1366, height: 900 });
    await watchMessages(session.page);
  }, 120_000);
  afterAll(() => closeConsoleSession(session));

  const kit: WholeEvent = {
    get session() {
      if (!session) throw new Error("the whole-event session opens in beforeAll");
      return session;
    },
    get page() {
      return kit.session.page;
    },
    async openPhone(url) {
      const phone = await openWatchedPhone(kit.session.browser, url);
      open.add(phone);
      return phone;
    },
    async closePhone(phone) {
      open.delete(phone);
      phoneMessages.push(...(await shownMessages(phone.page)));
      phoneErrors.push(...phone.errors);
      await phone.page.context().close();
    },
    async expectAccessible(target, what, phone = false) {
      expect(phone ? await axeViolations(target) : await checkAccessibility(target), what).toEqual([]);
      pageLines.push(...(await target.locator("body").innerText()).split("\n").filter((line) => line.trim()));
    },
    async finishAndDownload(winner, shot) {
      await finishEvent(kit.page, winner);
      await kit.expectAccessible(kit.page, "Standings, finished");
      await screenshot(kit.page, shot);
      return downloadResultsFile(kit.page);
    },
    async expectNothingWrong(atLeast) {
      for (const phone of [...open]) await kit.closePhone(phone);
      const consoleMessages = await shownMessages(kit.page);
      expect(consoleMessages.length).toBeGreaterThan(atLeast);
      expect(developerText([...consoleMessages, ...phoneMessages, ...pageLines])).toEqual([]);
      expect([...kit.session.errors, ...phoneErrors]).toEqual([]);
    },
  };
  return kit;
}

/** F5: the TD finishes the event (asked once); the banner names the winner. */
export async function finishEvent(page: Page, winner: string): Promise<void> {
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Finish the event" }).click();
  await poll(() => page.getByTestId("finished-banner").textContent()).toMatch(`finished: ${winner} wins`);
}

/** The results file, downloaded from the finished event's link: its name and its text. */
export async function downloadResultsFile(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "download the results file" }).click(),
  ]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, "utf8") };
}
