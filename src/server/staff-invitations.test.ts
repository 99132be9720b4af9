// Staff roles are invitations (docs/server.md "Staff invitations"): an owner's PUT answers the same
// for an account that exists and for one that does not (no TD can test which accounts exist), and
// nobody is on an event's staff until they accept.
import { afterEach, describe, expect, it } from "vitest";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp() {
  server = await makeTestServer();
  const owner = await server.tokenOf("alice");
  const bob = await server.tokenOf("bob");
  const { id } = json<{ id: string }>(
    await server.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(owner),
      payload: makeEventFile(4),
    }),
  );
  const invite = (username: string, role = "assistant") =>
    server!.app.inject({
      method: "PUT",
      url: `/api/events/${id}/staff/${username}`,
      headers: bearer(owner),
      payload: { role },
    });
  const audit = (token: string) =>
    server!.app.inject({ url: `/api/events/${id}/audit`, headers: bearer(token) });
  return { id, owner, bob, invite, audit };
}

describe("staff invitations", () => {
  it("the same answer whether or not the account exists; no role until accepted", async () => {
    const { id, owner, bob, invite, audit } = await setUp();
    const real = await invite("bob");
    const unknown = await invite("nobody-at-all");
    expect(real.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(real.json()).toEqual({ id, username: "bob", role: "assistant", status: "invited" });
    expect({ ...unknown.json<Record<string, unknown>>(), username: "bob" }).toEqual(real.json());

    const refused = await audit(bob);
    expect(refused.statusCode).toBe(403);
    // In words a TD reads: who he is here, and whose this is (no role names of the code).
    expect(json(refused).detail).toBe(
      "not on the staff of this event, bob may not do this: only the owner, an assistant judge or a scorekeeper may",
    );
    const staff = json<{ staff: { username: string }[]; invitations: { username: string }[] }>(
      await server!.app.inject({ url: `/api/events/${id}/staff`, headers: bearer(owner) }),
    );
    expect(staff.staff.map((s) => s.username)).toEqual(["alice"]);
    expect(staff.invitations.map((i) => i.username)).toEqual(["bob", "nobody-at-all"]);

    const me = json<{ invitations: unknown[] }>(
      await server!.app.inject({ url: "/api/me", headers: bearer(bob) }),
    );
    // The event's name too: Bob may not read the event before he says yes.
    expect(me.invitations).toEqual([{ id, role: "assistant", invitedBy: "alice", name: "Hoth Open" }]);
    const accepted = await server!.app.inject({
      method: "POST",
      url: `/api/me/invitations/${id}/accept`,
      headers: bearer(bob),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ id, role: "assistant" });
    expect((await audit(bob)).statusCode).toBe(200);

    // On the staff now: a change of role applies at once.
    const change = await invite("bob", "scorekeeper");
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ role: "scorekeeper", status: "staff" });
  });

  it("a declined or withdrawn invitation gives no role; accepting none is a 404", async () => {
    const { id, bob, invite, audit } = await setUp();
    await invite("bob");
    const declined = await server!.app.inject({
      method: "DELETE",
      url: `/api/me/invitations/${id}`,
      headers: bearer(bob),
    });
    expect(declined.statusCode).toBe(204);
    const none = await server!.app.inject({
      method: "POST",
      url: `/api/me/invitations/${id}/accept`,
      headers: bearer(bob),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "NO_INVITATION" });

    await invite("bob");
    const owner = await server!.tokenOf("alice");
    await server!.app.inject({
      method: "DELETE",
      url: `/api/events/${id}/staff/bob`,
      headers: bearer(owner),
    });
    expect(
      (
        await server!.app.inject({
          method: "POST",
          url: `/api/me/invitations/${id}/accept`,
          headers: bearer(bob),
        })
      ).statusCode,
    ).toBe(404);
    expect((await audit(bob)).statusCode).toBe(403);
  });
});
