// The test set StrykerJS runs (stryker.config.mjs): the core's unit tests only, so a mutant
// is judged by the tests that are about it, without databases, servers or the CLI.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/core/**/*.test.ts"],
    exclude: ["**/*.int.test.ts", "node_modules/**"],
    testTimeout: 600_000,
  },
});
