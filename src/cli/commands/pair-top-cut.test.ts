// `handsdown pair FILE --top-cut N --json` on results files (N2, K5): a top 4 played to the
// champion, each round's games appended to the file by hand as a TD would; then the standings.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-top-cut-"));
let count = 0;

function file(games: unknown[]): string {
  const path = join(dir, `cut-${++count}.json`);
  const players = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id, name: id.toUpperCase() }));
  const event = { name: "Top cut CLI", date: "2026-01-01", game: "stccg1e", seed: "cli-cut" };
  writeFileSync(path, JSON.stringify({ format: "handsdown-results", version: 1, event, players, games }));
  return path;
}

/** A full Star Trek win (T1): winner 100 points, loser 100 − d, so 2(+d) / 0(−d). */
const beat = (round: number, winner: string, loser: string, d: number, stage?: "final") => ({
  round,
  game: 1,
  ...(stage && { stage }),
  players: [{ id: winner }, { id: loser }],
  result: { end: "full", points: { [winner]: 100, [loser]: 100 - d } },
});

// By hand: a 6(+42); c 4(+11); e 4(+1); d 2(−16); b 2(−24); f 0(−14) → seeds a, c, e, d.
const swiss = [
  beat(1, "a", "b", 20),
  beat(1, "c", "d", 15),
  beat(1, "e", "f", 5),
  beat(2, "a", "c", 10),
  beat(2, "e", "b", 8),
  beat(2, "d", "f", 3),
  beat(3, "a", "e", 12),
  beat(3, "c", "f", 6),
  beat(3, "b", "d", 4),
];

interface PairJson {
  round: number;
  stage: string;
  system: string;
  pairings: { players: { id: string }[] }[];
  byes: string[];
}

async function pair(games: unknown[], size: string): Promise<PairJson> {
  const run = await runCli(["pair", file(games), "--top-cut", size, "--json"]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as PairJson;
}

const tables = (p: PairJson): string[][] => p.pairings.map((t) => t.players.map((s) => s.id).sort());

describe("handsdown pair --top-cut (N2)", () => {
  it("given a top 4 played round by round, then the bracket holds, the champion is named and placed first", async () => {
    const semis = await pair(swiss, "4");
    expect([semis.round, semis.stage, semis.system]).toEqual([4, "final", "top-cut"]);
    expect(tables(semis)).toEqual([
      ["a", "d"],
      ["c", "e"],
    ]);
    // d upsets a by 30; c beats e by 2: the cut's own scores would reorder the four (the old bug).
    const afterSemis = [...swiss, beat(4, "d", "a", 30, "final"), beat(4, "c", "e", 2, "final")];
    const final = await pair(afterSemis, "4");
    expect(final.round).toBe(5);
    expect(tables(final)).toEqual([["c", "d"]]);
    const done = [...afterSemis, beat(5, "c", "d", 1, "final")];
    const finished = await runCli(["pair", file(done), "--top-cut", "4", "--json"]);
    expect(finished.code).toBe(1);
    expect(finished.stdout).toBe("");
    expect(finished.stderr).toContain("the bracket is finished: c won");
    const standings = await runCli(["standings", file(done), "--json"]);
    expect(standings.code).toBe(0);
    const list = (
      JSON.parse(standings.stdout) as {
        standings: { rank: number; id: string; topCut?: string }[];
      }
    ).standings;
    expect(list[0]!.topCut).toBe("won bracket round 2");
    expect(list[1]!.topCut).toBe("lost bracket round 2");
    // Champion c, finalist d, semi-final losers a (Swiss 1st), e (Swiss 3rd), then b, f by Swiss.
    expect(list.map((r) => [r.rank, r.id])).toEqual([
      [1, "c"],
      [2, "d"],
      [3, "a"],
      [4, "e"],
      [5, "b"],
      [6, "f"],
    ]);
  });

  it("given a top cut larger than the players still in, then exit 1 naming --top-cut and N2", async () => {
    const run = await runCli(["pair", file(swiss), "--top-cut", "8", "--json"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("--top-cut: a top cut of");
    expect(run.stderr).toContain("N2");
  });
});
