// Comments cite rule IDs and docs inside the repository (docs/architecture.md): a contributor has
// neither the tracker's numbers nor the design and requirement files beside the clone, so no
// source file cites them (the patterns are below).
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const repo = resolve(import.meta.dirname, "..");

const sources = execFileSync("git", ["ls-files", "src", "web", "test", "bench", "*.js", "*.mjs", "*.ts"], {
  cwd: repo,
  encoding: "utf8",
})
  .split("\n")
  .filter((path) => /\.(ts|tsx|js|mjs)$/.test(path));

const ISSUE = /\bissues? \d+/i;
const OUTSIDE_FILES = [/\bDESIGN\.md\b/, /(?<!")\bSPEC\.md\b/];
/** These check the repository's docs against the SPEC beside the clone, so they name it. */
const READS_THE_SPEC = new Set([
  "test/rule-coverage.test.ts",
  "test/docs/rules-doc.test.ts",
  "test/references.test.ts",
]);

const docs = execFileSync("git", ["ls-files", "docs", "*.md"], { cwd: repo, encoding: "utf8" })
  .split("\n")
  .filter((path) => path.endsWith(".md"));
const tracked = execFileSync("git", ["ls-files"], { cwd: repo, encoding: "utf8" }).split("\n");

/** `` `star-wars.ts:scoreTime` ``, `` `pairing/pair-next.ts:pairNext` ``, `` `walk.ts:UnpairedList.remove` ``, `` `walk.ts:39` ``. */
const CODE_CITATION = /`([\w./-]+\.tsx?):([^`\s]+)`/g;

/**
 * What a `file:symbol` citation in the docs is wrong about, or undefined: the file must be one
 * tracked file (a path's tail, `pairing/pair-next.ts` where the name alone is ambiguous) that
 * still holds every part of the symbol; a line number is refused, since lines move with every edit.
 */
function checkCitation(file: string, symbol: string): string | undefined {
  if (/^\d/.test(symbol)) return "cites a line number: cite the function instead (lines move)";
  const matches = tracked.filter((path) => path === file || path.endsWith(`/${file}`));
  if (matches.length !== 1)
    return matches.length === 0 ? "no such file" : `ambiguous: ${matches.join(", ")}; give more of the path`;
  const source = readFileSync(resolve(repo, matches[0]!), "utf8");
  const missing = symbol.split(".").filter((part) => !new RegExp(`\\b${part}\\b`).test(source));
  return missing.length > 0 ? `${matches[0]} has no ${missing.join(", ")}` : undefined;
}

describe("references inside the repository", () => {
  it("no source file cites an issue number, DESIGN.md or SPEC.md", () => {
    expect(sources.length).toBeGreaterThan(300);
    const found = sources.flatMap((path) =>
      readFileSync(resolve(repo, path), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          (path !== "test/references.test.ts" && ISSUE.test(line)) ||
          (!READS_THE_SPEC.has(path) && OUTSIDE_FILES.some((pattern) => pattern.test(line)))
            ? [`${path}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it("docs cite code as file:function, each still in its file, never file:line", () => {
    const cited = docs.flatMap((doc) =>
      readFileSync(resolve(repo, doc), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          [...line.matchAll(CODE_CITATION)].map((m) => ({
            at: `${doc}:${index + 1}`,
            file: m[1]!,
            symbol: m[2]!,
          })),
        ),
    );
    expect(cited.length).toBeGreaterThan(50);
    const wrong = cited.flatMap(({ at, file, symbol }) => {
      const problem = checkCitation(file, symbol);
      return problem === undefined ? [] : [`${at}: ${file}:${symbol}: ${problem}`];
    });
    expect(wrong).toEqual([]);
  });

  it("a citation check that can fail: a line number, a missing function, an ambiguous or unknown file", () => {
    expect(checkCitation("walk.ts", "39")).toMatch(/line number/);
    expect(checkCitation("walk.ts", "UnpairedList.noSuchMethod")).toMatch(/has no noSuchMethod/);
    expect(checkCitation("pair-next.ts", "pairNext")).toMatch(/ambiguous/);
    expect(checkCitation("no-such-file.ts", "x")).toBe("no such file");
    expect(checkCitation("pairing/pair-next.ts", "pairNext")).toBeUndefined();
  });
});
