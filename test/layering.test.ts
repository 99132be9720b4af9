// The layering of docs/architecture.md is enforced by the tools, not by review: ESLint refuses a
// core file that imports from the store (or app/cli/server/web) or reaches for Node's `crypto` or
// `Buffer`, and every other layer's import of a layer above it.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("src/core layering", () => {
  it("refuses a core file that imports from store/, app/, cli/, server/ or web/", async () => {
    for (const layer of [
      "store/event-store",
      "app/command-pipeline",
      "cli/exit",
      "server/app",
      "web/shared/api",
    ]) {
      const found = await problems(
        `import { x } from "../${layer}.js";\nexport const y = x;\n`,
        "src/core/probe.ts",
      );
      expect(found.join("\n")).toMatch(/no-restricted-imports: .*bottom layer/);
    }
  });

  it("refuses crypto and Buffer in the core", async () => {
    const found = await problems(
      `export const a = crypto.randomUUID();\nexport const b = Buffer.from("x");\n`,
      "src/core/probe.ts",
    );
    expect(found.filter((line) => line.startsWith("no-restricted-globals"))).toHaveLength(2);
  });

  it("lets the same imports through outside the core, and core-internal imports through", async () => {
    expect(
      await problems(
        `import { x } from "../store/event-store.js";\nexport const y = x;\n`,
        "src/app/probe.ts",
      ),
    ).toEqual([]);
    expect(
      await problems(`import { x } from "./errors.js";\nexport const y = x;\n`, "src/core/probe.ts"),
    ).toEqual([]);
  });
});

describe("every layer's boundary (docs/architecture.md)", () => {
  const refused: readonly (readonly [string, string])[] = [
    ["src/store/probe.ts", "../app/command-pipeline"],
    ["src/store/sqlite/probe.ts", "../../server/app"],
    ["src/store/probe.test.ts", "../cli/exit"],
    ["src/app/probe.ts", "../server/app"],
    ["src/app/ratings/probe.ts", "../../cli/exit"],
    ["src/server/probe.ts", "../cli/exit"],
    ["src/server/routes/probe.ts", "../../cli/program"],
    ["web/console/probe.ts", "../../src/server/app"],
    ["web/shared/probe.ts", "../../src/store/event-store"],
    ["web/player/probe.tsx", "../../src/app/live-events"],
    ["web/public/probe.ts", "../../src/cli/exit"],
  ];
  it.each(refused)("refuses %s importing %s", async (file, target) => {
    const found = await problems(`import { x } from "${target}.js";\nexport const y = x;\n`, file);
    expect(found.join("\n")).toMatch(/no-restricted-imports: .*may not import/);
  });

  it("refuses Node APIs in the web pages", async () => {
    const found = await problems(
      `import { readFileSync } from "node:fs";\nexport const y = readFileSync;\n`,
      "web/shared/probe.ts",
    );
    expect(found.join("\n")).toMatch(/no-restricted-imports: .*browser/);
  });

  const allowed: readonly (readonly [string, string])[] = [
    ["src/store/probe.ts", "../core/events"],
    ["src/app/probe.ts", "../store/event-store"],
    ["src/server/probe.ts", "../app/live-events"],
    ["src/cli/probe.ts", "../server/main"],
    ["web/shared/probe.ts", "../../src/core/games"],
  ];
  it.each(allowed)("lets %s import %s", async (file, target) => {
    expect(await problems(`import { x } from "${target}.js";\nexport const y = x;\n`, file)).toEqual([]);
  });
});
