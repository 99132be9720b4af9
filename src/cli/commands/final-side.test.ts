// F1 from the CLI: `handsdown final-side` records the higher seed's side for FC game 1; game 2 is
// then paired by a plain `pair EVENT`, with the sides switched; a bad value or a second choice is
// one line, exit 1.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const repo = resolve(import.meta.dirname, "../../..");
const dir = mkdtempSync(join(tmpdir(), "handsdown-final-side-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("handsdown final-side (F1)", () => {
  it("refuses before FC game 1 is paired, records the higher seed's side, refuses a bad side and a second choice", async () => {
    const db = join(dir, "fc.db");
    const imported = await runCli([
      "import",
      join(repo, "examples/star-wars-constructed-halfway.json"),
      "--db",
      db,
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    const id = imported.stdout.trim();

    const early = await runCli(["final-side", id, "--side", "dark", "--db", db]);
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(/^handsdown: --game: .*\(F1\)\n$/);

    expect((await runCli(["pair", id, "--final", "--db", db])).code).toBe(0);
    const bad = await runCli(["final-side", id, "--side", "grey", "--db", db]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--side grey");

    const chosen = await runCli(["final-side", id, "--side", "light", "--db", db]);
    expect(chosen.code, chosen.stderr).toBe(0);
    expect(chosen.stdout).toContain(
      "Kendal Ozzel plays light (the higher seed's choice, F1), Chewbacca Wookiee plays dark",
    );

    const again = await runCli(["final-side", id, "--side", "dark", "--db", db]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already set");
  });

  it("F1: given FC game 1 is in, when `pair EVENT` (no --final), then FC game 2 with the sides switched; after it, nothing left to pair", async () => {
    const db = join(dir, "fc2.db");
    const imported = await runCli([
      "import",
      join(repo, "examples/star-wars-constructed-halfway.json"),
      "--db",
      db,
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    const id = imported.stdout.trim();
    const first = await runCli(["pair", id, "--final", "--json", "--db", db]);
    expect(first.code, first.stderr).toBe(0);
    const gameOne = (JSON.parse(first.stdout) as { pairings: { gameId: number }[] }).pairings[0]!.gameId;
    const chosen = await runCli(["final-side", id, "--side", "light", "--db", db]);
    expect(chosen.stdout).toContain(`pair it with handsdown pair ${id} once this result is in.`);
    const one = ["report", id, String(gameOne), "--winner", "chewbaccawookiee052060", "--lf", "7"];
    expect((await runCli([...one, "--db", db])).code).toBe(0);

    const second = await runCli(["pair", id, "--json", "--db", db]);
    expect(second.code, second.stderr).toBe(0);
    const paired = JSON.parse(second.stdout) as {
      game: number;
      system: string;
      pairings: { gameId: number; players: { id: string; side?: string }[] }[];
      trace: string[];
    };
    expect([paired.game, paired.system]).toEqual([2, "final-confrontation"]);
    // Kendal Ozzel played Light in game 1, so Dark in game 2 (F1: one game on each side).
    expect(paired.pairings[0]!.players).toEqual([
      { id: "kendalozzel103061", side: "dark" },
      { id: "chewbaccawookiee052060", side: "light" },
    ]);
    expect(paired.trace).toContain(
      "F1: Final Confrontation game 2 (90 minutes), sides switched: kendalozzel103061 plays dark, chewbaccawookiee052060 plays light",
    );

    const two = [
      "report",
      id,
      String(paired.pairings[0]!.gameId),
      "--winner",
      "kendalozzel103061",
      "--lf",
      "3",
    ];
    expect((await runCli([...two, "--db", db])).code).toBe(0);
    const done = await runCli(["pair", id, "--db", db]);
    expect(done).toMatchObject({
      code: 1,
      stderr:
        "handsdown: games: the Final Confrontation's two games are in; F2 and F5 decide the places (see standings) (F1)\n",
    });
  });
});
