// A whole 9-player Star Trek (First Edition, Decipher 6.99) event through the TD
// console — one-deck Swiss with a bye every game (odd count), results from the keyboard, one whole
// game reported and accepted from the players' phones (R6), a correction showing what it changed
// in the standings, the change log keeping it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot } from "./browser.js";
import {
  closeConsoleSession,
  openConsoleSession,
  type ConsoleServer,
  type ConsoleSession,
} from "./console-server.js";
import { axeViolations } from "./public-server.js";
import {
  acceptOnPhone,
  checkAccessibility,
  createEvent,
  enterPoints,
  expectDone,
  openPhone,
  openView,
  pairNext,
  readPlayerLinks,
  readTables,
  registerFromCsv,
  reportFromPhone,
  signIn,
  type PhoneReport,
  type TableInfo,
} from "./console-driver.js";

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

let session: ConsoleSession;
let server: ConsoleServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  session = await openConsoleSession();
  ({ server, page, errors } = session);
}, 60_000);

afterAll(() => closeConsoleSession(session));

const PLAYERS = [
  ["Kira", "Nerys", "1970-01-10"],
  ["Julian", "Bashir", "1971-02-11"],
  ["Jadzia", "Dax", "1972-03-12"],
  ["Miles", "OBrien", "1973-04-13"],
  ["Odo", "Constable", "1974-05-14"],
  ["Quark", "Ferengi", "1975-06-15"],
  ["Rom", "Ferengi", "1976-07-16"],
  ["Nog", "Ferengi", "1977-08-17"],
  ["Elim", "Garak", "1978-09-18"],
];

