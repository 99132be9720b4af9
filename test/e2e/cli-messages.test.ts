// What a TD reads names the right document — no sides in a Star Trek Final
// Confrontation, the Decipher guide (DEC) for a Decipher-sanctioned event's timing.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-cli-messages-"));

function fourPlayerFile(game: string): string {
  const players = ["p1", "p2", "p3", "p4"].map((id) => ({ id }));
  const trek = (w: string, l: string, table: number) => ({
    round: 1,
    game: 1,
    table,
    players: [{ id: w }, { id: l }],
    result: { end: "full", points: { [w]: 100, [l]: 30 } },
  });
  const file = {
    format: "handsdown-results",
    version: 1,
    event: { name: "FC", date: "2026-01-01", game, seed: "fc" },
    players,
    games: [trek("p1", "p2", 1), trek("p3", "p4", 2)],
  };
  const path = join(dir, `${game}.json`);
  writeFileSync(path, JSON.stringify(file));
  return path;
}

describe("messages a TD reads", () => {
  it("the Star Trek Final Confrontation trace does not speak of sides or allegiance (F1)", async () => {
    const run = await runCli(["pair", fourPlayerFile("stccg1e"), "--final", "--json"]);
    expect(run.code).toBe(0);
    const { trace } = JSON.parse(run.stdout) as { trace: string[] };
    const f1 = trace.filter((line) => line.startsWith("F1"));
    expect(f1).toHaveLength(1);
    expect(f1[0]).toContain("two games of 90 minutes");
    expect(f1[0]).not.toMatch(/side|allegiance/i);
  });

  it("a Decipher-sanctioned timer cites DEC, never the SW-PC guide; a PC one cites SW-PC", async () => {
    const decipher = await runCli([
      "timer",
      "--game",
      "swccg",
      "--type",
      "constructed",
      "--sanctioned",
      "decipher",
    ]);
    expect(decipher.code).toBe(0);
    expect(decipher.stdout).toContain("DEC");
    expect(decipher.stdout).not.toContain("SW-PC");
    const trek = await runCli(["timer", "--game", "stccg1e", "--type", "constructed"]);
    expect(trek.stdout).not.toContain("SW-PC");
    const pc = await runCli(["timer", "--game", "swccg", "--type", "constructed", "--sanctioned", "pc"]);
    expect(pc.stdout).toContain("SW-PC");
  });
});
