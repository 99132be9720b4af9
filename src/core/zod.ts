// zod, reached at run time and only when a schema is needed. A game's `result` is validated
// without zod, by its profile's declared shape (rules/shared/result-shape.ts); the results file's
// envelope has a zod-free fast path (results-file/fast.ts) and zod only words its errors. Importing it costs as much as Node's start-up (95
// modules), so no core module imports it for its values: each schema is built on first use from
// `zod()`, and the entry points say where zod comes from. `zod-esm.ts` gives the ES module
// (core/index.ts, the server, the web pages, the tests); the CLI gives a loader that `require`s
// it only if a schema is needed (src/cli/root.ts): the core is synchronous, so the loader must be
// too. `serve` imports the server, whose ES module is given before any schema is built.
import type { z } from "zod";

/**
 * The parts of zod's namespace (`z` of `import { z } from "zod"`) the core's schemas use. Only
 * these, not the namespace itself: a bundler keeps what is named (zod-esm.ts), and the whole
 * namespace as a value would put all of zod, its 60 locales too, in the web pages.
 */
export type Zod = Pick<
  typeof z,
  "array" | "boolean" | "custom" | "enum" | "literal" | "NEVER" | "number" | "object" | "string" | "unknown"
>;

let instance: Zod | undefined;
let loader: (() => Zod) | undefined;

/**
 * zod, already loaded. It wins over a loader not yet called; once a schema was built, the
 * instance stays the one it was built with: schemas of two copies of zod (its ES module and its
 * CommonJS build are two) must never meet in one process.
 */
export function provideZod(loaded: Zod): void {
  instance ??= loaded;
}

/** How to load zod when a schema is first needed, unless zod was given already. */
export function provideZodLoader(load: () => Zod): void {
  loader ??= load;
}

/** zod, loaded on the first call. Throws when no entry point said where it comes from (a bug). */
export function zod(): Zod {
  if (instance !== undefined) return instance;
  if (loader === undefined) {
    throw new Error(
      "zod is needed to build a schema but no entry point provided it: import src/core/zod-esm.js first (or call provideZodLoader)",
    );
  }
  instance = loader();
  return instance;
}
