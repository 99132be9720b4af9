// `handsdown audit FILE|EVENT`: exit 0 when clean, 1 with differences; --json.
// The clean file is made by `handsdown pair` itself (the pairing the software gives), so the
// expectation does not come from the audit.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(path.join(tmpdir(), "handsdown-audit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface PairJson {
  round: number;
  game: number;
  pairings: { table: number; players: { id: string; side?: string }[] }[];
  byes: string[];
}

/** A one-deck Swiss event (P1–P4) of 5 players, 3 games, each paired by `handsdown pair --json`. */
async function pairedByTheSoftware(): Promise<Record<string, unknown>> {
  const file = {
    format: "handsdown-results",
    version: 1,
    event: {
      name: "Bajor Open",
      date: "2026-02-07",
      game: "stccg2e",
      rules: "stccg-opg-2014",
      seed: "bajor",
      options: { cap: 100 },
    },
    players: ["kira", "odo", "quark", "sisko", "dax"].map((id) => ({
      id,
      name: id[0]!.toUpperCase() + id.slice(1),
    })),
    games: [] as Record<string, unknown>[],
  };
  const at = path.join(dir, "building.json");
  for (let n = 0; n < 3; n++) {
    writeFileSync(at, JSON.stringify(file));
    const paired = await runCli(["pair", at, "--json"]);
    expect(paired.code, paired.stderr).toBe(0);
    const next = JSON.parse(paired.stdout) as PairJson;
    for (const table of next.pairings) {
      const [a, b] = table.players.map((p) => p.id) as [string, string];
      file.games.push({
        round: next.round,
        game: next.game,
        table: table.table,
        players: table.players,
        result: { end: "full", points: { [a]: 100, [b]: 40 } },
      });
    }
    for (const id of next.byes)
      file.games.push({ round: next.round, game: next.game, players: [{ id }], result: { end: "bye" } });
  }
  return file;
}

describe("handsdown audit", () => {
  it("a file paired by the software: exit 0, no difference; --json says clean", async () => {
    const clean = path.join(dir, "clean.json");
    writeFileSync(clean, JSON.stringify(await pairedByTheSoftware()));
    const human = await runCli(["audit", clean]);
    expect(human.code, human.stdout + human.stderr).toBe(0);
    expect(human.stdout).toContain(
      "3 game(s) paired again from the seed, 0 recorded score(s) checked: no difference",
    );
    const json = await runCli(["audit", clean, "--json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ clean: true, checkedGames: 3, differences: [] });
  });

  it("the same file with game 2's opponents exchanged: exit 1, the game named, --json lists it", async () => {
    const file = await pairedByTheSoftware();
    const games = file["games"] as {
      round: number;
      players: { id: string }[];
      result: Record<string, unknown>;
    }[];
    const second = games.filter((g) => g.round === 2 && g.players.length === 2);
    const [x, y] = [second[0]!.players[1]!, second[1]!.players[1]!];
    [x.id, y.id] = [y.id, x.id];
    for (const game of second) {
      const [a, b] = game.players.map((p) => p.id) as [string, string];
      game.result = { end: "full", points: { [a]: 100, [b]: 40 } };
    }
    const tampered = path.join(dir, "tampered.json");
    writeFileSync(tampered, JSON.stringify(file));
    const human = await runCli(["audit", tampered]);
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/^manual change: round 2 game 1: recorded /m);
    expect(human.stderr).toBe(`handsdown: audit: 1 difference(s) in ${tampered}\n`);
    const json = await runCli(["audit", tampered, "--json"]);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as {
      clean: boolean;
      differences: { kind: string; round: number }[];
    };
    expect(report.clean).toBe(false);
    expect(report.differences.map((d) => [d.kind, d.round])).toEqual([["manual", 2]]);
  });

  it("an event of the event log, by id: imported clean file audits clean; an unknown id exits 1", async () => {
    const db = path.join(dir, "events.db");
    const clean = path.join(dir, "clean-for-db.json");
    writeFileSync(clean, JSON.stringify(await pairedByTheSoftware()));
    const imported = await runCli(["import", clean, "--db", db]);
    const id = imported.stdout.trim();
    const audited = await runCli(["audit", id, "--db", db]);
    expect(audited.code, audited.stdout).toBe(0);
    const unknown = await runCli(["audit", "no-such-event", "--db", db]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no event "no-such-event"');
  });
});
