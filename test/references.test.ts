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
});
