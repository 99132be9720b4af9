// What a TD met running a whole event at a store (the console at desk size, players' 360-px
// phones): the round timer game after game (R4/R5) — Stop, Start again after 0:00 without a
// reload, the next game's clock offered with its own length, the Final Confrontation's 90
// minutes (F1) — a disputed phone report decided by the TD (R6), a second console tab that
// writes, a session that ended mid-typing, and writes sent once (double clicks, lost answers).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { collectPageErrors, screenshot } from "./browser.js";
import {
  closeConsoleSession,
  openConsoleSession,
  TD_NAME,
  TD_PASSWORD,
  type ConsoleSession,
} from "./console-server.js";
import {
  addPlayerByKeyboard,
  checkAccessibility,
  createEvent,
  enterFullWin,
  expectDone,
  openPhone,
  openView,
  readPlayerLinks,
  readTables,
  reportFromPhone,
  signIn,
} from "./console-driver.js";

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

let session: ConsoleSession;
let page: Page;
let url: string;
let eventId: string;
const PLAYERS = [
  ["Anna", "Smith", "1960-11-02"],
  ["Ben", "Jones", "1971-03-04"],
  ["Cara", "Dune", "1985-07-08"],
  ["Dan", "Reed", "1990-01-12"],
] as const;

beforeAll(async () => {
  session = await openConsoleSession();
  page = session.page;
  url = session.server.url;
  await signIn(page, url);
}, 120_000);

/** Each test its own event: four Star Wars players registered from the keyboard (R1). */
async function newEvent(name: string): Promise<void> {
  await page.goto(`${url}/`);
  // Not sanctioned: four players and one round are below R3's minimums, which a sanctioned event's
  // Final Confrontation would refuse (a friendly event only warns).
  eventId = await createEvent(page, { name, game: "swccg", players: 4, games: 2, sanctioned: false });
  for (const [first, last, born] of PLAYERS) await addPlayerByKeyboard(page, first, last, born);
  // R2: the players are here (pairing with nobody checked in asks first).
  await page.getByRole("button", { name: /Check in all 4 waiting/ }).click();
  await expectDone(page, "4 players checked in");
}

afterAll(() => closeConsoleSession(session));

