// Re-walked as a TD at the terminal: quit (S6), disqualify and reinstate (R2) a
// player of a live event, and record a tiebreaker game (K5) — each through the one CLI.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-player-status-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let events = 0;

async function ok(args: readonly string[]): Promise<string> {
  const result = await runCli(args);
  expect(result.code, `${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Four players, game 1 paired with the seed "t": vader v luke at game 1, leia v han at game 2. */
async function pairedEvent(): Promise<{ db: string; event: string }> {
  const db = join(dir, `e${++events}.db`);
  const event = (
    await ok(["event", "create", "--name", "Status", "--game", "swccg", "--seed", "t", "--db", db])
  ).trim();
  for (const id of ["luke", "vader", "leia", "han"])
    await ok([
      "player",
      "add",
      event,
      "--id",
      id,
      "--name",
      `${id[0]!.toUpperCase()}${id.slice(1)} X`,
      "--db",
      db,
    ]);
  const paired = JSON.parse(await ok(["pair", event, "--json", "--db", db])) as {
    pairings: { gameId: number; players: { id: string }[] }[];
  };
  expect(paired.pairings.map((t) => [t.gameId, ...t.players.map((p) => p.id)])).toEqual([
    [1, "vader", "luke"],
    [2, "leia", "han"],
  ]);
  return { db, event };
}

interface Listed {
  players: { id: string; status: string }[];
}

const statusOf = async (db: string, event: string, id: string): Promise<string | undefined> =>
  (JSON.parse(await ok(["player", "list", event, "--json", "--db", db])) as Listed).players.find(
    (p) => p.id === id,
  )?.status;

describe("player quit / dq / reinstate and tiebreaker from the terminal", () => {
  it("S6 a player who quits a paired game loses it by the TD's differential and is dropped", async () => {
    const { db, event } = await pairedEvent();
    expect(await ok(["player", "quit", event, "luke", "--differential", "20", "--db", db])).toBe(
      "Luke X quit (game 1 scored as a full loss by 20, S6) and is dropped\n",
    );
    expect(await statusOf(db, event, "luke")).toBe("quit");
    const standings = JSON.parse(await ok(["standings", event, "--json", "--db", db])) as {
      standings: { id: string; vp: number; diff: number }[];
    };
    expect(standings.standings.find((s) => s.id === "vader")).toMatchObject({ vp: 2, diff: 20 });
    expect(standings.standings.find((s) => s.id === "luke")).toMatchObject({ vp: 0, diff: -20 });
    const over = await runCli(["player", "quit", event, "luke", "--differential", "60", "--db", db]);
    expect(over.code).toBe(1);
  });

  // OPG ruling (Slipstream): "if a game ends due to concession or external means, the winning player
  // receives a Differential of +50 and his or her opponent receives a Differential of -50" — a quit
  // is a concession (O7): no X is asked, and one given is refused.
  it("O7 under stccg-opg-2014 a quit is a concession: +cap/-cap, no --differential", async () => {
    const db = join(dir, `e${++events}.db`);
    const event = (
      await ok([
        "event",
        "create",
        "--name",
        "Slipstream",
        "--game",
        "stccg2e",
        "--rules",
        "stccg-opg-2014",
        "--cap",
        "50",
        "--seed",
        "t",
        "--db",
        db,
      ])
    ).trim();
    for (const id of ["kira", "odo"])
      await ok(["player", "add", event, "--id", id, "--name", `${id} X`, "--db", db]);
    const paired = JSON.parse(await ok(["pair", event, "--json", "--db", db])) as {
      pairings: { gameId: number }[];
    };
    const refused = await runCli(["player", "quit", event, "kira", "--differential", "20", "--db", db]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/O7/);
    expect(await ok(["player", "quit", event, "kira", "--db", db])).toBe(
      `kira X quit (game ${paired.pairings[0]!.gameId} scored as a concession, a full loss by 50, O7) and is dropped\n`,
    );
    const standings = JSON.parse(await ok(["standings", event, "--json", "--db", db])) as {
      standings: { id: string; vp: number; diff: number }[];
    };
    expect(standings.standings.find((s) => s.id === "odo")).toMatchObject({ vp: 2, diff: 50 });
    expect(standings.standings.find((s) => s.id === "kira")).toMatchObject({ vp: 0, diff: -50 });
  });

  it("R2 a disqualified player is out of the event until reinstated; a DQ needs a reason", async () => {
    const { db, event } = await pairedEvent();
    const noReason = await runCli(["player", "dq", event, "han", "--db", db]);
    expect(noReason.code).toBe(2);
    expect(await ok(["player", "dq", event, "han", "--reason", "marked sleeves", "--db", db])).toBe(
      "Han X disqualified\n",
    );
    expect(await statusOf(db, event, "han")).toBe("disqualified");
    const log = await ok(["log", event, "--db", db]);
    expect(log).toContain("marked sleeves");
    expect(await ok(["player", "reinstate", event, "han", "--db", db])).toBe("Han X reinstated\n");
    expect(await statusOf(db, event, "han")).not.toBe("disqualified");
  });

  it("K5 a tiebreaker game played by a tied group decides their places", async () => {
    const { db, event } = await pairedEvent();
    await ok(["report", event, "1", "--winner", "vader", "--lf", "10", "--db", db]);
    await ok(["report", event, "2", "--winner", "leia", "--lf", "10", "--db", db]);
    const tied = JSON.parse(await ok(["standings", event, "--json", "--db", db])) as {
      standings: { id: string; rank: number }[];
    };
    const placeOf = (s: typeof tied, id: string) => s.standings.find((e) => e.id === id)?.rank;
    expect([placeOf(tied, "leia"), placeOf(tied, "vader")]).toEqual([1, 1]);
    const text = await ok([
      "tiebreaker",
      event,
      "--players",
      "vader,leia",
      "--winner",
      "leia",
      "--lf",
      "5",
      "--db",
      db,
    ]);
    expect(text).toContain("Tiebreaker game recorded (K5)");
    expect(text).toMatch(/1 +Leia X .*K5 tiebreaker game/);
    const after = JSON.parse(await ok(["standings", event, "--json", "--db", db])) as typeof tied;
    expect([placeOf(after, "leia"), placeOf(after, "vader")]).toEqual([1, 2]);
    const lonely = await runCli([
      "tiebreaker",
      event,
      "--players",
      "leia",
      "--winner",
      "leia",
      "--lf",
      "5",
      "--db",
      db,
    ]);
    expect([lonely.code, lonely.stderr]).toEqual([1, expect.stringContaining("K5")]);
  });
});