/** R4/R5 from the console: start with the format's length, pause, survive a reload, extra time. */
async function runTimer(): Promise<void> {
  await openView(page, "Timer");
  await page.getByLabel("Game length (minutes)").fill("50");
  // The button names the game it times (R4: the timer follows the game).
  await page.getByRole("button", { name: /^Start Round 1 game 1$/ }).click();
  await expectDone(page, "Timer started: 50 minutes");
  const clock = page.locator(".timer-clock");
  await poll(() => clock.textContent()).toMatch(/^(49|50):\d\d$/);
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expectDone(page, "Timer paused");
  await poll(() => page.locator(".timer-status").first().textContent()).toMatch(/Paused/);
  await page.reload();
  await poll(() => page.locator(".timer-status").first().textContent()).toMatch(/Paused/);
  await page.getByLabel("Extra time for one table").selectOption({ index: 1 });
  await page.getByLabel("Minutes", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Give extra time" }).click();
  await expectDone(page, "Table 1: 5 extra minute(s)");
  await page.getByRole("button", { name: "Resume", exact: true }).click();
  await expectDone(page, "Timer resumed");
  expect(await checkAccessibility(page)).toEqual([]);
  await screenshot(page, "st-00-timer");
}

/**
 * One whole game from the players' 360-px phones (R6): at each table one player reports — a
 * deck-out, a win by a card's effect, a full win, a time result — and the opponent accepts in two taps.
 * Scores by hand from T2/T3/O4 (points over 100 count as 100, T2).
 */
const PHONE_REPORTS: readonly { reporter: 0 | 1; report: (opponent: string) => PhoneReport }[] = [
  {
    reporter: 0, // T3: both draw decks ran out, 80 to 20 → modified win 1(+60)
    report: (opponent) => ({
      ending: /Both draw decks ran out/,
      numbers: [
        ["You: Points", 80],
        [`${opponent}: Points`, 20],
      ],
      preview: `You 1(+60) · ${opponent} 0(-60)`,
      screenshot: "st-10-phone-deck-out-preview",
    }),
  },
  {
    // O5: the opponent won by a card's effect → a full win for him. (A concession is the TD's to
    // enter, not the phone's: docs/guide/player.md.)
    reporter: 1,
    report: (opponent) => ({
      ending: /A card's effect won the game/,
      pick: `${opponent} won`,
      numbers: [
        ["You: Points", 30],
        [`${opponent}: Points`, 40],
      ],
      preview: new RegExp(`^You 0\\(-\\d+\\) · ${opponent} 2\\(\\+\\d+\\)$`),
      screenshot: "st-11-phone-gameplay-preview",
    }),
  },
  {
    reporter: 0, // T2: 120 to 65 → 2(+35)
    report: (opponent) => ({
      ending: /reached the points to win/,
      numbers: [
        ["You: Points", 120],
        [`${opponent}: Points`, 65],
      ],
      preview: `You 2(+35) · ${opponent} 0(-35)`,
    }),
  },
  {
    reporter: 1, // T3: time, 30 to 40 → the opponent's modified win 1(+10)
    report: (opponent) => ({
      ending: /Time was called/,
      numbers: [
        ["You: Points", 30],
        [`${opponent}: Points`, 40],
      ],
      preview: `You 0(-10) · ${opponent} 1(+10)`,
    }),
  },
];

async function playFromPhones(tables: readonly TableInfo[], bye: string): Promise<void> {
  const links = await readPlayerLinks(page);
  const phoneErrors: string[] = [];
  for (const [i, table] of tables.entries()) {
    const { reporter, report } = PHONE_REPORTS[i]!;
    const reporterName = table.players[reporter]!;
    const acceptorName = table.players[1 - reporter]!;
    const a = await openPhone(session.browser, links.get(reporterName)!);
    const b = await openPhone(session.browser, links.get(acceptorName)!);
    phoneErrors.push(...a.errors, ...b.errors);
    await reportFromPhone(a.page, report(acceptorName));
    await b.page.getByText(`${reporterName} reported`).waitFor();
    if (i === 0) {
      await screenshot(a.page, "st-12-phone-waiting");
      await screenshot(b.page, "st-13-phone-to-accept");
      expect(await axeViolations(a.page)).toEqual([]);
      expect(await axeViolations(b.page)).toEqual([]);
    }
    await acceptOnPhone(b.page, true);
    // The reporter's phone follows live (SSE): the result stands there too.
    await a.page.getByText("The result stands").waitFor({ timeout: 10_000 });
    if (i === 1) {
      await screenshot(a.page, "st-14-phone-stands");
      expect(await axeViolations(a.page)).toEqual([]);
    }
    await a.page.context().close();
    await b.page.context().close();
  }
  // The player with the bye sees it on his phone.
  const byePhone = await openPhone(session.browser, links.get(bye)!);
  await byePhone.page.getByText(/You have a bye this game/).waitFor();
  await screenshot(byePhone.page, "st-15-phone-bye");
  await byePhone.page.context().close();
  expect([...phoneErrors, ...byePhone.errors]).toEqual([]);

  // The TD sees every table in, nothing waiting for an accept.
  await openView(page, "Results");
  await poll(() => page.locator("#playing-title").textContent()).toBe("Still playing (0)");
  await poll(() => page.locator("#waiting-title").textContent()).toMatch(/\(0\)$/);
}

describe("a 9-player Star Trek event with byes and a correction", () => {
  it("runs from creation to final standings", async () => {
    await signIn(page, server.url);
    await createEvent(page, {
      name: "Deep Space Nine Open",
      game: "stccg1e",
      rules: "stccg-decipher-6.99",
      type: "constructed",
      players: 9,
      games: 3,
    });
    await registerFromCsv(
      page,
      `firstName,lastName,birthDate\n${PLAYERS.map((p) => p.join(",")).join("\n")}\n`,
      9,
    );

    const byes: string[] = [];
    for (let game = 1; game <= 3; game++) {
      await pairNext(page);
      const bye = (await page.getByText(/^Bye: /).textContent())!.replace("Bye: ", "");
      byes.push(bye);
      const tables = await readTables(page);
      expect(tables).toHaveLength(4);
      if (game === 1) await runTimer();
      if (game === 2) {
        // R6: this whole game is reported and accepted from the players' phones.
        await playFromPhones(tables, bye);
        continue;
      }
      await openView(page, "Results");
      // The first seat wins 120 to 65 (T2: 2(+35)) at every table.
      for (const t of tables) await enterPoints(page, t.table, [120, 65]);
      if (game === 1) {
        expect(await checkAccessibility(page)).toEqual([]);
        await screenshot(page, "st-01-results");
      }
    }
    // Nobody gets a second bye while another player has none (docs/rules.md byes).
    expect(new Set(byes).size).toBe(3);

    // Correct game 1, table 1: the second seat won 100 to 40 after all (T2: 2(+60)/0(-60)).
    await openView(page, "Results");
    const correct = page.getByRole("button", { name: /Correct… round 1 game 1 table 1$/ });
    await correct.click();
    const form = page.locator("form.result-form");
    // R6: the correction opens on the result as it stands (full, 120 to 65): only what was wrong
    // is changed.
    const ending = form.getByLabel("How the game ended");
    expect(await ending.inputValue()).toBe("full");
    const points = form.getByLabel(/^Points: /);
    expect([await points.nth(0).inputValue(), await points.nth(1).inputValue()]).toEqual(["120", "65"]);
    // T9: the TD's form offers the quit Decipher's guide scores — who quit and the X he sets.
    expect(await ending.locator("option").allTextContents()).toContain("Quit — T9");
    await ending.selectOption("quit");
    await form.getByLabel("Who quit").waitFor();
    await form.getByLabel("Differential X (set by the TD)").waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, "st-02-quit-form");
    await page.setViewportSize({ width: 1280, height: 800 });
    await ending.selectOption("full");
    await points.nth(0).fill("40");
    await points.nth(1).fill("100");
    await form.getByLabel("Reason for the correction").fill("slip had the scores swapped");
    await form.getByRole("button", { name: "Correct the result" }).click();
    await expectDone(page, "Result corrected");
    const changes = page.getByTestId("standings-changes");
    await changes.waitFor();
    // Both players of that game moved: 120-65 → 40-100 is a 115-point swing for each.
    expect(await changes.locator("li").count()).toBeGreaterThanOrEqual(2);
    // T1/T2 by hand: 100 − 40 → the second seat 2(+60), the first 0(-60).
    const firstGame = page
      .locator("section", { has: page.getByRole("heading", { name: "Results in (correct any)" }) })
      .locator("tbody tr")
      .first();
    expect(await firstGame.locator("td").nth(4).textContent()).toBe("2(+60) / 0(-60)");
    await screenshot(page, "st-02-correction");

    await openView(page, "Standings");
    const rows = page.getByRole("table", { name: "Standings" }).locator("tbody tr");
    await poll(() => rows.count()).toBe(9);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "st-03-standings");

    await openView(page, "Change log");
    await poll(() => page.getByText(/slip had the scores swapped/).count()).toBe(1);
    expect(errors).toEqual([]);
  }, 240_000);
});
