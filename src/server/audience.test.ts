// docs/server.md "Audiences": the anonymous live stream and the public reads carry only what the
// public may read. Before, deck lists and deck checks (staff-only on the REST API, R7) went out
// on the anonymous live stream, and every public read carried birth dates and the R1 ids that
// spell them. Staff read everything, on the stream and in the REST reads.
import { afterEach, describe, expect, it } from "vitest";
import { openSse, type SseConnection } from "./sse-client.js";
import { bearer, json, makeTestServer, type TestServer } from "./test-helpers.js";

let server: TestServer | undefined;
const streams: SseConnection[] = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await server?.close();
});

/** R1: first name + last name + birth date as mmddyy. */
const WEDGE = {
  id: "wedgeantilles110260",
  firstName: "Wedge",
  lastName: "Antilles",
  birthDate: "1960-11-02",
};
const LUKE = { id: "lukeskywalker092577", firstName: "Luke", lastName: "Skywalker", birthDate: "1977-09-25" };
const SECRETS = ["1960-11-02", "110260", "1977-09-25", "092577", "birthDate"];

function eventFile(): Record<string, unknown> {
  return {
    format: "handsdown-results",
    version: 1,
    event: { name: "Hoth Open", date: "2026-05-04", game: "swccg", rules: "swccg-pc-2.3.6", seed: "hoth" },
    players: [WEDGE, LUKE, { id: "hansolo", name: "Han Solo" }, { id: "leia", name: "Leia Organa" }],
    games: [],
  };
}

