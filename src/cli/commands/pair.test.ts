import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-pair-"));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const players = ["ann", "bob", "cid", "dan", "eve"].map((id) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
}));
const event = { name: "Pair CLI", date: "2026-01-01", game: "swccg", seed: "cli" };
const gameOne = [
  {
    round: 1,
    game: 1,
    table: 1,
    players: [
      { id: "ann", side: "dark" },
      { id: "bob", side: "light" },
    ],
    result: { end: "full", winner: "ann", lifeForce: 12 },
  },
  {
    round: 1,
    game: 1,
    table: 2,
    players: [
      { id: "cid", side: "dark" },
      { id: "dan", side: "light" },
    ],
    result: { end: "full", winner: "dan", lifeForce: 5 },
  },
  { round: 1, game: 1, players: [{ id: "eve" }], result: { end: "bye" } },
];
const results = (games: unknown[], extra: Record<string, unknown> = {}) => ({
  format: "handsdown-results",
  version: 1,
  event: { ...event, ...extra },
  players,
  games,
});

describe("handsdown pair (the contracts in docs/architecture.md)", () => {
  it("--json prints round, game, pairings with sides, byes and the trace, and nothing else", async () => {
    const run = await runCli(["pair", file("g1.json", results(gameOne)), "--json"]);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as {
      round: number;
      game: number;
      pairings: { table: number; players: { id: string; side: string }[] }[];
      byes: string[];
      trace: string[];
    };
    expect([json.round, json.game]).toEqual([1, 2]);
    expect(json.pairings.map((t) => t.table)).toEqual([1, 2]);
    const seated = [...json.pairings.flatMap((t) => t.players.map((p) => p.id)), ...json.byes].sort();
    expect(seated).toEqual(["ann", "bob", "cid", "dan", "eve"]);
    // A3: ann played Dark in game 1, so Light now.
    expect(json.pairings.flatMap((t) => t.players).find((p) => p.id === "ann")?.side).toBe("light");
    expect(json.trace[0]).toContain("A1–A6");
  });

  it("prints a table with names and the trace by default", async () => {
    const run = await runCli(["pair", file("g1b.json", results(gameOne))]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Round 1, game 2");
    expect(run.stdout).toMatch(/Table\s+Dark\s+Light/);
    expect(run.stdout).toContain("How these pairings were made:");
  });

  it("--final between game 1 and game 2 of a round is refused, exit 1 naming A1 (a round is two games)", async () => {
    const run = await runCli(["pair", file("fc-early.json", results(gameOne)), "--json", "--final"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("round 1 has had only its game 1: a round is two games, one on each side");
    expect(run.stderr).toContain("(A1)");
  });

  it("--final pairs the Final Confrontation (F1) after a whole round, warning of R3's four games", async () => {
    const gameTwo = [
      {
        round: 1,
        game: 2,
        table: 1,
        players: [
          { id: "cid", side: "dark" },
          { id: "ann", side: "light" },
        ],
        result: { end: "full", winner: "ann", lifeForce: 10 },
      },
      {
        round: 1,
        game: 2,
        table: 2,
        players: [
          { id: "bob", side: "dark" },
          { id: "eve", side: "light" },
        ],
        result: { end: "full", winner: "eve", lifeForce: 3 },
      },
      { round: 1, game: 2, players: [{ id: "dan" }], result: { end: "bye" } },
    ];
    const run = await runCli([
      "pair",
      file("fc.json", results([...gameOne, ...gameTwo])),
      "--json",
      "--final",
    ]);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { stage: string; pairings: unknown[]; trace: string[] };
    expect(json.stage).toBe("final");
    expect(json.pairings).toHaveLength(1);
    expect(json.trace).toContain(
      "R3 (warning): 2 Swiss game(s) played; the minimum is 4 (SW-PC Minimum Number of Games (Constructed Deck: four, 2 rounds)); the event cannot be sanctioned with fewer (the software warns, R3)",
    );
  });

  it("exit 1 with field and rule when a game names an unknown player", async () => {
    const bad = [
      {
        ...gameOne[0],
        players: [
          { id: "ann", side: "dark" },
          { id: "zed", side: "light" },
        ],
      },
    ];
    const run = await runCli(["pair", file("bad.json", results(bad)), "--json"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("games[0].players[1].id");
    expect(run.stderr).toContain("(R2)");
  });

  it("exit 1 ROUND_NOT_COMPLETE when a table of the current game has no result", async () => {
    const partial = [gameOne[0], { ...gameOne[1], table: 3 }];
    const run = await runCli(["pair", file("partial.json", results(partial))]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("table 2");
  });

  it("exit 2 on usage errors; a bad option value is bad input, exit 1 like every command", async () => {
    expect((await runCli(["pair"])).code).toBe(2);
    const bad = await runCli(["pair", file("u.json", results(gameOne)), "--top-cut", "one"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--top-cut");
  });

  it("On the Edge files go to the On the Edge pairing (M2)", async () => {
    const ote = {
      format: "handsdown-results",
      version: 1,
      event: { name: "OTE", date: "2026-01-01", game: "ote", type: "ote", seed: "o" },
      players: ["a", "b", "c", "d", "e", "f"].map((id) => ({ id })),
      games: [],
    };
    const run = await runCli(["pair", file("ote.json", ote), "--json"]);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { pairings: { set: string }[]; final: boolean };
    expect(json.pairings.length).toBeGreaterThan(0);
    expect(json.final).toBe(false);
  });
});
