// A whole 7-player On the Edge event through the TD console — rounds of groups in
// the active and inactive sets (E2), results with every player's Influence (E1) — the first round
// from the players' phones (R6) —, until the final of three (M-rules), then places for everyone.
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
  enterOteGame,
  openPhone,
  openView,
  readPlayerLinks,
  readTables,
  registerFromCsv,
  reportFromPhone,
  signIn,
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

const NAMES = ["Ada Vance", "Bo Quill", "Cy Marsh", "Di Reyes", "Ed Kovac", "Flo Grant", "Gus Holt"];

/**
 * One whole round from the players' 360-px phones: at each table the winner reports everyone's
 * final Influence (E1), and every other player of the table accepts — R6 (the core's isStanding):
 * a player's report stands once EVERY player of the game accepted it, not just one opponent.
 */
async function playRoundFromPhones(tables: readonly TableInfo[]): Promise<void> {
  const links = await readPlayerLinks(page);
  const phoneErrors: string[] = [];
  for (const [i, table] of tables.entries()) {
    const [winner, ...others] = table.players as [string, ...string[]];
    const reporter = await openPhone(session.browser, links.get(winner)!);
    phoneErrors.push(...reporter.errors);
    await reportFromPhone(reporter.page, {
      pick: "I won",
      numbers: [
        ["You: Influence", 16],
        ...others.map((name, seat) => [`${name}: Influence`, 9 - 3 * seat] as const),
      ],
      preview: /^You \d+ VP \(16 IP\)\n/,
      ...(i === 0 && { screenshot: "ote-10-phone-report-preview" }),
    });
    if (i === 0) await screenshot(reporter.page, "ote-11-phone-waiting");
    for (const [n, name] of others.entries()) {
      const phone = await openPhone(session.browser, links.get(name)!);
      phoneErrors.push(...phone.errors);
      await phone.page.getByText(`${winner} reported`).waitFor();
      if (i === 0 && n === 0) {
        await screenshot(phone.page, "ote-12-phone-to-accept");
        expect(await axeViolations(phone.page)).toEqual([]);
      }
      const isLast = n === others.length - 1;
      await acceptOnPhone(phone.page, isLast);
      // Before the last accept the result does not stand: the reporter still waits for the rest.
      if (!isLast) await reporter.page.getByText(/Waiting for .* to accept/).waitFor();
      if (i === 0 && isLast) {
        await screenshot(phone.page, "ote-13-phone-stands");
        expect(await axeViolations(phone.page)).toEqual([]);
      }
      await phone.page.context().close();
    }
    await reporter.page.getByText("The result stands").waitFor({ timeout: 10_000 });
    await reporter.page.context().close();
  }
  expect(phoneErrors).toEqual([]);
  await openView(page, "Results");
  await poll(() => page.locator("#playing-title").textContent()).toBe("Still playing (0)");
  await poll(() => page.locator("#waiting-title").textContent()).toMatch(/\(0\)$/);
}

describe("a 7-player On the Edge event to final places", () => {
  it("pairs rounds until the final and shows every player's place", async () => {
    await signIn(page, server.url);
    // On the Edge shows only what applies to it: no Star Wars tiebreaks (K7), no Championship
    // Level (R10), no Swiss games before a Final Confrontation.
    await page.getByRole("link", { name: "New event" }).click();
    await page.getByLabel("Game", { exact: true }).selectOption("ote");
    for (const label of [/Tiebreaks/, /Championship\s+Level/, /Games you plan/])
      expect(await page.getByLabel(label).count()).toBe(0);
    await screenshot(page, "ote-00-new-event");
    await page.goto(`${server.url}/`);
    await createEvent(page, { name: "Hotel Pandora Open", game: "ote", players: 7 });
    // …and no Prizes (R10) or Draft & sealed (R11/R12) tabs.
    const tabs = await page
      .getByRole("navigation", { name: "Event views" })
      .getByRole("link")
      .allTextContents();
    expect(tabs).not.toContain("Prizes");
    expect(tabs).not.toContain("Draft & sealed");
    await registerFromCsv(page, `id,name\n${NAMES.map((n, i) => `p${i + 1},${n}`).join("\n")}\n`, 7);

    // Pair and play until the core says the final has been played (M8), or the pairing is the final.
    let sawFinal = false;
    for (let round = 1; round <= 12 && !sawFinal; round++) {
      await openView(page, "Pairing");
      const roundHeading = page.getByRole("heading", { name: /^Round \d+, game \d+/ });
      const headingBefore = (await roundHeading.count()) > 0 ? await roundHeading.textContent() : null;
      await page.getByRole("button", { name: "Pair the next game" }).click();
      // The status line may still read "Next game paired" from the round before: wait for the
      // answer to this click — a new round's heading, or the core's word that the event is over.
      await poll(async () => {
        const status = (await page.getByRole("status").first().textContent()) ?? "";
        if (/tournament is over/.test(status)) return "over";
        const heading = (await roundHeading.count()) > 0 ? await roundHeading.textContent() : null;
        return status === "Next game paired" && heading !== headingBefore ? "paired" : "waiting";
      }).not.toBe("waiting");
      const status = (await page.getByRole("status").first().textContent()) ?? "";
      if (/tournament is over/.test(status)) {
        sawFinal = true;
        break;
      }
      const heading = (await page.getByRole("heading", { name: /^Round \d+, game \d+/ }).textContent()) ?? "";
      sawFinal = heading.includes("final");
      const tables = await readTables(page);
      if (round === 1) await screenshot(page, "ote-01-pairing");
      if (round === 1) {
        // R6: the first round is reported from the group winners' phones, accepted by the others.
        await playRoundFromPhones(tables);
        continue;
      }
      await openView(page, "Results");
      for (const t of tables) await enterOteGame(page, t.table, t.players.length);
    }
    expect(sawFinal).toBe(true);

    await openView(page, "Standings");
    await page.getByRole("heading", { name: "Standings (final)" }).waitFor();
    const rows = page.getByRole("table", { name: "Standings" }).locator("tbody tr");
    await poll(() => rows.count()).toBe(7);
    const places = (await rows.locator("td:first-child").allTextContents()).map(Number);
    expect(places[0]).toBe(1);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "ote-02-standings");

    // Usable on a phone: at 360 px the page does not scroll sideways (wide tables scroll inside).
    await page.setViewportSize({ width: 360, height: 740 });
    for (const view of ["Standings", "Results", "Players"]) {
      await openView(page, view);
      await screenshot(page, `ote-03-phone-${view.toLowerCase()}`);
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth",
      );
      expect(overflow, `${view} at 360 px`).toBeLessThanOrEqual(0);
    }
    // Pairing once more after the final is refused by the core (M8, a 422 the page shows in words);
    // the browser logs that refused request itself — it is not a page error.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
  }, 240_000);
});
