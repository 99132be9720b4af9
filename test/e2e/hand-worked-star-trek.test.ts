// A Star Trek one-deck Swiss event through the CLI, checked against the hand-worked
// numbers of hand-worked-star-trek.ts (T1–T9 scoring, K1 order, P2–P4 pairing), not against the
// program's own scoring.
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";
import { tablesOf, writeTemp, type Pairing } from "./hand-worked.js";
import {
  TREK_AFTER_GAME_3,
  TREK_GAME_4_BYE,
  TREK_GAME_4_TABLES,
  trekEvent,
} from "./hand-worked-star-trek.js";

async function cli(args: string[]): Promise<unknown> {
  const { code, stdout, stderr } = await runCli(args);
  expect(stderr).toBe("");
  expect(code).toBe(0);
  return JSON.parse(stdout);
}

describe("a hand-worked Star Trek event through the CLI (T1–T6, T9, K1, P2, P3, P4)", () => {
  it("standings --json: hand-summed VP(±diff) in K1 order, the dropped player included", async () => {
    const out = (await cli(["standings", writeTemp(trekEvent()), "--json"])) as {
      standings: { rank: number; id: string; vp: number; diff: number }[];
      games: { score: { id: string; vp: number; diff: number }[] }[];
    };
    expect(out.standings.map((r) => `${r.rank} ${r.id} ${r.vp}(${r.diff})`)).toEqual(TREK_AFTER_GAME_3);
    // Spot checks of single games, by hand: T1 clamps 120 to 100 (+35); T4 both ≥ 100 (+1);
    // T5 true tie at deck-out (1(+0) each).
    expect(out.games[0]!.score).toEqual([
      { id: "kirk", vp: 2, diff: 35 },
      { id: "spock", vp: 0, diff: -35 },
    ]);
    expect(out.games[5]!.score).toEqual([
      { id: "uhura", vp: 2, diff: 1 },
      { id: "mccoy", vp: 0, diff: -1 },
    ]);
    expect(out.games[10]!.score).toEqual([
      { id: "sulu", vp: 1, diff: 0 },
      { id: "mccoy", vp: 1, diff: 0 },
    ]);
  });

  it("pair --json: game 4 by P2, and P4 moves the bye up past a player who already had one", async () => {
    const out = (await cli(["pair", writeTemp(trekEvent()), "--json"])) as Pairing;
    expect([out.round, out.game]).toEqual([4, 1]);
    expect(tablesOf(out)).toEqual(TREK_GAME_4_TABLES);
    expect(out.byes).toEqual([TREK_GAME_4_BYE]);
    expect(out.trace.join("\n")).toMatch(/rematch/i);
  });
});
