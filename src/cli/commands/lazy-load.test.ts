// `handsdown --help` loads only the command definitions. Every definition file
// (NAME.ts) may import at run time only these light modules; its work lives in NAME.run.ts,
// loaded with `await import()` when the command runs. Checked on the sources' import lines.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const LIGHT = new Set(["../store-option.js", "../exit.js", "./index.js", "./import-formats.js"]);
// Shared by a definition and its work: constants with no imports of their own (checked below).
const HELPERS = new Set(["event-rules-options.ts", "index.ts", "import-formats.ts"]);

/** Module specifiers a file imports for their values (not `import type`). */
function valueImports(path: string): string[] {
  const source = readFileSync(path, "utf8");
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)";/gms)].map((m) => m[1]!);
}

describe("command definitions stay light (fast --help)", () => {
  const definitions = readdirSync(here).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".run.ts") && !f.endsWith(".test.ts") && !HELPERS.has(f),
  );

  it("finds the command files", () => {
    expect(definitions).toEqual(
      expect.arrayContaining(["report.ts", "pair.ts", "standings.ts", "demo.ts", "completion.ts"]),
    );
  });

  it.each(definitions)("%s imports nothing heavy at the top", (file) => {
    const heavy = valueImports(join(here, file)).filter((spec) => !LIGHT.has(spec));
    expect(heavy, `${file} imports ${heavy.join(", ")}`).toEqual([]);
  });

  it("import-formats.ts imports nothing", () => {
    expect(valueImports(join(here, "import-formats.ts"))).toEqual([]);
  });

  it("the commands' shared modules import no store, core or app module at the top", () => {
    for (const shared of ["../store-option.ts", "../exit.ts", "index.ts", "../program.ts"]) {
      const specs = valueImports(join(here, shared));
      expect(
        specs.filter((s) => /core\/|store\/|app\//.test(s)),
        shared,
      ).toEqual([]);
    }
  });
});
