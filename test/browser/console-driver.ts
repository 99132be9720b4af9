/// <reference lib="dom" />
// Drives the TD console the way a TD does: the keyboard first, labels to find fields (which also
// proves every field has one). Shared by the whole-event browser tests.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect } from "vitest";
import type { Browser, Page } from "playwright-core";
import { collectPageErrors, newPhonePage, screenshot } from "./browser.js";
import { TD_NAME, TD_PASSWORD } from "./console-server.js";

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.locator('input[name="username"]').fill(TD_NAME);
  await page.locator('input[name="password"]').fill(TD_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Your events" }).waitFor();
}

export interface NewEventInput {
  readonly name: string;
  readonly game: string;
  readonly rules?: string;
  readonly type?: string;
  readonly players: number;
  readonly games?: number;
  readonly championship?: boolean;
  /** false: a friendly event (R3's minimums then warn instead of refusing). */
  readonly sanctioned?: boolean;
}

/** Fills /new and returns the new event's id (from the manage page's address). */
export async function createEvent(page: Page, input: NewEventInput): Promise<string> {
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Event name").fill(input.name);
  await page.getByLabel("Game", { exact: true }).selectOption(input.game);
  if (input.rules) await page.getByLabel("Rule profile").selectOption(input.rules);
  if (input.type) await page.getByLabel("Type", { exact: true }).selectOption(input.type);
  if (input.championship) await page.getByLabel(/Championship\s+Level/).check();
  if (input.sanctioned === false) await page.getByLabel("Sanctioned", { exact: true }).uncheck();
  await page.getByLabel("Players you expect").fill(String(input.players));
  if (input.games !== undefined) await page.getByLabel(/Games you plan/).fill(String(input.games));
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage/);
  return decodeURIComponent(/\/events\/([^/]+)\/manage/.exec(page.url())![1]!);
}

export async function openView(page: Page, label: string): Promise<void> {
  await page
    .getByRole("navigation", { name: "Event views" })
    .getByRole("link", { name: label, exact: true })
    .click();
}

/** The status line of the manage page after a command: fails with the server's words on an error. */
export async function expectDone(page: Page, text: string | RegExp): Promise<void> {
  const status = page.getByRole("status").first();
  await poll(async () => (await status.textContent()) ?? "").toMatch(text);
}

/** Keyboard only: first name, Tab, last name, Tab, birth date, Enter. */
export async function addPlayerByKeyboard(
  page: Page,
  first: string,
  last: string,
  born: string,
): Promise<void> {
  await page.getByLabel("First name").focus();
  await page.keyboard.type(first);
  await page.keyboard.press("Tab");
  await page.keyboard.type(last);
  await page.keyboard.press("Tab");
  await page.keyboard.type(born);
  await page.keyboard.press("Enter");
  await expectDone(page, new RegExp(`${first} ${last} (registered|entered late)`));
}

export async function pairNext(page: Page, button = "Pair the next game"): Promise<void> {
  await openView(page, "Pairing");
  const heading = page.getByRole("heading", { name: /^Round \d+, game \d+/ });
  const before = (await heading.count()) > 0 ? await heading.textContent() : null;
  await page.getByRole("button", { name: button }).click();
  // The previous game's tables stay on screen until the new pairing is loaded: wait for it.
  await expectDone(page, /paired$/);
  await poll(async () => ((await heading.count()) > 0 ? await heading.textContent() : null) !== before).toBe(
    true,
  );
  await page.getByRole("table", { name: "Tables" }).waitFor();
}

export interface TableInfo {
  readonly table: number;
  readonly players: string[];
}

/** The current tables as the Pairing view lists them (names in seat order). */
export async function readTables(page: Page): Promise<TableInfo[]> {
  await openView(page, "Pairing");
  const rows = page.getByRole("table", { name: "Tables" }).locator("tbody tr");
  await rows.first().waitFor();
  const out: TableInfo[] = [];
  for (const row of await rows.all()) {
    const cells = await row.locator("td").allTextContents();
    const players = cells[1]!.split(" vs ").map((s) => s.replace(/\s*(Dark|Light)\s*$/, "").trim());
    out.push({ table: Number(cells[0]), players });
  }
  return out;
}

/**
 * Keyboard-only result entry: the table number, Enter; the ending (kept as the
 * default full win); Tab to the winner and ArrowDown to pick seat `winner` (0 or 1); Tab; the
 * amount; Enter.
 */
