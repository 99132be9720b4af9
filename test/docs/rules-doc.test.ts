// The project stands alone. docs/rules.md lists every rule ID of the SPEC (checked
// against ../shared/SPEC.md when that folder is beside the clone), each with a summary and the
// official document's section; help texts cite docs/rules.md, never the SPEC or DESIGN.md, which a
// user of the package never sees.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildProgram } from "../../src/cli/program.js";

const repo = resolve(import.meta.dirname, "../..");
const specPath = resolve(repo, "..", "shared", "SPEC.md");
const rulesDoc = readFileSync(resolve(repo, "docs/rules.md"), "utf8");
const isSpecPresent = existsSync(specPath);
const SKIPPED = `skipped: ${specPath} is absent (the SPEC lives in ../shared beside the clone)`;
if (!isSpecPresent) console.warn(`rules-doc.test.ts ${SKIPPED}`);

/** The IDs the SPEC defines: each list item that starts with one, and "… N2 Elimination" inside a line. */
function specIds(spec: string): string[] {
  const ids = [...spec.matchAll(/^- ([A-Z]\d+) /gm), ...spec.matchAll(/\. ([A-Z]\d+) [A-Z][a-z]/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(ids)];
}

/** docs/rules.md's table rows: `| ID | summary | source |`. */
function documentedRows(): Map<string, { summary: string; source: string }> {
  const rows = new Map<string, { summary: string; source: string }>();
  // Prettier pads table cells to align the columns: trim them.
  for (const match of rulesDoc.matchAll(/^\| ([A-Z]\d+) +\| (.+?) +\| (.+?) +\|$/gm))
    rows.set(match[1]!, { summary: match[2]!.trim(), source: match[3]!.trim() });
  return rows;
}

describe("docs/rules.md", () => {
  it("gives every rule a one-line summary and the official document's section", () => {
    const rows = documentedRows();
    expect(rows.size).toBeGreaterThanOrEqual(86);
    for (const [id, row] of rows) {
      expect(row.summary.length, id).toBeGreaterThan(15);
      expect(row.source, id).toMatch(/SW-PC|DEC|OPG|OTE|PC software|Elo|Decision/);
    }
  });

  it.skipIf(!isSpecPresent)(
    `lists every rule ID of ../shared/SPEC.md${isSpecPresent ? "" : ` (${SKIPPED})`}`,
    () => {
      const ids = specIds(readFileSync(specPath, "utf8"));
      expect(ids.length).toBeGreaterThan(80);
      const rows = documentedRows();
      expect(ids.filter((id) => !rows.has(id))).toEqual([]);
      expect([...rows.keys()].filter((id) => !ids.includes(id))).toEqual([]);
    },
  );
});

describe("help texts cite docs/rules.md, not the SPEC or DESIGN.md", () => {
  it("no command's --help mentions SPEC or DESIGN.md", () => {
    const program = buildProgram();
    const offending = [program, ...program.commands]
      .map((command) => [command.name(), command.helpInformation()] as const)
      .filter(([, help]) => /\bSPEC\b|DESIGN\.md/.test(help))
      .map(([name, help]) => `${name}: ${/.*(?:\bSPEC\b|DESIGN\.md).*/.exec(help)?.[0]?.trim()}`);
    expect(offending).toEqual([]);
  });
});
