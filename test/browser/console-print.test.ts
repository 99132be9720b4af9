// The print-outs rendered to PDF by Chromium (page.pdf, print CSS applied) — pairings
// by table and by name, standings, score slips, player cards with QR codes — and the forum copy.
// The PDFs go to test-artifacts/print for people to look at (pdftoppm turns them into PNGs).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { collectPageErrors, launchBrowser, newLaptopPage, SCREENSHOT_DIR } from "./browser.js";
import { startConsoleServer, TD_NAME, TD_PASSWORD, type ConsoleServer } from "./console-server.js";
import { openView, signIn } from "./console-driver.js";

const PRINT_DIR = path.resolve(SCREENSHOT_DIR, "../print");

let server: ConsoleServer;
let browser: Browser;
let page: Page;
let errors: string[];
let eventId: string;

async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startConsoleServer();
  // The event is set up through the API: this file is about the print-outs, not the flow.
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: TD_NAME, password: TD_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const file = {
    format: "handsdown-results",
    version: 1,
    event: { name: "Print Shop Open", date: "2026-05-04", game: "swccg", type: "constructed" },
    players: [],
    games: [],
  };
  eventId = (await api<{ id: string }>(token, "POST", "/api/events", file)).id;
  const names = [
    "Ann Lee",
    "Bob Ray",
    "Cat Fox",
    "Dan Cho",
    "Eve Orr",
    "Fay Kim",
    "Gil Roe",
    "Hal Wu",
    "Ida Poe",
    // 23 players in all: 11 tables, three pages of slips to cut as one stack.
    ...Array.from({ length: 14 }, (_, i) => `Extra Player${String.fromCharCode(65 + i)}`),
  ];
  for (const [i, name] of names.entries()) {
    await api(token, "POST", `/api/events/${eventId}/commands`, {
      type: "RegisterPlayer",
      player: { id: `p${i + 1}`, name },
    });
    await api(token, "POST", `/api/events/${eventId}/commands`, {
      type: "CheckInPlayer",
      playerId: `p${i + 1}`,
    });
  }
  await api(token, "POST", `/api/events/${eventId}/commands`, { type: "PairNextGame" });
  browser = await launchBrowser();
  page = await newLaptopPage(browser);
  errors = collectPageErrors(page);
  await signIn(page, server.url);
  mkdirSync(PRINT_DIR, { recursive: true });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function printToPdf(kind: string, query = ""): Promise<Buffer> {
  await page.goto(`${server.url}/events/${encodeURIComponent(eventId)}/print/${kind}${query}`);
  await page.locator("main.print table, main.print .slip, main.print .card").first().waitFor();
  if (kind === "cards") await page.locator(".card img").first().waitFor();
  await page.emulateMedia({ media: "print" });
  // Toolbar and buttons are print-hidden; page.pdf() prints with the print media kept.
  expect(await page.locator(".toolbar").isVisible()).toBe(false);
  const pdf = await page.pdf({
    path: path.join(PRINT_DIR, `${kind}${query ? "-by-name" : ""}.pdf`),
    format: "A4",
    printBackground: true,
  });
  return pdf;
}

describe("print-outs and forum copy", () => {
  it("renders pairings (by table, by name), standings, slips and cards as PDFs", async () => {
    const byTable = await printToPdf("pairings");
    expect(byTable.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/by table/);
    // 23 players: 11 tables and a bye.
    expect(await page.locator("tbody tr").count()).toBe(12);

    await printToPdf("pairings", "?by=name");
    const names = await page.locator("tbody tr td:first-child").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(23);

    await printToPdf("standings");
    await printToPdf("slips");
    // One slip per game with both players, the Life Force each writes and both signatures; ordered
    // for stack-cutting: 11 tables, 5 a page, 3 pages — slip i of page p is table i·3 + p + 1.
    expect(await page.locator("article.slip").count()).toBe(11);
    expect(await page.locator(".slip").first().locator("tbody tr").count()).toBe(2);
    expect(await page.locator(".slip").first().locator("th").allTextContents()).toEqual([
      "Player",
      "Side",
      "Won",
      "Life Force left",
      "Signature",
    ]);
    const pageTables = async (n: number) =>
      (await page.locator(".slip-page").nth(n).locator(".table-no").allTextContents()).join(",");
    expect(await page.locator(".slip-page").count()).toBe(3);
    expect(await pageTables(0)).toBe("Table 1,Table 4,Table 7,Table 10");
    expect(await pageTables(2)).toBe("Table 3,Table 6,Table 9");

    await printToPdf("cards");
    expect(await page.locator(".card").count()).toBe(23);
    expect(await page.locator(".card img[alt^='QR code of']").count()).toBe(23);
    expect(errors).toEqual([]);
  }, 90_000);

  it("copies pairings for the forum as BBCode and Markdown", async () => {
    await page.emulateMedia({ media: null });
    await page.goto(`${server.url}/events/${encodeURIComponent(eventId)}/manage/print`);
    await openView(page, "Print & forum");
    const text = page.getByLabel("Text to paste");
    await expect
      .poll(() => text.inputValue(), { timeout: 10_000 })
      .toMatch(/^\[b\]Print Shop Open — round 1, game 1 pairings\[\/b\]/);
    expect((await text.inputValue()).split("\n").filter((l) => l.startsWith("Table "))).toHaveLength(11);
    await page.getByLabel("Format").selectOption("markdown");
    await expect
      .poll(() => text.inputValue(), { timeout: 10_000 })
      .toMatch(/\| Table \| Players \| Result \|/);
    expect(errors).toEqual([]);
  }, 60_000);
});
