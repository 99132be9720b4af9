/* global process, console */
// The `handsdown` command as it ships (package.json "bin"): src/cli/main.ts bundled by esbuild into
// dist/bin/handsdown.js and a few shared chunks. Why: a TD waits for Node's start-up on every
// command, and loading our ~110 compiled modules one by one cost more than the work of a small
// command; the bundle loads about 30 files (docs/performance.md, "The bundled command").
// Splitting keeps each sub-command's dynamic import lazy (`serve` loads the web server, `pair FILE`
// does not). npm packages stay outside the bundle: better-sqlite3 is native, and each dependency
// is installed beside the package anyway (package.json "dependencies").
// Plain JavaScript: it runs before anything is compiled. Usage: node scripts/bundle-cli.mjs [OUTDIR]
// (default dist/bin; the bench bundles into its own directory).
import { build } from "esbuild";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
// The runtime dependencies stay imports of the installed packages (better-sqlite3 is native; the
// rest load only when a command needs them); what the command imports from devDependencies is
// bundled: commander, which is CommonJS — Node would scan it with its CommonJS lexer on every
// command before an ES module may import it; bundled, it is plain code in the entry.
const { dependencies } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
const EXTERNAL = Object.keys(dependencies);
const outdir = resolve(process.argv[2] ?? join(ROOT, "dist", "bin"));

// The chunks' names carry a content hash: clear the folder so no chunk of an earlier build stays.
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { handsdown: join(ROOT, "src", "cli", "main.ts") },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  external: EXTERNAL,
  // commander's own `require("node:events")` and friends: ES module output has no `require`.
  banner: {
    js: 'import { createRequire as __handsdownRequire } from "node:module";\nconst require = __handsdownRequire(import.meta.url);',
  },
  // Chunks sit beside the entry, two folders below the package root as dist/server/app.js does,
  // so that src/server/app.ts finds dist/web from its chunk's `import.meta.url` the same way.
  chunkNames: "[name]-[hash]",
  // Readable stack traces from a user's bug report; minifying saved nothing measurable.
  minify: false,
  legalComments: "none",
  logLevel: "warning",
});
if (result.errors.length > 0) process.exit(1);
console.log(`bundled the handsdown command into ${outdir}`);
