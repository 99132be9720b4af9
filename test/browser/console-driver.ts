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
  /** The seed and date the test fixes for this event (fixNextEventSeed). */
  readonly fixed?: { readonly seed: string; readonly date: string };
}

/** Fills /new and returns the new event's id (from the manage page's address). */
export async function createEvent(page: Page, input: NewEventInput): Promise<string> {
  const unfix = input.fixed ? await fixNextEventSeed(page, input.fixed.seed, input.fixed.date) : undefined;
  try {
    return await fillNewEvent(page, input);
  } finally {
    await unfix?.();
  }
}

async function fillNewEvent(page: Page, input: NewEventInput): Promise<string> {
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
 * Keyboard-only result entry: the table number, Enter; the ending (kept as the default full
 * win); then fillFullWin.
 */
export async function enterFullWin(page: Page, table: number, winner: number, amount: number): Promise<void> {
  await openTable(page, table);
  await fillFullWin(page, table, winner, amount);
}

/**
 * From the ending of a table's open form (focused, kept as the default full win): Tab to the
 * winner and ArrowDown to pick seat `winner` (0 or 1); Tab; the amount; Enter; saved.
 */
export async function fillFullWin(page: Page, table: number, winner: number, amount: number): Promise<void> {
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
      // A refusal of the count stands beside the first "Advanced" select; the status line then
      // points at it ("Not saved: see “Advanced 1.”").
      await poll(async () => (await status.textContent()) ?? "").toMatch(/result saved|advanc/i);
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

/**
 * Fixes the seed (and date) of the next event created from /new, so that its pairings are the
 * same on every run (docs/rules.md §2: every shuffle comes from the event's seed) and a test can
 * assert standings worked out by hand. The TD's form has no seed field (the CLI's `--seed`): the
 * request is amended on its way to the server. Call before createEvent; undo with the result.
 */
export async function fixNextEventSeed(page: Page, seed: string, date: string): Promise<() => Promise<void>> {
  const pattern = "**/api/events";
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const file = JSON.parse(route.request().postData() ?? "{}") as { event: Record<string, unknown> };
    file.event = { ...file.event, seed, date };
    await route.continue({ postData: JSON.stringify(file) });
  });
  return () => page.unroute(pattern);
}

// Records the text of every status line, alert, error and notice the page shows, as it appears
// (a MutationObserver installed before the page's own scripts), so a test can check afterwards
// that none of them was developer text.
const WATCH_MESSAGES = `(() => {
  if (window.__shownMessages) return;
  const shown = (window.__shownMessages = []);
  const seen = new Set();
  const scan = () => {
    for (const el of document.querySelectorAll('[role="status"], [role="alert"], .message, .error, .notice')) {
      const text = (el.textContent || "").replace(/\\s+/g, " ").trim();
      if (text && !seen.has(text)) { seen.add(text); shown.push(text); }
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
})()`;

const dialogTexts = new WeakMap<Page, string[]>();

/**
 * Starts recording the page's messages (see shownMessages), and the text of every dialog (the
 * test still answers each dialog it expects).
 */
export async function watchMessages(page: Page): Promise<void> {
  await page.addInitScript(WATCH_MESSAGES);
  if (page.url() !== "about:blank") await page.evaluate(WATCH_MESSAGES);
  const dialogs: string[] = [];
  dialogTexts.set(page, dialogs);
  page.on("dialog", (dialog) => dialogs.push(dialog.message()));
}

/** Every message text the page has shown since watchMessages, its dialogs' last. */
export async function shownMessages(page: Page): Promise<string[]> {
  const shown = await page.evaluate<string[]>("window.__shownMessages ?? []");
  return [...shown, ...(dialogTexts.get(page) ?? [])];
}

/**
 * What a TD or a player must never read: a JSON literal or path, a raw game id ("game 4" where
 * the TD sees tables; "Round 2, game 1" names the game of a round, "Final Confrontation, game 2"
 * and "game 1 (F1)" the game of the final), milliseconds, a stack trace, or a value the code
 * never filled in. The one list every browser test checks its messages and pages with.
 */
export function developerText(lines: readonly string[]): string[] {
  const patterns = [
    /[{[]\s*"/, // a JSON literal
    /\b(body|query|params|querystring|data|event|players|games|result|options|file)(\.\w+|\[\d+\])/, // a JSON path
    /\w\[\d+\]/,
    /\d\s*ms\b|\bms\b|millisecond/i,
    /\bat \S+ \(|\bat file:|\b\w*Error\b:|TypeError|\bstack\b/,
    /\bundefined\b|\bnull\b|\bNaN\b|\[object /,
  ];
  return lines.filter((line) => {
    const withoutNamedGames = line.replace(
      /\b(round \d+,?|final confrontation,?) game \d+|\bgame \d+ \(F1\)/gi,
      "",
    );
    return /\bgame \d+/i.test(withoutNamedGames) || patterns.some((p) => p.test(line));
  });
}

/** A player's 360-px phone on his link, its console errors collected and its messages watched. */
export async function openWatchedPhone(
  browser: Browser,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  const phone = await newPhonePage(browser);
  const errors = collectPageErrors(phone);
  await watchMessages(phone);
  await phone.goto(url);
  await phone.getByRole("tab", { name: "My table" }).waitFor();
  return { page: phone, errors };
}

export interface StarTrekEntry {
  /** The ending's value (docs/rules.md §6): full (the form's default), deck-out, time, gameplay, concession… */
  readonly end?: string;
  /** The winner's name, for the endings that ask for one. */
  readonly winner?: string;
  /** Each player's points, by name. */
  readonly points?: readonly (readonly [string, number])[];
}

/** A Star Trek result from the console: the table from the keyboard, then the form's fields by label. */
export async function enterStarTrek(page: Page, table: number, entry: StarTrekEntry): Promise<void> {
  await openTable(page, table);
  if (entry.end) await page.getByLabel("How the game ended").selectOption(entry.end);
  if (entry.winner) await page.getByLabel(/^Winner/).selectOption({ label: entry.winner });
  for (const [name, value] of entry.points ?? [])
    await page.getByLabel(`Points: ${name}`).fill(String(value));
  await page.getByRole("button", { name: "Save the result" }).press("Enter");
  await expectDone(page, `Table ${table}: result saved`);
}

/**
 * An On the Edge result from the console (E1): the table from the keyboard, the winner, then
 * every player's final Influence by name.
 */
export async function enterInfluence(
  page: Page,
  table: number,
  winner: string,
  influence: readonly (readonly [string, number])[],
): Promise<void> {
  await openTable(page, table);
  await page.getByLabel(/^Winner/).selectOption({ label: winner });
  for (const [name, value] of influence) await page.getByLabel(`Influence: ${name}`).fill(String(value));
  await page.getByRole("button", { name: "Save the result" }).press("Enter");
  await expectDone(page, `Table ${table}: result saved`);
}

/**
 * Column headers and small buttons whose words break over more than one line (a "Tabl e" header,
 * a "Correc t…" button): their texts. Visually hidden words (1 px wide) are left out.
 */
export function wrappedLabels(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll("th, button.small")]
    .filter((el) => el.getClientRects().length > 0)
    .filter((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top));
      return new Set(tops).size > 1;
    })
    .map((el) => el.textContent.trim())`);
}

/** Signs `username` in on `page` (another account than the TD's: its own browser context). */
export async function signInAs(page: Page, url: string, username: string, password: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Your events" }).waitFor();
}
