// A whole 7-player On the Edge event (ote-1.2) in Chromium, as a TD runs it from the console at
// desk size and the players from their 360-px phones: round 1 in groups of 4 and 3 (M1, M2), one
// group reported from the winner's phone and accepted by the two others (R6), the other entered by
// the TD with every player's Influence (E1); two players advance, so round 2 is the final of three
// (M6) with the inactive player of the best Tournament Score re-admitted (E3), while the inactive
// set plays on (M7); then places (M8), finish (F5) and the results file. Every value is worked
// out by hand from docs/rules.md §1.6 and §2.6; the event's seed is fixed, so M2's groups are
// the same every run.
import { describe, expect, it } from "vitest";
import { screenshot } from "./browser.js";
import {
  acceptOnPhone,
  createEvent,
  enterInfluence,
  openView,
  openTable,
  readPlayerLinks,
  readTables,
  registerFromCsv,
  reportFromPhone,
  signIn,
  wrappedLabels,
} from "./console-driver.js";
import { wholeEvent } from "./whole-event-kit.js";

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

const kit = wholeEvent();
const { expectAccessible } = kit;

const CSV = `firstName,lastName,birthDate
Ada,Vance,1980-01-01
Bo,Quill,1981-02-02
Cy,Marsh,1982-03-03
Di,Reyes,1983-04-04
Ed,Kovac,1984-05-05
Flo,Grant,1985-06-06
Gus,Holt,1986-07-07
`;
const [ADA, BO, CY, DI, ED, FLO, GUS] = [
  "Ada Vance",
  "Bo Quill",
  "Cy Marsh",
  "Di Reyes",
  "Ed Kovac",
  "Flo Grant",
  "Gus Holt",
] as const;

/** Pairs the next round from the Pairing view and waits for its heading. */
async function pairRound(heading: string): Promise<void> {
  const { page } = kit;
  await openView(page, "Pairing");
  await page.getByRole("button", { name: "Pair the next game" }).click();
  await page.getByRole("heading", { name: heading, exact: true }).waitFor();
  await page.getByRole("table", { name: "Tables" }).waitFor();
}

/** The Standings table as rows of the named columns. */
async function readStandings(columns: readonly string[]): Promise<string[][]> {
  const { page } = kit;
  await openView(page, "Standings");
  const table = page.getByRole("table", { name: "Standings" });
  const rows = table.locator("tbody tr");
  await poll(() => rows.count()).toBe(7);
  const headers = (await table.locator("thead th").allTextContents()).map((h) => h.trim());
  const at = columns.map((c) => {
    const i = headers.indexOf(c);
    if (i < 0) throw new Error(`no column ${c} in ${headers.join(", ")}`);
    return i;
  });
  const out: string[][] = [];
  for (const row of await rows.all()) {
    const cells = await row.locator("td").allTextContents();
    out.push(at.map((i) => cells[i]!.trim()));
  }
  return out;
}

