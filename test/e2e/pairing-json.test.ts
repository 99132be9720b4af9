// One pairing JSON (docs/server.md, docs/guide): `pair FILE --json`, `pair EVENT --json` and
// GET /api/events/{id}/pairings have the same shape for the same event — the event forms add each
// table's "gameId", and HTTP adds its live fields (result, accepted) — for Star Wars and On the Edge.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTestServer } from "../../src/server/test-helpers.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { runCli } from "../cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-pairing-json-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function ok(args: readonly string[]): Promise<string> {
  const result = await runCli(args);
  expect(result.code, `${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

type Json = Record<string, unknown> & { pairings: Record<string, unknown>[] };

/** The three outputs for the first game of a new event of `players` players. */
async function threeOutputs(game: string, players: number): Promise<{ file: Json; event: Json; http: Json }> {
  const db = join(dir, `${game}.db`);
  const id = (
    await ok(["event", "create", "--name", `${game} shape`, "--game", game, "--seed", "s", "--db", db])
  ).trim();
  for (let i = 1; i <= players; i++)
    await ok(["player", "add", id, "--id", `p${i}`, "--name", `Player ${i}`, "--db", db]);
  const path = join(dir, `${game}.json`);
  writeFileSync(path, await ok(["export", id, "--db", db]));
  const file = JSON.parse(await ok(["pair", path, "--json"])) as Json;
  const event = JSON.parse(await ok(["pair", id, "--json", "--db", db])) as Json;
  const server = await makeTestServer({ store: openSqliteStore(db) });
  try {
    const response = await server.app.inject(`/api/events/${id}/pairings`);
    expect(response.statusCode).toBe(200);
    return { file, event, http: response.json() as Json };
  } finally {
    await server.close();
  }
}

function expectSameShape({ file, event, http }: { file: Json; event: Json; http: Json }): void {
  // The file form and the event form: the same keys and values, the event's tables with a gameId.
  expect(Object.keys(event)).toEqual(Object.keys(file));
  expect(event.pairings.map(({ gameId: _id, ...table }) => table)).toEqual(file.pairings);
  for (const table of event.pairings) expect(table.gameId).toEqual(expect.any(Number));
  expect({ ...event, pairings: file.pairings }).toEqual(file);
  // HTTP: the same object, extended.
  expect(http).toMatchObject(event);
  for (const key of ["round", "game", "system", "pairings", "byes", "sittingOut", "trace"])
    expect(Object.keys(file)).toContain(key);
}

describe("the pairing JSON: one shape for the CLI file, the CLI event and HTTP", () => {
  it("Star Wars (5 players: a bye)", async () => {
    const outputs = await threeOutputs("swccg", 5);
    expectSameShape(outputs);
    expect(outputs.file.byes).toHaveLength(1);
    expect(outputs.file.sittingOut).toEqual([]);
  });

  it("On the Edge (7 players: groups with their set, and final)", async () => {
    const outputs = await threeOutputs("ote", 7);
    expectSameShape(outputs);
    expect(outputs.file.system).toBe("on-the-edge");
    expect(outputs.file.final).toBe(false);
    expect(outputs.file.byes).toEqual([]);
    for (const group of outputs.file.pairings) expect(group.set).toBe("active");
  });
});
