// Staff invitations in the console (docs/server.md "Staff invitations"): the owner invites another
// TD's account as scorekeeper on the Staff view; that TD, in his own browser, sees the invitation
// on "Your events" and accepts it; as scorekeeper he enters a result and is refused a pairing, in
// words; the owner then changes his role, removes him and withdraws an invitation. Axe on each
// state, and a screenshot of each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { collectPageErrors, newLaptopPage, screenshot } from "./browser.js";
import {
  closeConsoleSession,
  openConsoleSession,
  SECOND_TD_NAME,
  SECOND_TD_PASSWORD,
  TD_NAME,
  TD_PASSWORD,
  type ConsoleServer,
  type ConsoleSession,
} from "./console-server.js";
import {
  checkAccessibility,
  enterFullWin,
  openView,
  readTables,
  signIn,
  signInAs,
} from "./console-driver.js";

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** The Staff view's own status line (the manage page's is for commands). */
async function expectStaffDone(page: Page, text: string): Promise<void> {
  const status = page.locator("section.staff [role=status]");
  await poll(async () => (await status.textContent()) ?? "").toContain(text);
}

let session: ConsoleSession;
let server: ConsoleServer;
let owner: Page;
let errors: string[];
let eventId: string;

/** The owner's API calls that set the scene: an event of four players, checked in and paired. */
async function api(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  session = await openConsoleSession();
  ({ server, page: owner, errors } = session);
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: TD_NAME, password: TD_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const players = ["ann", "bob", "cid", "dan"];
  const created = await api(token, "POST", "/api/events", {
    format: "handsdown-results",
    version: 1,
    event: { name: "Echo Base Open", date: "2026-03-01", game: "swccg", type: "constructed", seed: "echo" },
    players: players.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) })),
    games: [],
  });
  expect(created.status).toBe(201);
  ({ id: eventId } = (await created.json()) as { id: string });
  for (const playerId of players)
    expect(
      (await api(token, "POST", `/api/events/${eventId}/commands`, { type: "CheckInPlayer", playerId }))
        .status,
    ).toBe(200);
  expect((await api(token, "POST", `/api/events/${eventId}/commands`, { type: "PairNextGame" })).status).toBe(
    200,
  );
}, 60_000);

afterAll(() => closeConsoleSession(session));

