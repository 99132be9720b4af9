// items 2 and 7 in a real browser: the public page and the projector show pairings by
// name (alphabetical, table, side) and standings, and follow a result reported through the API
// live (SSE), without a reload.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageErrors, launchBrowser, newLaptopPage, screenshot } from "./browser.js";
import {
  axeViolations,
  horizontalOverflow,
  makePairedEvent,
  startPublicServer,
  startTimer,
  type PublicTestServer,
} from "./public-server.js";

let t: PublicTestServer;
let browser: Browser;

const NAMES = [
  "Wedge Antilles",
  "Biggs Darklighter",
  "Mara Jade",
  "Lando Calrissian",
  "Jan Dodonna",
  "Mon Mothma",
  "Leia Organa",
  "Han Solo",
];
// By hand: alphabetical by the name as shown.
const ALPHABETICAL = [
  "Biggs Darklighter",
  "Han Solo",
  "Jan Dodonna",
  "Lando Calrissian",
  "Leia Organa",
  "Mara Jade",
  "Mon Mothma",
  "Wedge Antilles",
];

beforeAll(async () => {
  t = await startPublicServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function projectorPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  return context.newPage();
}

/**
 * The column headers of `table` that break inside a word (a header one letter a line): more lines than
 * words. Their texts with the number of lines.
 */
function headersBrokenInsideWords(page: Page, table: string): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll(${JSON.stringify(`${table} thead th`)})]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
      const words = el.textContent.trim().split(/\\s+/).length;
      return tops.size > words ? el.textContent.trim() + ": " + tops.size + " lines" : "";
    })
    .filter(Boolean)`);
}

/** The clock's lines and how far its digits reach past the box it stands in (0 or less: inside). */
function clockFit(
  page: Page,
  selector: string,
  box: string,
): Promise<{ text: string; lines: number; overflow: number }> {
  return page.evaluate(`(() => {
    const clock = document.querySelector(${JSON.stringify(selector)});
    const range = document.createRange();
    range.selectNodeContents(clock);
    const rects = [...range.getClientRects()].filter((r) => r.width > 1);
    const outer = clock.closest(${JSON.stringify(box)}).getBoundingClientRect();
    return {
      text: clock.textContent,
      lines: new Set(rects.map((r) => Math.round(r.top))).size,
      overflow: Math.max(...rects.map((r) => r.right)) - outer.right,
    };
  })()`);
}

describe("public event page /events/{id}", () => {
  it("lists pairings by name alphabetically with table and side, and follows a reported result live", async () => {
    const event = await makePairedEvent(t, NAMES);
    await startTimer(t, event.id, 60 * 60_000);
    const page = await newLaptopPage(browser);
    const errors = collectPageErrors(page);
    await page.goto(`${t.base}/events/${event.id}`);
    await page.getByRole("heading", { name: "Browser Test Regional" }).waitFor();

    const rows = page.locator("table.pairings-by-name tbody tr");
    await expect(rows.locator("th").allInnerTexts()).resolves.toEqual(ALPHABETICAL);
    // Every player's table and side as the API paired them.
    for (const table of event.tables) {
      for (const seat of table.players) {
        const name = NAMES[Number(seat.id.slice(1)) - 1]!;
        const cells = await rows
          .filter({ has: page.getByRole("rowheader", { name, exact: true }) })
          .locator("td")
          .allInnerTexts();
        expect(cells[0]).toBe(String(table.table));
        // The column is headed Side: "Dark" / "Light" (shortSideLabel).
        expect(cells[1]).toBe(seat.side === "dark" ? "Dark" : "Light");
      }
    }
    await screenshot(page, "public-1-paired");

    // The TD enters a result (it stands at once, R6); the page updates by itself.
    const table = event.tables[0]!;
    const winner = table.players[0]!.id;
    const winnerName = NAMES[Number(winner.slice(1)) - 1]!;
    await t.api("POST", `/api/events/${event.id}/commands`, {
      type: "ReportResult",
      gameId: table.gameId,
      result: { end: "full", winner, lifeForce: 20 },
    });
    const winnerRow = page.locator("table.standings tbody tr", {
      has: page.getByRole("rowheader", { name: winnerName }),
    });
    await winnerRow.getByText("2(+20)").waitFor({ timeout: 10_000 });
    // S1: 20 left → 2(+20) for the winner, who is now first.
    await expect(page.locator("table.standings tbody tr").first().innerText()).resolves.toContain(winnerName);
    await screenshot(page, "public-2-after-result");

    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  it("F5: once the event is finished the public page and the projector show who won, not a round timer", async () => {
    const event = await makePairedEvent(t, NAMES.slice(0, 4), "swccg", "Finished Open");
    await startTimer(t, event.id, 60 * 60_000);
    for (const table of event.tables) {
      const winner = table.players[0]!.id;
      await t.api("POST", `/api/events/${event.id}/commands`, {
        type: "ReportResult",
        gameId: table.gameId,
        result: { end: "full", winner, lifeForce: 10 + table.table },
      });
    }
    await t.api("POST", `/api/events/${event.id}/commands`, { type: "FinishEvent" });
    const standings = await t.api<{ standings: { rank: number; name: string }[] }>(
      "GET",
      `/api/events/${event.id}/standings`,
    );
    const first = standings.standings.find((row) => row.rank === 1)!.name;
    const page = await newLaptopPage(browser);
    await page.goto(`${t.base}/events/${event.id}`);
    const banner = page.getByTestId("finished-banner");
    await banner.waitFor();
    expect(await banner.textContent()).toBe(`The event is finished: ${first} wins.`);
    expect(await page.locator(".timer-clock").count()).toBe(0);
    const projector = await projectorPage();
    await projector.goto(`${t.base}/events/${event.id}/projector`);
    await projector.getByTestId("finished-banner").waitFor();
    expect(await projector.locator(".timer-clock").count()).toBe(0);
    expect(await axeViolations(projector)).toEqual([]);
    await screenshot(projector, "public-finished-projector");
    await projector.goto(`${t.base}/events/${event.id}/projector?view=timer`);
    await projector.getByTestId("finished-banner").waitFor();
    expect(await projector.locator(".timer-clock").count()).toBe(0);
  }, 60_000);

  it("reads on a 360-px phone without sideways scrolling of the page", async () => {
    const event = await makePairedEvent(t, NAMES.slice(0, 4));
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${t.base}/events/${event.id}`);
    await page.locator("table.pairings-by-name").waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // "Table" stood as "Tabl / e" when the side column said "Light Side".
    expect(await headersBrokenInsideWords(page, "table.pairings-by-name")).toEqual([]);
    await screenshot(page, "public-3-phone");
  }, 30_000);

  it("on a 360-px phone no standings header breaks inside a word (an empty 'Decided by' column)", async () => {
    const event = await makePairedEvent(t, NAMES, "yj", "Young Jedi Phone Night");
    const table = event.tables[0]!;
    await t.api("POST", `/api/events/${event.id}/commands`, {
      type: "ReportResult",
      gameId: table.gameId,
      result: { end: "full", winner: table.players[0]!.id, drawDeck: 14 },
    });
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${t.base}/events/${event.id}`);
    await page.locator("table.standings").waitFor();
    await page.getByRole("columnheader", { name: "Decided by" }).waitFor();
    await screenshot(page, "public-5-phone-headers");
    expect(await headersBrokenInsideWords(page, "table.standings")).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  }, 30_000);
});

describe("projector /events/{id}/projector", () => {
  it("shows pairings by name, the timer and the standings, and updates live", async () => {
    const event = await makePairedEvent(t, NAMES);
    await startTimer(t, event.id, 48 * 60_000);
    const page = await projectorPage();
    const errors = collectPageErrors(page);
    await page.goto(`${t.base}/events/${event.id}/projector`);
    await page.getByRole("heading", { name: "Pairings by name" }).waitFor();
    await expect(page.locator(".projector-table tbody th").allInnerTexts()).resolves.toEqual(ALPHABETICAL);
    await page
      .locator(".timer-clock")
      .filter({ hasText: /^4[78]:\d\d$/ })
      .first()
      .waitFor();
    // Readable from the back of the room: names at least 24 px high on a 1080-px screen.
    const fontSize = await page.evaluate<number>(
      "parseFloat(getComputedStyle(document.querySelector('.projector-table tbody th')).fontSize)",
    );
    expect(fontSize).toBeGreaterThanOrEqual(24);
    await screenshot(page, "projector-1-pairings");

    await page.getByRole("button", { name: "Hold this page" }).click();
    await page.getByRole("button", { name: "Next page" }).click();
    await page.getByRole("heading", { name: "Standings" }).waitFor();
    const table = event.tables[1]!;
    const winner = table.players[1]!.id;
    const winnerName = NAMES[Number(winner.slice(1)) - 1]!;
    await t.api("POST", `/api/events/${event.id}/commands`, {
      type: "ReportResult",
      gameId: table.gameId,
      result: { end: "full", winner, lifeForce: 31 },
    });
    const firstRow = page.locator(".projector-table tbody tr").first();
    await firstRow.getByText("2(+31)").waitFor({ timeout: 10_000 });
    await expect(firstRow.innerText()).resolves.toContain(winnerName);
    await screenshot(page, "projector-2-standings");

    await page.getByRole("button", { name: "Timer only" }).click();
    await page.locator(".timer-full .timer-clock").waitFor();
    await screenshot(page, "projector-3-timer");
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  it("R4: on a 1366-px laptop's projector a 90-minute clock stands on one line, inside its pane and on the full screen", async () => {
    const event = await makePairedEvent(t, NAMES.slice(0, 4));
    await startTimer(t, event.id, 90 * 60_000);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${t.base}/events/${event.id}/projector`);
    await page
      .locator(".projector-timer-pane .timer-clock")
      .filter({ hasText: /^1:29:\d\d$/ })
      .waitFor();
    const pane = await clockFit(page, ".projector-timer-pane .timer-clock", ".projector-timer-pane");
    expect(pane.lines).toBe(1);
    expect(pane.overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "projector-5-laptop-90-minutes");
    await page.getByRole("button", { name: "Timer only" }).click();
    await page
      .locator(".timer-full .timer-clock")
      .filter({ hasText: /^1:29:\d\d$/ })
      .waitFor();
    const full = await clockFit(page, ".timer-full .timer-clock", ".timer-full");
    expect(full.lines).toBe(1);
    expect(full.overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "projector-6-laptop-timer-only");
    await context.close();
  }, 60_000);
});

