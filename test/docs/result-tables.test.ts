// "the README's timed-result example is wrong for Star Wars". Every result the
// game guides show in their "What happened | Result | Score" tables is scored here by the core's
// one scoring function, under the profile the row names (else the page's), and must give the
// scores the row prints — so a wrong example cannot come back.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { ProfileName } from "../../src/core/games.js";
import { scoreGame } from "../../src/core/rules/index.js";

const guide = resolve(import.meta.dirname, "../../docs/guide");

interface Page {
  readonly file: string;
  /** The two players of the examples (a bye has the first only). */
  readonly players: readonly [string, string];
  readonly profile: (row: string) => ProfileName;
}

const PAGES: readonly Page[] = [
  { file: "star-wars.md", players: ["luke", "vader"], profile: () => "swccg-pc-2.3.6" },
  { file: "young-jedi.md", players: ["maul", "obi"], profile: () => "yj-decipher-6.99" },
  {
    file: "star-trek.md",
    players: ["kira", "odo"],
    profile: (row) => (row.includes("6.99") ? "stccg-decipher-6.99" : "stccg-opg-2014"),
  },
];

interface Row {
  readonly line: number;
  readonly text: string;
  readonly result: unknown;
  readonly score: string;
}

/** The rows of the page's "What happened" table: the JSON of the Result cell and the Score cell. */
function rows(markdown: string): Row[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^\| What happened\s*\|/.test(line));
  if (start < 0) return [];
  const found: Row[] = [];
  for (let index = start + 2; index < lines.length && lines[index]!.startsWith("|"); index++) {
    const cells = lines[index]!.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const json = /`(\{.*\})`/.exec(cells[2] ?? "")?.[1];
    if (json)
      found.push({ line: index + 1, text: lines[index]!, result: JSON.parse(json), score: cells[3]! });
  }
  return found;
}

/** `Name 2(+15)` → ["name", "2(+15)"]; a bare `1(+0)` has no name. */
function printedScores(cell: string): { name?: string; score: string }[] {
  return [...cell.matchAll(/(?:([A-Z][a-z]+) )?(\d)\(([+-]\d+|\+cap)\)/g)].map((m) => ({
    ...(m[1] !== undefined && { name: m[1].toLowerCase() }),
    score: `${m[2]}(${m[3]})`,
  }));
}

const formatted = (vp: number, diff: number): string => `${vp}(${diff >= 0 ? "+" : ""}${diff})`;

describe("the results shown in the game guides score as printed", () => {
  for (const page of PAGES) {
    const table = rows(readFileSync(join(guide, page.file), "utf8"));
    it(`${page.file} has a results table`, () => expect(table.length).toBeGreaterThan(2));
    it.each(table.map((row) => [row.line, row] as const))(`${page.file} line %i`, (_line, row) => {
      const result = row.result as { end: string };
      const players = (result.end === "bye" ? page.players.slice(0, 1) : page.players).map((id) => ({ id }));
      // A Score cell may give the score under several profiles: "1(+60) under 6.99; 1(+80) under OPG 2014".
      for (const segment of row.score.split(";")) {
        const profile = /6\.99/.test(segment)
          ? "stccg-decipher-6.99"
          : /OPG/.test(segment)
            ? "stccg-opg-2014"
            : page.profile(row.text);
        const scored = scoreGame(profile, {}, { players, result: row.result });
        if (!scored.ok) throw new Error(`${row.text}\n${scored.error.message}`);
        const actual = new Map(
          scored.value.score.map((entry) => [entry.id, formatted(entry.vp, entry.diff)]),
        );
        const printed = printedScores(segment);
        expect(printed.length, segment).toBeGreaterThan(0);
        // A segment without a name ("1(+80) under OPG 2014") continues the row's first name.
        const firstName = printedScores(row.score)[0]?.name;
        for (const { name, score } of printed) {
          // "2(+cap)": the concession scores the cap of the event (O4), 100 by default.
          const expected = score.replace("+cap", "+100");
          const who = name ?? (printed.length === 1 ? firstName : undefined);
          if (who !== undefined) expect(actual.get(who), `${who} in ${row.text}`).toBe(expected);
          else expect([...actual.values()], row.text).toContain(expected);
        }
      }
    });
  }
});
