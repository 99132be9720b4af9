// `handsdown final-waive` (F4, SW-PC Championship Level: "The Final Confrontation must be played
// unless the second-seeded player waives their right to it"): a results file, worked by hand.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-final-waive-"));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const win = (round: number, game: number, winner: string, loser: string, lifeForce: number) => ({
  round,
  game,
  players: [{ id: winner }, { id: loser }],
  result: { end: "full", winner, lifeForce },
});

// Three rounds; each: ann beats cid by 10 and bob beats dan by 5, then ann beats dan by 10 and bob
// beats cid by 5. By hand: ann 12(+60), bob 12(+30), cid 0(-45), dan 0(-45): bob is the second seed.
const results = {
  format: "handsdown-results",
  version: 1,
  event: { name: "Waiver CLI", date: "2026-01-01", game: "swccg", championship: true, seed: "w" },
  players: ["ann", "bob", "cid", "dan"].map((id) => ({ id })),
  games: [1, 2, 3].flatMap((r) => [
    win(r, 1, "ann", "cid", 10),
    win(r, 1, "bob", "dan", 5),
    win(r, 2, "ann", "dan", 10),
    win(r, 2, "bob", "cid", 5),
  ]),
};

describe("handsdown final-waive FILE (F4)", () => {
  it("F4 the second seed bob waives: the file is printed with event.finalWaivedBy; its standings put ann 1st, bob 2nd", async () => {
    const run = await runCli(["final-waive", file("w.json", results), "--player", "bob"]);
    expect(run.code).toBe(0);
    const waived = JSON.parse(run.stdout) as { event: { finalWaivedBy?: string } };
    expect(waived.event.finalWaivedBy).toBe("bob");
    const standings = await runCli(["standings", file("waived.json", waived), "--json"]);
    expect(standings.code).toBe(0);
    const rows = (JSON.parse(standings.stdout) as { standings: { rank: number; id: string }[] }).standings;
    expect(rows.map((r) => `${r.rank}:${r.id}`)).toEqual(["1:ann", "2:bob", "3:cid", "3:dan"]);
    const pair = await runCli(["pair", file("waived2.json", waived), "--final", "--json"]);
    expect(pair.code).toBe(1);
    expect(pair.stderr).toContain("bob, the second seed, waived the Final Confrontation");
  });

  it("F4 the first seed may not waive: exit 1 naming --player and the rule, nothing on stdout", async () => {
    const run = await runCli(["final-waive", file("w1.json", results), "--player", "ann"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      '--player: only the second seed may waive the Final Confrontation: that is "bob"',
    );
    expect(run.stderr).toContain("(F4)");
  });

  it("F4 final-waive EVENT: the first seed is refused naming --player; bob's waiver is recorded and exported", async () => {
    const db = join(dir, "live.db");
    const imported = await runCli(["import", file("live.json", results), "--db", db]);
    expect(imported.code).toBe(0);
    const id = imported.stdout.trim();
    const refused = await runCli(["final-waive", id, "--player", "ann", "--db", db]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--player: only the second seed may waive");
    const waived = await runCli(["final-waive", id, "--player", "bob", "--db", db]);
    expect(waived.code).toBe(0);
    expect(waived.stdout).toContain("bob, the second seed, waived the Final Confrontation (F4)");
    const exported = JSON.parse((await runCli(["export", id, "--db", db])).stdout) as {
      event: { finalWaivedBy?: string };
      standings: { rank: number; id: string }[];
    };
    expect(exported.event.finalWaivedBy).toBe("bob");
    expect(exported.standings.slice(0, 2).map((r) => `${r.rank}:${r.id}`)).toEqual(["1:ann", "2:bob"]);
  });
});