async function setUp(options: { unlisted?: boolean } = {}) {
  server = await makeTestServer({ heartbeatMs: 50 });
  const owner = await server.tokenOf("alice");
  const created = await server.app.inject({
    method: "POST",
    url: `/api/events${options.unlisted ? "?unlisted=true" : ""}`,
    headers: bearer(owner),
    payload: eventFile(),
  });
  const id = json<{ id: string }>(created).id;
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const run = async (body: Record<string, unknown>) => {
    const response = await server!.app.inject({
      method: "POST",
      url: `/api/events/${id}/commands`,
      headers: bearer(owner),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const open = async (headers: Record<string, string> = {}) => {
    const stream = await openSse(`${base}/api/events/${id}/live`, headers);
    streams.push(stream);
    return stream;
  };
  return { id, owner, run, open, base };
}

describe("the live stream carries per audience what it may read", () => {
  it("public: no deck list, no deck check, no birth date, no id that spells one; staff: all of it", async () => {
    const { owner, run, open } = await setUp();
    const anonymous = await open();
    const staff = await open(bearer(owner));
    await run({ type: "RecordDeckList", playerId: WEDGE.id, deckList: "1x Echo Base\n" });
    await run({ type: "RecordDeckCheck", playerId: LUKE.id, passed: false, failure: "too-many-cards" });
    await run({ type: "PairNextGame" });
    // LatePlayerEntered: a newcomer whose R1 id is made from his birth date.
    await run({
      type: "EnterLatePlayer",
      player: { firstName: "Biggs", lastName: "Darklighter", birthDate: "1958-03-14" },
    });
    await run({ type: "DisqualifyPlayer", playerId: LUKE.id, reason: `conduct of ${LUKE.id}` });
    const types = [
      "DeckListRecorded",
      "DeckCheckRecorded",
      "GamePaired",
      "LatePlayerEntered",
      "PlayerDisqualified",
    ];
    await staff.until((m) => types.every((type) => m.some((message) => message.event === type)));
    await anonymous.until((m) => m.some((message) => message.event === "PlayerDisqualified"));

    const publicText = JSON.stringify(anonymous.messages);
    expect(anonymous.messages.map((m) => m.event)).toEqual([
      "GamePaired",
      "LatePlayerEntered",
      "PlayerDisqualified",
    ]);
    for (const secret of [...SECRETS, "140358", "1958-03-14", "Echo Base"])
      expect(publicText).not.toContain(secret);
    // Names stay; the ids that spell a birth date become public ids, the others stay as they are.
    expect(publicText).toContain("Biggs");
    expect(publicText).toContain("hansolo");
    expect(publicText).toMatch(/player-\d/);
    const late = JSON.parse(anonymous.messages[1]!.data!) as { player: { id: string } };
    expect(late.player.id).toBe("player-5");

    const staffText = JSON.stringify(staff.messages);
    for (const secret of ["110260", "Echo Base", "1958-03-14", "too-many-cards"])
      expect(staffText).toContain(secret);
  });

  it("the public's ids are the public REST reads' ids (one filter for both)", async () => {
    const { id, run, open } = await setUp();
    const anonymous = await open();
    await run({ type: "PairNextGame" });
    await anonymous.until((m) => m.some((message) => message.event === "GamePaired"));
    const paired = JSON.parse(anonymous.messages[0]!.data!) as { tables: { players: { id: string }[] }[] };
    const fromStream = paired.tables.flatMap((t) => t.players.map((p) => p.id)).sort();
    const pairings = json<{ pairings: { players: { id: string }[] }[] }>(
      await server!.app.inject(`/api/events/${id}/pairings`),
    );
    expect(pairings.pairings.flatMap((t) => t.players.map((p) => p.id)).sort()).toEqual(fromStream);
  });

  it("a staff member removed from an unlisted event loses the live stream he opened", async () => {
    const { id, owner, open } = await setUp({ unlisted: true });
    const judge = await server!.tokenOf("bob");
    const granted = await server!.app.inject({
      method: "PUT",
      url: `/api/events/${id}/staff/bob`,
      headers: bearer(owner),
      payload: { role: "assistant" },
    });
    expect(granted.statusCode).toBeLessThan(300);
    // A role is an invitation the account accepts (docs/server.md "Staff invitations").
    const accepted = await server!.app.inject({
      method: "POST",
      url: `/api/me/invitations/${id}/accept`,
      headers: bearer(judge),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const stream = await open(bearer(judge));
    const ended = new Promise<void>((resolve) => stream.response.on("end", () => resolve()));
    const removed = await server!.app.inject({
      method: "DELETE",
      url: `/api/events/${id}/staff/bob`,
      headers: bearer(owner),
    });
    expect(removed.statusCode).toBeLessThan(300);
    // Within a heartbeat (50 ms here); it used to stay open for good.
    await Promise.race([
      ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error("the stream is still open")), 5_000)),
    ]);
  });
});

describe("public REST reads carry no birth date and no id that spells one", () => {
  it("GET /api/events/{id}, standings, pairings and trace: names and public ids for the public, the whole file for staff", async () => {
    const { id, owner, run } = await setUp();
    await run({ type: "PairNextGame" });
    for (const path of ["", "/standings", "/pairings", "/trace"]) {
      const anonymous = await server!.app.inject(`/api/events/${id}${path}`);
      expect(anonymous.statusCode).toBe(200);
      for (const secret of SECRETS) expect(anonymous.body, `${path} ${secret}`).not.toContain(secret);
    }
    const file = json<{ players: { id: string; name?: string; firstName?: string }[] }>(
      await server!.app.inject(`/api/events/${id}`),
    );
    expect(file.players.map((p) => p.id)).toEqual(["player-1", "player-2", "hansolo", "leia"]);
    expect(file.players[0]).toMatchObject({ firstName: "Wedge", lastName: "Antilles" });
    const whole = await server!.app.inject({ url: `/api/events/${id}`, headers: bearer(owner) });
    expect(whole.body).toContain("1960-11-02");
    expect(whole.body).toContain(WEDGE.id);
  });
});

describe("a player's own page reads the public view of his event", () => {
  it("GET /api/play/{token} names players by public ids; a report keyed by them is stored with the real ids", async () => {
    const { id, owner, run } = await setUp();
    await run({ type: "PairNextGame" });
    const links = json<{ links: { playerId: string; token: string }[] }>(
      await server!.app.inject({ url: `/api/events/${id}/player-links`, headers: bearer(owner) }),
    );
    const token = links.links.find((link) => link.playerId === WEDGE.id)!.token;
    const page = await server!.app.inject(`/api/play/${token}`);
    expect(page.statusCode).toBe(200);
    for (const secret of SECRETS) expect(page.body, secret).not.toContain(secret);
    const play = json<{ player: { id: string }; table: { gameId: number; players: { id: string }[] } }>(page);
    expect(play.player.id).toBe("player-1");
    const reported = await server!.app.inject({
      method: "POST",
      url: `/api/play/${token}/report`,
      payload: { gameId: play.table.gameId, result: { end: "full", winner: play.player.id, lifeForce: 7 } },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    for (const secret of SECRETS) expect(reported.body, secret).not.toContain(secret);
    const stored = (await server!.store.read(id)).at(-1)!;
    expect(stored.data).toMatchObject({ result: { winner: WEDGE.id }, reportedBy: WEDGE.id });
  });
});
