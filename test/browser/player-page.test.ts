// item 6 in a real browser: two players on 360-px phones; one reports the result
// (R6), the other accepts it in two taps; the result then stands for the API too.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageErrors, launchBrowser, newPhonePage, screenshot } from "./browser.js";
import {
  axeViolations,
  makePairedEvent,
  startPublicServer,
  startTimer,
  WEB_ROOT,
  type PublicTestServer,
} from "./public-server.js";

/** Buttons, inputs and links smaller than 44 × 44 px (WCAG 2.5.5's touch target), by name. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll("button, input, select, a, [role=tab]")]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => ({ r: el.getBoundingClientRect(), name: el.getAttribute("aria-label") || el.textContent.trim() || el.id }))
    .filter(({ r }) => r.height < 44 || r.width < 44)
    .map(({ r, name }) => name + " " + Math.round(r.width) + "x" + Math.round(r.height))`);
}

/**
 * How far the page is wider than the 360-px phone. A mobile page zooms out to fit what overflows
 * (its window grows with it), so the width is compared with the phone's, not with the window's.
 */
function widerThanPhone(page: Page): Promise<number> {
  return page.evaluate<number>("document.documentElement.scrollWidth - 360");
}

let t: PublicTestServer;
let browser: Browser;

beforeAll(async () => {
  t = await startPublicServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe("player page /play/{token} on a 360-px phone", () => {
  it("R6: one player reports a full win, the opponent accepts in two taps, the result stands", async () => {
    const event = await makePairedEvent(t, ["Luke Skywalker", "Darth Vader", "Han Solo", "Boba Fett"]);
    await startTimer(t, event.id, 60 * 60_000); // R4: constructed, 60 minutes
    const table = event.tables[0]!;
    const [a, b] = table.players as [{ id: string; side?: string }, { id: string; side?: string }];
    const nameOf = new Map([...event.ids].map(([name, id]) => [id, name]));

    const phoneA = await newPhonePage(browser);
    const errorsA = collectPageErrors(phoneA);
    await phoneA.goto(event.links.get(a.id)!);
    await phoneA.getByText(`Table ${table.table}`, { exact: false }).first().waitFor();
    // Table, opponent and side as the pairing gave them.
    await expect(phoneA.locator(".seat").innerText()).resolves.toContain(nameOf.get(b.id)!);
    const sideWord = a.side === "dark" ? "Dark Side" : "Light Side";
    await expect(phoneA.locator(".my-side").innerText()).resolves.toContain(sideWord);
    await expect(phoneA.locator(".timer-clock").innerText()).resolves.toMatch(/^(1:00:00|59:\d\d)$/); // h:mm:ss from an hour up
    await screenshot(phoneA, "player-1-table");
    expect(await smallTargets(phoneA)).toEqual([]);

    // Report: how it ended, who won, the Life Force, send (S1: 15 left → 2(+15) / 0(-15)).
    await phoneA.getByRole("button", { name: /Life Force depleted/ }).click();
    // The second tap: who won — checked like every other state.
    await phoneA.getByRole("button", { name: "I won" }).waitFor();
    await screenshot(phoneA, "player-1b-who-won");
    expect(await axeViolations(phoneA)).toEqual([]);
    expect(await smallTargets(phoneA)).toEqual([]);
    await phoneA.getByRole("button", { name: "I won" }).click();
    await phoneA.getByRole("spinbutton", { name: /Cards left in the winner's Life Force/ }).fill("15");
    await expect(phoneA.locator(".score-line").innerText()).resolves.toBe(
      `You 2(+15) · ${nameOf.get(b.id)} 0(-15)`,
    );
    await screenshot(phoneA, "player-2-report-preview");
    expect(await smallTargets(phoneA)).toEqual([]);
    expect(await axeViolations(phoneA)).toEqual([]); // the report form open
    await phoneA.getByRole("button", { name: "Send to my opponent" }).click();
    await phoneA.getByText(`Waiting for ${nameOf.get(b.id)} to accept`).waitFor();
    await screenshot(phoneA, "player-3-waiting");
    expect(await smallTargets(phoneA)).toEqual([]);
    expect(await axeViolations(phoneA)).toEqual([]); // waiting for the accept

    // Before the accept the result does not stand (R6).
    const before = await t.api<{ pairings: { gameId: number; isStanding: boolean }[] }>(
      "GET",
      `/api/events/${event.id}/pairings`,
    );
    expect(before.pairings.find((p) => p.gameId === table.gameId)!.isStanding).toBe(false);

    const phoneB = await newPhonePage(browser);
    const errorsB = collectPageErrors(phoneB);
    await phoneB.goto(event.links.get(b.id)!);
    await phoneB.getByText(`${nameOf.get(a.id)} reported`).waitFor();
    await expect(phoneB.locator(".score-line").innerText()).resolves.toBe(
      `You 0(-15) · ${nameOf.get(a.id)} 2(+15)`,
    );
    await screenshot(phoneB, "player-4-to-accept");
    expect(await smallTargets(phoneB)).toEqual([]);
    expect(await axeViolations(phoneB)).toEqual([]); // a report to accept
    // Two taps.
    await phoneB.getByRole("button", { name: "Accept this result" }).click();
    await phoneB.getByRole("button", { name: /Yes, it is right/ }).click();
    await phoneB.getByText("The result stands").waitFor();
    await screenshot(phoneB, "player-5-stands");
    expect(await smallTargets(phoneB)).toEqual([]);

    // The reporter's phone follows live (SSE), without a reload.
    await phoneA.getByText("The result stands").waitFor({ timeout: 10_000 });

    const after = await t.api<{ pairings: { gameId: number; isStanding: boolean }[] }>(
      "GET",
      `/api/events/${event.id}/pairings`,
    );
    expect(after.pairings.find((p) => p.gameId === table.gameId)!.isStanding).toBe(true);
    const standings = await t.api<{ standings: { id: string; vp: number; diff: number }[] }>(
      "GET",
      `/api/events/${event.id}/standings`,
    );
    expect(standings.standings.find((s) => s.id === a.id)).toMatchObject({ vp: 2, diff: 15 });
    expect(standings.standings.find((s) => s.id === b.id)).toMatchObject({ vp: 0, diff: -15 });

    // History and standings tabs.
    await phoneB.getByRole("tab", { name: "History" }).click();
    await expect(phoneB.locator(".history").innerText()).resolves.toContain(
      `You 0(-15) · ${nameOf.get(a.id)} 2(+15)`,
    );
    await screenshot(phoneB, "player-6a-history");
    expect(await widerThanPhone(phoneB)).toBeLessThanOrEqual(0);
    await phoneB.getByRole("tab", { name: "Standings" }).click();
    await expect(phoneB.locator("tr.is-me").innerText()).resolves.toContain("0(-15)");
    await screenshot(phoneB, "player-6-standings");
    // The standings table scrolls inside its box; the page itself does not.
    expect(await widerThanPhone(phoneB)).toBeLessThanOrEqual(0);
    await phoneB.getByRole("tab", { name: "Pairings" }).click();
    await expect(phoneB.locator("tr.is-me").innerText()).resolves.toContain(nameOf.get(a.id)!);
    await screenshot(phoneB, "player-6c-pairings");
    expect(await widerThanPhone(phoneB)).toBeLessThanOrEqual(0);
    expect(await axeViolations(phoneB)).toEqual([]); // the pairings tab

    // Nothing wider than the phone: no sideways scrolling of the page.
    const overflow = await widerThanPhone(phoneA);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
    expect(await axeViolations(phoneA)).toEqual([]);
    expect(await axeViolations(phoneB)).toEqual([]);
  }, 60_000);

  it("S3/S4 from the phone: an undecided time result is refused beside its field; a true tie with the toss is sent", async () => {
    const event = await makePairedEvent(t, [
      "Leia Organa",
      "Lando Calrissian",
      "Mara Jade",
      "Wedge Antilles",
    ]);
    const table = event.tables[1]!;
    const [me, other] = table.players.map((s) => s.id) as [string, string];
    const nameOf = new Map([...event.ids].map(([name, id]) => [id, name]));
    const phone = await newPhonePage(browser);
    const errors = collectPageErrors(phone);
    await phone.goto(event.links.get(me)!);

    // Every ending a Star Wars player may report is offered (the shared description, R6); a quit
    // is the TD's (S6: he sets X and drops the quitter).
    for (const label of [/Life Force depleted/, /Time was called/, /True tie at time/])
      await phone.getByRole("button", { name: label }).waitFor();
    await expect(phone.getByRole("button", { name: /quit/i }).count()).resolves.toBe(0);
    await screenshot(phone, "player-7-endings");
    expect(await axeViolations(phone)).toEqual([]);
    expect(await smallTargets(phone)).toEqual([]);

    // S3: equal Life Force at time is not a win: the core's words stand beside the field.
    await phone.getByRole("button", { name: /Time was called/ }).click();
    // The focus moves on to the first thing to fill in, not lost to the page.
    await expect
      .poll(() =>
        phone
          .getByRole("spinbutton", { name: "You: Life Force" })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await phone.getByRole("spinbutton", { name: "You: Life Force" }).fill("5");
    await phone.getByRole("spinbutton", { name: `${nameOf.get(other)}: Life Force` }).fill("5");
    const fieldError = phone.locator(`#r-lifeForce-${me}-error`);
    await expect(fieldError.innerText()).resolves.toMatch(/true tie.*\(S4\)/);
    // The form's words, not the result's JSON: "report it as “true tie” with Lost Pile, hand or toss".
    await expect(fieldError.innerText()).resolves.not.toMatch(/[{}]|"end"|lostPile/);
    await expect(
      phone.getByRole("spinbutton", { name: "You: Life Force" }).getAttribute("aria-describedby"),
    ).resolves.toContain(`r-lifeForce-${me}-error`);
    await expect(phone.getByRole("button", { name: "Send to my opponent" }).isDisabled()).resolves.toBe(true);
    await screenshot(phone, "player-8-refused-beside-field");
    expect(await axeViolations(phone)).toEqual([]);

    // S4: the true tie — equal lost pile and hand, so the toss decides; the − / + buttons count.
    await phone.getByRole("button", { name: "Back" }).click();
    await phone.getByRole("button", { name: /True tie at time/ }).click();
    for (const who of ["You", nameOf.get(other)!]) {
      await phone.getByRole("spinbutton", { name: `${who}: Lost Pile` }).fill("4");
      for (let i = 0; i < 2; i++)
        await phone.getByRole("button", { name: `${who}: Cards in hand: one more` }).click();
    }
    await expect(phone.getByRole("spinbutton", { name: "You: Cards in hand" }).inputValue()).resolves.toBe(
      "2",
    );
    await expect(phone.getByRole("alert").innerText()).resolves.toMatch(/toss/);
    await phone.getByRole("group", { name: /toss/ }).getByRole("button", { name: "Me" }).click();
    await expect(phone.locator(".score-line").innerText()).resolves.toMatch(/^You \d/);
    await screenshot(phone, "player-9-tie-preview");
    await phone.getByRole("button", { name: "Send to my opponent" }).click();
    await phone.getByText(`Waiting for ${nameOf.get(other)} to accept`).waitFor();
    const pairings = await t.api<{ pairings: { gameId: number; result?: unknown }[] }>(
      "GET",
      `/api/events/${event.id}/pairings`,
    );
    expect(pairings.pairings.find((p) => p.gameId === table.gameId)!.result).toEqual({
      end: "tie",
      lostPile: { [me]: 4, [other]: 4 },
      hand: { [me]: 2, [other]: 2 },
      toss: me,
    });
    expect(await widerThanPhone(phone)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it("T2 from the phone: equal points ask for the winner beside the points, then the score shows", async () => {
    const event = await makePairedEvent(
      t,
      ["Benjamin Sisko", "Kai Winn", "Gul Dukat", "Worf Mogh"],
      "stccg1e",
    );
    const table = event.tables[0]!;
    const [me, other] = table.players.map((s) => s.id) as [string, string];
    const nameOf = new Map([...event.ids].map(([name, id]) => [id, name]));
    const phone = await newPhonePage(browser);
    const errors = collectPageErrors(phone);
    await phone.goto(event.links.get(me)!);
    // Every ending a Star Trek player may report (R6); a concession, external means (O4) and a
    // forfeit (T6) are rulings the TD enters.
    for (const label of [
      /reached the points to win/,
      /Both draw decks ran out/,
      /Time was called/,
      /card's effect won/,
    ])
      await phone.getByRole("button", { name: label }).waitFor();
    await expect(phone.getByRole("button", { name: /conceded|forfeited/ }).count()).resolves.toBe(0);
    await phone.getByRole("button", { name: /reached the points to win/ }).click();
    // The points usually say who won: no winner to pick…
    await expect(phone.getByRole("group", { name: /Winner/ }).count()).resolves.toBe(0);
    await phone.getByRole("spinbutton", { name: "You: Points" }).fill("100");
    await phone.getByRole("spinbutton", { name: `${nameOf.get(other)}: Points` }).fill("100");
    // …but equal points in a full game need one (T9), and the core's words say so beside the pick.
    const pick = phone.getByRole("group", { name: /Winner/ });
    await expect(pick.locator(".field-error").innerText()).resolves.toMatch(/name the winner.*\(T9\)/);
    await screenshot(phone, "player-10-st-equal-points");
    expect(await axeViolations(phone)).toEqual([]);
    await pick.getByRole("button", { name: "Me" }).click();
    // T9 (by hand, as the core's own example): the named winner of equal points 2(+1), the other 0(-1).
    await expect(phone.locator(".score-line").innerText()).resolves.toBe(
      `You 2(+1) · ${nameOf.get(other)} 0(-1)`,
    );
    await phone.getByRole("button", { name: "Send to my opponent" }).click();
    await phone.getByText(`Waiting for ${nameOf.get(other)} to accept`).waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it("Y2 from the phone (Young Jedi): a timed game reported and accepted on two phones stands 1(+12) / 0(-12)", async () => {
    const event = await makePairedEvent(t, ["Padme Amidala", "Darth Maul", "Mace Windu", "Jango Fett"], "yj");
    const table = event.tables[0]!;
    const [me, other] = table.players.map((s) => s.id) as [string, string];
    const nameOf = new Map([...event.ids].map(([name, id]) => [id, name]));
    const phone = await newPhonePage(browser);
    const errors = collectPageErrors(phone);
    await phone.goto(event.links.get(me)!);
    // Every ending a Young Jedi player may report (R6): Y1, Y2, Y3.
    for (const label of [/Draw Deck depleted or second planetary victory/, /Time was called/, /True tie/])
      await phone.getByRole("button", { name: label }).waitFor();
    await phone.getByRole("button", { name: /Time was called/ }).click();
    // Y2 by hand: one planetary victory each, so the Draw Deck decides: 12 against 7 → the
    // reporter wins, modified, 1(+12); the other 0(-12).
    await phone.getByRole("spinbutton", { name: "You: Planetary victories" }).fill("1");
    await phone.getByRole("spinbutton", { name: `${nameOf.get(other)}: Planetary victories` }).fill("1");
    await phone.getByRole("spinbutton", { name: "You: Draw Deck" }).fill("12");
    await phone.getByRole("spinbutton", { name: `${nameOf.get(other)}: Draw Deck` }).fill("7");
    await expect(phone.locator(".score-line").innerText()).resolves.toBe(
      `You 1(+12) · ${nameOf.get(other)} 0(-12)`,
    );
    await screenshot(phone, "player-11-yj-time");
    expect(await axeViolations(phone)).toEqual([]);
    expect(await smallTargets(phone)).toEqual([]);
    expect(await widerThanPhone(phone)).toBeLessThanOrEqual(0);
    await phone.getByRole("button", { name: "Send to my opponent" }).click();
    await phone.getByText(`Waiting for ${nameOf.get(other)} to accept`).waitFor();

    const phoneB = await newPhonePage(browser);
    const errorsB = collectPageErrors(phoneB);
    await phoneB.goto(event.links.get(other)!);
    await expect(phoneB.locator(".score-line").innerText()).resolves.toBe(
      `You 0(-12) · ${nameOf.get(me)} 1(+12)`,
    );
    await phoneB.getByRole("button", { name: "Accept this result" }).click();
    await phoneB.getByRole("button", { name: /Yes, it is right/ }).click();
    await phoneB.getByText("The result stands").waitFor();
    const standings = await t.api<{ standings: { id: string; vp: number; diff: number }[] }>(
      "GET",
      `/api/events/${event.id}/standings`,
    );
    expect(standings.standings.find((s) => s.id === me)).toMatchObject({ vp: 1, diff: 12 });
    expect(standings.standings.find((s) => s.id === other)).toMatchObject({ vp: 0, diff: -12 });
    expect(errors).toEqual([]);
    expect(errorsB).toEqual([]);
  }, 60_000);

  it("R6: a report the server refuses shows the server's words (the TD entered the result first)", async () => {
    const event = await makePairedEvent(t, ["Poe Dameron", "Kylo Ren", "Rey Skywalker", "Finn Storm"]);
    const table = event.tables[0]!;
    const [me, other] = table.players.map((s) => s.id) as [string, string];
    const phone = await newPhonePage(browser);
    // Venue wifi: the live stream never gets through, so the page cannot know the TD was quicker.
    await phone.route("**/live", () => undefined);
    await phone.goto(event.links.get(me)!);
    await phone.getByRole("button", { name: /Life Force depleted/ }).click();
    await phone.getByRole("button", { name: "I won" }).click();
    await phone.getByRole("spinbutton", { name: /Cards left in the winner's Life Force/ }).fill("10");
    await t.api("POST", `/api/events/${event.id}/commands`, {
      type: "ReportResult",
      gameId: table.gameId,
      result: { end: "full", winner: other, lifeForce: 4 },
    });
    await phone.getByRole("button", { name: "Send to my opponent" }).click();
    await expect(phone.getByRole("alert").innerText()).resolves.toMatch(
      /^Table \d+ (\(round \d+ game \d+\) )?already has a result.*\(R6\)$/,
    );
    await screenshot(phone, "player-11-server-refused");
  }, 60_000);

  it("a 275-character event name wraps on the phone page and the public pages: nothing is wider than the phone", async () => {
    const longName = `${"Corellian".repeat(20)} Open ${"x".repeat(89)}`;
    expect(longName.length).toBe(275);
    const event = await makePairedEvent(t, ["Leia Organa", "Han Solo"], "swccg", longName);
    const phone = await newPhonePage(browser);
    const errors = collectPageErrors(phone);
    await phone.goto([...event.links.values()][0]!);
    await phone.getByRole("heading", { name: /Round 1, game 1/ }).waitFor();
    expect(await widerThanPhone(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, "player-long-event-name");
    for (const path of ["", "/projector"]) {
      await phone.goto(`${t.base}/events/${encodeURIComponent(event.id)}${path}`);
      await phone.getByText(longName.slice(0, 20)).first().waitFor();
      expect(await widerThanPhone(phone), path || "public page").toBeLessThanOrEqual(0);
    }
    await screenshot(phone, "public-long-event-name");
    expect(errors).toEqual([]);
  }, 60_000);

  it("an unknown link says so in words, not a blank page", async () => {
    const phone = await newPhonePage(browser);
    await phone.goto(`${t.base}/play/not-a-real-token`);
    await expect(phone.getByRole("alert").innerText()).resolves.toMatch(/unknown/);
  });
});

describe("player entry weight (JS under 100 KB gzipped)", () => {
  it("every script the player page loads, gzipped, is under 100 KB", () => {
    const html = readFileSync(path.join(WEB_ROOT, "player/index.html"), "utf8");
    const seen = new Set<string>();
    const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const code = readFileSync(path.join(WEB_ROOT, "assets", name), "utf8");
      // static and dynamic imports between chunks
      for (const m of code.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) queue.push(m[1]!);
    }
    const gzipped = [...seen].reduce(
      (sum, name) => sum + gzipSync(readFileSync(path.join(WEB_ROOT, "assets", name))).length,
      0,
    );
    expect(seen.size).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(100 * 1024);
    // no console code in the player's bundle
    expect([...seen].some((name) => name.startsWith("console"))).toBe(false);
  });
});
