// "outputs a TD reads use IDs where names exist". Each output named there, run
// on an example whose players have names: the names are printed, the IDs are not (or only beside
// the name), and tables stay aligned with the names in them.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const examples = resolve(import.meta.dirname, "../../../examples");
const dir = mkdtempSync(join(tmpdir(), "handsdown-names-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function out(args: readonly string[]): Promise<string> {
  const result = await runCli(args);
  expect(result.code, `${args.join(" ")}\n${result.stderr}`).toBeLessThanOrEqual(1);
  return result.stdout + result.stderr;
}

/** An ID standing alone (not inside "Name (id)"). */
const bareId = (text: string, id: string): boolean =>
  text.split("\n").some((line) => line.includes(id) && !line.includes(`(${id})`));

describe("names, not IDs, where the results file has them", () => {
  it("R9 junior FILE: names in an aligned table", async () => {
    const text = await out(["junior", join(examples, "young-jedi-constructed.json")]);
    const lines = text.split("\n");
    const header = lines.find((line) => line.startsWith("Player"))!;
    const row = lines.find((line) => line.startsWith("Anakin Skywalker"))!;
    expect(row).toBeDefined();
    // The Age column ends at the same place in the header and in the row (right-aligned numbers).
    expect(row.indexOf("37") + 2).toBe(header.indexOf("Age") + 3);
  });

  it("A6 the pairing trace names the bye by name", async () => {
    const text = await out(["pair", join(examples, "star-wars-constructed-halfway.json")]);
    expect(text).toMatch(/A6 bye: Maximilian Veers is left over/);
    expect(bareId(text, "maximilianveers081263")).toBe(false);
  });

  it("M1 M5 On the Edge groups and the inactive ranking use names", async () => {
    const file = JSON.parse(readFileSync(join(examples, "on-the-edge.json"), "utf8")) as {
      games: { round: number }[];
      standings?: unknown;
    };
    const last = Math.max(...file.games.map((g) => g.round));
    file.games = file.games.filter((g) => g.round < last - 1);
    delete file.standings;
    const path = join(dir, "ote-mid.json");
    writeFileSync(path, JSON.stringify(file));
    const text = await out(["pair", path]);
    expect(text).toMatch(
      /M5 \(2\.71\): inactive set ranked by VP, then IP, ties at random: [A-Z][a-z]+ [A-Z]/,
    );
    expect(bareId(text, "sofiaren032781")).toBe(false);
  });

  it("S7 deck-penalty and F4 fc-replacement name the players", async () => {
    const penalty = await out([
      "deck-penalty",
      join(examples, "star-wars-regional.json"),
      "--player",
      "hansolo031172",
      "--force",
    ]);
    expect(penalty).toContain("Han Solo");
    expect(bareId(penalty, "hansolo031172")).toBe(false);
    const padme = await out([
      "deck-penalty",
      join(examples, "star-wars-regional.json"),
      "--player",
      "padmenaberrie101879",
      "--force",
    ]);
    const rows = padme.split("\n").filter((line) => / → /.test(line) && line.startsWith("  "));
    expect(rows.map((row) => row.trim().split(/\s{2,}/)[0])).toEqual(["Padmé Naberrie", "Biggs Darklighter"]);
    expect(new Set(rows.map((row) => row.search(/\d\(/))).size).toBe(1);
    const replaced = await out([
      "fc-replacement",
      join(examples, "star-wars-constructed-halfway.json"),
      "--disqualified",
      "kendalozzel103061",
    ]);
    expect(replaced).toContain("Kendal Ozzel's deck list did not match");
    expect(bareId(replaced, "kendalozzel103061")).toBe(false);
  });
});
