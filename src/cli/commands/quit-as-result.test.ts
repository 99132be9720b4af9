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

/** Two players, one table: the event's id and the game's id. */
async function twoAtOneTable(
  db: string,
  game: string,
  rules?: string,
): Promise<{ event: string; gameId: number }> {
  const event = (
    await ok([
      "event",
      "create",
      "--name",
      "Quit",
      "--game",
      game,
      ...(rules ? ["--rules", rules] : []),
      "--date",
      "2026-05-02",
      "--seed",
      "t",
      "--db",
      db,
    ])
  ).trim();
  await ok(["player", "add", event, "--id", "kira", "--name", "Kira Nerys", "--db", db]);
  await ok(["player", "add", event, "--id", "odo", "--name", "Odo", "--db", db]);
  const paired = JSON.parse(await ok(["pair", event, "--json", "--db", db])) as Paired;
  return { event, gameId: paired.pairings[0]!.gameId };
}

interface Standing {
  standings: { id: string; status?: string; vp: number; diff: number }[];
}

// Before the Star Trek and Young Jedi profiles declared their quit, `--quitter` was "not a short
// form" for them: a TD could not report the quit those profiles score.
describe("a Star Trek or Young Jedi quit from the short forms (T9, O7, Y3)", () => {
  it("T9 (stccg-decipher-6.99): --quitter and the TD's --differential; the quitter is out", async () => {
    const db = join(dir, `e${++events}.db`);
    const { event, gameId } = await twoAtOneTable(db, "stccg1e");
    const out = await ok([
      "report",
      event,
      String(gameId),
      "--quitter",
      "Odo",
      "--differential",
      "40",
      "--db",
      db,
    ]);
    expect(out).toBe(
      "Game 1 (table 1): Kira Nerys 2(+40), Odo 0(-40) — T9: Odo quit; full win 2(+40) to Kira Nerys, differential set by the TD\n",
    );
    const standings = JSON.parse(await ok(["standings", event, "--json", "--db", db])) as Standing;
    expect(standings.standings.find((s) => s.id === "odo")?.status).toBe("quit");
  });

  it("O7 (stccg-opg-2014): --quitter alone, a concession at +cap/-cap; an X is refused", async () => {
    const db = join(dir, `e${++events}.db`);
    const { event, gameId } = await twoAtOneTable(db, "stccg1e", "stccg-opg-2014");
    const withX = await runCli([
      "report",
      event,
      String(gameId),
      "--quitter",
      "odo",
      "--differential",
      "20",
      "--db",
      db,
    ]);
    expect(withX.code).toBe(1);
    expect(withX.stderr).toMatch(/^handsdown: --differential: not a short form for stccg-opg-2014; /);
    const out = await ok(["report", event, String(gameId), "--quitter", "odo", "--db", db]);
    expect(out).toBe(
      "Game 1 (table 1): Kira Nerys 2(+100), Odo 0(-100) — O7: Odo quit, a concession (O4) → 2(+100) to Kira Nerys, 0(-100) to Odo\n",
    );
  });

  it("Y3 (yj-decipher-6.99): a quit as S6, X up to a Draw Deck of 60", async () => {
    const db = join(dir, `e${++events}.db`);
    const { event, gameId } = await twoAtOneTable(db, "yj");
    const tooMany = await runCli([
      "report",
      event,
      String(gameId),
      "--quitter",
      "odo",
      "--differential",
      "61",
      "--db",
      db,
    ]);
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toMatch(/--differential: .*0\.\.60/);
    const out = await ok([
      "report",
      event,
      String(gameId),
      "--quitter",
      "odo",
      "--differential",
      "20",
      "--db",
      db,
    ]);
    expect(out).toMatch(/^Game 1 \(table 1\): Kira Nerys 2\(\+20\), Odo 0\(-20\) — Y3: Odo quit;/);
  });

  it("S6 before play: `player quit --before-play` records it under Star Trek as under Star Wars", async () => {
    const db = join(dir, `e${++events}.db`);
    const { event } = await twoAtOneTable(db, "stccg1e");
    await ok(["player", "quit", event, "odo", "--differential", "40", "--before-play", "--db", db]);
    const file = JSON.parse(await ok(["export", event, "--db", db])) as { games: { result?: unknown }[] };
    expect(file.games[0]!.result).toEqual({
      end: "quit",
      quitter: "odo",
      differential: 40,
      beforePlay: true,
    });
  });
});