describe("the owner invites a scorekeeper; the invited TD accepts and keeps to his role", () => {
  it("invite, accept, enter a result, be refused a pairing; change the role, remove, withdraw", async () => {
    await signIn(owner, server.url);
    await owner.goto(`${server.url}/events/${encodeURIComponent(eventId)}/manage`);
    await openView(owner, "Staff");
    await owner.getByRole("heading", { name: "Staff", exact: true }).waitFor();
    // Least privilege, visible: one line per role.
    const roleLines = owner.getByRole("definition");
    await poll(() => roleLines.count()).toBe(3);
    expect(await owner.locator(".role-lines").innerText()).toMatch(
      /Scorekeeper\s+enters, corrects and accepts results only/,
    );
    await poll(() => owner.getByRole("table", { name: "Staff and invitations" }).innerText()).toMatch(
      new RegExp(`${TD_NAME}\\s+Owner\\s+Accepted`),
    );
    expect(await checkAccessibility(owner)).toEqual([]);
    await screenshot(owner, "staff-01-owner-before");

    await owner.getByLabel("User name").fill(SECOND_TD_NAME);
    await owner.getByLabel("Role", { exact: true }).selectOption("scorekeeper");
    await owner.getByRole("button", { name: "Invite", exact: true }).click();
    await expectStaffDone(owner, `${SECOND_TD_NAME} is invited as scorekeeper`);
    const table = owner.getByRole("table", { name: "Staff and invitations" });
    await poll(() => table.innerText()).toMatch(
      new RegExp(`${SECOND_TD_NAME}\\s+Scorekeeper\\s+Invited by ${TD_NAME}, waiting for an answer`),
    );
    expect(await checkAccessibility(owner)).toEqual([]);
    await screenshot(owner, "staff-02-owner-invited");

    // The invited TD, in a browser of his own.
    const other = await newLaptopPage(session.browser);
    const otherErrors = collectPageErrors(other);
    await signInAs(other, server.url, SECOND_TD_NAME, SECOND_TD_PASSWORD);
    const invitation = other.getByRole("listitem").filter({ hasText: "invites you" });
    await poll(() => invitation.innerText()).toMatch(
      new RegExp(`${TD_NAME} invites you to be scorekeeper of Echo Base Open`),
    );
    expect(await invitation.innerText()).toMatch(/enters, corrects and accepts results only/);
    // Not his until he says yes: the event is not among his yet.
    expect(await other.getByRole("link", { name: "Echo Base Open" }).count()).toBe(0);
    expect(await checkAccessibility(other)).toEqual([]);
    await screenshot(other, "staff-03-invited-sees-invitation");
    await other.getByRole("button", { name: "Accept: scorekeeper of Echo Base Open" }).click();
    await poll(async () => (await other.getByRole("status").first().textContent()) ?? "").toBe(
      "You are now scorekeeper of Echo Base Open",
    );
    await other.getByRole("link", { name: "Echo Base Open" }).waitFor();
    expect(await checkAccessibility(other)).toEqual([]);
    await screenshot(other, "staff-04-invited-accepted");

    // As scorekeeper: a result is his to enter; a pairing is not.
    await other.getByRole("link", { name: "Echo Base Open" }).click();
    await other.getByRole("heading", { name: "Echo Base Open" }).waitFor();
    const [first] = await readTables(other);
    await openView(other, "Results");
    await enterFullWin(other, first!.table, 0, 10);
    await openView(other, "Pairing");
    await other.getByRole("button", { name: "Pair the next game" }).click();
    const status = other.getByRole("status").first();
    await poll(async () => (await status.textContent()) ?? "").toBe(
      `As a scorekeeper of this event, ${SECOND_TD_NAME} may not do this: only the owner or an assistant judge may`,
    );
    // Words, not developer text: no code, no event id, no JSON.
    expect(await status.textContent()).not.toMatch(
      /FORBIDDEN|403|\{|"|\/api\/|assistant\b(?! judge)|owner or assistant of/,
    );
    expect(await status.textContent()).not.toContain(eventId);
    expect(await checkAccessibility(other)).toEqual([]);
    await screenshot(other, "staff-05-scorekeeper-refused-pairing");
    // The refusal's 403 is the one error the browser logs.
    expect(otherErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);

    // The owner sees him on the staff, changes his role, then removes him.
    await owner.reload();
    await poll(() => table.innerText()).toMatch(new RegExp(`${SECOND_TD_NAME}\\s+Scorekeeper\\s+Accepted`));
    await owner.getByRole("button", { name: `Make ${SECOND_TD_NAME} assistant judge` }).click();
    await expectStaffDone(owner, `${SECOND_TD_NAME} is now assistant judge`);
    await poll(() => table.innerText()).toMatch(
      new RegExp(`${SECOND_TD_NAME}\\s+Assistant judge\\s+Accepted`),
    );
    expect(await checkAccessibility(owner)).toEqual([]);
    await screenshot(owner, "staff-06-owner-changed-role");
    await owner.getByRole("button", { name: `Remove ${SECOND_TD_NAME}` }).click();
    await expectStaffDone(owner, `${SECOND_TD_NAME} removed from the staff`);
    await poll(() => table.innerText()).not.toContain(SECOND_TD_NAME);
    // An invitation withdrawn before an answer.
    await owner.getByLabel("User name").fill("td-carla");
    await owner.getByLabel("Role", { exact: true }).selectOption("assistant");
    await owner.getByRole("button", { name: "Invite", exact: true }).click();
    await poll(() => table.innerText()).toMatch(/td-carla\s+Assistant judge\s+Invited by/);
    await owner.getByRole("button", { name: "Withdraw td-carla" }).click();
    await expectStaffDone(owner, "Invitation to td-carla withdrawn");
    await poll(() => table.innerText()).not.toContain("td-carla");
    expect(await checkAccessibility(owner)).toEqual([]);
    await screenshot(owner, "staff-07-owner-after");
    expect(errors).toEqual([]);
  }, 120_000);
});
