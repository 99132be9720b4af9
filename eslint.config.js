// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

// docs/architecture.md: src/core is pure — no I/O, no clock, no Math.random — so it runs in the
// browser and the same log always gives the same pairings.
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

/**
 * The layers of docs/architecture.md, and what each may not import: core ← store ← app ← server ←
 * cli, with web/ beside them on the core alone (it talks to the server over HTTP only). Test files
 * obey the same boundaries: a test that needs a higher layer belongs to that layer.
 */
const forbiddenLayers = {
  "src/store": ["app", "server", "cli", "web"],
  "src/app": ["server", "cli", "web"],
  "src/server": ["cli", "web"],
  "src/cli": ["web"],
};

/** An import of `src/LAYER/…` from anywhere, by a relative path. */
const layerImport = (layer, message) => ({
  group: [`**/${layer}/*`, `**/${layer}`, `**/src/${layer}/*`],
  message,
});

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
            { group: ["node:*"], message: "src/core is pure: no Node APIs (docs/architecture.md)." },
            ...impureModules.map((name) => ({
              group: [name, `${name}/*`],
              message: "src/core is pure: no I/O (docs/architecture.md).",
            })),
            // The core is the bottom layer; everything else imports it, never the reverse.
            ...["store", "app", "cli", "server", "web"].map((layer) =>
              layerImport(
                layer,
                `src/core is the bottom layer: it may not import ${layer}/ (docs/architecture.md).`,
              ),
            ),
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Use the event's seeded generator (SPEC §2)." },
        {
          object: "Date",
          property: "now",
          message: "Time comes in with the command (docs/architecture.md).",
        },
        {
          object: "performance",
          property: "now",
          message: "Time comes in with the command (docs/architecture.md).",
        },
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
          message: "Time comes in with the command (docs/architecture.md).",
        },
      ],
    },
  },
  ...Object.entries(forbiddenLayers).map(([folder, layers]) => ({
    files: [`${folder}/**/*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: layers.map((layer) =>
            layerImport(
              layer,
              `${folder}/ may not import ${layer}/: see the layers in docs/architecture.md.`,
            ),
          ),
        },
      ],
    },
  })),
  {
    // The web pages run in a browser and reach the server over HTTP only: they import the core's
    // pure helpers and types, never the store, the app, the server or the CLI.
    files: ["web/**/*.ts", "web/**/*.tsx"],
    ignores: ["web/vite.config.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*"], message: "web/ runs in the browser: no Node APIs (docs/architecture.md)." },
            ...["store", "app", "server", "cli"].map((layer) =>
              layerImport(
                layer,
                `web/ may not import src/${layer}/: it talks to the server over HTTP (docs/architecture.md).`,
              ),
            ),
          ],
        },
      ],
    },
  },
);
