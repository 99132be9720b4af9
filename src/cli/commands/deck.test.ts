import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-deck-"));
function deckFile(name: string, lines: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join("\n"));
  return path;
}

describe("handsdown deck (SPEC M9, OTE rules 1.1–1.7)", () => {
  it("a legal deck: verdict on stdout, exit 0", async () => {
    const { code, stdout, stderr } = await runCli([
      "deck",
      deckFile("legal.txt", ["20x 101 Filler", "20 x C12 Other"]),
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toContain("Legal: 40 cards");
  });

  it("an illegal deck: every reason with its rule and line, exit 1", async () => {
    const path = deckFile("illegal.txt", ["36x 101 Filler", "1x CHASE4 Sekhem", "2 C24", "Sideboard:"]);
    const { code, stdout, stderr } = await runCli(["deck", path]);
    expect(code).toBe(1);
    expect(stdout.split("\n")).toEqual([
      "Not legal:",
      "  line 4: expected a count, then a collector's number and the card's name: `3x C24 Cut-Ups Method`: \"Sideboard:\" (M9)",
      "  39 cards: a tournament deck has at least 40 (rule 1.1)",
      "  line 2: 1x CHASE4 Sekhem: sample card S24, misprinted with the number CHASE4 (rule 1.3)",
      "  line 3: 2x C24 Cut-Ups Method: object-changing card (rule 1.5)",
      "",
    ]);
    expect(stderr).toContain("is not legal");
  });

  it("--json prints only the verdict; --ban adds cards under rule 1.7", async () => {
    const path = deckFile("ban.txt", ["38x 101 Filler", "2x C12 Other"]);
    const { code, stdout } = await runCli(["deck", path, "--json", "--ban", "C12", "999"]);
    expect(code).toBe(1);
    const verdict = JSON.parse(stdout) as { legal: boolean; rejected: { number: string; rule: string }[] };
    expect(verdict.legal).toBe(false);
    expect(verdict.rejected.map((r) => [r.number, r.rule])).toEqual([["C12", "1.7"]]);
  });

  it("a --ban that is not a collector's number and a missing file are bad input (exit 1)", async () => {
    // issue 13: a bad option value is bad input (exit 1) in every command
    expect((await runCli(["deck", deckFile("x.txt", ["40x 1"]), "--ban", "foo"])).code).toBe(1);
    const missing = await runCli(["deck", join(dir, "nope.txt")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`handsdown: ${join(dir, "nope.txt")}: no such file\n`);
  });
});
