// `handsdown demo` plays a whole event through the real commands, from its seed.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-demo-"));

interface Standings {
  games: { stage?: string; players: { id: string; side?: string }[] }[];
  standings: { rank: number | null; id: string }[];
}

describe("handsdown demo", () => {
  it("Star Wars: Swiss games, then the Final Confrontation whose winner is 1st (F1, F5); prints only the id", async () => {
    const db = join(dir, "sw.db");
    const run = await runCli(["demo", "--players", "10", "--seed", "demo-test", "--db", db]);
    expect(run.code).toBe(0);
    const id = run.stdout.trim();
    expect(id).toMatch(/^demo-hoth-open-\d{4}-\d{2}-\d{2}-[0-9a-f]{6}$/);
    const { games, standings } = JSON.parse(
      (await runCli(["standings", id, "--json", "--db", db])).stdout,
    ) as Standings;
    expect(standings).toHaveLength(10);
    const finals = games.filter((g) => g.stage === "final");
    expect(finals).toHaveLength(2);
    const finalists = new Set(finals.flatMap((g) => g.players.map((p) => p.id)));
    expect(new Set(standings.slice(0, 2).map((s) => s.id))).toEqual(finalists);
    // F1: the higher seed chose a side for game 1; game 2 switches them.
    const [first, second] = finals as [Standings["games"][number], Standings["games"][number]];
    expect(first.players.map((p) => p.side).sort()).toEqual(["dark", "light"]);
    for (const seat of first.players)
      expect(second.players.find((p) => p.id === seat.id)?.side).toBe(
        seat.side === "dark" ? "light" : "dark",
      );
    // R3: constructed Star Wars plays at least 4 Swiss games, an even number.
    const swiss = new Set(games.filter((g) => g.stage !== "final").map((g) => JSON.stringify(g)));
    expect(swiss.size).toBeGreaterThanOrEqual(4 * 5);
    const list = JSON.parse((await runCli(["list", "--json", "--db", db])).stdout) as {
      events: { id: string; players: number }[];
    };
    expect(list.events).toEqual([expect.objectContaining({ id, players: 10 })]);
  });

  it("the same seed plays the same results; On the Edge and Star Trek run to the end", async () => {
    const a = join(dir, "a.db");
    const b = join(dir, "b.db");
    const first = (
      await runCli(["demo", "--players", "7", "--game", "ote", "--seed", "same", "--db", a])
    ).stdout.trim();
    const second = (
      await runCli(["demo", "--players", "7", "--game", "ote", "--seed", "same", "--db", b])
    ).stdout.trim();
    const games = async (id: string, db: string) =>
      (JSON.parse((await runCli(["standings", id, "--json", "--db", db])).stdout) as Standings).games;
    expect(await games(second, b)).toEqual(await games(first, a));
    const ote = JSON.parse((await runCli(["standings", first, "--json", "--db", a])).stdout) as Standings & {
      complete: boolean;
    };
    expect(ote.complete).toBe(true);
    const trek = await runCli([
      "demo",
      "--players",
      "5",
      "--game",
      "stccg1e",
      "--json",
      "--db",
      join(dir, "t.db"),
    ]);
    expect(JSON.parse(trek.stdout)).toMatchObject({ players: 5 });
  });

  it("bad values are refused in one line", async () => {
    for (const args of [
      ["--players", "2"],
      ["--players", "many"],
      ["--game", "chess"],
    ]) {
      const run = await runCli(["demo", ...args, "--db", join(dir, "bad.db")]);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
    }
  });
});
