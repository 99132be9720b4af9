// Issue 9: the layering is enforced by the tools, not by review. ESLint refuses a core file that
// imports from the store (or app/cli/server/web) or reaches for Node's `crypto` or `Buffer`.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("src/core layering (issue 9)", () => {
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
