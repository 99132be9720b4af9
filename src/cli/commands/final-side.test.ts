// F1 from the CLI: `handsdown final-side` records the higher seed's side for FC game 1; game 2 is
// then paired with the sides switched; a bad value or a second choice is one line, exit 1.
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
});
