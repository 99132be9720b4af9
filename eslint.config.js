// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

// DESIGN.md: src/core is pure — no I/O, no clock, no Math.random — so it runs in the browser
// and the same log always gives the same pairings.
const impureModules = [
  "fs",
  "path",
  "http",
  "https",
  "net",
  "child_process",
  "os",
  "crypto",
  "worker_threads",
  "better-sqlite3",
  "pg",
  "fastify",
  "commander",
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["src/core/**/*.ts"],
    ignores: ["src/core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*"], message: "src/core is pure: no Node APIs (DESIGN.md)." },
            ...impureModules.map((name) => ({
              group: [name, `${name}/*`],
              message: "src/core is pure: no I/O (DESIGN.md).",
            })),
            // Layering (issue 9): the core is the bottom layer; everything else imports it, never the reverse.
            ...["store", "app", "cli", "server", "web"].map((layer) => ({
              group: [`**/${layer}/*`, `**/${layer}`],
              message: `src/core is the bottom layer: it may not import ${layer}/ (DESIGN.md).`,
            })),
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Use the event's seeded generator (SPEC §2)." },
        { object: "Date", property: "now", message: "Time comes in with the command (DESIGN.md)." },
        { object: "performance", property: "now", message: "Time comes in with the command (DESIGN.md)." },
      ],
      "no-restricted-globals": [
        "error",
        { name: "process", message: "src/core is pure: no process access." },
        { name: "fetch", message: "src/core is pure: no I/O." },
        { name: "setTimeout", message: "src/core is pure: no clock." },
        { name: "setInterval", message: "src/core is pure: no clock." },
        { name: "console", message: "src/core is pure: return values, do not print." },
        {
          name: "crypto",
          message: "src/core is pure: randomness comes from the event's seed (SPEC §2), ids from the caller.",
        },
        {
          name: "Buffer",
          message: "src/core runs in the browser too: no Node Buffer (use Uint8Array / TextEncoder).",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Time comes in with the command (DESIGN.md).",
        },
      ],
    },
  },
);
