// Every runtime dependency is one the program imports (docs/dependencies.md: one line each, why
// this one): an unused one is code every install downloads and every audit reads for nothing.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8"));
}

describe("package.json dependencies", () => {
  it("each runtime dependency is imported by src/ or web/ (static, lazy or createRequire)", () => {
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const sources = [...sourcesUnder(join(ROOT, "src")), ...sourcesUnder(join(ROOT, "web"))].join("\n");
    const unused = Object.keys(dependencies).filter((name) => {
      const quoted = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      return !new RegExp(`(from |import\\(|\\)\\()["']${quoted}(/[^"']*)?["']`).test(sources);
    });
    expect(unused).toEqual([]);
  });
});
