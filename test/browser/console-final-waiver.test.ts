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
import { checkAccessibility, openView, signIn } from "./console-driver.js";

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

describe("the console records the second seed's waiver (F4)", () => {
  it("a wrong player is refused with the rule; bob's waiver stands and the standings put Ann 1st, Bob 2nd", async () => {
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: TD_NAME, password: TD_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(file),
    });
    const { id } = (await created.json()) as { id: string };

    await signIn(page, server.url);
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
});