describe("a 7-player On the Edge event, start to finish", () => {
  it("plays round 1 and the final with the inactive set, from the desk and from phones, to places", async () => {
    const { page, session } = kit;
    await signIn(page, session.server.url);
    await expectAccessible(page, "Your events");
    await page.getByRole("link", { name: "New event" }).click();
    await page.getByLabel("Game", { exact: true }).selectOption("ote");
    await expectAccessible(page, "New event, On the Edge");
    await page.getByRole("link", { name: "Your events" }).click();
    await createEvent(page, {
      name: "Hotel Pandora Night",
      game: "ote",
      players: 7,
      fixed: { seed: "ote-night", date: "2026-11-28" },
    });
    await registerFromCsv(page, CSV, 7);
    await expectAccessible(page, "Players, everyone checked in");

    // ---- Round 1. M1: 7 players → one group of 4 and one of 3; M2: everyone active, at random
    // (the seed's shuffle).
    await pairRound("Round 1, game 1");
    expect(await readTables(page)).toEqual([
      { table: 1, players: [GUS, BO, CY, FLO] },
      { table: 2, players: [ADA, ED, DI] },
    ]);
    await expectAccessible(page, "Pairing, round 1");
    await screenshot(page, "whole-ote-01-round-1");

    // Table 2 from the phones (R6): Di won at 16 Influence (E4), Ada and Ed ended on 9 each.
    // E2, active set: the winner 8 VP; Ada and Ed tied for second, 2 VP each.
    const links = await readPlayerLinks(page);
    await expectAccessible(page, "Player links");
    const reporter = await kit.openPhone(links.get(DI)!);
    await expectAccessible(reporter.page, "phone: my table", true);
    await reportFromPhone(reporter.page, {
      pick: "I won",
      numbers: [
        ["You: Influence", 16],
        [`${ADA}: Influence`, 9],
        [`${ED}: Influence`, 9],
      ],
      preview: `You 8 VP (16 IP)\n${ADA} 2 VP (9 IP)\n${ED} 2 VP (9 IP)`,
      screenshot: "whole-ote-02-phone-report",
    });
    await expectAccessible(reporter.page, "phone: waiting for the accepts", true);
    for (const [name, isLast] of [
      [ADA, false],
      [ED, true],
    ] as const) {
      const phone = await kit.openPhone(links.get(name)!);
      await phone.page.getByText(`${DI} reported`).waitFor();
      if (!isLast) {
        await expectAccessible(phone.page, "phone: a report to accept", true);
        await screenshot(phone.page, "whole-ote-03-phone-to-accept");
      }
      // R6: the report stands once every player of the game accepted it, not the first.
      await acceptOnPhone(phone.page, isLast);
      if (isLast) await expectAccessible(phone.page, "phone: the result stands", true);
      await kit.closePhone(phone);
    }
    await reporter.page.getByText("The result stands").waitFor({ timeout: 10_000 });
    await screenshot(reporter.page, "whole-ote-04-phone-stands");
    await kit.closePhone(reporter);

    // Table 1 from the desk (E1): Bo won at 16; Gus 10, Cy 7, Flo -2 (Influence may be negative).
    // E2, active set: Bo 8, Gus second 4, Cy and Flo further behind 0.
    await openView(page, "Results");
    await enterInfluence(page, 1, BO, [
      [GUS, 10],
      [BO, 16],
      [CY, 7],
      [FLO, -2],
    ]);
    await expectAccessible(page, "Results, round 1 in");
    await screenshot(page, "whole-ote-05-results-round-1");

    // ---- Round 2. M4: Bo and Di won, they stay active; everyone else is inactive. Two active
    // players advanced (≤ 3), so this round is the final of three (M6), its third place filled by
    // the inactive player with the greatest Tournament Score (E3: IP / 2 + VP):
    //   Gus 10/2 + 4 = 9; Ada 9/2 + 2 = 6.5; Ed 9/2 + 2 = 6.5; Cy 7/2 + 0 = 3.5; Flo -2/2 + 0 = -1.
    // M7: the other four inactive players play one group of 4, ranked by VP then IP (M5): Ada and
    // Ed 2/9 (tied: the seed orders them), Cy 0/7, Flo 0/-2.
    await pairRound("Round 2, game 1 — the final (E2)");
    expect(await readTables(page)).toEqual([
      { table: 1, players: [BO, DI, GUS] },
      { table: 2, players: [ED, ADA, CY, FLO] },
    ]);
    const why = page.locator("section", { has: page.getByRole("heading", { name: "Why this pairing" }) });
    await poll(() => why.textContent()).toContain("re-admitted Gus Holt with Tournament Score 9");
    await expectAccessible(page, "Pairing, the final");
    await screenshot(page, "whole-ote-06-final");

    await openView(page, "Results");
    await openTable(page, 1);
    await expectAccessible(page, "Results, the final's form");
    await page.keyboard.press("Escape");
    // The final, from Gus's phone (R6): Gus won at 16, Di 12, Bo 5. E2 keyed on the player: Gus
    // was re-admitted (he lost in round 1), so he scores the inactive scale's win, 4 VP, not the
    // active set's 8; Di second on the active scale 4 VP; Bo behind, 0. The phone's preview, its
    // "result stands" card and its History say so, with the reason.
    const gus = await kit.openPhone(links.get(GUS)!);
    const FINAL_LINE = `You 4 VP (16 IP)\n${BO} 0 VP (5 IP)\n${DI} 4 VP (12 IP)`;
    const WHY = `${GUS} won 16 IP → 4 VP (inactive scale: re-admitted, lost in round 1)`;
    await reportFromPhone(gus.page, {
      pick: "I won",
      numbers: [
        ["You: Influence", 16],
        [`${BO}: Influence`, 5],
        [`${DI}: Influence`, 12],
      ],
      preview: FINAL_LINE,
      screenshot: "whole-ote-06b-phone-final",
    });
    for (const [name, isLast] of [
      [DI, false],
      [BO, true],
    ] as const) {
      const phone = await kit.openPhone(links.get(name)!);
      await phone.page.getByText(`${GUS} reported`).waitFor();
      await acceptOnPhone(phone.page, isLast);
      await kit.closePhone(phone);
    }
    const stands = gus.page.locator("section.result-standing");
    await stands.waitFor({ timeout: 10_000 });
    expect(await stands.locator(".score-line").innerText()).toBe(FINAL_LINE);
    expect(await stands.innerText()).toContain(WHY);
    await expectAccessible(gus.page, "phone: the final stands", true);
    await screenshot(gus.page, "whole-ote-06c-phone-final-stands");
    await gus.page.getByRole("tab", { name: "History" }).click();
    const history = gus.page.locator(".history-item");
    await poll(() => history.count()).toBe(2);
    // Newest first: the final (the others in seat order), then round 1 (Gus second behind Bo, 4 VP on the active scale).
    expect(await history.first().innerText()).toContain(
      `You 4 VP (16 IP) · ${BO} 0 VP (5 IP) · ${DI} 4 VP (12 IP)`,
    );
    expect(await history.nth(1).innerText()).toContain(`You 4 VP (10 IP) · ${BO} 8 VP (16 IP)`);
    await screenshot(gus.page, "whole-ote-06d-phone-history");
    await kit.closePhone(gus);
    await openView(page, "Results");
    // The inactive game: Cy won at 16 (4 VP), Flo second 11 (2 VP), Ada 8 and Ed 3 behind (0).
    await enterInfluence(page, 2, CY, [
      [ED, 3],
      [ADA, 8],
      [CY, 16],
      [FLO, 11],
    ]);
    // Every game's VP as the core scored it, seat by seat (no differential in On the Edge, E2);
    // the re-admitted Gus's win in the final is the inactive scale's 4.
    const resultRows = page
      .locator("section", { has: page.getByRole("heading", { name: "Results in (correct any)" }) })
      .locator("tbody tr");
    await poll(() => resultRows.count()).toBe(4);
    expect(await resultRows.locator("td:nth-child(5)").allTextContents()).toEqual([
      "4 VP / 8 VP / 0 VP / 0 VP",
      "2 VP / 2 VP / 8 VP",
      "0 VP / 4 VP / 4 VP",
      "0 VP / 0 VP / 4 VP / 2 VP",
    ]);
    expect(await wrappedLabels(page)).toEqual([]);
    await expectAccessible(page, "Results, the final in");
    await screenshot(page, "whole-ote-07-results-final");

    // M8 places by hand. The final decides the first three: Gus won it (1st); Di 12 IP and Bo
    // 5 IP in the final are 2nd and 3rd. Everyone else by Tournament Score (E3):
    //   Gus  IP 10 + 16 = 26, VP 4 + 4 = 8   → 13 + 8    = 21
    //   Di   IP 16 + 12 = 28, VP 8 + 4 = 12  → 14 + 12   = 26
    //   Bo   IP 16 + 5  = 21, VP 8 + 0 = 8   → 10.5 + 8  = 18.5
    //   Cy   IP 7 + 16  = 23, VP 0 + 4 = 4   → 11.5 + 4  = 15.5   4th
    //   Ada  IP 9 + 8   = 17, VP 2 + 0 = 2   → 8.5 + 2   = 10.5   5th
    //   Ed   IP 9 + 3   = 12, VP 2 + 0 = 2   → 6 + 2     = 8      6th
    //   Flo  IP -2 + 11 = 9,  VP 0 + 2 = 2   → 4.5 + 2   = 6.5    7th
    const PLACES = [
      ["1", GUS, "8", "26", "21"],
      ["2", DI, "12", "28", "26"],
      ["3", BO, "8", "21", "18.5"],
      ["4", CY, "4", "23", "15.5"],
      ["5", ADA, "2", "17", "10.5"],
      ["6", ED, "2", "12", "8"],
      ["7", FLO, "2", "9", "6.5"],
    ];
    expect(await readStandings(["#", "Player", "VP", "IP", "Tournament score"])).toEqual(PLACES);
    await page.getByRole("heading", { name: "Standings (final)" }).waitFor();
    await expectAccessible(page, "Standings (final)");
    await screenshot(page, "whole-ote-08-standings");

    // F5: finish; the winner on the banner; the results file downloaded.
    const download = await kit.finishAndDownload(GUS, "whole-ote-09-finished");
    expect(download.name).toBe("Hotel-Pandora-Night.json");
    const file = JSON.parse(download.text) as {
      format: string;
      event: { game: string; rules: string; seed: string };
      players: { id: string; firstName: string; lastName: string }[];
      games: { round: number; set?: string; stage?: string; result: { winner: string } }[];
      standings: { rank: number; id: string; vp: number }[];
    };
    expect(file.format).toBe("handsdown-results");
    expect(file.event).toMatchObject({ game: "ote", rules: "ote-1.2", seed: "ote-night" });
    const nameOf = new Map(file.players.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
    expect(file.games.map((g) => [g.round, g.set, nameOf.get(g.result.winner)])).toEqual([
      [1, "active", BO],
      [1, "active", DI],
      [2, "active", GUS],
      [2, "inactive", CY],
    ]);
    expect(file.standings.map((s) => [String(s.rank), nameOf.get(s.id), String(s.vp)])).toEqual(
      PLACES.map((row) => row.slice(0, 3)),
    );

    await openView(page, "Change log");
    await page
      .getByText(/Gus Holt/)
      .first()
      .waitFor();
    await expectAccessible(page, "Change log");

    // Nothing a TD or player read was developer text; no page error anywhere.
    await kit.expectNothingWrong(10);
  }, 180_000);
});