export async function enterFullWin(page: Page, table: number, winner: number, amount: number): Promise<void> {
  const input = page.getByLabel("Table number");
  await input.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(String(table));
  await page.keyboard.press("Enter");
  await page.getByLabel("How the game ended").waitFor();
  await poll(() => page.evaluate("document.activeElement ? document.activeElement.id : null")).toBe(
    "res-end",
  );
  await page.keyboard.press("Tab");
  for (let i = 0; i <= winner; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type(String(amount));
  await page.keyboard.press("Enter");
  await expectDone(page, `Table ${table}: result saved`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core on the page: form labels and colour contrast (and the rest of WCAG A/AA). */
export async function checkAccessibility(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  // A string, evaluated in the page (the test's TypeScript has no DOM types).
  const violations = await page.evaluate<string[]>(`(async () => {
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } });
    return result.violations.map((v) => v.id + ": " + v.help + " — " + v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; "));
  })()`);
  return violations;
}

/** Registers players from a pasted CSV file and checks everyone in. */
export async function registerFromCsv(page: Page, csv: string, count: number): Promise<void> {
  await page.getByLabel("…or paste it here").fill(csv);
  await page.getByRole("button", { name: `Register ${count} players` }).click();
  await expectDone(page, `${count} of ${count} players from the file registered`);
  await page.getByRole("button", { name: new RegExp(`Check in all ${count} waiting`) }).click();
  await expectDone(page, `${count} players checked in`);
}

/** Opens a table from the keyboard: its number, Enter; focus lands on the ending. */
export async function openTable(page: Page, table: number): Promise<void> {
  await page.getByLabel("Table number").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(String(table));
  await page.keyboard.press("Enter");
  await poll(() => page.evaluate("document.activeElement ? document.activeElement.id : null")).toBe(
    "res-end",
  );
}

/**
 * Keyboard-only Star Trek result (T2): the table; the ending kept (full); Tab past the winner
 * (the points say who won); each player's points; Enter.
 */
export async function enterPoints(page: Page, table: number, points: readonly number[]): Promise<void> {
  await openTable(page, table);
  await page.keyboard.press("Tab");
  for (const value of points) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(String(value));
  }
  await page.keyboard.press("Enter");
  await expectDone(page, `Table ${table}: result saved`);
}

/**
 * Keyboard-only On the Edge result (E1): the table; the ending kept (won at 16); Tab, ArrowDown
 * to the first seat as winner; each player's Influence; Enter. An additional game (OTE 2.83)
 * opens on its own form: the first seats advance, as many as the rules ask (the server says).
 */
export async function enterOteGame(page: Page, table: number, size: number): Promise<void> {
  await openTable(page, table);
  const ending = await page.getByLabel("How the game ended").inputValue();
  if (ending === "playoff") {
    for (let advancing = 1; advancing < size; advancing++) {
      for (let place = 0; place < advancing; place++) {
        await page.getByLabel(`Advanced ${place + 1}.`).selectOption({ index: place + 1 });
      }
      await page.getByRole("button", { name: "Save the result" }).click();
      const status = page.getByRole("status").first();
      await poll(async () => (await status.textContent()) ?? "").toMatch(/result saved|advanc/);
      if (/result saved/.test((await status.textContent()) ?? "")) return;
    }
    throw new Error(`table ${table}: no number of advancing players was accepted`);
  }
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  for (let seat = 0; seat < size; seat++) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(String(seat === 0 ? 16 : 12 - 3 * seat));
  }
  await page.keyboard.press("Enter");
  await expectDone(page, `Table ${table}: result saved`);
}

/** The Player links view: each player's page address, by name. */
export async function readPlayerLinks(page: Page): Promise<Map<string, string>> {
  await openView(page, "Player links");
  const anchors = page.locator("a[data-player]");
  await anchors.first().waitFor();
  const links = new Map<string, string>();
  for (const item of await page.locator(".link-grid li").all()) {
    links.set(
      (await item.locator("strong").textContent())!,
      (await item.locator("a[data-player]").getAttribute("href"))!,
    );
  }
  return links;
}

/** A player's 360-px phone (touch) on his personal link, its console errors collected. */
export async function openPhone(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const phone = await newPhonePage(browser);
  const errors = collectPageErrors(phone);
  await phone.goto(url);
  await phone.getByRole("tab", { name: "My table" }).waitFor();
  return { page: phone, errors };
}

export interface PhoneReport {
  /** The ending's button (absent when the game has one ending, as On the Edge). */
  readonly ending?: string | RegExp;
  /** Who won / quit / forfeited: "I won", "Quark Ferengi won", … */
  readonly pick?: string;
  /** Spin buttons by label ("You: Points", "Quark Ferengi: Influence") and the number to type. */
  readonly numbers?: readonly (readonly [string, number])[];
  /** The score line the core's preview must show before sending. */
  readonly preview?: string | RegExp;
  /** Saved under this name once the preview shows. */
  readonly screenshot?: string;
}

/** R6 from the phone: the ending, the person, the numbers, the preview, send; then "Waiting for…". */
export async function reportFromPhone(phone: Page, report: PhoneReport): Promise<void> {
  if (report.ending) await phone.getByRole("button", { name: report.ending }).click();
  if (report.pick) await phone.getByRole("button", { name: report.pick, exact: true }).click();
  for (const [label, value] of report.numbers ?? [])
    await phone.getByRole("spinbutton", { name: label, exact: true }).fill(String(value));
  const line = phone.locator(".score-line");
  await line.waitFor();
  if (report.preview !== undefined) await poll(() => line.innerText()).toMatch(report.preview);
  if (report.screenshot) await screenshot(phone, report.screenshot);
  // Nothing wider than the phone (a mobile page would zoom out to fit: compare with 360 px).
  expect(await phone.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(360);
  await phone.getByRole("button", { name: /^Send to (my opponent|the other players)$/ }).click();
  await phone.getByText(/Waiting for .* to accept/).waitFor();
}

/** R6: the opponent accepts in two taps; `stands`: the result then stands (the last to accept). */
export async function acceptOnPhone(phone: Page, stands: boolean): Promise<void> {
  await phone.getByRole("button", { name: "Accept this result" }).click();
  await phone.getByRole("button", { name: /Yes, it is right/ }).click();
  await phone.getByText(stands ? "The result stands" : /Waiting for .* to accept/).waitFor();
}

/** Signs `username` in on `page` (another account than the TD's: its own browser context). */
export async function signInAs(page: Page, url: string, username: string, password: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Your events" }).waitFor();
}
