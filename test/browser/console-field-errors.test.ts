// A refusal stands beside the field it concerns, in every console form that writes: the input
// gets aria-invalid and aria-describedby pointing at the message, focus moves to it, the words
// are the form's (names, minutes, no JSON path or literal) and the rule is cited. Refusals of the
// server (a cap below one point, a duplicate player, a bad birth date, a quit X outside 0..59, an
// empty event name) and of the form's own checks before sending (a Life Force over the bound, a
// timer adjustment that is no number) alike; axe on those states, at 1366×900 and on a phone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { screenshot } from "./browser.js";
import {
  closeConsoleSession,
  openConsoleSession,
  type ConsoleServer,
  type ConsoleSession,
} from "./console-server.js";
import {
  addPlayerByKeyboard,
  checkAccessibility,
  createEvent,
  expectDone,
  openTable,
  openView,
  pairNext,
  readTables,
  signIn,
} from "./console-driver.js";

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** What a TD must never read: a JSON path, a JSON literal, milliseconds, the design notes. */
const DEVELOPER_TEXT =
  /[{}]|"\w+":|\bbody\.|\bresult\.|\bplayer\.\w|\bsettings\.|\bevent\.\w|\d+ ?ms\b|SPEC|INVALID_|undefined/;

let session: ConsoleSession;
let server: ConsoleServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  session = await openConsoleSession();
  ({ server, page, errors } = session);
  await page.setViewportSize({ width: 1366, height: 900 });
}, 60_000);

afterAll(() => closeConsoleSession(session));

/**
 * The message beside `input`: it describes the input (aria-describedby), the input is marked
 * invalid and has the focus; returns its text.
 */
async function besideField(input: Locator): Promise<string> {
  await poll(() => input.getAttribute("aria-invalid")).toBe("true");
  const described = (await input.getAttribute("aria-describedby")) ?? "";
  const id = described.split(/\s+/).find((part) => part.endsWith("-error"));
  expect(id, `aria-describedby="${described}"`).toBeDefined();
  const message = page.locator(`[id="${id!}"]`);
  expect(await message.isVisible()).toBe(true);
  expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
  const text = (await message.textContent()) ?? "";
  expect(text).not.toMatch(DEVELOPER_TEXT);
  return text;
}

