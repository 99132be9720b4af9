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

describe("handsdown deck (M9, OTE rules 1.1–1.7)", () => {
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
    // A bad option value is bad input (exit 1) in every command
    expect((await runCli(["deck", deckFile("x.txt", ["40x 1"]), "--ban", "foo"])).code).toBe(1);
    const missing = await runCli(["deck", join(dir, "nope.txt")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`handsdown: ${join(dir, "nope.txt")}: no such file\n`);
  });

  // DEC II.A: "… with the sole exception of the banned Star Trek CCG card, "Raise The Stakes"."
  it("R7 --game stccg1e: Raise The Stakes is named with DEC's words, exit 1", async () => {
    const path = deckFile("trek.txt", ["30x Federation Outpost", "1x Raise the Stakes"]);
    const { code, stdout } = await runCli(["deck", path, "--game", "stccg1e"]);
    expect(code).toBe(1);
    expect(stdout).toContain("line 2: 1x Raise The Stakes: in sanctioned Decipher tournaments");
    expect(stdout).toContain("(R7, DEC II.A)");
  });

  // SW-PC: "Hyperroute Navigation Chart – This card is a game aid only and is not legal for inclusion
  // in any deck"; "A player uses two 60 card decks"; Classic Format Ban List (needs card data).
  it("R7 --game swccg: 60 cards and no chart; --classic lists the ban it cannot check; --json", async () => {
    const legal = deckFile("sw.txt", ["59x Rebel Trooper", "1x Yavin 4"]);
    const ok = await runCli(["deck", legal, "--game", "swccg", "--classic"]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("Legal as far as the list shows: 60 cards");
    expect(ok.stdout).toContain("not checked, needs card data: no card with an Episode 1 icon");
    const chart = deckFile("chart.txt", ["59x Rebel Trooper", "1x Hyperroute Navigation Chart"]);
    const out = await runCli(["deck", chart, "--game", "swccg", "--json"]);
    expect(out.code).toBe(1);
    const verdict = JSON.parse(out.stdout) as { legal: boolean; cards: number; rejected: { name: string }[] };
    expect(verdict).toMatchObject({
      legal: false,
      cards: 60,
      rejected: [{ name: "Hyperroute Navigation Chart" }],
    });
  });

  // DEC II.A.iii step 5: "For Young Jedi, this deck is to be a 60 card deck following the 6x10 deck
  // construction rule."; SW-PC EPP Overdrive: "30 card decks should be built."
  it("R12 sealed deck sizes: Young Jedi 60 under Decipher, EPP Overdrive 30", async () => {
    const forty = deckFile("forty.txt", ["40x Battle Droid"]);
    const yj = await runCli(["deck", forty, "--game", "yj", "--type", "sealed"]);
    expect(yj.code).toBe(1);
    expect(yj.stdout).toContain("40 cards: the deck has 60 (R12, DEC II.A.iii step 5)");
    const thirty = deckFile("thirty.txt", ["30x Rebel Trooper"]);
    const epp = await runCli([
      "deck",
      thirty,
      "--game",
      "swccg",
      "--type",
      "sealed",
      "--format",
      "epp-overdrive",
    ]);
    expect(epp.code).toBe(0);
  });

  it("a Decipher option without --game is refused: On the Edge has its own rules", async () => {
    const path = deckFile("ote-classic.txt", ["40x 101 Filler"]);
    const { code, stderr } = await runCli(["deck", path, "--classic"]);
    expect(code).toBe(1);
    expect(stderr).toContain("--classic: for a Decipher game's deck (with --game)");
  });
});