describe("the event's format and final on the public pages", () => {
  it("R12/R4: a sealed event shows its format with its deck-building, game and final times", async () => {
    const { id } = await t.api<{ id: string }>("POST", "/api/events", {
      format: "handsdown-results",
      version: 1,
      event: {
        name: "Sealed Browser Test",
        date: "2026-11-21",
        game: "swccg",
        rules: "swccg-pc-2.3.6",
        type: "sealed",
        options: { format: "epp-overdrive" },
      },
      players: NAMES.slice(0, 4).map((name, i) => ({ id: `p${i + 1}`, name })),
      games: [],
    });
    const page = await newLaptopPage(browser);
    const errors = collectPageErrors(page);
    await page.goto(`${t.base}/events/${id}`);
    // By hand from SW-PC EPP Overdrive: 15 minutes to build, 15-minute games; F3: 1.5 × 15.
    await expect(page.getByTestId("event-timings").textContent()).resolves.toBe(
      "EPP Overdrive — deck building 15 min · games 15 min · final 22.5 min",
    );
    expect(errors).toEqual([]);
  }, 40_000);

  it("E2: On the Edge's final round is headed Final on the public page and the projector", async () => {
    const { id } = await t.api<{ id: string }>("POST", "/api/events", {
      format: "handsdown-results",
      version: 1,
      event: { name: "Edge Browser Test", date: "2026-11-21", game: "ote", type: "ote", seed: "ote-browser" },
      players: NAMES.slice(0, 7).map((name, i) => ({ id: `p${i + 1}`, name })),
      games: [],
    });
    let round = 0;
    for (let n = 0; n < 40; n++) {
      await t.api("POST", `/api/events/${id}/commands`, { type: "PairNextGame" });
      const pairing = await t.api<{
        round: number;
        final: boolean;
        pairings: { gameId: number; stage: string; advancing?: number; players: { id: string }[] }[];
      }>("GET", `/api/events/${id}/pairings`);
      round = pairing.round;
      if (pairing.final) break;
      for (const group of pairing.pairings) {
        const ids = group.players.map((p) => p.id);
        const result =
          group.stage === "ote-playoff"
            ? { advanced: ids.slice(0, group.advancing ?? 1) }
            : {
                winner: ids[0],
                influence: Object.fromEntries(ids.map((p, i) => [p, i === 0 ? 16 : 12 - 3 * i])),
              };
        await t.api("POST", `/api/events/${id}/commands`, {
          type: "ReportResult",
          gameId: group.gameId,
          result,
        });
      }
    }
    const page = await newLaptopPage(browser);
    const errors = collectPageErrors(page);
    await page.goto(`${t.base}/events/${id}`);
    await page.getByRole("heading", { name: `Pairings — Final — round ${round}` }).waitFor();
    const projector = await projectorPage();
    await projector.goto(`${t.base}/events/${id}/projector`);
    await expect(projector.locator(".projector-round").textContent()).resolves.toBe(`Final — round ${round}`);
    await screenshot(projector, "projector-4-ote-final");
    expect(errors).toEqual([]);
  }, 60_000);
});
