// "`check` promises to score every game but prints one line". `check --explain`
// and `standings --games` list each game with its score and the rule that gave it (S1, S3, S5…).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const file = resolve(import.meta.dirname, "../../../examples/star-wars-regional.json");
const games = (JSON.parse(readFileSync(file, "utf8")) as { games: unknown[] }).games.length;

/** The table rows: lines that start with round and game numbers (a bye and the final have no table). */
const gameRows = (stdout: string): string[] =>
  stdout.split("\n").filter((line) => /^\s*\d+\s+\d+\s/.test(line));

describe("every game's score with its rule", () => {
  it("S1 S3 S5 check --explain prints one row per game, each with its score and the rule applied", async () => {
    const plain = await runCli(["check", file]);
    expect(plain.code).toBe(0);
    expect(gameRows(plain.stdout)).toEqual([]);
    const explained = await runCli(["check", file, "--explain"]);
    expect(explained.code, explained.stderr).toBe(0);
    const rows = gameRows(explained.stdout);
    expect(rows).toHaveLength(games);
    for (const row of rows) expect(row).toMatch(/\d\([+-]\d+\).*\b(S\d|K\d|F\d)\b/);
    expect(rows[0]).toMatch(
      /Leia Organa .*Mara Jade .*Leia Organa 2\(\+27\), Mara Jade 0\(-27\) .*S1: full win/,
    );
    expect(rows.some((row) => row.includes("S5"))).toBe(true);
    // The core explains with IDs; the TD reads names (names where names exist).
    expect(rows.find((row) => row.includes("S3: time"))).toMatch(/S3: time, [A-Z][a-z]+ [A-Z][a-z]+ ahead/);
    const ids = (JSON.parse(readFileSync(file, "utf8")) as { players: { id: string }[] }).players.map(
      (p) => p.id,
    );
    for (const row of rows) for (const id of ids) expect(row).not.toContain(id);
  });

  it("S1 standings --games adds the same rows under the standings", async () => {
    const result = await runCli(["standings", file, "--games"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Mara Jade");
    expect(gameRows(result.stdout)).toHaveLength(games);
  });

  it("E1 E2 M6 check --explain on an On the Edge file: VP by place with the IP, never a (+0)", async () => {
    const ote = resolve(import.meta.dirname, "../../../examples/on-the-edge.json");
    const explained = await runCli(["check", ote, "--explain"]);
    expect(explained.code, explained.stderr).toBe(0);
    const rows = gameRows(explained.stdout);
    for (const row of rows) expect(row).not.toMatch(/\d\([+-]\d+\)/);
    expect(rows[0]).toContain("Petra Lind 8 VP (18 IP), Vera Stone 4 VP (7 IP), Felix Arden 0 VP (6 IP)");
    // M6: Petra, who lost in round 2, is re-admitted to the final and scores on the inactive scale.
    expect(rows.find((row) => row.includes("re-admitted"))).toContain(
      "Lena Okafor 8 VP (17 IP), Tobias Wren 0 VP (7 IP), Petra Lind 2 VP (12 IP, inactive scale)",
    );
  });
});
