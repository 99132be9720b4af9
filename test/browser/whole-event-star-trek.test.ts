// A whole 7-player Star Trek CCG Second Edition event (stccg-opg-2014, one-deck Swiss P1–P4,
// three games, a bye every game) in Chromium, as a TD runs it from the console at desk size and
// the players from their 360-px phones: registration from the keyboard and from a CSV file, the
// round timer started each game (R4), results entered by the TD with points — a full win (O1), a
// gameplay win set to the cap (O5), a true tie (O2), a concession (O4), deck-out wins (O5) —, two
// results reported and accepted from phones (R6), a correction with its reason (R6: the standings
// re-derived), finish (F5) and the results file. The standings are worked out by hand from
// docs/rules.md §1.4 and §3; the event's seed is fixed, so P1's shuffle is the same every run.
import { describe, expect, it } from "vitest";
import { screenshot } from "./browser.js";
import {
  acceptOnPhone,
  addPlayerByKeyboard,
  createEvent,
  enterStarTrek,
  expectDone,
  openView,
  openTable,
  pairNext,
  readPlayerLinks,
  readTables,
  reportFromPhone,
  signIn,
  wrappedLabels,
} from "./console-driver.js";
import { wholeEvent } from "./whole-event-kit.js";

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

const kit = wholeEvent();
const { expectAccessible } = kit;

const WORF = "Worf Rozhenko";
const GEORDI = "Geordi LaForge";
const TROI = "Deanna Troi";
const RIKER = "William Riker";
const PICARD = "Jean-Luc Picard";
const CRUSHER = "Beverly Crusher";
const YAR = "Tasha Yar";

/** Four from the store's sign-up sheet (CSV), three at the desk (keyboard). */
const CSV = `firstName,lastName,birthDate
Jean-Luc,Picard,1955-07-13
William,Riker,1962-08-19
Deanna,Troi,1966-03-29
Geordi,LaForge,1960-02-16
`;
const AT_THE_DESK = [
  ["Beverly", "Crusher", "1958-10-13"],
  ["Worf", "Rozhenko", "1964-12-09"],
  ["Tasha", "Yar", "1967-05-06"],
] as const;

/** R4: the pairing offers the game's clock (constructed: 60 minutes); the TD starts it. */
async function startTimer(label: string): Promise<void> {
  const { page } = kit;
  await page.getByRole("button", { name: `Start the timer for ${label}: 60 minutes` }).click();
  await expectDone(page, `Timer started: 60 minutes — ${label}`);
}

/** The Standings table's rows as [#, player, VP(±diff), W-L-T (byes)]. */
async function readStandings(): Promise<string[][]> {
  const { page } = kit;
  await openView(page, "Standings");
  const rows = page.getByRole("table", { name: "Standings" }).locator("tbody tr");
  await poll(() => rows.count()).toBe(7);
  const out: string[][] = [];
  for (const row of await rows.all()) {
    const cells = await row.locator("td").allTextContents();
    out.push([cells[0]!, cells[1]!, cells[3]!, cells[5]!]);
  }
  return out;
}

