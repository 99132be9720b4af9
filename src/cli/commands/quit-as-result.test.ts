// S6/R2 at the terminal: a quit reported as a result (`report … --result` with the "quit"
// ending, as the console and the phone send it) is a quit like `player quit` — out of the next
// pairing, "quit" in the standings, not droppable, and back in once reinstated.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-quit-result-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let events = 0;

async function ok(args: readonly string[]): Promise<string> {
  const result = await runCli(args);
  expect(result.code, `${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

interface Paired {
  pairings: { gameId: number; players: { id: string }[] }[];
  byes: string[];
}

/** Four players, game 1 paired (seed "t": vader v luke, leia v han); luke quits game 1 by result. */
async function quitByResult(): Promise<{ db: string; event: string }> {
  const db = join(dir, `e${++events}.db`);
  const event = (
    await ok(["event", "create", "--name", "Quit", "--game", "swccg", "--seed", "t", "--db", db])
  ).trim();
  for (const id of ["luke", "vader", "leia", "han"])
    await ok(["player", "add", event, "--id", id, "--name", `${id} X`, "--db", db]);
  const paired = JSON.parse(await ok(["pair", event, "--json", "--db", db])) as Paired;
  const [first, second] = paired.pairings;
  expect(first!.players.map((p) => p.id)).toContain("luke");
  const quit = JSON.stringify({ end: "quit", quitter: "luke", differential: 20 });
  await ok(["report", event, String(first!.gameId), "--result", quit, "--db", db]);
  const win = JSON.stringify({ end: "full", winner: second!.players[0]!.id, lifeForce: 5 });
  await ok(["report", event, String(second!.gameId), "--result", win, "--db", db]);
  return { db, event };
}

const seated = (paired: Paired): string[] => [
  ...paired.pairings.flatMap((t) => t.players.map((p) => p.id)),
  ...paired.byes,
];

describe("a quit reported as a result, from the terminal (S6, R2)", () => {
  it("the quitter is out of the next pairing and the standings say quit", async () => {
    const { db, event } = await quitByResult();
    const standings = JSON.parse(await ok(["standings", event, "--json", "--db", db])) as {
      standings: { id: string; status: string }[];
    };
    expect(standings.standings.find((s) => s.id === "luke")?.status).toBe("quit");
    const next = JSON.parse(await ok(["pair", event, "--json", "--db", db])) as Paired;
    expect(seated(next)).not.toContain("luke");
    expect(seated(next).sort()).toEqual(["han", "leia", "vader"]);
  });

  it("a drop of him is refused because he has quit; reinstated, he is paired again", async () => {
    const { db, event } = await quitByResult();
    const drop = await runCli(["player", "drop", event, "luke", "--db", db]);
    expect(drop.code).toBe(1);
    expect(drop.stderr).toMatch(/has quit; reinstate him first/);
    await ok(["player", "reinstate", event, "luke", "--db", db]);
    const next = JSON.parse(await ok(["pair", event, "--json", "--db", db])) as Paired;
    expect(seated(next)).toContain("luke");
  });
});
