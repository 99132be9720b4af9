// Mutation testing: `npm run mutate` — StrykerJS 9 with the vitest runner.
// Not in CI: a full run takes long. Incremental (reports/stryker-incremental.json), so a rerun
// only tests mutants in changed code. Run one area at a time on a shared machine, e.g.
//   npm run mutate -- --mutate 'src/core/standings/**/*.ts' --concurrency 1
// The vitest config it uses runs only the unit tests beside the core (no databases, no CLI).
// Scores, and the survivors looked at, are recorded in docs/testing.md.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutate.config.ts", related: true },
  mutate: [
    "src/core/{rules,standings,pairing,ote}/**/*.ts",
    "!src/core/**/*.test.ts",
    "!src/core/**/test-*.ts",
    "!src/core/**/*-helpers.ts",
  ],
  // reports/ holds other runs' sandboxes (one area per process on a shared machine): never copy
  // them into this run's sandbox, where a run that ends and cleans up breaks the copy.
  ignorePatterns: ["reports", "dist", "web/dist"],
  coverageAnalysis: "perTest",
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  concurrency: 1,
  timeoutMS: 20000,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: "reports/.stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: 85, low: 70, break: null },
};
