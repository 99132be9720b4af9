// The two Swiss formats no test named yet, through the CLI, with hand-worked pairings:
// D2 (sealed Star Trek: random first pairing, then one-deck Swiss) and N1 (simple Swiss: 2.1 for
// any game, here Star Wars without allegiance rounds).
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";
import { makeFile, table, tablesOf, writeTemp, type Pairing } from "./hand-worked.js";

async function pair(path: string): Promise<Pairing & { system: string }> {
  const { code, stdout, stderr } = await runCli(["pair", path, "--json"]);
  expect(stderr).toBe("");
  expect(code).toBe(0);
  return JSON.parse(stdout) as Pairing & { system: string };
}

describe("Swiss formats beyond the constructed defaults (D2, N1)", () => {
  it("D2: sealed Star Trek pairs game 2 as one-deck Swiss, 1–2 and 3–4 by standings", async () => {
    // Game 1 (T1/T2): a beats b 100–40 → a 2(+60); c beats d 100–90 → c 2(+10).
    // P2 order: a 2(+60), c 2(+10), d 0(-10), b 0(-60) → a–c, d–b (no rematch, no bye).
    const file = makeFile(
      { name: "Sealed Trek", game: "stccg1e", rules: "stccg-decipher-6.99", type: "sealed", seed: "d2" },
      ["a", "b", "c", "d"],
    );
    file.games = [
      table(1, 1, 1, ["a", "b"], { end: "full", points: { a: 100, b: 40 } }),
      table(1, 1, 2, ["c", "d"], { end: "full", points: { c: 100, d: 90 } }),
    ];
    const out = await pair(writeTemp(file));
    expect(out.system).toBe("one-deck-swiss");
    expect([out.round, out.game]).toEqual([2, 1]);
    expect(tablesOf(out)).toEqual(["a vs c", "d vs b"]);
    expect(out.byes).toEqual([]);
    expect(out.trace.join("\n")).not.toMatch(/late entr/);
  });

  it("R2: with game 1's last table not entered, pair refuses; with its players marked late entries, it pairs them", async () => {
    // Hole 3 in the first game: no gap in the table numbers shows the missing table 2,
    // and a file has no registration times. c and d have no game: pairing refuses unless the file
    // marks them late entries ("lateEntry": true), and then names them in the trace.
    const file = makeFile(
      { name: "Sealed Trek", game: "stccg1e", rules: "stccg-decipher-6.99", type: "sealed", seed: "d2" },
      ["a", "b", "c", "d"],
    );
    file.games = [table(1, 1, 1, ["a", "b"], { end: "full", points: { a: 100, b: 40 } })];
    const path = writeTemp(file);
    const refused = await runCli(["pair", path, "--json"]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      `handsdown: ${path}: games: game 1.1 has no result for "c", who is still in the event and has no game yet; enter every result (byes included) before pairing the next game, or mark the player a late entry ("lateEntry": true) or dropped (R2)\n`,
    );
    const late = {
      ...file,
      players: file.players.map((p) => (p.id === "c" || p.id === "d" ? { ...p, lateEntry: true } : p)),
    };
    const out = await pair(writeTemp(late));
    expect([out.round, out.game]).toEqual([2, 1]);
    expect(out.trace[1]).toBe('R2: "c", "d" entered late: paired from this game on (missed games 0(+0))');
    // P2: a 2(+60), c 0(+0), d 0(+0), b 0(−60); c and d tie on K1/K2 and are ordered by lot.
    expect(out.pairings).toHaveLength(2);
    expect(out.pairings[0]!.players.map((p) => p.id)).toContain("a");
    expect(out.pairings.flatMap((t) => t.players.map((p) => p.id)).sort()).toEqual(["a", "b", "c", "d"]);
  });

  it("N1: simple Swiss Star Wars is one game a round, paired 1–2, 3–4 by standings; the odd player out gets the bye", async () => {
    // Round 1 (S1, S5): a beats b with 20 LF → a 2(+20); c beats d with 5 → c 2(+5); e bye 2(+0).
    // P2 order: a 2(+20), c 2(+5), e 2(+0), d 0(-5), b 0(-20) → a–c, e–d; b, left over, has had
    // no bye (P4) → b's bye. One game a round (N1): round 2, game 1.
    const file = makeFile(
      { name: "Simple Hoth", game: "swccg", rules: "swccg-pc-2.3.6", type: "simple-swiss", seed: "n1" },
      ["a", "b", "c", "d", "e"],
    );
    file.games = [
      table(1, 1, 1, ["a", "b"], { end: "full", winner: "a", lifeForce: 20 }),
      table(1, 1, 2, ["c", "d"], { end: "full", winner: "c", lifeForce: 5 }),
      { round: 1, game: 1, players: [{ id: "e" }], result: { end: "bye" } },
    ];
    const out = await pair(writeTemp(file));
    expect(out.system).toBe("one-deck-swiss");
    expect([out.round, out.game]).toEqual([2, 1]);
    expect(tablesOf(out)).toEqual(["a vs c", "e vs d"]);
    expect(out.byes).toEqual(["b"]);
  });
});
