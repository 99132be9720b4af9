// No file import cycle anywhere in src/ or web/, type-only imports and lazy `import()` included
// (docs/architecture.md): a cycle makes the load order matter and hides which file owns a
// concept. madge reads the imports the way TypeScript resolves them.
import { resolve } from "node:path";
import madge from "madge";
import { describe, expect, it } from "vitest";

const repo = resolve(import.meta.dirname, "..");

describe("import cycles", () => {
  it("there is none in src/ and web/", async () => {
    const graph = await madge(["src", "web"], {
      baseDir: repo,
      fileExtensions: ["ts", "tsx"],
      tsConfig: resolve(repo, "tsconfig.json"),
      excludeRegExp: [/node_modules/, /\.d\.ts$/, /^dist\//],
      detectiveOptions: {
        ts: { skipTypeImports: false, skipAsyncImports: false },
        tsx: { skipTypeImports: false, skipAsyncImports: false },
      },
    });
    expect(graph.circular().map((cycle) => cycle.join(" → "))).toEqual([]);
    // The graph was read: a wrong path would find no file, and so no cycle.
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(500);
  }, 60_000);
});
