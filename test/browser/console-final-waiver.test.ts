// F4 in the TD console: at Championship Level the second seed may waive the Final Confrontation
// (SW-PC: "The Final Confrontation must be played unless the second-seeded player waives their
// right to it"). The event is posted as a results file of three hand-worked rounds: ann 12(+60),
// bob 12(+30), cid and dan 0(-45) — bob is the second seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot } from "./browser.js";
import {
  closeConsoleSession,
  openConsoleSession,
  TD_NAME,
  TD_PASSWORD,
  type ConsoleServer,
  type ConsoleSession,
} from "./console-server.js";
import { checkAccessibility, expectDone, openView, signIn } from "./console-driver.js";

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

let session: ConsoleSession;
let server: ConsoleServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  session = await openConsoleSession();
  ({ server, page, errors } = session);
  await signIn(page, server.url);
}, 60_000);

afterAll(() => closeConsoleSession(session));

const win = (round: number, game: number, winner: string, loser: string, lifeForce: number) => ({
  round,
  game,
  players: [{ id: winner }, { id: loser }],
  result: { end: "full", winner, lifeForce },
});

const file = {
  format: "handsdown-results",
  version: 1,
  event: { name: "Waiver Open", date: "2026-01-01", game: "swccg", championship: true, seed: "w" },
  players: ["ann", "bob", "cid", "dan"].map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) })),
  games: [1, 2, 3].flatMap((r) => [
    win(r, 1, "ann", "cid", 10),
    win(r, 1, "bob", "dan", 5),
    win(r, 2, "ann", "dan", 10),
    win(r, 2, "bob", "cid", 5),
  ]),
};

/** Posts the file as a new event (named `name`) and returns its id and the TD's token. */
async function postEvent(name: string): Promise<{ id: string; token: string }> {
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: TD_NAME, password: TD_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...file, event: { ...file.event, name } }),
  });
  const { id } = (await created.json()) as { id: string };
  return { id, token };
}

describe("the console records the second seed's waiver (F4)", () => {
  it("a wrong player is refused with the rule; bob's waiver stands and the standings put Ann 1st, Bob 2nd", async () => {
    const { id } = await postEvent(file.event.name);

    await page.goto(`${server.url}/events/${encodeURIComponent(id)}/manage`);
    await openView(page, "Pairing");
    const select = page.getByLabel("The second seed waives the Final Confrontation (F4):");
    await select.selectOption("ann");
    await page.getByRole("button", { name: "Record the waiver" }).click();
    // F4's refusal stands beside the select it concerns, in names (lib/field-errors.ts).
    await poll(() => page.locator("#waive-player-error").textContent()).toMatch(
      /only the second seed may waive.*\(F4\)/,
    );
    expect(await select.getAttribute("aria-describedby")).toContain("waive-player-error");
    await select.selectOption("bob");
    await page.getByRole("button", { name: "Record the waiver" }).click();
    await poll(() => page.getByTestId("final-waived").textContent()).toContain(
      "Bob, the second seed, waived the Final Confrontation (F4)",
    );
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "fc-waiver-recorded");
    const event = (await (await fetch(`${server.url}/api/events/${encodeURIComponent(id)}`)).json()) as {
      event: { finalWaivedBy?: string };
      standings: { rank: number; id: string }[];
    };
    expect(event.event.finalWaivedBy).toBe("bob");
    expect(event.standings.slice(0, 2).map((r) => `${r.rank}:${r.id}`)).toEqual(["1:ann", "2:bob"]);
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
  });

  it("F4: once the Final Confrontation is paired the waiver is gone; F1: the next game is its game 2; K5: after Finish the tiebreaker form is gone", async () => {
    const { id, token } = await postEvent("Final Open");
    const reportFinal = async () => {
      const view = (await (
        await fetch(`${server.url}/api/events/${encodeURIComponent(id)}/pairings`)
      ).json()) as {
        pairings: { gameId: number; players: { id: string }[]; result: unknown }[];
      };
      const open = view.pairings.filter((table) => table.result === null);
      expect(open).toHaveLength(1);
      const sent = await fetch(`${server.url}/api/events/${encodeURIComponent(id)}/commands`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          type: "ReportResult",
          gameId: open[0]!.gameId,
          result: { end: "full", winner: open[0]!.players[0]!.id, lifeForce: 10 },
        }),
      });
      expect(sent.status).toBe(200);
    };
    await page.goto(`${server.url}/events/${encodeURIComponent(id)}/manage`);
    await openView(page, "Pairing");
    const waiver = page.getByRole("form", { name: "Waive the Final Confrontation (F4)" });
    await waiver.waitFor();
    await page.getByRole("button", { name: "Pair the Final Confrontation (F1/F3)" }).click();
    await expectDone(page, "Final paired");
    await page.getByRole("heading", { name: "Final Confrontation, game 1" }).waitFor();
    // F4: "unless the second-seeded player waives their right to it" — a right he has only before it.
    expect(await waiver.count()).toBe(0);
    // Nor is starting a final stage again offered: "Pair the next game" continues this one (F1/N2).
    expect(await page.getByRole("button", { name: "Pair the Final Confrontation (F1/F3)" }).count()).toBe(0);
    expect(await page.getByLabel("Top cut (N2): players").count()).toBe(0);
    await screenshot(page, "fc-waiver-gone-final-paired");

    // F1: game 1 is in, so the plain button pairs game 2; the status line reads the core's answer.
    await reportFinal();
    await page.getByRole("button", { name: "Pair the next game" }).click();
    await expectDone(page, "Final paired");
    await page.getByRole("heading", { name: "Final Confrontation, game 2" }).waitFor();
    expect(await waiver.count()).toBe(0);
    await reportFinal();

    // K5: a tiebreaker game orders a tied group until Finish (F5); then the form is gone.
    await page.reload();
    await openView(page, "Standings");
    const tiebreaker = page.getByRole("heading", { name: "Tiebreaker game (K5)" });
    await tiebreaker.waitFor();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Finish the event" }).click();
    await page.getByTestId("finished-banner").waitFor();
    await poll(() => tiebreaker.count()).toBe(0);
    expect(await checkAccessibility(page)).toEqual([]);
    await screenshot(page, "k5-gone-after-finish");
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
  });
});