/** The event's change log, read by the signed-in console page (its cookie). */
async function auditTypes(): Promise<{ type: string; commandId?: string; what: string }[]> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/events/${encodeURIComponent(id)}/audit`);
    return ((await response.json()) as { audit: { type: string; commandId?: string; what: string }[] }).audit;
  }, eventId);
}

const timerButton = (name: string | RegExp) => page.getByRole("button", { name });

describe("the round timer runs game after game (R4/R5)", () => {
  it("pairing offers the game's clock; Stop, Start after 0:00 without a reload; the next game's phones show no old 0:00; the final is 90 minutes", async () => {
    await newEvent("Venue Flow Open");
    await openView(page, "Pairing");
    // A double click pairs once and shows no red error after the success (one write in flight).
    await page.getByRole("button", { name: "Pair the next game" }).dblclick();
    await expectDone(page, "Next game paired");
    await page.getByRole("table", { name: "Tables" }).waitFor();
    // Four players, two tables: words a TD reads, not "2 table(s)".
    await page
      .getByText("2 tables still playing: the next game can be paired when every result stands.")
      .waitFor();
    expect((await auditTypes()).filter((a) => a.type === "GamePaired")).toHaveLength(1);
    await expect(page.locator(".message.error").count()).resolves.toBe(0);

    // R4: the pairing offers game 1's clock, 60 minutes for constructed.
    await timerButton("Start the timer for Round 1 game 1: 60 minutes").waitFor();
    await screenshot(page, "venue-01-pairing-clock-offer");
    await timerButton("Start the timer for Round 1 game 1: 60 minutes").click();
    await expectDone(page, "Timer started: 60 minutes — Round 1 game 1");

    await openView(page, "Timer");
    await page.getByTestId("timer-game").getByText("Round 1 game 1").waitFor();
    await poll(() => timerButton("Start Round 1 game 1").isDisabled()).toBe(true);
    // Stop asks once, then the timer is idle and Start is offered again.
    await timerButton("Stop").click();
    await timerButton("Yes, stop the timer").click();
    await expectDone(page, "Timer stopped");
    await poll(() => timerButton("Start Round 1 game 1").isEnabled()).toBe(true);

    // A 3-second game reaches 0:00: Start comes back by itself, no reload.
    await page.getByLabel("Game length (minutes)").fill("0.05");
    await timerButton("Start Round 1 game 1").click();
    await expectDone(page, "Timer started: 0.05 minutes — Round 1 game 1");
    await poll(() => timerButton("Reset").isEnabled()).toBe(true);
    await poll(() => timerButton("Start Round 1 game 1").isEnabled()).toBe(true);
    await screenshot(page, "venue-02-timer-at-zero");

    // Refusals speak minutes, beside the field.
    await page.getByLabel(/Add minutes to every table/).fill("soon");
    await timerButton("Reset").click();
    await expectDone(page, "Timer reset");
    await page.getByLabel("Game length (minutes)").fill("soon");
    await timerButton("Start Round 1 game 1").click();
    await poll(() => page.locator("#timer-minutes-error").textContent()).toMatch(/type a number of minutes/);

    // Game 2: every result in, paired; the Timer view follows the game at once.
    await openView(page, "Results");
    for (const t of await readTables(page)) {
      await openView(page, "Results");
      await enterFullWin(page, t.table, 0, 10 + t.table);
    }
    await openView(page, "Pairing");
    await page.getByRole("button", { name: "Pair the next game" }).click();
    await expectDone(page, "Next game paired");
    await timerButton("Start the timer for Round 1 game 2: 60 minutes").waitFor();

    // A phone of the new game: the last game's time ran out, but it shows no "0:00 — Hands down".
    const links = await readPlayerLinks(page);
    const phone = await openPhone(session.browser, [...links.values()][0]!);
    await phone.page.locator(".timer-compact").waitFor();
    await poll(() => phone.page.locator(".timer-compact").innerText()).toMatch(/The timer has not started/);
    await screenshot(phone.page, "venue-03-phone-new-game");
    await phone.page.close();

    await openView(page, "Timer");
    await page.getByTestId("timer-game").getByText("Round 1 game 2").waitFor();
    await poll(() => page.getByLabel("Game length (minutes)").inputValue()).toBe("60");
    await timerButton("Start Round 1 game 2").click();
    await expectDone(page, "Timer started: 60 minutes — Round 1 game 2");

    // The Final Confrontation: 90 minutes each game (R4/F1), offered as soon as it is paired.
    for (const t of await readTables(page)) {
      await openView(page, "Results");
      await enterFullWin(page, t.table, 0, 10 + t.table);
    }
    await openView(page, "Pairing");
    await page.getByRole("button", { name: /Pair the Final Confrontation/ }).click();
    await expectDone(page, "Final paired");
    await timerButton(/Start the timer for Round \d+ game 1 \(final\): 90 minutes/).waitFor();
    await openView(page, "Timer");
    await poll(() => page.getByLabel("Game length (minutes)").inputValue()).toBe("90");
    await screenshot(page, "venue-04-final-timer");
    expect(await checkAccessibility(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  }, 180_000);
});

describe("a disputed phone report does not lock the table (R6)", () => {
  it("a phone report whose answer is lost is sent again and applied once; the opponent taps This is wrong; both see the TD decides; the TD's entry stands at once", async () => {
    await newEvent("Venue Flow Dispute");
    await openView(page, "Pairing");
    await page.getByRole("button", { name: "Pair the next game" }).click();
    await expectDone(page, "Next game paired");
    const [table] = await readTables(page);
    const [reporter, opponent] = table!.players as [string, string];
    const links = await readPlayerLinks(page);
    const a = await openPhone(session.browser, links.get(reporter)!);
    const b = await openPhone(session.browser, links.get(opponent)!);

    // The venue's wifi loses the first answer: the report reached the server, the phone never
    // heard back. The phone sends it again with the same commandId; it is applied once.
    const sent: string[] = [];
    let isFirst = true;
    await a.page.route("**/api/play/*/report", async (route) => {
      sent.push(route.request().postData() ?? "");
      if (isFirst) {
        isFirst = false;
        await route.fetch(); // reaches the server and is written
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    await reportFromPhone(a.page, {
      ending: /Life Force depleted/,
      pick: "I won",
      numbers: [["Cards left in the winner's Life Force", 12]],
    });
    // The live update may show the written report before the retry goes out: wait for it.
    await poll(() => sent.length).toBe(2);
    expect(JSON.parse(sent[1]!).commandId).toBe(JSON.parse(sent[0]!).commandId);
    const reports = (await auditTypes()).filter((line) => line.type === "ResultReported");
    expect(reports).toHaveLength(1);

    // The opponent disputes: two taps, and both phones say the TD decides (not "waiting").
    await b.page.getByRole("button", { name: "This is wrong" }).click();
    await screenshot(b.page, "venue-05-phone-dispute-confirm");
    await b.page.getByRole("button", { name: /Yes, it is wrong/ }).click();
    for (const phone of [a.page, b.page])
      await phone.getByTestId("result-disputed").getByText("Disputed — the TD decides").waitFor();
    await screenshot(a.page, "venue-06-phone-disputed");

    // The console shows it disputed, and the TD's entry decides it at once.
    await openView(page, "Results");
    const disputed = page.getByTestId("disputed");
    await disputed.waitFor();
    await screenshot(page, "venue-07-console-disputed");
    expect(await checkAccessibility(page)).toEqual([]);
    await disputed.getByRole("button", { name: `Decide (table ${table!.table})` }).click();
    await page.getByText(/disputes .*'s report/).waitFor();
    await screenshot(page, "venue-08-console-decide");
    // Decide puts the cursor in the form: the full win is the default ending; the opponent won, 7 left.
    await poll(() => page.evaluate("document.activeElement && document.activeElement.id")).toBe("res-end");
    await page.keyboard.press("Tab");
    for (let i = 0; i <= 1; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.type("7");
    await page.keyboard.press("Enter");
    await expectDone(page, `Table ${table!.table}: result saved`);

    for (const phone of [a.page, b.page]) await phone.getByText("The result stands").waitFor();

    const audit = await auditTypes();
    expect(audit.map((line) => line.type).slice(-3)).toEqual([
      "ResultReported",
      "ResultDisputed",
      "ResultReported",
    ]);
    expect(audit.at(-1)!.what).toMatch(/^decided .*in place of .*'s report .*, disputed by /);
    expect(a.errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_RESET/.test(e))).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.page.close();
    await b.page.close();
  }, 180_000);
});

describe("any tab of a signed-in browser can work", () => {
  it("a second tab is signed in and saves (GET /api/me gives it the CSRF token); when the session ended, it asks for the password over the page and keeps what was typed", async () => {
    await newEvent("Venue Flow Tabs");
    const manage = page.url();
    const tab = await page.context().newPage();
    const errors = collectPageErrors(tab);
    await tab.goto(`${url}/`);
    await tab.getByRole("heading", { name: "Your events" }).waitFor(); // not the sign-in form
    await tab.getByRole("link", { name: "Venue Flow Tabs" }).first().click();
    await addPlayerByKeyboard(tab, "Eve", "Stone", "1980-05-06"); // a write, from the tab that never signed in

    // The session ends (signed out in the first tab); the second tab still shows its form.
    await page.goto(`${url}/`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.locator('input[name="username"]').waitFor();
    await tab.getByLabel("First name").fill("Fay");
    await tab.getByLabel("Last name").fill("Lane");
    await tab.getByLabel("Birth date").fill("1982-09-10");
    await tab.getByLabel("Birth date").press("Enter");
    const gate = tab.getByRole("dialog", { name: "Your session has ended" });
    await gate.waitFor();
    await screenshot(tab, "venue-09-session-ended");
    expect(await checkAccessibility(tab)).toEqual([]);
    await gate.getByLabel("User name").fill(TD_NAME);
    await gate.getByLabel("Password").fill(TD_PASSWORD);
    await gate.getByRole("button", { name: "Sign in and continue" }).click();
    // What was typed is saved once signed in, without typing it again.
    await expectDone(tab, /Fay Lane registered/);
    await expect(gate.count()).resolves.toBe(0);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await tab.close();
    // Signed in again in that tab: the first tab is signed in too (one browser, one session).
    await page.goto(manage);
    await page.getByRole("heading", { name: "Venue Flow Tabs" }).waitFor();
  }, 120_000);
});
