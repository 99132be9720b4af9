import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "web/**/*.test.ts"],
    testTimeout: 30_000,
    // The core reaches zod through a provider (src/core/zod.ts): the tests give it the ES module.
    setupFiles: ["./test/zod-setup.ts"],
    hookTimeout: 60_000,
    reporters: ["default", "./test/summary-reporter.ts"],
  },
});