describe("a 7-player Star Trek Second Edition event, start to finish", () => {
  it("registers, pairs three games with byes, takes results from the desk and from phones, corrects one, finishes", async () => {
    const { page, session } = kit;
    await signIn(page, session.server.url);
    await expectAccessible(page, "Your events");
    await page.getByRole("link", { name: "New event" }).click();
    await page.getByLabel("Game", { exact: true }).selectOption("stccg2e");
    await expectAccessible(page, "New event, Star Trek Second Edition");
    await page.getByRole("link", { name: "Your events" }).click();
    const id = await createEvent(page, {
      name: "Enterprise Open",
      game: "stccg2e",
      rules: "stccg-opg-2014",
      type: "constructed",
      players: 7,
      games: 3,
      fixed: { seed: "st2e-open", date: "2026-11-28" },
    });

    // Registration: the CSV file pasted, then three players at the desk from the keyboard (R1 ids).
    await page.getByLabel("…or paste it here").fill(CSV);
    await page.getByRole("button", { name: "Register 4 players" }).click();
    await expectDone(page, "4 of 4 players from the file registered");
    for (const [first, last, born] of AT_THE_DESK) await addPlayerByKeyboard(page, first, last, born);
    await page.getByRole("button", { name: /Check in all 7 waiting/ }).click();
    await expectDone(page, "7 players checked in");
    await expectAccessible(page, "Players, everyone checked in");
    await screenshot(page, "whole-st-01-players");

    // ---- Round 1. R3: a sanctioned event needs 8 players; the console asks, the TD pairs anyway.
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    // P1: the seed's shuffle pairs 1–2, 3–4, 5–6; the seventh card has the bye.
    await pairNext(page);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/cannot be sanctioned as it stands: .*\(R3\)/);
    expect(await page.getByText(/^Bye: /).textContent()).toBe(`Bye: ${YAR}`);
    expect(await readTables(page)).toEqual([
      { table: 1, players: [WORF, GEORDI] },
      { table: 2, players: [TROI, RIKER] },
      { table: 3, players: [PICARD, CRUSHER] },
    ]);
    await expectAccessible(page, "Pairing, game 1");
    await screenshot(page, "whole-st-02-pairing-game-1");
    await startTimer("Round 1 game 1");

    await openView(page, "Results");
    // The form of a gameplay win (winner and points) open, before any result is in.
    await openTable(page, 2);
    await page.getByLabel("How the game ended").selectOption("gameplay");
    await expectAccessible(page, "Results, a gameplay win's form");
    await screenshot(page, "whole-st-03a-result-form");
    // O1: 120 is clamped to 100; 100 − 65 → Worf 2(+35), Geordi 0(-35).
    await enterStarTrek(page, 1, {
      points: [
        [WORF, 120],
        [GEORDI, 65],
      ],
    });
    // O5: Riker wins by a card's effect while behind, 40 to 70: his score counts as 100;
    // 100 − 70 → Riker 2(+30), Troi 0(-30) (a gameplay win is a full win, 2 VP).
    await enterStarTrek(page, 2, {
      end: "gameplay",
      winner: RIKER,
      points: [
        [TROI, 70],
        [RIKER, 40],
      ],
    });
    // O2: time, 55 to 55 → a true tie, 1(+0) each. (Corrected below.)
    await enterStarTrek(page, 3, {
      end: "time",
      points: [
        [PICARD, 55],
        [CRUSHER, 55],
      ],
    });
    await expectAccessible(page, "Results, game 1 in");
    await screenshot(page, "whole-st-03-results-game-1");

    // ---- Round 2 (one game a round). P2 order after game 1: Worf 2(+35), Riker 2(+30), Yar 2(+0) (bye, O2), then
    // Crusher and Picard 1(+0) — equal on every key (they tied each other: K2 level, K3 0, K4 1),
    // so the seed orders them, Crusher first —, Troi 0(-30), Geordi 0(-35). Pairs top-down:
    // Worf–Riker, Yar–Crusher, Picard–Troi; Geordi is left over and has had no bye (P4).
    await pairNext(page);
    expect(await page.getByText(/^Bye: /).textContent()).toBe(`Bye: ${GEORDI}`);
    expect(await readTables(page)).toEqual([
      { table: 1, players: [WORF, RIKER] },
      { table: 2, players: [YAR, CRUSHER] },
      { table: 3, players: [PICARD, TROI] },
    ]);
    await startTimer("Round 2 game 1");
    await expectAccessible(page, "Pairing, round 2, the timer running");

    // O4: Riker concedes → Worf 2(+100), Riker 0(-100). A concession is the TD's to enter.
    await openView(page, "Results");
    await enterStarTrek(page, 1, { end: "concession", winner: WORF });

    // R6: tables 2 and 3 from the players' phones, each accepted by the opponent in two taps.
    const links = await readPlayerLinks(page);
    await expectAccessible(page, "Player links");
    const phoneGames = [
      {
        reporter: YAR,
        opponent: CRUSHER,
        // O1: 100 − 20 → Yar 2(+80), Crusher 0(-80).
        report: {
          ending: /reached the points to win/,
          numbers: [
            ["You: Points", 100],
            [`${CRUSHER}: Points`, 20],
          ],
          preview: `You 2(+80) · ${CRUSHER} 0(-80)`,
          screenshot: "whole-st-04-phone-report",
        },
      },
      {
        reporter: TROI,
        opponent: PICARD,
        // Time, 45 to 60: Picard's modified win (1 VP, docs/rules.md §1.4 Decision), 60 − 45 →
        // Picard 1(+15), Troi 0(-15). The loser reports it.
        report: {
          ending: /Time was called/,
          numbers: [
            ["You: Points", 45],
            [`${PICARD}: Points`, 60],
          ],
          preview: `You 0(-15) · ${PICARD} 1(+15)`,
        },
      },
    ] as const;
    for (const [i, game] of phoneGames.entries()) {
      const a = await kit.openPhone(links.get(game.reporter)!);
      const b = await kit.openPhone(links.get(game.opponent)!);
      if (i === 0) await expectAccessible(a.page, "phone: my table", true);
      await reportFromPhone(a.page, game.report);
      if (i === 0) {
        await expectAccessible(a.page, "phone: waiting for the accept", true);
        await screenshot(a.page, "whole-st-05-phone-waiting");
      }
      await b.page.getByText(`${game.reporter} reported`).waitFor();
      if (i === 0) {
        await expectAccessible(b.page, "phone: a report to accept", true);
        await screenshot(b.page, "whole-st-06-phone-to-accept");
      }
      await acceptOnPhone(b.page, true);
      await a.page.getByText("The result stands").waitFor({ timeout: 10_000 });
      if (i === 0) {
        await expectAccessible(b.page, "phone: the result stands", true);
        await screenshot(b.page, "whole-st-07-phone-stands");
      }
      for (const phone of [a, b]) await kit.closePhone(phone);
    }
    // The player with the bye sees it on his phone.
    const byePhone = await kit.openPhone(links.get(GEORDI)!);
    await byePhone.page.getByText(/You have a bye this game/).waitFor();
    await expectAccessible(byePhone.page, "phone: a bye", true);
    await screenshot(byePhone.page, "whole-st-08-phone-bye");
    await kit.closePhone(byePhone);

    await openView(page, "Results");
    await poll(() => page.locator("#playing-title").textContent()).toBe("Still playing (0)");
    await poll(() => page.locator("#waiting-title").textContent()).toMatch(/\(0\)$/);

    // ---- Round 3. After game 2: Worf 4(+135), Yar 4(+80), Picard 2(+15), Geordi 2(-35),
    // Riker 2(-70), Crusher 1(-80), Troi 0(-45). No pair has met before (P3): Worf–Yar,
    // Picard–Geordi, Riker–Crusher; Troi is left over, with no bye yet (P4).
    await pairNext(page);
    expect(await page.getByText(/^Bye: /).textContent()).toBe(`Bye: ${TROI}`);
    expect(await readTables(page)).toEqual([
      { table: 1, players: [WORF, YAR] },
      { table: 2, players: [PICARD, GEORDI] },
      { table: 3, players: [RIKER, CRUSHER] },
    ]);
    await startTimer("Round 3 game 1");
    await openView(page, "Results");
    // O1: 100 − 90 → Worf 2(+10), Yar 0(-10).
    await enterStarTrek(page, 1, {
      points: [
        [WORF, 100],
        [YAR, 90],
      ],
    });
    // O1: 105 is clamped to 100; 100 − 30 → Geordi 2(+70), Picard 0(-70).
    await enterStarTrek(page, 2, {
      points: [
        [PICARD, 30],
        [GEORDI, 105],
      ],
    });
    // O5: both draw decks ran out, Crusher ahead 45 to 30: her score counts as 100; 100 − 30 →
    // Crusher 1(+70) (a deck-out win is a modified win, 1 VP), Riker 0(-70).
    await enterStarTrek(page, 3, {
      end: "deck-out",
      points: [
        [RIKER, 30],
        [CRUSHER, 45],
      ],
    });

    // Before the correction, by K1 (VP, then diff). The record W-L-T counts a bye as a win (2 VP,
    // O2) and repeats the byes in brackets.
    //   Worf    2(+35)  + 2(+100) + 2(+10)  = 6(+145)   3-0-0
    //   Yar     2(+0)   + 2(+80)  + 0(-10)  = 4(+70)    bye, 1-1
    //   Geordi  0(-35)  + 2(+0)   + 2(+70)  = 4(+35)    bye, 1-1
    //   Crusher 1(+0)   + 0(-80)  + 1(+70)  = 2(-10)
    //   Troi    0(-30)  + 0(-15)  + 2(+0)   = 2(-45)
    //   Picard  1(+0)   + 1(+15)  + 0(-70)  = 2(-55)
    //   Riker   2(+30)  + 0(-100) + 0(-70)  = 2(-140)
    expect(await readStandings()).toEqual([
      ["1", WORF, "6(+145)", "3-0-0 (0)"],
      ["2", YAR, "4(+70)", "2-1-0 (1)"],
      ["3", GEORDI, "4(+35)", "2-1-0 (1)"],
      ["4", CRUSHER, "2(-10)", "1-1-1 (0)"],
      ["5", TROI, "2(-45)", "1-2-0 (1)"],
      ["6", PICARD, "2(-55)", "1-1-1 (0)"],
      ["7", RIKER, "2(-140)", "1-2-0 (0)"],
    ]);

    // ---- R6: game 1, table 3 was no tie — the slip had Crusher's 50 as 55. Time, 55 to 50:
    // Picard's modified win, 55 − 50 → Picard 1(+5), Crusher 0(-5).
    await openView(page, "Results");
    await page.getByRole("button", { name: /Correct… round 1 game 1 table 3$/ }).click();
    const form = page.locator("form.result-form");
    await form.getByLabel("How the game ended").selectOption("time");
    await form.getByLabel(`Points: ${PICARD}`).fill("55");
    await form.getByLabel(`Points: ${CRUSHER}`).fill("50");
    await form.getByLabel("Reason for the correction").fill("the slip had Crusher's 50 as 55");
    await expectAccessible(page, "Results, a correction's form");
    await form.getByRole("button", { name: "Correct the result" }).click();
    await expectDone(page, "Result corrected");
    // Everything after game 1 is re-derived: Picard 2(-55) → 2(-50), up to #5 past Troi;
    // Crusher 2(-10) → 1(-15), down from #4 to #7; Troi and Riker move up one place each.
    const changes = page.getByTestId("standings-changes");
    await changes.waitFor();
    expect(await changes.locator("li").allTextContents()).toEqual([
      `${TROI}: #5 2(-45) → #4 2(-45)`,
      `${PICARD}: #6 2(-55) → #5 2(-50)`,
      `${RIKER}: #7 2(-140) → #6 2(-140)`,
      `${CRUSHER}: #4 2(-10) → #7 1(-15)`,
    ]);
    expect(await wrappedLabels(page)).toEqual([]);
    await expectAccessible(page, "Results, after the correction");
    await screenshot(page, "whole-st-09-correction");

    // The final standings by hand (K1; no two players level on VP and diff, so no tiebreak):
    //   Worf    6(+145)
    //   Yar     4(+70)   ahead of Geordi on diff
    //   Geordi  4(+35)
    //   Troi    0(-30)  + 0(-15) + 2(+0)   = 2(-45)
    //   Picard  1(+5)   + 1(+15) + 0(-70)  = 2(-50)
    //   Riker   2(+30)  + 0(-100) + 0(-70) = 2(-140)
    //   Crusher 0(-5)   + 0(-80) + 1(+70)  = 1(-15)
    const FINAL = [
      ["1", WORF, "6(+145)", "3-0-0 (0)"],
      ["2", YAR, "4(+70)", "2-1-0 (1)"],
      ["3", GEORDI, "4(+35)", "2-1-0 (1)"],
      ["4", TROI, "2(-45)", "1-2-0 (1)"],
      ["5", PICARD, "2(-50)", "2-1-0 (0)"],
      ["6", RIKER, "2(-140)", "1-2-0 (0)"],
      ["7", CRUSHER, "1(-15)", "1-2-0 (0)"],
    ];
    expect(await readStandings()).toEqual(FINAL);
    await expectAccessible(page, "Standings");
    await screenshot(page, "whole-st-10-standings");

    // F5: finish; the winner on the banner; the results file downloaded.
    const download = await kit.finishAndDownload(WORF, "whole-st-11-finished");
    expect(download.name).toBe("Enterprise-Open.json");
    const file = JSON.parse(download.text) as {
      format: string;
      event: { game: string; rules: string; seed: string };
      players: { id: string; firstName: string; lastName: string }[];
      games: {
        round: number;
        game: number;
        table?: number;
        result: { end: string };
        score?: { vp: number; diff: number }[];
      }[];
      standings: { rank: number; id: string; vp: number; diff: number }[];
    };
    expect(file.format).toBe("handsdown-results");
    expect(file.event).toMatchObject({ game: "stccg2e", rules: "stccg-opg-2014", seed: "st2e-open" });
    // 3 games × (3 tables + 1 bye).
    expect(file.games).toHaveLength(12);
    const nameOf = new Map(file.players.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
    expect(
      file.standings.map((s) => [
        String(s.rank),
        nameOf.get(s.id),
        `${s.vp}(${s.diff >= 0 ? "+" : ""}${s.diff})`,
      ]),
    ).toEqual(FINAL.map((row) => row.slice(0, 3)));
    const corrected = file.games.find((g) => g.round === 1 && g.table === 3);
    expect(corrected?.result.end).toBe("time");
    expect(corrected?.score?.map((s) => `${s.vp}(${s.diff})`)).toEqual(["1(5)", "0(-5)"]);

    await openView(page, "Change log");
    // R6: the correction kept with its reason, the game named by its table as the TD knows it.
    await poll(() =>
      page.getByText(/^corrected table 3 \(round 1 game 1\): .*\(the slip had Crusher's 50 as 55\)$/).count(),
    ).toBe(1);
    await expectAccessible(page, "Change log");

    // Nothing a TD or player read was developer text; no page error anywhere.
    await kit.expectNothingWrong(20);
    expect(id).toMatch(/^enterprise-open-2026-11-28/);
  }, 180_000);
});
