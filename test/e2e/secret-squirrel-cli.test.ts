// A Secret Squirrel event (R12, SW-PC Sealed Deck Formats) run from the terminal on the event log:
// its decks are the product each player opens ("Product is not exchanged"), Light and Dark cards
// both, so nobody has an allegiance. Worked by hand from docs/rules.md §2: D2 pairs it (a random
// first pairing, then one-deck Swiss, P1–P4) with no sides at the tables, and F3 meets the top two.
// Game 1's tables come from the seed: the players are named a…g by their seat in it, and every
// later pairing, score and place below is worked from that.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../cli-harness.js";

interface Seat {
  id: string;
  side?: string;
}
interface PairJson {
  round: number;
  game: number;
  pairings: { table: number; gameId: number; players: Seat[] }[];
  byes: string[];
  trace: string[];
}

const db = join(mkdtempSync(join(tmpdir(), "handsdown-squirrel-")), "squirrel.db");
const D = ["--db", db];

async function ok(args: string[]): Promise<CliRun> {
  const run = await runCli(args);
  if (run.code !== 0) throw new Error(`handsdown ${args.join(" ")} → exit ${run.code}: ${run.stderr}`);
  return run;
}

const json = <T>(run: CliRun): T => JSON.parse(run.stdout) as T;

describe("a Secret Squirrel event from the terminal (R12, D2, P1–P4, F3)", () => {
  it("is paired one-deck Swiss without sides for three games, then the top two meet", async () => {
    const { id } = json<{ id: string }>(
      await ok([
        "event",
        "create",
        "--name",
        "Squirrel Night",
        "--game",
        "swccg",
        "--type",
        "sealed",
        "--format",
        "secret-squirrel",
        "--date",
        "2026-05-04",
        "--seed",
        "acorn",
        "--json",
        ...D,
      ]),
    );
    for (const name of ["Ackbar", "Bossk", "Chewie", "Dengar", "Ewok", "Figrin", "Greedo"])
      await ok(["player", "add", id, "--id", name.toLowerCase(), "--name", name, ...D]);

    const pair = async (...extra: string[]) =>
      json<PairJson>(await ok(["pair", id, "--json", ...extra, ...D]));
    const noSides = (p: PairJson) => p.pairings.flatMap((t) => t.players.filter((s) => s.side !== undefined));
    const report = async (p: PairJson, winner: string, lifeForce: number) => {
      const table = p.pairings.find((t) => t.players.some((s) => s.id === winner))!;
      await ok(["report", id, String(table.gameId), "--winner", winner, "--lf", String(lifeForce), ...D]);
    };
    const tables = (p: PairJson) => p.pairings.map((t) => t.players.map((s) => s.id));

    // P1: 7 cards shuffled, pairs 1–2, 3–4, 5–6, the last card's bye; no sides (D2, R12).
    const game1 = await pair();
    expect([game1.round, game1.game]).toEqual([1, 1]);
    expect(game1.pairings).toHaveLength(3);
    expect(game1.byes).toHaveLength(1);
    expect(noSides(game1)).toEqual([]);
    expect(game1.trace[1]).toMatch(/^D2: Secret Squirrel \(SW-PC Sealed Deck Formats, R12\): /);
    expect(game1.trace.join("\n")).not.toMatch(/^D1:/m);
    type Pair = [string, string];
    const [[a, b], [c, d], [e, f]] = tables(game1) as [Pair, Pair, Pair];
    const g = game1.byes[0]!;

    // Game 1: a beats b by 20, c beats d by 15, e beats f by 10; g's bye 2(+0).
    await report(game1, a!, 20);
    await report(game1, c!, 15);
    await report(game1, e!, 10);

    // P2 by standings: a 2(+20), c 2(+15), e 2(+10), g 2(+0), f 0(−10), d 0(−15), b 0(−20)
    // → a–c, e–g, f–d; b, left over, has had no bye (P4).
    const game2 = await pair();
    expect([game2.round, game2.game]).toEqual([2, 1]);
    expect(tables(game2)).toEqual([
      [a, c],
      [e, g],
      [f, d],
    ]);
    expect(game2.byes).toEqual([b]);
    expect(noSides(game2)).toEqual([]);
    // Game 2: a beats c by 1, e beats g by 2, d beats f by 20.
    await report(game2, a!, 1);
    await report(game2, e!, 2);
    await report(game2, d!, 20);

    // a 4(+21), e 4(+12), c 2(+14), d 2(+5), g 2(−2), b 2(−20), f 0(−30): a–e; c had played d
    // in game 1 → P3: c meets g, the next lower he has not played; d–b; f's bye (his first, P4).
    const game3 = await pair();
    expect(tables(game3)).toEqual([
      [a, e],
      [c, g],
      [d, b],
    ]);
    expect(game3.byes).toEqual([f]);
    expect(game3.trace).toContain(`P3: ${c} (#3) had played ${d} → paired with ${g} (#5)`);
    expect(noSides(game3)).toEqual([]);
    // Game 3: a beats e by 10, c beats g by 5, d beats b by 3.
    await report(game3, a!, 10);
    await report(game3, c!, 5);
    await report(game3, d!, 3);

    // Three Swiss games: no rematch (every pair avoidable was avoided), three byes to three players.
    const met = [game1, game2, game3].flatMap((p) => tables(p).map((t) => [...t].sort().join(" v ")));
    expect(new Set(met).size).toBe(met.length);
    expect([g, b, f]).toEqual([...new Set([g, b, f])]);

    // F3 Secret Squirrel: the top two placing players, a 6(+31) and c 4(+19), not top Dark v top
    // Light; no side to choose.
    const final = await pair("--final");
    expect(tables(final)).toEqual([[a, c]]);
    expect(noSides(final)).toEqual([]);
    expect(final.trace.at(-1)).toBe(
      `F3: sealed Final Confrontation, the top two placing players (Secret Squirrel format, SW-PC Final Confrontation – Sealed Deck): ${a} (#1) v ${c} (#2); one game at 1.5× the format's game length`,
    );
    const side = await runCli(["final-side", id, "--side", "dark", ...D]);
    expect(side.code).toBe(1);
    expect(side.stderr).toContain("no allegiance");

    // c wins the final by 7 → F5: c 1st, a 2nd, then the Swiss standings: d 4(+8), e 4(+2),
    // g 2(−7), b 2(−23), f 2(−30).
    await report(final, c!, 7);
    await ok(["finish", id, ...D]);
    const standings = json<{ standings: { rank: number; id: string }[] }>(
      await ok(["standings", id, "--json", ...D]),
    );
    expect(standings.standings.map((s) => s.id)).toEqual([c, a, d, e, g, b, f]);

    // The results file records no side anywhere, and keeps the format.
    const exported = json<{ event: { options?: { format?: string } }; games: { players: Seat[] }[] }>(
      await ok(["export", id, ...D]),
    );
    expect(exported.event.options?.format).toBe("secret-squirrel");
    expect(exported.games.flatMap((game) => game.players.filter((s) => s.side !== undefined))).toEqual([]);
  });

  it("refuses --format outside a Star Wars sealed event (R12)", async () => {
    const refused = await runCli([
      "event",
      "create",
      "--name",
      "Trek Squirrel",
      "--game",
      "stccg1e",
      "--type",
      "sealed",
      "--format",
      "secret-squirrel",
      ...D,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toMatch(/--format: .*\(R12\)\n$/);
    const constructed = await runCli([
      "event",
      "create",
      "--name",
      "Constructed Squirrel",
      "--game",
      "swccg",
      "--format",
      "secret-squirrel",
      ...D,
    ]);
    expect(constructed.code).toBe(1);
    expect(constructed.stderr).toContain("(R12)");
  });
});
