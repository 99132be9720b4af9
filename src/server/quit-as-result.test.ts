// S6/R2 over HTTP: a quit reported as a result (the console's and the phone's "quit" ending) is
// a quit — out of the next pairing, "quit" in the standings, not droppable, back once reinstated.
import { afterEach, describe, expect, it } from "vitest";
import { bearer, json, makeEventFile, makeTestServer, type TestServer } from "./test-helpers.js";

interface Pairings {
  pairings: { gameId: number; players: { id: string }[] }[];
  byes: string[];
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function quitByResult(s: TestServer) {
  const token = await s.tokenOf("alice");
  const id = json<{ id: string }>(
    await s.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(token),
      payload: makeEventFile(4),
    }),
  ).id;
  const command = (payload: Record<string, unknown>) =>
    s.app.inject({ method: "POST", url: `/api/events/${id}/commands`, headers: bearer(token), payload });
  expect((await command({ type: "PairNextGame" })).statusCode).toBe(200);
  const [first, second] = json<Pairings>(await s.app.inject(`/api/events/${id}/pairings`)).pairings;
  const quitter = first!.players[0]!.id;
  const quit = { end: "quit", quitter, differential: 20 };
  expect((await command({ type: "ReportResult", gameId: first!.gameId, result: quit })).statusCode).toBe(200);
  const win = { end: "full", winner: second!.players[0]!.id, lifeForce: 5 };
  expect((await command({ type: "ReportResult", gameId: second!.gameId, result: win })).statusCode).toBe(200);
  const seatedNext = async (): Promise<string[]> => {
    expect((await command({ type: "PairNextGame" })).statusCode).toBe(200);
    const next = json<Pairings>(await s.app.inject(`/api/events/${id}/pairings`));
    return [...next.pairings.flatMap((t) => t.players.map((p) => p.id)), ...next.byes];
  };
  return { id, quitter, command, seatedNext };
}

describe("a quit reported as a result, over HTTP (S6, R2)", () => {
  it("the quitter is out of the next pairing and the standings say quit", async () => {
    server = await makeTestServer();
    const { id, quitter, seatedNext } = await quitByResult(server);
    const standings = json<{ standings: { id: string; status: string }[] }>(
      await server.app.inject(`/api/events/${id}/standings`),
    ).standings;
    expect(standings.find((row) => row.id === quitter)?.status).toBe("quit");
    const seated = await seatedNext();
    expect(seated).toHaveLength(3);
    expect(seated).not.toContain(quitter);
  });

  it("a drop of him is refused (422, he has quit); reinstated, he is paired again", async () => {
    server = await makeTestServer();
    const { quitter, command, seatedNext } = await quitByResult(server);
    const drop = await command({ type: "DropPlayer", playerId: quitter });
    expect(drop.statusCode).toBe(422);
    expect(json(drop)).toMatchObject({ code: "PLAYER_NOT_IN_EVENT", rule: "R2" });
    expect(json<{ detail: string }>(drop).detail).toContain("has quit");
    expect((await command({ type: "ReinstatePlayer", playerId: quitter })).statusCode).toBe(200);
    expect(await seatedNext()).toContain(quitter);
  });
});
