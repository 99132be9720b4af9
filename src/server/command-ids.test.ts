// A command id names one command of one event, given by one caller (docs/server.md): a retry with
// the same id on the same event by the same caller answers the first outcome and writes nothing.
// The same id used on another event, or by another caller on the same event, is another
// command — it is applied, and it never reveals the first one's events.
import { describe, expect, it } from "vitest";
import { bearer, grantStaff, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

interface Reply {
  readonly version: number;
  readonly duplicate?: boolean;
  readonly events: readonly { readonly type: string; readonly data: Record<string, unknown> }[];
}

async function createEvent(server: TestServer, token: string, name: string, unlisted = false) {
  const created = await server.app.inject({
    method: "POST",
    url: `/api/events${unlisted ? "?unlisted=true" : ""}`,
    headers: bearer(token),
    payload: makeEventFile(4, name),
  });
  expect(created.statusCode).toBe(201);
  return json<{ id: string }>(created).id;
}

function command(server: TestServer, token: string, id: string, body: Record<string, unknown>) {
  return server.app.inject({
    method: "POST",
    url: `/api/events/${id}/commands`,
    headers: bearer(token),
    payload: body,
  });
}

describe("command ids are scoped per event and per caller", () => {
  it("an id used on another TD's unlisted event is applied here, and that event's outcome is not shown", async () => {
    const server = await makeTestServer();
    try {
      const alice = await server.tokenOf("alice");
      const bob = await server.tokenOf("bob");
      const hidden = await createEvent(server, bob, "Bob's Secret Cup", true);
      const mine = await createEvent(server, alice, "Alice's Open");
      const theirs = await command(server, bob, hidden, {
        type: "CheckInPlayer",
        playerId: "p0003",
        commandId: "check-in-1",
      });
      expect(theirs.statusCode).toBe(200);

      const reply = await command(server, alice, mine, {
        type: "CheckInPlayer",
        playerId: "p0001",
        commandId: "check-in-1",
      });
      expect(reply.statusCode).toBe(200);
      const body = json<Reply>(reply);
      expect(body.duplicate).toBeUndefined();
      expect(body.events).toEqual([
        expect.objectContaining({ type: "PlayerCheckedIn", data: { playerId: "p0001" } }),
      ]);
      // Applied: the log of Alice's event holds the check-in, Bob's holds only his own.
      const checkIns = async (id: string) =>
        (await server.store.read(id)).filter((e) => e.type === "PlayerCheckedIn").map((e) => e.data);
      expect(await checkIns(mine)).toEqual([{ playerId: "p0001" }]);
      expect(await checkIns(hidden)).toEqual([{ playerId: "p0003" }]);

      // The retry on Alice's own event is still recognised.
      const retry = await command(server, alice, mine, {
        type: "CheckInPlayer",
        playerId: "p0001",
        commandId: "check-in-1",
      });
      expect(json<Reply>(retry)).toMatchObject({ duplicate: true, version: body.version });
      expect(await checkIns(mine)).toEqual([{ playerId: "p0001" }]);
    } finally {
      await server.close();
    }
  });

  it("two staff members of one event using the same id give two commands", async () => {
    const server = await makeTestServer();
    try {
      const alice = await server.tokenOf("alice");
      const carol = await server.tokenOf("carol");
      const id = await createEvent(server, alice, "Shared Staff Open");
      await grantStaff(server, id, alice, "carol", "assistant");
      const first = await command(server, alice, id, {
        type: "CheckInPlayer",
        playerId: "p0001",
        commandId: "1",
      });
      const second = await command(server, carol, id, {
        type: "CheckInPlayer",
        playerId: "p0002",
        commandId: "1",
      });
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(json<Reply>(second).duplicate).toBeUndefined();
      expect(json<Reply>(second).events).toEqual([
        expect.objectContaining({ type: "PlayerCheckedIn", data: { playerId: "p0002" } }),
      ]);
      const audit = await server.store.audit(id);
      expect(audit.filter((line) => line.type === "PlayerCheckedIn").map((line) => line.actor)).toEqual([
        "td:alice",
        "assistant:carol",
      ]);
    } finally {
      await server.close();
    }
  });
});
