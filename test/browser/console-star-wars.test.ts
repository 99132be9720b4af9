// A whole 8-player Star Wars constructed event through the TD console — creation,
// registration (keyboard and CSV), check-in, two rounds of two games (A: allegiance rounds), a
// drop (R2), the Final Confrontation (F1) and the final standings (F5: its winner first).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { collectPageErrors, newPhonePage, screenshot } from "./browser.js";
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
  enterFullWin,
  expectDone,
  openView,
  pairNext,
  readPlayerLinks,
  readTables,
  signIn,
} from "./console-driver.js";

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

let session: ConsoleSession;
let server: ConsoleServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  session = await openConsoleSession();
  ({ server, browser, page, errors } = session);
}, 60_000);

afterAll(() => closeConsoleSession(session));

async function playGame(skipTables: readonly number[] = []): Promise<void> {
  const tables = await readTables(page);
  await openView(page, "Results");
  for (const t of tables)
    if (!skipTables.includes(t.table)) await enterFullWin(page, t.table, 0, 10 + t.table);
  await expect(page.getByRole("heading", { name: "Still playing (0)" })).toBeTruthy();
}

describe("an 8-player Star Wars constructed event, driven through the console", () => {
  it("runs from sign-in to the Final Confrontation's standings", async () => {
    await page.goto(`${server.url}/`);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "sw-01-sign-in");
    await signIn(page, server.url);

    await page.getByRole("link", { name: "New event" }).click();
    // R3 as the TD types (SW-PC constructed: 8 players are enough; 4 games planned).
    await page.getByLabel("Players you expect").fill("8");
    await page.getByLabel(/Games you plan/).fill("4");
    await poll(() => page.getByTestId("minimums").textContent()).toMatch(/Can be sanctioned/);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "sw-02-new-event");
    await page.goto(`${server.url}/`);
    const id = await createEvent(page, {
      name: "Store Championship <b>",
      game: "swccg",
      type: "constructed",
      players: 8,
      games: 4,
    });
    expect(id).toBeTruthy();
    // User text is inert: the name shows as typed, no <b> element is made.
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Store Championship <b>");
    // The settings that can still change: the date moved.
    await page.getByRole("button", { name: "edit the settings" }).click();
    await page.getByLabel("Date", { exact: true }).fill("2026-05-09");
    await page.getByRole("button", { name: "Save the settings" }).click();
    await expectDone(page, "Event settings saved");
    await poll(() => page.locator(".manage-head p.muted").first().textContent()).toMatch(
      /^2026-05-09 · Star Wars CCG/,
    );

    // Four from the keyboard, with the R1 ID shown as the TD types.
    await page.getByLabel("First name").fill("Anna");
    await page.getByLabel("Last name").fill("Smith");
    await page.getByLabel("Birth date").fill("1960-11-02");
    await poll(() => page.getByTestId("id-preview").textContent()).toBe("R1 ID: annasmith110260");
    await page.getByLabel("First name").fill("");
    await page.getByLabel("Last name").fill("");
    await page.getByLabel("Birth date").fill("");
    await addPlayerByKeyboard(page, "Anna", "Smith", "1960-11-02");
    await addPlayerByKeyboard(page, "Ben", "Jones", "1985-03-14");
    await addPlayerByKeyboard(page, "Carla", "Diaz", "1990-07-01");
    await addPlayerByKeyboard(page, "Dev", "Patel", "1979-12-24");
    // A misspelled name corrected before game 1: the R1 ID follows it; then the no-show is
    // removed entirely (R2), not "dropped" on standings and cards for ever.
    await addPlayerByKeyboard(page, "Zed", "Olsn", "1991-04-04");
    await page.getByRole("button", { name: "Correct… Zed Olsn" }).click();
    await page.getByLabel("Corrected last name").fill("Olsen");
    await poll(() => page.getByTestId("correct-id-note").textContent()).toMatch(
      /zedolsn040491 becomes zedolsen040491\. Ratings follow the ID/,
    );
    await screenshot(page, "sw-02b-correct-name");
    await page.getByRole("button", { name: "Save the correction" }).click();
    await expectDone(page, "Zed Olsn corrected; new ID zedolsen040491");
    await poll(() => page.getByRole("cell", { name: "zedolsen040491" }).count()).toBe(1);
    await page.getByRole("button", { name: "Remove / drop… Zed Olsen" }).click();
    await page.getByRole("button", { name: "Remove (no-show, before game 1)" }).click();
    await expectDone(page, "Zed Olsen removed (no-show)");
    await poll(() => page.getByRole("cell", { name: "Zed Olsen" }).count()).toBe(0);
    // R1: a French file's 01/02/1980 is previewed day first (1 February → 020180), the order and
    // why said, with the choice of the other (2 January → 010280); then replaced by the real file.
    const preview = page.getByRole("table", { name: "CSV preview" });
    await page.getByLabel("…or paste it here").fill("Prénom;Nom;Date de naissance\nJean;Dupont;01/02/1980\n");
    await poll(() => preview.getByRole("cell", { name: "jeandupont020180" }).count()).toBe(1);
    expect(await page.getByTestId("csv-date-order").textContent()).toContain(
      "Birth dates read day/month/year (line 2: 01/02/1980 is 1 February 1980) because the header is French (R1).",
    );
    await page.getByLabel("Birth date order").selectOption("mdy");
    await poll(() => preview.getByRole("cell", { name: "jeandupont010280" }).count()).toBe(1);
    // Four from a CSV file, one row wrong first (per-row error), then fixed: ISO dates, no choice.
    await page
      .getByLabel("…or paste it here")
      .fill(
        "firstName,lastName,birthDate\nEva,Novak,1989-02-29\nFinn,Olsen,1992-05-05\nGita,Rao,1995-09-09\nHugo,Berg,1983-01-17\n",
      );
    await poll(() => page.getByTestId("csv-date-order").count()).toBe(0);
    await poll(() => preview.locator("tbody tr.bad").count()).toBe(1);
    expect(await preview.locator("tbody tr.bad td").last().textContent()).toMatch(/birthDate: .*\(R1\)/);
    await page
      .getByLabel("…or paste it here")
      .fill(
        "firstName,lastName,birthDate\nEva,Novak,1988-02-28\nFinn,Olsen,1992-05-05\nGita,Rao,1995-09-09\nHugo,Berg,1983-01-17\n",
      );
    await page.getByRole("button", { name: "Register 4 players" }).click();
    await expectDone(page, "4 of 4 players from the file registered");
    await page.getByRole("button", { name: /Check in all 8 waiting/ }).click();
    await expectDone(page, "8 players checked in");
    await poll(() => page.getByRole("heading", { name: /Players \(8; 8 checked in\)/ }).count()).toBe(1);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "sw-03-players");

    // Round 1: two games (allegiance rounds), every result from the keyboard.
    await pairNext(page);
    expect(await page.getByRole("heading", { name: /Why this pairing/ }).count()).toBe(1);
    await screenshot(page, "sw-04-pairing");
    // Table 1 reports from two 360-px phones (R6): one reports, the console shows the report
    // waiting, the opponent accepts in two taps, the result stands.
    const [first] = await readTables(page);
    const links = await readPlayerLinks(page);
    // The test server listens on 127.0.0.1 only: the console says no phone can open these links.
    expect(
      await page
        .getByRole("alert")
        .filter({ hasText: /only this computer can open/ })
        .count(),
    ).toBe(1);
    await screenshot(page, "sw-04b-player-links");
    const [winner, loser] = first!.players as [string, string];
    const phoneA = await newPhonePage(browser);
    const phoneB = await newPhonePage(browser);
    const phoneErrors = [...collectPageErrors(phoneA), ...collectPageErrors(phoneB)];
    await phoneA.goto(links.get(winner)!);
    await phoneA.getByRole("button", { name: /Life Force depleted/ }).click();
    await phoneA.getByRole("button", { name: "I won" }).click();
    await phoneA.getByRole("spinbutton", { name: /Cards left in the winner's Life Force/ }).fill("11");
    await phoneA.getByRole("button", { name: "Send to my opponent" }).click();
    await phoneA.getByText(`Waiting for ${loser} to accept`).waitFor();
    await openView(page, "Results");
    await page.getByRole("heading", { name: /waiting for the opponent's accept \(R6\) \(1\)/ }).waitFor();
    expect(await page.getByText(`waiting for ${loser} to accept (R6)`).count()).toBe(1);
    await screenshot(page, "sw-04c-waiting-for-accept");
    await phoneB.goto(links.get(loser)!);
    await phoneB.getByRole("button", { name: "Accept this result" }).click();
    await phoneB.getByRole("button", { name: /Yes, it is right/ }).click();
    await phoneB.getByText("The result stands").waitFor();
    await screenshot(phoneB, "sw-04d-phone-stands");
    await page.getByRole("heading", { name: /waiting for the opponent's accept \(R6\) \(0\)/ }).waitFor();
    expect(phoneErrors).toEqual([]);
    await playGame([first!.table]);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "sw-05-results");
    await pairNext(page);
    await playGame();

    // A drop between rounds, with a reason (R2).
    await openView(page, "Players");
    await page.getByRole("button", { name: "Drop / DQ… Hugo Berg" }).click();
    await page.getByLabel("Reason (needed to disqualify)").fill("had to leave");
    await page.getByRole("button", { name: "Drop", exact: true }).click();
    await expectDone(page, "Hugo Berg dropped");

    // Deck checks between games (R7): a failure is recorded with the core's S7 penalty, read
    // from the server's deck-checks answer (not from the change log's wording), and that player
    // is drawn again at the next check ("failed a check before").
    await openView(page, "Deck checks");
    const toCheck = page.getByRole("table", { name: "Decks to check" }).locator("tbody tr");
    await poll(() => toCheck.count()).toBeGreaterThan(1);
    const drawn = await toCheck.locator("td:first-child").allTextContents();
    const checked = drawn[0]!;
    await page.getByRole("button", { name: `Failed ${checked}` }).click();
    await expectDone(page, `${checked}: deck check failed (S7 applied)`);
    // The list stays as drawn (R7: one draw per check point); the checked row shows its outcome.
    await poll(() => toCheck.filter({ hasText: checked }).textContent()).toMatch(/Checked: failed/);
    expect(await toCheck.locator("td:first-child").allTextContents()).toEqual(drawn);
    expect(await page.getByRole("button", { name: `Failed ${checked}` }).count()).toBe(0);
    const recorded = page.getByRole("table", { name: "Deck checks recorded" }).locator("tbody tr");
    await poll(() => recorded.filter({ hasText: checked }).locator("td").nth(1).textContent()).toBe(
      "Failed: too many cards",
    );
    // R7's draw is a minimum: the TD checks a player the draw did not pick, on suspicion.
    const extra = page.getByLabel("Check another player");
    const candidates = (await extra.locator("option").allTextContents()).filter((t) => t !== "—");
    expect(candidates).not.toContain(checked);
    expect(candidates.some((name) => drawn.includes(name))).toBe(false);
    await extra.selectOption({ label: candidates[0]! });
    await page.getByRole("button", { name: "Add to the list" }).click();
    await page.getByRole("button", { name: `Passed ${candidates[0]!}` }).click();
    await expectDone(page, `${candidates[0]!}: deck check passed`);
    await poll(() => toCheck.filter({ hasText: candidates[0]! }).textContent()).toMatch(
      /chosen by the TD.*Checked: passed/,
    );
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "sw-05b-deck-checks");

    // Round 2 with 7 players: a bye each game.
    await pairNext(page);
    expect(await page.getByText(/^Bye: /).count()).toBe(1);
    await openView(page, "Deck checks");
    await poll(() =>
      page
        .getByRole("table", { name: "Decks to check" })
        .locator("tbody tr")
        .filter({ hasText: checked })
        .textContent(),
    ).toMatch(/failed a check before/);
    await openView(page, "Pairing");
    await playGame();
    await pairNext(page);
    await playGame();

    // The Final Confrontation: the second seat wins it, and is first in the final standings (F5).
    await pairNext(page, "Pair the Final Confrontation (F1/F3)");
    const [final] = await readTables(page);
    expect(final!.players).toHaveLength(2);
    // F1: game 1 of the Final Confrontation is paired without sides; the public page says that
    // the higher seed chooses instead of leaving the Side column blank.
    const audience = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const audienceErrors = collectPageErrors(audience);
    await audience.goto(`${server.url}/events/${encodeURIComponent(id)}`);
    await poll(() => audience.getByTestId("final-sides").textContent()).toBe(
      `Sides: ${final!.players[0]}, the higher seed, chooses Dark or Light for this game; ${final!.players[1]} plays the other side (F1).`,
    );
    await screenshot(audience, "sw-05c-public-final");
    // A player out of the final is told it is on, who plays it and his place — not "ask the TD".
    const outOfFinal = [...links.keys()].find(
      (name) => !final!.players.includes(name) && name !== "Hugo Berg",
    )!;
    await phoneA.goto(links.get(outOfFinal)!);
    await poll(() => phoneA.locator(".card").first().textContent()).toMatch(
      new RegExp(
        `The Final Confrontation is on: ${final!.players[0]} and ${final!.players[1]} play it\\. You are not in it — you finished in \\d+(st|nd|rd|th) place`,
      ),
    );
    await screenshot(phoneA, "sw-05d-phone-out-of-final");
    // F1: the TD records the higher seed's choice on the Pairing tab; the sides then show in the
    // console's table and on the public page, whose "chooses" note goes away.
    await openView(page, "Pairing");
    await page.getByRole("button", { name: "Light Side" }).click();
    const fcRow = page.getByRole("table", { name: "Tables" }).locator("tbody tr").first();
    await poll(() => fcRow.locator("td").nth(1).textContent()).toBe(
      `${final!.players[0]} Light vs ${final!.players[1]} Dark`,
    );
    await poll(() => audience.getByTestId("final-sides").count()).toBe(0);
    expect(audienceErrors).toEqual([]);
    await audience.close();
    await openView(page, "Results");
    await enterFullWin(page, final!.table, 1, 20);
    // Every result in can be corrected: the console names each game by the server's gameId.
    // By hand: round 1, 2 games × 4 tables; round 2 (7 players), 2 games × 3 tables (the byes
    // are not played games); the FC game 1 → 15 games, each with its Correct… button.
    const resultRows = page.locator("table").filter({ hasText: "Correct…" }).locator("tbody tr");
    const correctButtons = page.getByRole("button", { name: /^Correct…/ });
    await poll(async () => [await resultRows.count(), await correctButtons.count()]).toEqual([15, 15]);

    await openView(page, "Standings");
    const rows = page.getByRole("table", { name: "Standings" }).locator("tbody tr");
    await poll(() => rows.count()).toBe(8);
    expect(await rows.first().locator("td").nth(1).textContent()).toBe(final!.players[1]);
    expect(await rows.nth(1).locator("td").nth(1).textContent()).toBe(final!.players[0]);
    const hugo = rows.filter({ hasText: "Hugo Berg" });
    expect(await hugo.locator("td").last().textContent()).toBe("dropped");
    // Why is #1 above #2.
    await page.getByLabel("Player", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("and", { exact: true }).selectOption({ index: 2 });
    expect(await page.getByTestId("why").textContent()).toMatch(/is above/);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "sw-06-standings");

    // Finishing (F5): a banner with the winner on the console and the public page, and the
    // results file downloaded from both.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Finish the event" }).click();
    await poll(() => page.getByTestId("finished-banner").textContent()).toMatch(
      new RegExp(`finished: ${final!.players[1]} wins`),
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "download the results file" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Store-Championship-b.json");
    const downloaded = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      format: string;
      players: { id: string }[];
    };
    expect(downloaded.format).toBe("handsdown-results");
    expect(downloaded.players.map((p) => p.id)).not.toContain("zedolsen040491");
    await screenshot(page, "sw-06b-finished");
    const publicPage = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await publicPage.goto(`${server.url}/events/${encodeURIComponent(id)}`);
    await poll(() => publicPage.getByTestId("finished-banner").textContent()).toMatch(/finished: .* wins/);
    expect(
      await publicPage.getByRole("link", { name: "Download the results file" }).getAttribute("href"),
    ).toBe(`/api/events/${encodeURIComponent(id)}`);
    await screenshot(publicPage, "sw-06c-public-finished");
    await publicPage.close();

    // Change log: who did what.
    await openView(page, "Change log");
    await poll(() =>
      page.getByText(/dropped hugoberg011783: had to leave|dropped Hugo Berg: had to leave/).count(),
    ).toBe(1);
    await screenshot(page, "sw-07-audit");

    expect(errors).toEqual([]);
  }, 240_000);

  it("keeps the sealed format picked on /new (R12) and shows its times (R4) in the head, the timer and the draft page", async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole("link", { name: "New event" }).click();
    await page.getByLabel("Event name").fill("Sealed Night");
    await page.getByLabel("Type", { exact: true }).selectOption("sealed");
    await page.getByLabel("Sealed format (R12)").selectOption("epp-overdrive");
    await page.getByLabel("Players you expect").fill("8");
    await page.getByRole("button", { name: "Create event" }).click();
    await page.waitForURL(/\/events\/[^/]+\/manage/);
    // By hand from SW-PC EPP Overdrive: 15 minutes to build, 15-minute games; F3: 1.5 × 15.
    await poll(() => page.getByTestId("event-timings").textContent()).toBe(
      "EPP Overdrive — deck building 15 min · games 15 min · final 22.5 min",
    );
    await openView(page, "Timer");
    await page.getByRole("button", { name: "Start deck building (15 minutes)" }).waitFor();
    await expect(page.getByLabel("Game length (minutes)").inputValue()).resolves.toBe("15");
    await openView(page, "Draft & sealed");
    await expect(page.getByLabel("Format", { exact: true }).inputValue()).resolves.toBe("epp-overdrive");
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "sw-08-sealed-format");
    expect(errors).toEqual([]);

    // /new on a 360-px phone: the long rule-profile and tiebreak options used to widen the page.
    const phone = await newPhonePage(browser);
    await signIn(phone, server.url);
    await phone.goto(`${server.url}/new`);
    await phone.getByLabel("Type", { exact: true }).selectOption("sealed");
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      360,
    );
    await screenshot(phone, "sw-09-new-event-phone");
    await phone.close();
  }, 60_000);
});
