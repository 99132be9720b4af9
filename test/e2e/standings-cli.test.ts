import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";

const fixture = (name: string): string => join(import.meta.dirname, "..", "fixtures", name);

interface Expected {
  standings: { rank: number; id: string; vp: number; diff: number }[];
}

describe("handsdown standings on the fixtures (issue: a TD's hand-computed standings)", () => {
  for (const name of ["star-trek-16-players", "star-wars-10-players"]) {
    it(`${name}: --json standings equal the hand-computed ones (K1, K2)`, async () => {
      const { code, stdout, stderr } = await runCli(["standings", fixture(`${name}.json`), "--json"]);
      expect(stderr).toBe("");
      expect(code).toBe(0);
      const output = JSON.parse(stdout) as { games: unknown[]; standings: Record<string, unknown>[] };
      const expected = JSON.parse(readFileSync(fixture(`${name}.expected.json`), "utf8")) as Expected;
      expect(output.standings.map(({ rank, id, vp, diff }) => ({ rank, id, vp, diff }))).toEqual(
        expected.standings,
      );
      const input = JSON.parse(readFileSync(fixture(`${name}.json`), "utf8")) as { games: unknown[] };
      expect(output.games).toHaveLength(input.games.length);
    });
  }

  it("prints a table for people, with the tiebreak that decided a tie", async () => {
    const { code, stdout } = await runCli(["standings", fixture("star-wars-10-players.json")]);
    expect(code).toBe(0);
    expect(stdout).toContain("Hoth Regional");
    expect(stdout).toMatch(/3\s+Wedge Antilles\s+wedgeantilles052174\s+9\(\+46\).*K2 head-to-head/);
    expect(stdout).toContain("Jan Dodonna (dropped)");
  });

  it("the example shipped in examples/ works", async () => {
    const { code, stdout } = await runCli([
      "standings",
      join(import.meta.dirname, "..", "..", "examples", "star-wars-regional.json"),
    ]);
    expect(code).toBe(0);
    expect(stdout.split("\n").length).toBeGreaterThan(5);
  });
});

describe("handsdown check and exit codes (docs/architecture.md)", () => {
  const dir = mkdtempSync(join(tmpdir(), "handsdown-cli-"));
  const write = (name: string, value: unknown): string => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value));
    return path;
  };

  it("check accepts a valid file", async () => {
    const { code, stdout } = await runCli(["check", fixture("star-trek-16-players.json")]);
    expect(code).toBe(0);
    expect(stdout).toContain("valid — 16 players, 64 games");
  });

  it("bad input: exit 1 with the field and the rule, nothing on stdout", async () => {
    const file = JSON.parse(readFileSync(fixture("star-wars-10-players.json"), "utf8")) as {
      games: { result: Record<string, unknown> }[];
    };
    file.games[3]!.result = {
      end: "full",
      winner: (file.games[3] as unknown as { players: { id: string }[] }).players[0]!.id,
      lifeForce: 1000,
    };
    const path = write("bad.json", file);
    for (const command of ["check", "standings"]) {
      const { code, stdout, stderr } = await runCli(
        [command, path, "--json"].slice(0, command === "check" ? 2 : 3),
      );
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toContain("games[3].result.lifeForce: expected a whole number 0..999 (S1)");
      expect(stderr).not.toContain("    at ");
    }
  });

  it("a missing file or broken JSON is bad input, not a crash", async () => {
    expect((await runCli(["standings", join(dir, "nope.json")])).stderr).toContain("no such file");
    const broken = await runCli(["check", write("broken.json", "{")]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("not valid JSON");
  });

  it("usage errors exit 2", async () => {
    expect((await runCli(["standings"])).code).toBe(2);
    expect((await runCli(["frobnicate"])).code).toBe(2);
    expect((await runCli(["standings", "x.json", "--jsno"])).code).toBe(2);
  });
});
