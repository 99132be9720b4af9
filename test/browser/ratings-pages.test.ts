// item 4 in a real browser: the leaderboard per pool and a player's history with the
// rating chart, on a 360-px phone, from a season rated by the ratings API (L1–L5).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageErrors, launchBrowser, newPhonePage, screenshot } from "./browser.js";
import {
  axeViolations,
  horizontalOverflow,
  startPublicServer,
  type PublicTestServer,
} from "./public-server.js";

let t: PublicTestServer;
let browser: Browser;

const player = (id: string) => ({ id, name: `Player ${id}` });
const game = (round: number, table: number, a: string, b: string, result: object) => ({
  round,
  game: 1,
  table,
  players: [{ id: a }, { id: b }],
  result,
});
// A sanctioned Star Trek event (K 16). By hand (L1–L4), everyone starts at 1500:
//  round 1  A beats B (full):  EW 0.5, PA 16 × 0.5 = 8 → A 1508; B is below 1600: no loss, 1500
//           C beats D (deck-out, a modified win): half of 8 → C 1504; D no loss, 1500
//  round 2  A 1508 beats C 1504: EW 1/(1+10^(-4/400)) = 0.506, PA 16 × 0.494 = 7.9 → 8 → A 1516; C 1504
//           B 1500 beats D 1500: +8 → B 1508; D 1500
const SEASON = [
  {
    format: "handsdown-results",
    version: 1,
    event: { name: "Store League", date: "2026-01-10", game: "stccg1e", sanctioned: true },
    players: ["A", "B", "C", "D"].map(player),
    games: [
      game(1, 1, "A", "B", { end: "full", points: { A: 100, B: 40 } }),
      game(1, 2, "C", "D", { end: "deck-out", points: { C: 60, D: 20 } }),
      game(2, 1, "A", "C", { end: "full", points: { A: 100, C: 40 } }),
      game(2, 2, "B", "D", { end: "full", points: { B: 100, D: 40 } }),
    ],
  },
  // R1 ids (docs/rules.md: "John Brown, 11/2/60 → `johnbrown110260`"), which the public pages
  // show as opaque ids (docs/server.md "Audiences").
  {
    format: "handsdown-results",
    version: 1,
    event: { name: "Sealed Night", date: "2026-01-17", game: "stccg1e", type: "sealed", sanctioned: true },
    players: [
      { id: "johnbrown110260", name: "John Brown" },
      { id: "janedoe031585", name: "Jane Doe" },
    ],
    games: [
      game(1, 1, "johnbrown110260", "janedoe031585", {
        end: "full",
        points: { johnbrown110260: 100, janedoe031585: 40 },
      }),
    ],
  },
];

beforeAll(async () => {
  t = await startPublicServer({ ratingsFiles: SEASON });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe("ratings pages on a phone", () => {
  it("/ratings: the leaderboard of the pool, best first, with links to each player", async () => {
    const page = await newPhonePage(browser);
    const errors = collectPageErrors(page);
    await page.goto(`${t.base}/ratings`);
    await page.locator("table.leaderboard tbody tr").first().waitFor();
    const rows = await page.locator("table.leaderboard tbody tr").allInnerTexts();
    expect(rows.map((r) => r.split("\t").map((c) => c.trim()))).toEqual([
      ["1", "Player A", "1516", "2"],
      ["2", "Player B", "1508", "2"],
      ["3", "Player C", "1504", "2"],
      ["4", "Player D", "1500", "2"],
    ]);
    await expect(page.locator("caption").innerText()).resolves.toContain("Star Trek CCG 1E — constructed");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "ratings-1-leaderboard");
    await page.getByRole("link", { name: "Player A" }).click();
    await page.getByRole("heading", { name: "Player A", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/ratings/players/A");
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }, 45_000);

  it("/ratings/players/{id}: every rated game with opponent, change and why, and the chart", async () => {
    const page = await newPhonePage(browser);
    const errors = collectPageErrors(page);
    await page.goto(`${t.base}/ratings/players/A`);
    await page.locator(".rating-history li").first().waitFor();
    const opponents = await page.locator(".rating-history .rh-main a").allInnerTexts();
    expect(opponents).toEqual(["Player C", "Player B"]); // newest first
    const changes = await page.locator(".rating-history .rh-change.up").allInnerTexts();
    expect(changes).toEqual(["+8", "+8"]);
    await expect(page.locator("h2").first().innerText()).resolves.toContain("1516");
    // uPlot draws into a canvas, loaded only on this page.
    await page.locator(".rating-chart canvas").waitFor();
    await expect(page.locator(".rating-history .why").first().innerText()).resolves.toMatch(/K 16/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "ratings-2-player");
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }, 45_000);

  it("a player whose id spells a birth date: an opaque id in the links and the address, never the R1 id", async () => {
    const page = await newPhonePage(browser);
    const errors = collectPageErrors(page);
    await page.goto(`${t.base}/ratings/stccg1e/sealed`);
    await page.getByRole("link", { name: "John Brown" }).click();
    await page.locator(".rating-history li").first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/ratings\/players\/p-[A-Za-z0-9_-]{16}$/);
    await expect(page.locator(".rating-history .rh-main a").allInnerTexts()).resolves.toEqual(["Jane Doe"]);
    const opponent = await page.locator(".rating-history .rh-main a").getAttribute("href");
    expect(opponent).toMatch(/^\/ratings\/players\/p-/);
    expect(await page.content()).not.toMatch(/110260|031585/);
    expect(errors).toEqual([]);
  }, 45_000);

  it("an unknown player says so", async () => {
    const page = await newPhonePage(browser);
    await page.goto(`${t.base}/ratings/players/nobody`);
    await expect(page.getByRole("alert").innerText()).resolves.toContain("nobody");
  }, 30_000);
});