/** A second look at the same state on a phone-sized window, then back to the laptop's. */
async function lookOnPhone(name: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, `${name}-phone`);
  expect(await checkAccessibility(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe("console refusals beside their field", () => {
  it("player, result, quit, timer and settings refusals stand beside the input they concern", async () => {
    await signIn(page, server.url);

    // O1: a cap that is no number of points, refused by the server beside it on the new-event form.
    await page.getByRole("link", { name: "New event" }).click();
    await page.getByLabel("Event name").fill("Slipstream Cup");
    await page.getByLabel("Game", { exact: true }).selectOption("stccg1e");
    await page.getByLabel("Rule profile").selectOption("stccg-opg-2014");
    const cap = page.getByLabel(/Points to win/);
    await cap.fill("-5");
    await page.getByRole("button", { name: "Create event" }).click();
    expect(await besideField(cap)).toMatch(/\((O1|docs\/rules\.md §\d)\)$/);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "field-errors-00-new-event");
    await page.getByRole("link", { name: "Your events" }).click();

    await createEvent(page, { name: "Hoth Field Test", game: "swccg", players: 4, games: 4 });

    // R1: a player registered twice — the ID the names and birth date make is taken.
    for (const [first, last, born] of [
      ["Anna", "Berg", "1990-05-01"],
      ["Boris", "Lind", "1985-02-03"],
      ["Carla", "Moe", "1979-07-08"],
      ["Dan", "Nyx", "2001-11-12"],
    ] as const)
      await addPlayerByKeyboard(page, first, last, born);
    const firstName = page.getByLabel("First name");
    await firstName.fill("Anna");
    await page.getByLabel("Last name").fill("Berg");
    await page.getByLabel("Birth date").fill("1990-05-01");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const duplicate = await besideField(firstName);
    expect(duplicate).toBe("the player ID is already taken by Anna Berg (R1)");
    // The view's message line points at the field instead of repeating it.
    await expectDone(page, /Not saved: see “First name”/);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "field-errors-01-duplicate-player");
    await lookOnPhone("field-errors-01-duplicate-player");

    // Typing again takes the message away.
    await firstName.fill("Ann");
    await poll(() => firstName.getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator(".field-error").count()).toBe(0);

    // R1: a birth date that is no date, beside the birth date.
    const born = page.getByLabel("Birth date");
    await born.fill("31/31/99");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    expect(await besideField(born)).toMatch(/birth date like .*31\/31\/99.*\(R1\)$/);
    await screenshot(page, "field-errors-02-birth-date");

    await page.getByRole("button", { name: /Check in all 4 waiting/ }).click();
    await expectDone(page, "4 players checked in");
    await pairNext(page);
    const [table] = await readTables(page);

    // S1: a Life Force over the profile's bound is refused by the form itself, nothing sent.
    await openView(page, "Results");
    await openTable(page, table!.table);
    await page.getByLabel("Winner", { exact: true }).selectOption({ index: 1 });
    const lifeForce = page.getByLabel("Cards left in the winner's Life Force");
    await lifeForce.fill("1000");
    await page.getByRole("button", { name: "Save the result" }).click();
    expect(await besideField(lifeForce)).toMatch(/0 to 999.*\(S1\)$/);
    expect(await page.getByTestId("still-playing").textContent()).toContain(`Table ${table!.table}`);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "field-errors-03-life-force");
    await lookOnPhone("field-errors-03-life-force");

    // S3: at time, each player's Life Force beside his own input, his name in the label.
    await page.getByLabel("How the game ended").selectOption("time");
    const second = table!.players[1]!;
    await page.getByLabel(new RegExp(`Life Force.*${table!.players[0]!}`)).fill("12");
    const his = page.getByLabel(new RegExp(`Life Force.*${second}`));
    await his.fill("-3");
    await page.getByRole("button", { name: "Save the result" }).click();
    expect(await besideField(his)).toMatch(/0 to 999.*\(S3\)$/);
    await page.getByRole("button", { name: "Cancel" }).click();

    // S6: a quit's differential X outside 0..59, refused by the server beside the X.
    await openView(page, "Players");
    await page.getByRole("button", { name: `Drop / DQ… ${second}` }).click();
    const x = page.getByLabel("Quit: differential X (S6)");
    await x.fill("70");
    await page.getByRole("button", { name: "Quit", exact: true }).click();
    expect(await besideField(x)).toMatch(/0 to 59.*\(S6\)$/);
    await expectDone(page, /Not saved: see “Quit: differential X \(S6\)”/);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "field-errors-04-quit-x");

    // R5: a timer adjustment that is no number of minutes, beside the minutes.
    await openView(page, "Timer");
    await page.getByRole("button", { name: /^Start/ }).click();
    await expectDone(page, /Timer started/);
    const adjust = page.getByLabel(/Add minutes to every table/);
    await adjust.fill("soon");
    await page.getByRole("button", { name: "Adjust" }).click();
    expect(await besideField(adjust)).toMatch(/type a number of minutes.*\(R5\)$/);
    await adjust.fill("-2000");
    await page.getByRole("button", { name: "Adjust" }).click();
    expect(await besideField(adjust)).toMatch(/at most 24 hours.*\(R5\)$/);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "field-errors-05-timer");
    await lookOnPhone("field-errors-05-timer");

    // docs/rules.md §6: an event name left empty, refused by the server beside the name.
    await page.getByRole("button", { name: "edit the settings" }).click();
    const name = page.getByLabel("Event name");
    await name.fill("   ");
    await page.getByRole("button", { name: "Save the settings" }).click();
    expect(await besideField(name)).toMatch(/must not be empty.*\(docs\/rules\.md §6\)$/);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "field-errors-06-settings");
    await page.getByRole("button", { name: "Cancel" }).click();

    // R6: the next game cannot be paired while results are missing: no input holds that, so it
    // stays in the view's message line, in words.
    await openView(page, "Pairing");
    await page.getByRole("button", { name: "Pair the next game" }).click();
    await expectDone(page, /result|report/i);
    const status = (await page.getByRole("status").first().textContent()) ?? "";
    expect(status).not.toMatch(/^Not saved: see/);
    expect(status).not.toMatch(DEVELOPER_TEXT);
    expect(await page.locator(".field-error").count()).toBe(0);

    // The refusals themselves are the only errors the browser logged.
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  }, 180_000);
});
